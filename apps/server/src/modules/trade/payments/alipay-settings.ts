import type { PaymentProviderName } from '@gs/shared/orders';
import type { Db } from '../../../db/database.ts';
import { inTransaction } from '../../../db/transaction.ts';
import type { SecretBox } from '../../../lib/secret-box.ts';
import { forgetOrderSettings, type TradeSettingsScope } from '../orders/order-settings.ts';
import {
  normalizeAlipayPrivateKey,
  normalizeAlipayPublicKey,
  publicKeyFingerprint,
  publicKeyOfPrivateKey,
} from './alipay-keys.ts';
import { ensureOrderSettingsRow, findAlipaySettings, updateAlipaySettings } from './payments.repository.ts';

export const ALIPAY_GATEWAY = 'https://openapi.alipay.com/gateway.do';
/** Alipay's developer sandbox (test apps and test money): offered only where the server allows sandboxes. */
export const ALIPAY_SANDBOX_GATEWAY = 'https://openapi-sandbox.dl.alipaydev.com/gateway.do';

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

/** A change of a tenant's Alipay settings; a null key keeps the stored one. */
export interface AlipayKeysChange {
  appId: string;
  /** The new private key (PKCS#8 PEM), or null to keep the stored one. */
  privateKey: string | null;
  /** Alipay's new public key (SPKI PEM), or null to keep the stored one. */
  alipayPublicKey: string | null;
  gateway: string;
  /** The tenant's payment provider from now on; undefined leaves it. */
  provider?: PaymentProviderName;
}

/**
 * Stores a tenant's Alipay app id, gateway and the keys given (the private key sealed, its public half's fingerprint
 * kept to tell keys apart), and the provider if given, in one transaction (the caller's, if any). The provider and
 * the keys are written by one statement: a row that takes Alipay must hold the keys (the table checks it).
 */
export async function saveAlipayKeys(scope: TradeSettingsScope, box: SecretBox, change: AlipayKeysChange, at: Date) {
  await inTransaction(scope.db, async (trx) => {
    await ensureOrderSettingsRow(trx, scope.tenantId);
    await updateAlipaySettings(
      trx,
      scope.tenantId,
      {
        ...(change.provider !== undefined ? { payment_provider: change.provider } : {}),
        alipay_app_id: change.appId,
        alipay_gateway: change.gateway,
        ...(change.privateKey !== null
          ? {
              alipay_private_key_sealed: box.encrypt(change.privateKey, aadOf(scope.tenantId)),
              alipay_app_key_fingerprint: publicKeyFingerprint(publicKeyOfPrivateKey(change.privateKey)),
            }
          : {}),
        ...(change.alipayPublicKey !== null ? { alipay_public_key: change.alipayPublicKey } : {}),
        ...(change.privateKey !== null || change.alipayPublicKey !== null ? { alipay_keys_set_at: at } : {}),
      },
      at,
    );
  });
  forgetOrderSettings(scope);
}

/** Stores a tenant's Alipay settings, the private key sealed, and makes Alipay its payment provider. */
export async function saveAlipaySettings(scope: TradeSettingsScope, box: SecretBox, config: AlipayTenantConfig) {
  const privateKey = normalizeAlipayPrivateKey(config.privateKey);
  const alipayPublicKey = normalizeAlipayPublicKey(config.alipayPublicKey);
  if (!privateKey || !alipayPublicKey) throw new Error('saveAlipaySettings needs two readable RSA2 keys');
  await saveAlipayKeys(
    scope,
    box,
    { appId: config.appId, privateKey, alipayPublicKey, gateway: config.gateway, provider: 'alipay' },
    new Date(),
  );
}

/** What is stored of a tenant's Alipay settings, each part null when missing. */
export interface StoredAlipayKeys {
  appId: string | null;
  /** Opened from its sealed form. */
  privateKey: string | null;
  alipayPublicKey: string | null;
  gateway: string;
}

/** The tenant's stored Alipay settings, as far as they go. */
export async function loadStoredAlipayKeys(db: Db, box: SecretBox, tenantId: number): Promise<StoredAlipayKeys> {
  const row = await findAlipaySettings(db, tenantId);
  return {
    appId: row?.alipay_app_id || null,
    privateKey: row?.alipay_private_key_sealed ? box.decrypt(row.alipay_private_key_sealed, aadOf(tenantId)) : null,
    alipayPublicKey: row?.alipay_public_key || null,
    gateway: row?.alipay_gateway ?? ALIPAY_GATEWAY,
  };
}

/** The tenant's Alipay settings, or null when it has none (then it cannot take Alipay payments). */
export async function loadAlipaySettings(db: Db, box: SecretBox, tenantId: number): Promise<AlipayTenantConfig | null> {
  const stored = await loadStoredAlipayKeys(db, box, tenantId);
  const { appId, privateKey, alipayPublicKey, gateway } = stored;
  if (!appId || !privateKey || !alipayPublicKey) return null;
  return { appId, privateKey, alipayPublicKey, gateway };
}

/** What may be shown of a tenant's Alipay settings: never a key, only whether each is set and fingerprints. */
export interface AlipaySettingsSummary {
  appId: string;
  gateway: string;
  hasPrivateKey: boolean;
  hasPublicKey: boolean;
  /** Fingerprint of the public half of the merchant's key pair. */
  appKeyFingerprint: string | null;
  /** Fingerprint of Alipay's public key. */
  alipayPublicKeyFingerprint: string | null;
  keysSetAt: Date | null;
}

/** The tenant's Alipay settings without any key material (nothing is decrypted). */
export async function describeAlipaySettings(db: Db, tenantId: number): Promise<AlipaySettingsSummary> {
  const row = await findAlipaySettings(db, tenantId);
  const alipayPublicKey = row?.alipay_public_key ? normalizeAlipayPublicKey(row.alipay_public_key) : null;
  return {
    appId: row?.alipay_app_id ?? '',
    gateway: row?.alipay_gateway ?? ALIPAY_GATEWAY,
    hasPrivateKey: Boolean(row?.alipay_private_key_sealed),
    hasPublicKey: Boolean(row?.alipay_public_key),
    appKeyFingerprint: row?.alipay_app_key_fingerprint ?? null,
    alipayPublicKeyFingerprint: alipayPublicKey ? publicKeyFingerprint(alipayPublicKey) : null,
    keysSetAt: row?.alipay_keys_set_at ?? null,
  };
}
