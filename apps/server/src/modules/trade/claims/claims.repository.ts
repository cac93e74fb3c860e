import type { ClaimReason, ClaimState } from '@gs/shared/claims';
import type { Guarantee } from '@gs/shared/orders';
import { type Insertable, sql, type Updateable } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { ClaimMessagesTable, ClaimsTable } from '../../../db/tables/claims.table.ts';
import { OPEN_CLAIM_STATES } from './claim-rules.ts';

/** A claim with the order's number and title (what every view shows beside it). */
const claimWithOrder = (db: Db, tenantId: number) =>
  db
    .selectFrom('claims as c')
    .innerJoin('orders as o', (join) => join.onRef('o.tenant_id', '=', 'c.tenant_id').onRef('o.id', '=', 'c.order_id'))
    .selectAll('c')
    .select(['o.order_no', 'o.listing_title', 'o.paid_fen', 'o.refunded_fen'])
    .where('c.tenant_id', '=', tenantId);

export type ClaimWithOrder = NonNullable<Awaited<ReturnType<typeof findClaim>>>;

export function findClaim(db: Db, tenantId: number, claimId: number) {
  return claimWithOrder(db, tenantId).where('c.id', '=', claimId).executeTakeFirst();
}

/** The claim row locked until the transaction ends (take the order's lock first: orders, then claims). */
export function lockClaim(db: Db, tenantId: number, claimId: number) {
  return db
    .selectFrom('claims')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', claimId)
    .forUpdate()
    .executeTakeFirst();
}

/** The order's open claim, if any. */
export function findOpenClaimOfOrder(db: Db, tenantId: number, orderId: number) {
  return db
    .selectFrom('claims')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('order_id', '=', orderId)
    .where('state', 'in', OPEN_CLAIM_STATES)
    .executeTakeFirst();
}

/** Every claim of an order, newest first, with the caller's read mark. */
export function listClaimsOfOrder(db: Db, tenantId: number, orderId: number, userId: number) {
  return claimWithOrder(db, tenantId)
    .leftJoin('claim_reads as r', (join) =>
      join.onRef('r.tenant_id', '=', 'c.tenant_id').onRef('r.claim_id', '=', 'c.id').on('r.user_id', '=', userId),
    )
    .select('r.read_at')
    .where('c.order_id', '=', orderId)
    .orderBy('c.id', 'desc')
    .execute();
}

/** The user's claims as buyer or seller, newest activity first, with their read mark. */
export function listClaimsOfUser(
  db: Db,
  tenantId: number,
  who: { role: 'buyer' | 'seller'; userId: number },
  page: { limit: number; offset: number },
) {
  const column = who.role === 'buyer' ? 'c.buyer_user_id' : 'c.seller_user_id';
  return claimWithOrder(db, tenantId)
    .leftJoin('claim_reads as r', (join) =>
      join.onRef('r.tenant_id', '=', 'c.tenant_id').onRef('r.claim_id', '=', 'c.id').on('r.user_id', '=', who.userId),
    )
    .select('r.read_at')
    .where(column, '=', who.userId)
    .orderBy('c.updated_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** How many claims the user has as buyer or seller, and how many of them have activity they have not seen. */
export async function countClaimsOfUser(db: Db, tenantId: number, who: { role: 'buyer' | 'seller'; userId: number }) {
  const [column, activity] =
    who.role === 'buyer'
      ? (['c.buyer_user_id', 'c.buyer_activity_at'] as const)
      : (['c.seller_user_id', 'c.seller_activity_at'] as const);
  const row = await db
    .selectFrom('claims as c')
    .leftJoin('claim_reads as r', (join) =>
      join.onRef('r.tenant_id', '=', 'c.tenant_id').onRef('r.claim_id', '=', 'c.id').on('r.user_id', '=', who.userId),
    )
    .select((eb) => [
      eb.fn.countAll<string>().as('total'),
      eb.fn
        .count<string>('c.id')
        .filterWhere((w) => w.or([w('r.read_at', 'is', null), w('r.read_at', '<', w.ref(activity))]))
        .as('unread'),
    ])
    .where('c.tenant_id', '=', tenantId)
    .where(column, '=', who.userId)
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), unread: Number(row.unread) };
}

export function insertClaim(db: Db, claim: Insertable<ClaimsTable>) {
  return db.insertInto('claims').values(claim).returningAll().executeTakeFirstOrThrow();
}

/**
 * Changes the claim while it is still in one of `from` (the state it was read in): undefined when someone else moved
 * it first, so a racing second decision loses here.
 */
export function updateClaim(
  db: Db,
  tenantId: number,
  claimId: number,
  from: readonly ClaimState[],
  changes: Updateable<ClaimsTable>,
) {
  return db
    .updateTable('claims')
    .set(changes)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', claimId)
    .where('state', 'in', from)
    .returningAll()
    .executeTakeFirst();
}

export function insertClaimMessage(db: Db, message: Insertable<ClaimMessagesTable>) {
  return db.insertInto('claim_messages').values(message).returning('id').executeTakeFirstOrThrow();
}

export function listClaimMessages(db: Db, tenantId: number, claimId: number) {
  return db
    .selectFrom('claim_messages')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('claim_id', '=', claimId)
    .orderBy('id')
    .execute();
}

