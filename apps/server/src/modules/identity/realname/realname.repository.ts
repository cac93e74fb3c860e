import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';

export function findVerification(db: Db, tenantId: number, userId: number) {
  return db
    .selectFrom('real_name_verifications')
    .select(['name_masked', 'id_number_masked', 'verified_at', 'birth_date'])
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export function countUsersWithIdIndex(db: Db, tenantId: number, idIndex: string) {
  return db
    .selectFrom('real_name_verifications')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('tenant_id', '=', tenantId)
    .where('id_number_index', '=', idIndex)
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.count));
}

/** Serialises verifications of one ID number of a tenant until the caller's transaction ends. */
export function lockIdNumberIndex(db: Db, tenantId: number, idIndex: string) {
  return sql`SELECT pg_advisory_xact_lock(hashtextextended(${`real-name:${tenantId}:${idIndex}`}, 0))`.execute(db);
}

export interface NewVerification {
  userId: number;
  nameSealed: string;
  idNumberSealed: string;
  idNumberIndex: string;
  nameMasked: string;
  idNumberMasked: string;
  birthDate: string;
  at: Date;
}

export function insertVerification(db: Db, tenantId: number, v: NewVerification) {
  return db
    .insertInto('real_name_verifications')
    .values({
      tenant_id: tenantId,
      user_id: v.userId,
      name_sealed: v.nameSealed,
      id_number_sealed: v.idNumberSealed,
      id_number_index: v.idNumberIndex,
      name_masked: v.nameMasked,
      id_number_masked: v.idNumberMasked,
      birth_date: v.birthDate,
      verified_at: v.at,
    })
    .onConflict((oc) => oc.columns(['tenant_id', 'user_id']).doNothing())
    .returning('user_id')
    .executeTakeFirst();
}

export function findLatestReview(db: Db, tenantId: number, userId: number) {
  return db
    .selectFrom('real_name_reviews')
    .select(['id', 'status', 'reason', 'created_at'])
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function insertReview(db: Db, tenantId: number, userId: number, front: string, back: string, at: Date) {
  return db
    .insertInto('real_name_reviews')
    .values({ tenant_id: tenantId, user_id: userId, front_image: front, back_image: back, created_at: at })
    .onConflict((oc) => oc.columns(['tenant_id', 'user_id']).where('status', '=', 'pending').doNothing())
    .returning('id')
    .executeTakeFirst();
}

export function decideReview(
  db: Db,
  tenantId: number,
  reviewId: number,
  decision: { status: 'approved' | 'rejected'; reason: string | null; reviewerId: number; at: Date },
) {
  return db
    .updateTable('real_name_reviews')
    .set({
      status: decision.status,
      reason: decision.reason,
      reviewed_by: decision.reviewerId,
      reviewed_at: decision.at,
    })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', reviewId)
    .where('status', '=', 'pending')
    .returning(['id', 'user_id', 'status'])
    .executeTakeFirst();
}

/** Pending level-two reviews of the tenant with the user's nickname and masked verified name and number. */
function pendingReviews(db: Db, tenantId: number) {
  return db
    .selectFrom('real_name_reviews as r')
    .innerJoin('users as u', (join) => join.onRef('u.tenant_id', '=', 'r.tenant_id').onRef('u.id', '=', 'r.user_id'))
    .leftJoin('real_name_verifications as v', (join) =>
      join.onRef('v.tenant_id', '=', 'r.tenant_id').onRef('v.user_id', '=', 'r.user_id'),
    )
    .select([
      'r.id',
      'r.user_id',
      'u.nick_name',
      'r.front_image',
      'r.back_image',
      'r.created_at',
      'v.name_masked',
      'v.id_number_masked',
    ])
    .where('r.tenant_id', '=', tenantId)
    .where('r.status', '=', 'pending');
}

export function listPendingReviews(db: Db, tenantId: number, limit: number, offset: number) {
  return pendingReviews(db, tenantId).orderBy('r.id').limit(limit).offset(offset).execute();
}

export function findPendingReview(db: Db, tenantId: number, reviewId: number) {
  return pendingReviews(db, tenantId).where('r.id', '=', reviewId).executeTakeFirst();
}

export type PendingReviewRow = Awaited<ReturnType<typeof listPendingReviews>>[number];

export function countPendingReviews(db: Db, tenantId: number) {
  return db
    .selectFrom('real_name_reviews')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('tenant_id', '=', tenantId)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.count));
}

/** The user of a pending review of the tenant with their sealed verified name and number (none before level one). */
export function findPendingReviewIdentity(db: Db, tenantId: number, reviewId: number) {
  return db
    .selectFrom('real_name_reviews as r')
    .leftJoin('real_name_verifications as v', (join) =>
      join.onRef('v.tenant_id', '=', 'r.tenant_id').onRef('v.user_id', '=', 'r.user_id'),
    )
    .select(['r.user_id', 'v.name_sealed', 'v.id_number_sealed'])
    .where('r.tenant_id', '=', tenantId)
    .where('r.id', '=', reviewId)
    .where('r.status', '=', 'pending')
    .executeTakeFirst();
}

/** The sealed and masked verified name of a user (real-name level one), if verified. */
export function findVerifiedName(db: Db, tenantId: number, userId: number) {
  return db
    .selectFrom('real_name_verifications')
    .select(['name_sealed', 'name_masked'])
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Whether the user has real-name level one and an approved level-two review (ID card photos). */
export async function hasApprovedLevelTwo(db: Db, tenantId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('real_name_reviews as r')
    .innerJoin('real_name_verifications as v', (join) =>
      join.onRef('v.tenant_id', '=', 'r.tenant_id').onRef('v.user_id', '=', 'r.user_id'),
    )
    .select('r.id')
    .where('r.tenant_id', '=', tenantId)
    .where('r.user_id', '=', userId)
    .where('r.status', '=', 'approved')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** A review's ID card photo URLs (any status), or undefined when the tenant has no such review. */
export function findReviewPhotos(db: Db, tenantId: number, reviewId: number) {
  return db
    .selectFrom('real_name_reviews')
    .select(['front_image', 'back_image'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', reviewId)
    .executeTakeFirst();
}
