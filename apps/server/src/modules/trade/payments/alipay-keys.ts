import { createHash, createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';

/*
 * The RSA2 keys of an Alipay merchant as people paste them: PEM with its header lines, or the bare base64 that
 * Alipay's key tool shows (PKCS#8 or PKCS#1 for the private key, SPKI for the public key). They are read with
 * node:crypto and stored in one form (PKCS#8 / SPKI PEM), the form the Alipay client is configured for. Nothing
 * here ever puts key material into an error or a message.
 */

/** RSA2 (SHA256withRSA) needs at least a 2048-bit key. */
const MIN_MODULUS_BITS = 2048;

function isRsa2(key: KeyObject): boolean {
  return key.asymmetricKeyType === 'rsa' && (key.asymmetricKeyDetails?.modulusLength ?? 0) >= MIN_MODULUS_BITS;
}

function bareDer(text: string): Buffer | null {
  const compact = text.replace(/\s+/g, '');
  if (compact === '' || !/^[A-Za-z0-9+/]+={0,2}$/.test(compact)) return null;
  return Buffer.from(compact, 'base64');
}

function tryKey<T>(read: () => T): T | null {
  try {
    return read();
  } catch {
    return null;
  }
}

function readBarePrivateKey(der: Buffer): KeyObject | null {
  return (
    tryKey(() => createPrivateKey({ key: der, format: 'der', type: 'pkcs8' })) ??
    tryKey(() => createPrivateKey({ key: der, format: 'der', type: 'pkcs1' }))
  );
}

/** The merchant's RSA2 private key as PKCS#8 PEM, or null when the text is not one. */
export function normalizeAlipayPrivateKey(text: string): string | null {
  const trimmed = text.trim();
  let key: KeyObject | null;
  if (trimmed.includes('-----BEGIN')) {
    key = tryKey(() => createPrivateKey(trimmed));
  } else {
    const der = bareDer(trimmed);
    key = der ? readBarePrivateKey(der) : null;
  }
  if (!key || !isRsa2(key)) return null;
  return key.export({ type: 'pkcs8', format: 'pem' }).toString();
}

/** An RSA2 public key (Alipay's) as SPKI PEM, or null when the text is not one. */
export function normalizeAlipayPublicKey(text: string): string | null {
  const trimmed = text.trim();
  let key: KeyObject | null;
  if (trimmed.includes('-----BEGIN')) {
    // A private key also yields a public key here: only a public key's PEM is accepted.
    key = /-----BEGIN (RSA )?PUBLIC KEY-----/.test(trimmed) ? tryKey(() => createPublicKey(trimmed)) : null;
  } else {
    const der = bareDer(trimmed);
    // Bare base64 of a private key would give its public half: a private key is refused here.
    const isPrivate = der !== null && readBarePrivateKey(der) !== null;
    key =
      der && !isPrivate
        ? (tryKey(() => createPublicKey({ key: der, format: 'der', type: 'spki' })) ??
          tryKey(() => createPublicKey({ key: der, format: 'der', type: 'pkcs1' })))
        : null;
  }
  if (!key || !isRsa2(key)) return null;
  return key.export({ type: 'spki', format: 'pem' }).toString();
}

/** The SPKI PEM of the public half of a (normalised) private key: what the merchant uploaded to Alipay. */
export function publicKeyOfPrivateKey(privateKeyPem: string): string {
  return createPublicKey(privateKeyPem).export({ type: 'spki', format: 'pem' }).toString();
}

/**
 * A short fingerprint of a public key to tell keys apart without showing them: the last 8 hex digits of the
 * SHA-256 of its DER encoding, upper case.
 */
export function publicKeyFingerprint(publicKeyPem: string): string {
  const der = createPublicKey(publicKeyPem).export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(der).digest('hex').slice(-8).toUpperCase();
}
