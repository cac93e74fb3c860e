import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Secrets at rest (game-account credentials, real-name ID numbers, payment keys): AES-256-GCM under a key from
 * configuration, with a key id in every sealed value so keys can be rotated.
 *
 * Sealed format: `v1.<kid>.<iv>.<tag>.<ciphertext>` (base64url, no padding; 12-byte IV fresh per call, 16-byte tag).
 * The GCM additional data is `v1.<kid>` plus the caller's `aad` (e.g. `tenant:3:user:7`), so a value only opens
 * under its own header and for the row it was sealed for. No aad and an empty aad are the same.
 *
 * Rotation: put the new key first (it becomes active for new encryptions) and keep the old ones after it, so
 * existing values still open; re-encrypt at leisure, then drop the old key. Blind indexes are keyed from the
 * ACTIVE key, so they change on rotation: recompute stored indexes when the active key changes.
 */

export interface Keyring {
  activeKeyId: string;
  keys: Map<string, Buffer>;
}

export interface SecretBox {
  /** Seals a string; two calls with the same input give different outputs. */
  encrypt(plaintext: string, aad?: string): string;
  /** Opens a sealed value; throws `Secret could not be decrypted` on any problem, never echoing the input. */
  decrypt(sealed: string, aad?: string): string;
  /**
   * A deterministic keyed hash (hex) for finding equal values without storing them in clear, separated per
   * purpose (`idNumber`, `phone`, …). Normalise the value first (trim, upper-case) so equal values match.
   */
  blindIndex(value: string, purpose: string): string;
  /**
   * Seals bytes (a private file) into `GSB1 | kid length | kid | iv | tag | ciphertext`, with the same keys and
   * AAD rules as `encrypt`; for files where base64 text would waste a third of the space.
   */
  encryptBytes(plaintext: Buffer, aad?: string): Buffer;
  /** Opens what `encryptBytes` sealed; throws `Secret could not be decrypted` on any problem. */
  decryptBytes(sealed: Buffer, aad?: string): Buffer;
}

const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const VERSION = 'v1';
const KID_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;
const BASE64_PATTERN = /^(?:[A-Za-z0-9+/]+={0,2}|[A-Za-z0-9_-]+)$/;
const BASE64URL_PATTERN = /^[A-Za-z0-9_-]*$/;
const SPEC_HINT = 'expected "kid:base64key" entries separated by commas';
const BLIND_INDEX_SALT = Buffer.from('gs/secret-box/blind-index/v1', 'utf8');
const BYTES_MAGIC = Buffer.from('GSB1', 'latin1');
const BYTES_VERSION = 'b1';

/**
 * Parses `kid1:base64key1,kid2:base64key2`; the first key is the active one. Error messages name the entry by
 * position and never contain key material.
 */
export function parseKeyring(spec: string): Keyring {
  const trimmed = spec.trim();
  if (trimmed === '') throw new Error(`The keyring is empty: ${SPEC_HINT}.`);
  const keys = new Map<string, Buffer>();
  let activeKeyId: string | undefined;
  trimmed.split(',').forEach((rawEntry, index) => {
    const position = index + 1;
    const entry = rawEntry.trim();
    if (entry === '') throw new Error(`Keyring entry ${position} is empty: ${SPEC_HINT}.`);
    const separator = entry.indexOf(':');
    if (separator < 0) throw new Error(`Keyring entry ${position} has no key id: ${SPEC_HINT}.`);
    const kid = entry.slice(0, separator).trim();
    const encodedKey = entry.slice(separator + 1).trim();
    if (!KID_PATTERN.test(kid)) {
      throw new Error(`Keyring entry ${position} has an invalid key id: use 1 to 32 characters from A-Z a-z 0-9 _ -.`);
    }
    if (keys.has(kid)) throw new Error(`Keyring entry ${position} repeats the key id "${kid}".`);
    if (!BASE64_PATTERN.test(encodedKey)) {
      throw new Error(`Keyring entry ${position} (key id "${kid}") is not valid base64.`);
    }
    const key = Buffer.from(encodedKey, encodedKey.includes('-') || encodedKey.includes('_') ? 'base64url' : 'base64');
    if (key.length !== KEY_BYTES) {
      throw new Error(
        `Keyring entry ${position} (key id "${kid}") must decode to exactly ${KEY_BYTES} bytes, not ${key.length}.`,
      );
    }
    keys.set(kid, key);
    activeKeyId ??= kid;
  });
  if (activeKeyId === undefined) throw new Error(`The keyring is empty: ${SPEC_HINT}.`);
  return { activeKeyId, keys };
}

/**
 * For running with no configuration: reads the keyring from `file` (same format as the configuration value), or
 * creates the file (mode 0600, parent directories as needed) holding one fresh random key. Warning the operator
 * that a development key is in use is the caller's job.
 */
