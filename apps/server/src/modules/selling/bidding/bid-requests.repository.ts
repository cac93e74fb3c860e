import type { BidRequestStatus } from '@gs/shared/bidding';
import type { Locale } from '@gs/shared/tenant';
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { localNameSql } from '../../../db/local-name-sql.ts';
import type { ListingAttrs } from '../../../db/tables/listings.table.ts';
import { effectiveStatusIs, quoteFigures } from './bid-request-parts.repository.ts';
import { BID_QUOTE_MOVES, BID_REQUEST_MOVES, bidQuoteFrom, bidRequestFrom } from './bid-transitions.ts';

/* The seller's requests: written by the seller's steps, the recycle order's end and the deadline sweep. */

export interface NewBidRequest {
  number: string;
  userId: number;
  gameId: number;
  listingId: number;
  regionNodeId: number | null;
  attrs: ListingAttrs;
  screenshots: string[];
  contact: string;
  expectedPriceFen: number | null;
  deadlineAt: Date;
  at: Date;
}

export function insertBidRequest(db: Db, tenantId: number, request: NewBidRequest) {
  return db
    .insertInto('recycle_bid_requests')
    .values({
      tenant_id: tenantId,
      number: request.number,
      user_id: request.userId,
      game_id: request.gameId,
      listing_id: request.listingId,
      region_node_id: request.regionNodeId,
      attrs: JSON.stringify(request.attrs),
      screenshots: JSON.stringify(request.screenshots),
      contact: request.contact,
      expected_price_fen: request.expectedPriceFen,
      deadline_at: request.deadlineAt,
      status: 'quoting',
      created_at: request.at,
      updated_at: request.at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A request of the tenant (of one seller when `userId` is given). */
export function findBidRequest(db: Db, tenantId: number, id: number, userId?: number) {
  let query = db.selectFrom('recycle_bid_requests').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id);
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  return query.executeTakeFirst();
}

/** The request locked until the caller's transaction ends: quotes, accepts and cancels on it run one at a time. */
export function lockBidRequest(db: Db, tenantId: number, id: number) {
  return db
    .selectFrom('recycle_bid_requests')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** The seller's requests with their quote figures (replaced quotes not counted), newest first. */
export function listSellerBidRequests(
  db: Db,
  tenantId: number,
  filter: { userId: number; status?: BidRequestStatus | undefined; now: Date; locale: Locale },
  limit: number,
  offset: number,
) {
  return db
    .selectFrom('recycle_bid_requests as r')
    .innerJoin('games as g', (join) => join.onRef('g.tenant_id', '=', 'r.tenant_id').onRef('g.id', '=', 'r.game_id'))
    .leftJoin('recycle_bid_quotes as a', (join) =>
      join.onRef('a.tenant_id', '=', 'r.tenant_id').onRef('a.id', '=', 'r.accepted_quote_id'),
    )
    .selectAll('r')
    .select([localNameSql(filter.locale, 'g.name', 'g.name_en').as('game_name'), 'a.amount_fen as accepted_fen'])
    .select(quoteFigures)
    .where('r.tenant_id', '=', tenantId)
    .where('r.user_id', '=', filter.userId)
    .$if(filter.status !== undefined, (q) => q.where(effectiveStatusIs(filter.status, filter.now)))
    .orderBy('r.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countSellerBidRequests(
  db: Db,
  tenantId: number,
  filter: { userId: number; status?: BidRequestStatus | undefined; now: Date },
) {
  const row = await db
    .selectFrom('recycle_bid_requests as r')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('r.tenant_id', '=', tenantId)
    .where('r.user_id', '=', filter.userId)
    .$if(filter.status !== undefined, (q) => q.where(effectiveStatusIs(filter.status, filter.now)))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The game's name in a language, for answers about one request. */
export async function findGameName(db: Db, tenantId: number, gameId: number, locale: Locale): Promise<string> {
  const row = await db
    .selectFrom('games')
    .select(localNameSql(locale, 'name', 'name_en').as('name'))
    .where('tenant_id', '=', tenantId)
    .where('id', '=', gameId)
    .executeTakeFirst();
  return row?.name ?? '';
}

/**
 * Conditional update: the seller's accept or cancel moves the request (before its deadline) from the move's statuses
 * in the table; undefined when it is no longer open, so of two racing decisions exactly one wins.
 */
export function closeOpenBidRequest(
  db: Db,
  tenantId: number,
  id: number,
  userId: number,
  change: { move: 'accept'; quoteId: number } | { move: 'cancel' },
  now: Date,
) {
  const status = BID_REQUEST_MOVES[change.move].to;
  const set =
    change.move === 'accept'
      ? { status, accepted_quote_id: change.quoteId, accepted_at: now, updated_at: now }
      : { status, closed_at: now, updated_at: now };
  return db
    .updateTable('recycle_bid_requests')
    .set(set)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('status', 'in', bidRequestFrom(change.move))
    .where('deadline_at', '>', now)
    .returningAll()
    .executeTakeFirst();
}

/** Names the order the accept opened on the accepted request. */
export function setBidRequestOrder(db: Db, tenantId: number, id: number, orderId: number) {
  return db
    .updateTable('recycle_bid_requests')
    .set({ order_id: orderId })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('status', '=', BID_REQUEST_MOVES.accept.to)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Conditional update: the accepted request whose order this is ends by the move (complete, lapse, refund); undefined
 * when no accepted request has that order (not a bidding order, or already ended).
 */
export function endAcceptedBidRequest(
  db: Db,
  tenantId: number,
  order: { orderId: number; listingId: number },
  move: 'complete' | 'lapse' | 'refund',
  now: Date,
) {
  return db
    .updateTable('recycle_bid_requests')
    .set({ status: BID_REQUEST_MOVES[move].to, closed_at: now, updated_at: now })
    .where('tenant_id', '=', tenantId)
    .where('listing_id', '=', order.listingId)
    .where('order_id', '=', order.orderId)
    .where('status', 'in', bidRequestFrom(move))
    .returning('id')
    .executeTakeFirst();
}

/** The order the accept opened, as the seller follows it. */
export function findBidRequestOrder(db: Db, tenantId: number, orderId: number) {
  return db
    .selectFrom('orders')
    .select(['id', 'order_no', 'status', 'expires_at', 'commission_fen'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', orderId)
    .executeTakeFirst();
}

/**
 * The sweep (every tenant): open requests past their deadline become `expired` and their active quotes `rejected`,
 * in one statement. Rows another transaction holds (an accept in flight) are skipped, not waited for, so several
 * instances sweeping at once each take different requests and none blocks. Answers the expired requests.
 */
export async function expireDueBidRequests(db: Db, now: Date, limit: number) {
  const result = await sql<{ tenant_id: number; id: number }>`
    WITH due AS (
      SELECT tenant_id, id FROM recycle_bid_requests
      WHERE status IN (${sql.join(bidRequestFrom('expire'))}) AND deadline_at <= ${now}
      ORDER BY deadline_at
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    ), expired AS (
      UPDATE recycle_bid_requests r SET status = ${BID_REQUEST_MOVES.expire.to}, closed_at = ${now}, updated_at = ${now}
      FROM due WHERE r.tenant_id = due.tenant_id AND r.id = due.id AND r.status IN (${sql.join(bidRequestFrom('expire'))})
      RETURNING r.tenant_id, r.id
    ), rejected AS (
      UPDATE recycle_bid_quotes q SET status = ${BID_QUOTE_MOVES.reject.to}, updated_at = ${now}
      FROM expired WHERE q.tenant_id = expired.tenant_id AND q.request_id = expired.id AND q.status IN (${sql.join(bidQuoteFrom('reject'))})
      RETURNING q.id
    )
    SELECT tenant_id, id FROM expired`.execute(db);
  return result.rows;
}
