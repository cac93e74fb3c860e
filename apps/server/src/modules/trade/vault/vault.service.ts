import { type Credentials, credentialsSchema } from '@gs/shared/orders';
import type { Db } from '../../../db/database.ts';
import type { CredentialPurpose } from '../../../db/tables/vault.table.ts';
import { inTransaction } from '../../../db/transaction.ts';
import type { SecretBox } from '../../../lib/secret-box.ts';
import { findSealedCredentials, insertCredentialRead, upsertSealedCredentials } from './vault.repository.ts';

// The AAD binds a sealed value to its tenant and listing: a value copied to another row does not open.
const aadOf = (tenantId: number, listingId: number) => `tenant:${tenantId}:listing:${listingId}:credentials`;

/** The key id of a sealed value (`v1.<kid>.…`), kept beside it so rotation can find values under an old key. */
function keyIdOf(sealed: string): string {
  return sealed.split('.')[1] ?? '';
}

export interface VaultActor {
  userId: number;
  orderId?: number | null;
}

/**
 * What the audit log keeps of credentials: a keyed fingerprint (HMAC under the server's key, 16 hex digits) that tells
 * whether two versions are the same and nothing about them — a plain hash of a short password could be guessed.
 */
function fingerprintOf(box: SecretBox, credentials: Credentials): string {
  return box.blindIndex(JSON.stringify(credentials), 'vault-audit').slice(0, 16);
}

/** The stored credentials' fingerprint and the new ones', for the audit row's before → after. */
export interface CredentialChange {
  before: { vaultFingerprint: string | null };
  after: { vaultFingerprint: string };
}

/** Seals and stores a listing's credentials (replacing any), audited as a staff write when an actor is given. */
export async function storeCredentials(
  db: Db,
  box: SecretBox,
  tenantId: number,
  listingId: number,
  credentials: Credentials,
  at: Date,
  actor: VaultActor | null,
): Promise<CredentialChange> {
  const parsed = credentialsSchema.parse(credentials);
  const sealed = box.encrypt(JSON.stringify(parsed), aadOf(tenantId, listingId));
  return inTransaction(db, async (trx) => {
    const previous = await findSealedCredentials(trx, tenantId, listingId);
    const before = previous
      ? fingerprintOf(
          box,
          credentialsSchema.parse(JSON.parse(box.decrypt(previous.sealed, aadOf(tenantId, listingId)))),
        )
      : null;
    await upsertSealedCredentials(trx, tenantId, {
      listingId,
      sealed,
      keyId: keyIdOf(sealed),
      updatedBy: actor?.userId ?? null,
      at,
    });
    if (actor) {
      await insertCredentialRead(trx, tenantId, {
        listingId,
        orderId: actor.orderId ?? null,
        userId: actor.userId,
        purpose: 'staff_write',
        at,
      });
    }
    return { before: { vaultFingerprint: before }, after: { vaultFingerprint: fingerprintOf(box, parsed) } };
  });
}

/**
 * Opens a listing's credentials and records the read (who, when, which order) in the same transaction: no
 * reveal without its audit row. Null when the vault holds none for the listing.
 */
export async function revealCredentials(
  db: Db,
  box: SecretBox,
  tenantId: number,
  listingId: number,
  reader: VaultActor & { purpose: Exclude<CredentialPurpose, 'staff_write'> },
  at: Date,
): Promise<Credentials | null> {
  return inTransaction(db, async (trx) => {
    const row = await findSealedCredentials(trx, tenantId, listingId);
    if (!row) return null;
    const credentials = credentialsSchema.parse(JSON.parse(box.decrypt(row.sealed, aadOf(tenantId, listingId))));
    await insertCredentialRead(trx, tenantId, {
      listingId,
      orderId: reader.orderId ?? null,
      userId: reader.userId,
      purpose: reader.purpose,
      at,
    });
    return credentials;
  });
}
