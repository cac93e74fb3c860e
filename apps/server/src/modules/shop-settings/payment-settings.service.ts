import type {
  PaymentSettings,
  PaymentSettingsInput,
  PaymentTestInput,
  PaymentTestResult,
} from '@gs/shared/staff-settings';
import type { RequestContext, UserContext } from '../../lib/context.ts';
import { AppError, type FieldMessage } from '../../lib/errors.ts';
import { type MessageKey, renderMessage } from '../../lib/messages.ts';
import {
  ALIPAY_GATEWAY,
  ALIPAY_SANDBOX_GATEWAY,
  describeAlipaySettings,
  type KeyCheckResult,
  loadOrderSettings,
  loadStoredAlipayKeys,
  normalizeAlipayPrivateKey,
  normalizeAlipayPublicKey,
  publicKeyOfPrivateKey,
  saveAlipayKeys,
} from '../trade/index.ts';
import { fieldsError } from './settings-validation.ts';
import { forgetShop, type ShopSettingsDeps } from './shop-settings-deps.ts';

/** The payment section: the provider, and of the Alipay keys only whether they are set, fingerprints and when. */
export async function getPaymentSettings(ctx: RequestContext, deps: ShopSettingsDeps): Promise<PaymentSettings> {
  const [settings, alipay] = await Promise.all([loadOrderSettings(ctx), describeAlipaySettings(ctx.db, ctx.tenantId)]);
  return {
    provider: settings.paymentProvider,
    sandboxAllowed: deps.sandboxAllowed,
    alipay: {
      configured: alipay.appId !== '' && alipay.hasPrivateKey && alipay.hasPublicKey,
      appId: alipay.appId,
      sandbox: alipay.gateway === ALIPAY_SANDBOX_GATEWAY,
      privateKeySet: alipay.hasPrivateKey,
      publicKeySet: alipay.hasPublicKey,
      appKeyFingerprint: alipay.appKeyFingerprint,
      alipayPublicKeyFingerprint: alipay.alipayPublicKeyFingerprint,
      keysSetAt: alipay.keysSetAt?.toISOString() ?? null,
    },
  };
}

function sandboxRefused(field: string): AppError {
  return new AppError(422, 'BUSINESS_RULE', 'settingsSandboxNotAllowed', {
    fields: [{ field, messageKey: 'settingsSandboxNotAllowed' }],
  });
}

/**
 * The keys of a request read and normalised (null: none given). 400 for a key that is not an RSA2 key of its
 * kind, or an Alipay public key that is the merchant's own (the usual mix-up: both sit side by side in Alipay's
 * console).
 */
function readSubmittedKeys(
  input: { privateKey: string; alipayPublicKey: string },
  storedPrivateKey: string | null,
): { privateKey: string | null; alipayPublicKey: string | null } {
  const privateKey = input.privateKey === '' ? null : normalizeAlipayPrivateKey(input.privateKey);
  const alipayPublicKey = input.alipayPublicKey === '' ? null : normalizeAlipayPublicKey(input.alipayPublicKey);
  const fields: FieldMessage[] = [];
  if (input.privateKey !== '' && !privateKey) {
    fields.push({ field: 'body.privateKey', messageKey: 'settingsAlipayPrivateKey' });
  }
  if (input.alipayPublicKey !== '' && !alipayPublicKey) {
    fields.push({ field: 'body.alipayPublicKey', messageKey: 'settingsAlipayPublicKey' });
  }
  const ownPrivateKey = privateKey ?? (storedPrivateKey ? normalizeAlipayPrivateKey(storedPrivateKey) : null);
  if (alipayPublicKey && ownPrivateKey && publicKeyOfPrivateKey(ownPrivateKey) === alipayPublicKey) {
    fields.push({ field: 'body.alipayPublicKey', messageKey: 'settingsAlipayPublicKeyIsOwn' });
  }
  if (fields.length > 0) throw fieldsError(fields);
  return { privateKey, alipayPublicKey };
}

/** The fields among these that are empty, each named with `messageKey`. */
function missingFields(values: Record<string, string | null>, messageKey: MessageKey): FieldMessage[] {
  return Object.entries(values)
    .filter(([, value]) => !value)
    .map(([name]) => ({ field: `body.${name}`, messageKey }));
}