/** Shows the images of these buyer messages of the claim to the seller; answers the ids that were the buyer's. */
export async function shareBuyerMessages(db: Db, tenantId: number, claimId: number, messageIds: number[]) {
  if (messageIds.length === 0) return [];
  const rows = await db
    .updateTable('claim_messages')
    .set({ shared_with_seller: true })
    .where('tenant_id', '=', tenantId)
    .where('claim_id', '=', claimId)
    .where('author', '=', 'buyer')
    .where('id', 'in', messageIds)
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** The messages of the claim carrying this image (an id inside the images array). */
export function findMessagesWithImage(db: Db, tenantId: number, claimId: number, imageId: string) {
  return db
    .selectFrom('claim_messages')
    .select(['author', 'author_user_id', 'shared_with_seller'])
    .where('tenant_id', '=', tenantId)
    .where('claim_id', '=', claimId)
    .where(sql<boolean>`images @> ${JSON.stringify([imageId])}::jsonb`)
    .execute();
}

/** Marks the claim read by the user now. */
export function markClaimRead(db: Db, tenantId: number, claimId: number, userId: number, at: Date) {
  return db
    .insertInto('claim_reads')
    .values({ tenant_id: tenantId, claim_id: claimId, user_id: userId, read_at: at })
    .onConflict((oc) => oc.columns(['tenant_id', 'claim_id', 'user_id']).doUpdateSet({ read_at: at }))
    .execute();
}

export function findClaimRead(db: Db, tenantId: number, claimId: number, userId: number) {
  return db
    .selectFrom('claim_reads')
    .select('read_at')
    .where('tenant_id', '=', tenantId)
    .where('claim_id', '=', claimId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** What earlier decisions of the order's claims moved: partial refunds before completion, what the seller was charged. */
export async function sumClaimMoneyOfOrder(db: Db, tenantId: number, orderId: number) {
  const row = await db
    .selectFrom('claims')
    .select((eb) => [
      eb.fn
        .coalesce(
          eb.fn
            .sum<string>('amount_fen')
            .filterWhere((w) => w.and([w('from_status', '=', 'in_trade'), w('outcome', '=', 'partial')])),
          sql<string>`0`,
        )
        .as('in_trade_partial'),
      eb.fn.coalesce(eb.fn.sum<string>('seller_charged_fen'), sql<string>`0`).as('charged'),
    ])
    .where('tenant_id', '=', tenantId)
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  return { inTradePartial: Number(row.in_trade_partial), charged: Number(row.charged) };
}

export interface StaffClaimFilter {
  state?: ClaimState;
  reason?: ClaimReason;
  guarantee?: Guarantee;
  createdBefore?: Date;
  createdAfter?: Date;
  awaitingBefore?: Date;
}

const staffQueue = (db: Db, tenantId: number, filter: StaffClaimFilter) =>
  claimWithOrder(db, tenantId)
    .$if(filter.state !== undefined, (qb) => qb.where('c.state', '=', filter.state as ClaimState))
    .$if(filter.reason !== undefined, (qb) => qb.where('c.reason', '=', filter.reason as ClaimReason))
    .$if(filter.guarantee !== undefined, (qb) => qb.where('c.guarantee', '=', filter.guarantee as Guarantee))
    .$if(filter.createdBefore !== undefined, (qb) => qb.where('c.created_at', '<=', filter.createdBefore as Date))
    .$if(filter.createdAfter !== undefined, (qb) => qb.where('c.created_at', '>=', filter.createdAfter as Date))
    .$if(filter.awaitingBefore !== undefined, (qb) =>
      qb.where('c.awaiting_staff_since', '<', filter.awaitingBefore as Date),
    );

/** A page of the tenant's claims: those waiting for staff longest first, then the newest. */
export function searchStaffClaims(
  db: Db,
  tenantId: number,
  filter: StaffClaimFilter,
  page: { limit: number; offset: number },
) {
  return staffQueue(db, tenantId, filter)
    .orderBy(sql`c.awaiting_staff_since ASC NULLS LAST`)
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countStaffClaims(db: Db, tenantId: number, filter: StaffClaimFilter): Promise<number> {
  const row = await staffQueue(db, tenantId, filter)
    .clearSelect()
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Every claim against the seller's sales, newest first. */
export function listClaimsAgainstSeller(db: Db, tenantId: number, sellerUserId: number) {
  return claimWithOrder(db, tenantId).where('c.seller_user_id', '=', sellerUserId).orderBy('c.id', 'desc').execute();
}

/** Whether the seller has a retrieval claim decided for the buyer (the risk signal for their new listings). */
export async function hasUpheldRetrievalClaim(db: Db, tenantId: number, sellerUserId: number): Promise<boolean> {
  const row = await db
    .selectFrom('claims')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('seller_user_id', '=', sellerUserId)
    .where('reason', '=', 'retrieved')
    .where('outcome', 'in', ['refund', 'partial', 'compensate'])
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Decided claims whose decision is older than `before`, across tenants, locked for the closing sweep. */
export function claimDecidedBefore(db: Db, before: Date, limit: number) {
  return db
    .selectFrom('claims')
    .select(['tenant_id', 'id'])
    .where('state', '=', 'decided')
    .where('decided_at', '<', before)
    .orderBy('decided_at')
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .execute();
}

/** A user's phone (in clear in the users table), for staff's masked view. */
export function findUserPhoneOf(db: Db, tenantId: number, userId: number) {
  return db
    .selectFrom('users')
    .select('phone')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** The listing's state now (the order keeps its own copy of what was sold). */
export function findListingState(db: Db, tenantId: number, listingId: number) {
  return db
    .selectFrom('listings')
    .select(['status'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', listingId)
    .executeTakeFirst();
}
