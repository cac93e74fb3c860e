import type { Db } from '../../../db/database.ts';
import type { CredentialPurpose } from '../../../db/tables/vault.table.ts';

export function findSealedCredentials(db: Db, tenantId: number, listingId: number) {
  return db
    .selectFrom('listing_credentials')
    .select(['sealed', 'key_id', 'updated_at'])
    .where('tenant_id', '=', tenantId)
    .where('listing_id', '=', listingId)
    .executeTakeFirst();
}

export async function hasCredentials(db: Db, tenantId: number, listingId: number): Promise<boolean> {
  const row = await db
    .selectFrom('listing_credentials')
    .select('listing_id')
    .where('tenant_id', '=', tenantId)
    .where('listing_id', '=', listingId)
    .executeTakeFirst();
  return row !== undefined;
}

export function upsertSealedCredentials(
  db: Db,
  tenantId: number,
  row: { listingId: number; sealed: string; keyId: string; updatedBy: number | null; at: Date },
) {
  const values = {
    tenant_id: tenantId,
    listing_id: row.listingId,
    sealed: row.sealed,
    key_id: row.keyId,
    updated_by: row.updatedBy,
    updated_at: row.at,
  };
  return db
    .insertInto('listing_credentials')
    .values(values)
    .onConflict((oc) =>
      oc.columns(['tenant_id', 'listing_id']).doUpdateSet({
        sealed: values.sealed,
        key_id: values.key_id,
        updated_by: values.updated_by,
        updated_at: values.updated_at,
      }),
    )
    .execute();
}

export function insertCredentialRead(
  db: Db,
  tenantId: number,
  read: { listingId: number; orderId: number | null; userId: number; purpose: CredentialPurpose; at: Date },
) {
  return db
    .insertInto('credential_reads')
    .values({
      tenant_id: tenantId,
      listing_id: read.listingId,
      order_id: read.orderId,
      user_id: read.userId,
      purpose: read.purpose,
      at: read.at,
    })
    .execute();
}

export function listCredentialReads(db: Db, tenantId: number, listingId: number) {
  return db
    .selectFrom('credential_reads')
    .select(['order_id', 'user_id', 'purpose', 'at'])
    .where('tenant_id', '=', tenantId)
    .where('listing_id', '=', listingId)
    .orderBy('id')
    .execute();
}