/**
 * Replaces the payment settings in one transaction: the provider, the Alipay app id, the gateway (Alipay's sandbox
 * or production) and the keys given, sealed (an empty key keeps the stored one). 422 for a sandbox the server does
 * not allow; 400 for an unreadable key, or for Alipay without an app id and both keys.
 */
export async function updatePaymentSettings(
  ctx: UserContext,
  deps: ShopSettingsDeps,
  input: PaymentSettingsInput,
): Promise<PaymentSettings> {
  if (!deps.sandboxAllowed && input.provider === 'sandbox') throw sandboxRefused('body.provider');
  if (!deps.sandboxAllowed && input.sandbox) throw sandboxRefused('body.sandbox');
  const stored = await loadStoredAlipayKeys(ctx.db, deps.secretBox, ctx.tenantId);
  const submitted = readSubmittedKeys(input, stored.privateKey);
  const privateKey = submitted.privateKey ?? stored.privateKey;
  const alipayPublicKey = submitted.alipayPublicKey ?? stored.alipayPublicKey;
  const keysGiven = submitted.privateKey !== null || submitted.alipayPublicKey !== null;
  if (input.provider === 'alipay' || keysGiven) {
    const missing =
      input.provider === 'alipay'
        ? missingFields({ appId: input.appId, privateKey, alipayPublicKey }, 'settingsAlipayRequired')
        : missingFields({ appId: input.appId }, 'settingsAlipayRequired');
    if (missing.length > 0) throw fieldsError(missing);
  }
  await saveAlipayKeys(
    ctx,
    deps.secretBox,
    {
      appId: input.appId,
      privateKey: submitted.privateKey,
      alipayPublicKey: submitted.alipayPublicKey,
      gateway: input.sandbox ? ALIPAY_SANDBOX_GATEWAY : ALIPAY_GATEWAY,
      provider: input.provider,
    },
    ctx.clock.now(),
  );
  forgetShop(ctx, deps);
  return getPaymentSettings(ctx, deps);
}

const testMessages: Record<KeyCheckResult['reason'], MessageKey> = {
  ok: 'settingsPaymentTestOk',
  rejected: 'settingsPaymentTestRejected',
  answer_signature: 'settingsPaymentTestAnswerSignature',
  unreachable: 'settingsPaymentTestUnreachable',
};

/**
 * Tries Alipay keys against the gateway (through the app's Alipay provider): the ones given, else the stored ones,
 * so keys can be tried before they are saved. Nothing is stored. 422 when there are no keys to try or the sandbox
 * is not allowed; 503 when the provider cannot try keys.
 */
export async function testPaymentKeys(
  ctx: UserContext,
  deps: ShopSettingsDeps,
  given: PaymentTestInput | null | undefined,
): Promise<PaymentTestResult> {
  const input = given ?? { appId: '', privateKey: '', alipayPublicKey: '' };
  const provider = deps.paymentProviders.alipay;
  if (!provider?.checkKeys) throw new AppError(503, 'SERVICE_UNAVAILABLE', 'settingsPaymentTestUnsupported');
  const stored = await loadStoredAlipayKeys(ctx.db, deps.secretBox, ctx.tenantId);
  const sandbox = input.sandbox ?? stored.gateway === ALIPAY_SANDBOX_GATEWAY;
  if (sandbox && !deps.sandboxAllowed) throw sandboxRefused('body.sandbox');
  const submitted = readSubmittedKeys(input, stored.privateKey);
  const keys = {
    appId: input.appId || stored.appId,
    privateKey: submitted.privateKey ?? stored.privateKey,
    alipayPublicKey: submitted.alipayPublicKey ?? stored.alipayPublicKey,
  };
  const missing = missingFields(keys, 'settingsAlipayKeysMissing');
  if (missing.length > 0 || !keys.appId || !keys.privateKey || !keys.alipayPublicKey) {
    throw new AppError(422, 'BUSINESS_RULE', 'settingsAlipayKeysMissing', { fields: missing });
  }
  const gateway =
    input.sandbox === undefined ? stored.gateway : input.sandbox ? ALIPAY_SANDBOX_GATEWAY : ALIPAY_GATEWAY;
  const result = await provider.checkKeys({
    appId: keys.appId,
    privateKey: keys.privateKey,
    alipayPublicKey: keys.alipayPublicKey,
    gateway,
  });
  return {
    ...result,
    message: renderMessage(testMessages[result.reason], ctx.locale, {
      code: result.gatewayCode ?? '-',
      message: result.gatewayMessage ?? '-',
    }),
  };
}
