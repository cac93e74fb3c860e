import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export function findPartnerByCode(db: Db, tenantId: number, code: string) {
  return db
    .selectFrom('partners')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('code', '=', code)
    .executeTakeFirst();
}

export function findPartnerById(db: Db, tenantId: number, id: number) {
  return db
    .selectFrom('partners')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Every partner of the tenant with how many users its links signed in, by code. */
export function listPartnersWithLinks(db: Db, tenantId: number) {
  return db
    .selectFrom('partners as p')
    .selectAll('p')
    .select((eb) =>
      eb
        .selectFrom('partner_links as l')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('l.tenant_id', '=', 'p.tenant_id')
        .whereRef('l.partner_id', '=', 'p.id')
        .as('linked_users'),
    )
    .where('p.tenant_id', '=', tenantId)
    .orderBy('p.code')
    .execute();
}

export function countPartnerLinks(db: Db, tenantId: number, partnerId: number) {
  return db
    .selectFrom('partner_links')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('tenant_id', '=', tenantId)
    .where('partner_id', '=', partnerId)
    .executeTakeFirstOrThrow()
    .then((row) => row.n);
}

export interface PartnerValues {
  name: string;
  logoUrl: string;
  color: string;
  enabled: boolean;
}

/** Inserts a partner; undefined when the code is taken at the tenant. */
export function insertPartner(
  db: Db,
  tenantId: number,
  values: PartnerValues & { code: string; sealedSecret: string },
  at: Date,
) {
  return db
    .insertInto('partners')
    .values({
      tenant_id: tenantId,
      code: values.code,
      name: values.name,
      logo_url: values.logoUrl,
      color: values.color,
      enabled: values.enabled,
      secret_sealed: values.sealedSecret,
      secret_set_at: at,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) => oc.columns(['tenant_id', 'code']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** Updates a partner; a null sealed secret keeps the stored one. */
export function updatePartner(
  db: Db,
  tenantId: number,
  id: number,
  values: PartnerValues & { sealedSecret: string | null },
  at: Date,
) {
  return db
    .updateTable('partners')
    .set({
      name: values.name,
      logo_url: values.logoUrl,
      color: values.color,
      enabled: values.enabled,
      updated_at: at,
      ...(values.sealedSecret !== null ? { secret_sealed: values.sealedSecret, secret_set_at: at } : {}),
    })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export function deletePartner(db: Db, tenantId: number, id: number) {
  return db
    .deleteFrom('partners')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .returning('code')
    .executeTakeFirst();
}

/** Records a nonce; false when the partner used it before. */
export async function claimNonce(db: Db, tenantId: number, partnerId: number, nonce: string, at: Date) {
  const row = await db
    .insertInto('partner_nonces')
    .values({ tenant_id: tenantId, partner_id: partnerId, nonce, created_at: at })
    .onConflict((oc) => oc.doNothing())
    .returning('nonce')
    .executeTakeFirst();
  return row !== undefined;
}

/** Frees a nonce claimed by a link that was refused only until its user confirms (the same link may then be opened again). */
export function releaseNonce(db: Db, tenantId: number, partnerId: number, nonce: string) {
  return db
    .deleteFrom('partner_nonces')
    .where('tenant_id', '=', tenantId)
    .where('partner_id', '=', partnerId)
    .where('nonce', '=', nonce)
    .execute();
}

/** Forgets the tenant's nonces older than `before` (their links' timestamps have expired anyway). */
export function purgeNonces(db: Db, tenantId: number, before: Date) {
  return db.deleteFrom('partner_nonces').where('tenant_id', '=', tenantId).where('created_at', '<', before).execute();
}

export function findLinkByUid(db: Db, tenantId: number, partnerId: number, partnerUid: string) {
  return db
    .selectFrom('partner_links')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('partner_id', '=', partnerId)
    .where('partner_uid', '=', partnerUid)
    .executeTakeFirst();
}

export function findLinkByUser(db: Db, tenantId: number, partnerId: number, userId: number) {
  return db
    .selectFrom('partner_links')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('partner_id', '=', partnerId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Links a partner account to a user; false when either is already linked (a parallel first login). */
export async function insertLink(
  db: Db,
  tenantId: number,
  values: { partnerId: number; partnerUid: string; userId: number; userCreated: boolean },
  at: Date,
) {
  const row = await db
    .insertInto('partner_links')
    .values({
      tenant_id: tenantId,
      partner_id: values.partnerId,
      partner_uid: values.partnerUid,
      user_id: values.userId,
      user_created: values.userCreated,
      created_at: at,
      last_login_at: at,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

export function touchLink(db: Db, tenantId: number, partnerId: number, partnerUid: string, at: Date) {
  return db
    .updateTable('partner_links')
    .set({ last_login_at: at })
    .where('tenant_id', '=', tenantId)
    .where('partner_id', '=', partnerId)
    .where('partner_uid', '=', partnerUid)
    .execute();
}