export function loadOrCreateDevKeyring(file: string): Keyring {
  try {
    return readKeyringFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const kid = `dev-${Date.now().toString(36)}`;
  const spec = `${kid}:${randomBytes(KEY_BYTES).toString('base64')}\n`;
  try {
    // `wx` never overwrites: if another process created the file first, use its key.
    fs.writeFileSync(file, spec, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readKeyringFile(file);
}

function readKeyringFile(file: string): Keyring {
  const content = fs.readFileSync(file, 'utf8');
  try {
    return parseKeyring(content);
  } catch (error) {
    throw new Error(`Key file ${file}: ${(error as Error).message}`);
  }
}

export function createSecretBox(keyring: Keyring): SecretBox {
  const activeKey = keyring.keys.get(keyring.activeKeyId);
  if (!activeKey) throw new Error(`The active key id "${keyring.activeKeyId}" is not in the keyring.`);
  for (const [kid, key] of keyring.keys) {
    if (key.length !== KEY_BYTES) throw new Error(`Key "${kid}" must be exactly ${KEY_BYTES} bytes.`);
  }
  const activeKeyId = keyring.activeKeyId;
  const blindKeys = new Map<string, Buffer>();

  const additionalData = (kid: string, aad: string | undefined, version = VERSION) =>
    Buffer.from(`${version}.${kid}\0${aad ?? ''}`, 'utf8');

  return {
    encrypt(plaintext, aad) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', activeKey, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(additionalData(activeKeyId, aad));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, activeKeyId, iv, tag, ciphertext]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },

    decrypt(sealed, aad) {
      try {
        const parts = typeof sealed === 'string' ? sealed.split('.') : [];
        if (parts.length !== 5) throw new Error('malformed');
        const [version, kid = '', ivText = '', tagText = '', ciphertextText = ''] = parts;
        const key = keyring.keys.get(kid);
        if (version !== VERSION || !key) throw new Error('unknown version or key');
        const iv = decodeBase64url(ivText);
        const tag = decodeBase64url(tagText);
        const ciphertext = decodeBase64url(ciphertextText);
        if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new Error('malformed');
        const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
        decipher.setAAD(additionalData(kid, aad));
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
      } catch {
        throw new Error('Secret could not be decrypted');
      }
    },

    encryptBytes(plaintext, aad) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', activeKey, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(additionalData(activeKeyId, aad, BYTES_VERSION));
      const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
      const kid = Buffer.from(activeKeyId, 'latin1');
      return Buffer.concat([BYTES_MAGIC, Buffer.of(kid.length), kid, iv, cipher.getAuthTag(), ciphertext]);
    },

    decryptBytes(sealed, aad) {
      try {
        if (!Buffer.isBuffer(sealed) || !sealed.subarray(0, BYTES_MAGIC.length).equals(BYTES_MAGIC)) {
          throw new Error('malformed');
        }
        const kidEnd = BYTES_MAGIC.length + 1 + (sealed[BYTES_MAGIC.length] ?? 0);
        const kid = sealed.subarray(BYTES_MAGIC.length + 1, kidEnd).toString('latin1');
        const key = keyring.keys.get(kid);
        if (!key || sealed.length < kidEnd + IV_BYTES + TAG_BYTES) throw new Error('unknown key or malformed');
        const iv = sealed.subarray(kidEnd, kidEnd + IV_BYTES);
        const tag = sealed.subarray(kidEnd + IV_BYTES, kidEnd + IV_BYTES + TAG_BYTES);
        const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
        decipher.setAAD(additionalData(kid, aad, BYTES_VERSION));
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(sealed.subarray(kidEnd + IV_BYTES + TAG_BYTES)), decipher.final()]);
      } catch {
        throw new Error('Secret could not be decrypted');
      }
    },

    blindIndex(value, purpose) {
      if (purpose === '') throw new Error('A blind index needs a purpose.');
      let key = blindKeys.get(purpose);
      if (!key) {
        key = Buffer.from(hkdfSync('sha256', activeKey, BLIND_INDEX_SALT, `blind-index:${purpose}`, 32));
        blindKeys.set(purpose, key);
      }
      return createHmac('sha256', key).update(value, 'utf8').digest('hex');
    },
  };
}

/** Strict base64url: only the canonical spelling is accepted, so no two texts decode to the same bytes. */
function decodeBase64url(text: string): Buffer {
  if (!BASE64URL_PATTERN.test(text)) throw new Error('malformed');
  const bytes = Buffer.from(text, 'base64url');
  if (bytes.toString('base64url') !== text) throw new Error('malformed');
  return bytes;
}
