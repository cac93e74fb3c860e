import type { SmsSettings, SmsSettingsInput } from '@gs/shared/staff-settings';
import type { UserContext } from '../../lib/context.ts';
import type { FieldMessage } from '../../lib/errors.ts';
import { fieldsError } from './settings-validation.ts';
import {
  findSealedSmsSecret,
  findShopSettingsRow,
  type ShopSettingsRow,
  updateSmsSettings as updateSmsSettingsRow,
} from './shop-settings.repository.ts';
import { forgetShop, type ShopSettingsDeps } from './shop-settings-deps.ts';

// Bound to the tenant: a sealed secret copied to another tenant's row does not open.
export const smsSecretAad = (tenantId: number) => `tenant:${tenantId}:sms-aliyun-secret`;

/** The SMS section: the provider and its non-secret settings; of the secret only whether and when it was set. */
export function toSmsSettings(row: ShopSettingsRow, deps: ShopSettingsDeps): SmsSettings {
  return {
    provider: row.sms_provider,
    platformProvider: deps.platformSmsProvider,
    aliyun: {
      accessKeyId: row.sms_aliyun_access_key_id,
      signName: row.sms_aliyun_sign_name,
      templateCode: row.sms_aliyun_template_code,
      secretConfigured: row.sms_secret_configured,
      secretSetAt: row.sms_secret_set_at?.toISOString() ?? null,
    },
  };
}

/**
 * Replaces the SMS settings; the access key secret is sealed (an empty one keeps the stored secret). 400 when the
 * shop's own Aliyun account is chosen without every setting it needs.
 */
export async function updateSmsSettings(
  ctx: UserContext,
  deps: ShopSettingsDeps,
  input: SmsSettingsInput,
): Promise<SmsSettings> {
  const { aliyun } = input;
  if (input.provider === 'aliyun') {
    const hasSecret = aliyun.accessKeySecret !== '' || (await findSealedSmsSecret(ctx.db, ctx.tenantId)) !== null;
    const missing: FieldMessage[] = (
      [
        ['accessKeyId', aliyun.accessKeyId !== ''],
        ['accessKeySecret', hasSecret],
        ['signName', aliyun.signName !== ''],
        ['templateCode', aliyun.templateCode !== ''],
      ] as const
    )
      .filter(([, present]) => !present)
      .map(([name]) => ({ field: `body.aliyun.${name}`, messageKey: 'settingsSmsFieldRequired' }));
    if (missing.length > 0) throw fieldsError(missing);
  }
  await updateSmsSettingsRow(
    ctx.db,
    ctx.tenantId,
    {
      provider: input.provider,
      accessKeyId: aliyun.accessKeyId,
      signName: aliyun.signName,
      templateCode: aliyun.templateCode,
      sealedSecret:
        aliyun.accessKeySecret === ''
          ? null
          : deps.secretBox.encrypt(aliyun.accessKeySecret, smsSecretAad(ctx.tenantId)),
    },
    ctx.clock.now(),
  );
  forgetShop(ctx, deps);
  const row = await findShopSettingsRow(ctx.db, ctx.tenantId);
  if (!row) throw new Error(`tenant ${ctx.tenantId} has no settings row`);
  return toSmsSettings(row, deps);
}
