import type { Db } from '../../../db/database.ts';
import type { SecretBox } from '../../../lib/secret-box.ts';
import { upsertOrderSettings } from '../orders/order-settings.repository.ts';
import { forgetOrderSettings, type TradeSettingsScope } from '../orders/order-settings.ts';
import { findAlipaySettings } from './payments.repository.ts';

export const ALIPAY_GATEWAY = 'https://openapi.alipay.com/gateway.do';

/** A tenant's Alipay merchant settings; the private key opened from its sealed form. */
export interface AlipayTenantConfig {
  appId: string;
  /** The merchant's RSA2 private key (PKCS#8 PEM or bare base64). */
  privateKey: string;
  /** Alipay's public key, to verify notifications and answers. */
  alipayPublicKey: string;
  gateway: string;
}

// Bound to the tenant: a sealed key copied to another tenant's row does not open.
const aadOf = (tenantId: number) => `tenant:${tenantId}:alipay-private-key`;

/** Stores a tenant's Alipay settings, the private key sealed, and makes Alipay its payment provider. */
export async function saveAlipaySettings(scope: TradeSettingsScope, box: SecretBox, config: AlipayTenantConfig) {
  await upsertOrderSettings(
    scope.db,
    scope.tenantId,
    {
      payment_provider: 'alipay',
      alipay_app_id: config.appId,
      alipay_private_key_sealed: box.encrypt(config.privateKey, aadOf(scope.tenantId)),
      alipay_public_key: config.alipayPublicKey,
      alipay_gateway: config.gateway,
    },
    new Date(),
  );
  forgetOrderSettings(scope);
}

/** The tenant's Alipay settings, or null when it has none (then it cannot take Alipay payments). */
export async function loadAlipaySettings(db: Db, box: SecretBox, tenantId: number): Promise<AlipayTenantConfig | null> {
  const row = await findAlipaySettings(db, tenantId);
  if (!row?.alipay_app_id || !row.alipay_private_key_sealed || !row.alipay_public_key) return null;
  return {
    appId: row.alipay_app_id,
    privateKey: box.decrypt(row.alipay_private_key_sealed, aadOf(tenantId)),
    alipayPublicKey: row.alipay_public_key,
    gateway: row.alipay_gateway ?? ALIPAY_GATEWAY,
  };
}
