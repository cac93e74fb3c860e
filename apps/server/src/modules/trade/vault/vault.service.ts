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

/** Seals and stores a listing's credentials (replacing any), audited as a staff write when an actor is given. */
export async function storeCredentials(
  db: Db,
  box: SecretBox,
  tenantId: number,
  listingId: number,
  credentials: Credentials,
  at: Date,
  actor: VaultActor | null,
): Promise<void> {
  const sealed = box.encrypt(JSON.stringify(credentialsSchema.parse(credentials)), aadOf(tenantId, listingId));
  await inTransaction(db, async (trx) => {
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
