import type { BidRequestStatus, ClosedBidRequestStatus } from '@gs/shared/bidding';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ListingAttrs } from '../../db/tables/listings.table.ts';

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
  filter: { userId: number; status?: BidRequestStatus | undefined; now: Date },
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
    .select(['g.name as game_name', 'a.amount_fen as accepted_fen'])
    .select((eb) => [
      eb
        .selectFrom('recycle_bid_quotes as q')
        .select((sub) => sub.fn.countAll<string>().as('n'))
        .whereRef('q.tenant_id', '=', 'r.tenant_id')
        .whereRef('q.request_id', '=', 'r.id')
        .where('q.status', '<>', 'superseded')
        .as('quote_count'),
      eb
        .selectFrom('recycle_bid_quotes as q')
        .select((sub) => sub.fn.max('q.amount_fen').as('m'))
        .whereRef('q.tenant_id', '=', 'r.tenant_id')
        .whereRef('q.request_id', '=', 'r.id')
        .where('q.status', '<>', 'superseded')
        .as('highest_fen'),
    ])
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

/**
 * `r` has the status as answered: a request still `quoting` past its deadline counts as `expired` even before the
 * sweep writes it.
 */
function effectiveStatusIs(status: BidRequestStatus | undefined, now: Date) {
  if (status === 'quoting') return sql<boolean>`(r.status = 'quoting' AND r.deadline_at > ${now})`;
  if (status === 'expired') {
    return sql<boolean>`(r.status = 'expired' OR (r.status = 'quoting' AND r.deadline_at <= ${now}))`;
  }
  return sql<boolean>`r.status = ${status ?? ''}`;
}

/** The game's name, for answers about one request. */
export async function findGameName(db: Db, tenantId: number, gameId: number): Promise<string> {
  const row = await db
    .selectFrom('games')
    .select('name')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', gameId)
    .executeTakeFirst();
  return row?.name ?? '';
}

/** Every quote of a request (only one recycler's when given) with the recycler's nickname, highest first. */
export function listRequestQuotes(db: Db, tenantId: number, requestId: number, recyclerUserId?: number) {
  return db
    .selectFrom('recycle_bid_quotes as q')
    .innerJoin('users as u', (join) =>
      join.onRef('u.tenant_id', '=', 'q.tenant_id').onRef('u.id', '=', 'q.recycler_user_id'),
    )
    .select(['q.id', 'q.amount_fen', 'q.status', 'q.note', 'q.created_at', 'q.recycler_user_id', 'u.nick_name'])
    .where('q.tenant_id', '=', tenantId)
    .where('q.request_id', '=', requestId)
    .$if(recyclerUserId !== undefined, (query) => query.where('q.recycler_user_id', '=', recyclerUserId ?? 0))
    .orderBy('q.amount_fen', 'desc')
    .orderBy('q.id')
    .execute();
}

/** One quote of a request. */
export function findRequestQuote(db: Db, tenantId: number, requestId: number, quoteId: number) {
  return db
    .selectFrom('recycle_bid_quotes')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('request_id', '=', requestId)
    .where('id', '=', quoteId)
    .executeTakeFirst();
}

/**
 * Conditional update: the request moves from `quoting` (before its deadline) to `to`; undefined when it is no longer
 * open, so of two racing decisions exactly one wins.
 */
export function closeOpenBidRequest(
  db: Db,
  tenantId: number,
  id: number,
  userId: number,
  change: { to: 'accepted'; quoteId: number } | { to: 'cancelled' },
  now: Date,
) {
  const set =
    change.to === 'accepted'
      ? { status: change.to, accepted_quote_id: change.quoteId, accepted_at: now, updated_at: now }
      : { status: change.to, closed_at: now, updated_at: now };
  return db
    .updateTable('recycle_bid_requests')
    .set(set)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('status', '=', 'quoting')
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
    .where('status', '=', 'accepted')
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Conditional update: the accepted request whose order this is ends as `to` (completed, expired, cancelled);
 * undefined when no accepted request has that order (not a bidding order, or already ended).
 */
export function endAcceptedBidRequest(
  db: Db,
  tenantId: number,
  order: { orderId: number; listingId: number },
  to: 'completed' | 'expired' | 'cancelled',
  now: Date,
) {
  return db
    .updateTable('recycle_bid_requests')
    .set({ status: to, closed_at: now, updated_at: now })
    .where('tenant_id', '=', tenantId)
    .where('listing_id', '=', order.listingId)
    .where('order_id', '=', order.orderId)
    .where('status', '=', 'accepted')
    .returning('id')
    .executeTakeFirst();
}

/** The order the accept opened, as the seller follows it. */
export function findBidRequestOrder(db: Db, tenantId: number, orderId: number) {
  return db
    .selectFrom('orders')
    .select(['id', 'order_no', 'status'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', orderId)
    .executeTakeFirst();
}

/** Conditional update: the quote becomes accepted only while still active; undefined otherwise. */
export function acceptActiveQuote(db: Db, tenantId: number, requestId: number, quoteId: number, now: Date) {
  return db
    .updateTable('recycle_bid_quotes')
    .set({ status: 'accepted', updated_at: now })
    .where('tenant_id', '=', tenantId)
    .where('request_id', '=', requestId)
    .where('id', '=', quoteId)
    .where('status', '=', 'active')
    .returning('id')
    .executeTakeFirst();
}

/** Every still-active quote of the request becomes rejected (after an accept, a cancel or expiry). */
export function rejectActiveQuotes(db: Db, tenantId: number, requestId: number, now: Date) {
  return db
    .updateTable('recycle_bid_quotes')
    .set({ status: 'rejected', updated_at: now })
    .where('tenant_id', '=', tenantId)
    .where('request_id', '=', requestId)
    .where('status', '=', 'active')
    .execute();
}

/** How many quotes the recycler made on the request since `since`. */
export async function countRecyclerQuotesSince(
  db: Db,
  tenantId: number,
  requestId: number,
  recyclerUserId: number,
  since: Date,
): Promise<number> {
  const row = await db
    .selectFrom('recycle_bid_quotes')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('tenant_id', '=', tenantId)
    .where('request_id', '=', requestId)
    .where('recycler_user_id', '=', recyclerUserId)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The recycler's active quote on the request, if any. */
export function findActiveQuote(db: Db, tenantId: number, requestId: number, recyclerUserId: number) {
  return db
    .selectFrom('recycle_bid_quotes')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('request_id', '=', requestId)
    .where('recycler_user_id', '=', recyclerUserId)
    .where('status', '=', 'active')
    .executeTakeFirst();
}

export function supersedeQuote(db: Db, tenantId: number, quoteId: number, now: Date) {
  return db
    .updateTable('recycle_bid_quotes')
    .set({ status: 'superseded', updated_at: now })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', quoteId)
    .where('status', '=', 'active')
    .returning('id')
    .executeTakeFirst();
}

export function insertQuote(
  db: Db,
  tenantId: number,
  quote: { requestId: number; recyclerUserId: number; amountFen: number; note: string | null; at: Date },
) {
  return db
    .insertInto('recycle_bid_quotes')
    .values({
      tenant_id: tenantId,
      request_id: quote.requestId,
      recycler_user_id: quote.recyclerUserId,
      amount_fen: quote.amountFen,
      note: quote.note,
      status: 'active',
      created_at: quote.at,
      updated_at: quote.at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The tenant's open requests (quoting, before the deadline), the soonest deadline first. */
export function listPoolRequests(
  db: Db,
  tenantId: number,
  filter: { gameId?: number | undefined; now: Date },
  limit: number,
  offset: number,
) {
  let query = db
    .selectFrom('recycle_bid_requests as r')
    .innerJoin('games as g', (join) => join.onRef('g.tenant_id', '=', 'r.tenant_id').onRef('g.id', '=', 'r.game_id'))
    // Only what recyclers may see: never the contact, the seller or the listing.
    .select([
      'r.id',
      'r.number',
      'r.game_id',
      'g.name as game_name',
      'r.region_node_id',
      'r.attrs',
      'r.screenshots',
      'r.expected_price_fen',
      'r.deadline_at',
      'r.created_at',
      // The seller's held deposit (bid-deposit.service.ts), which recyclers may see: the amount only.
      (eb) =>
        eb
          .selectFrom('payments as p')
          .select('p.amount_fen')
          .whereRef('p.tenant_id', '=', 'r.tenant_id')
          .where('p.purpose', '=', 'bid_deposit')
          .whereRef('p.purpose_id', '=', 'r.id')
          .where('p.status', '=', 'succeeded')
          .where('p.forfeited_at', 'is', null)
          .limit(1)
          .as('deposit_fen'),
    ])
    .where('r.tenant_id', '=', tenantId)
    .where('r.status', '=', 'quoting')
    .where('r.deadline_at', '>', filter.now);
  if (filter.gameId !== undefined) query = query.where('r.game_id', '=', filter.gameId);
  return query.orderBy('r.deadline_at').orderBy('r.id').limit(limit).offset(offset).execute();
}

export async function countPoolRequests(db: Db, tenantId: number, filter: { gameId?: number | undefined; now: Date }) {
  let query = db
    .selectFrom('recycle_bid_requests')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('tenant_id', '=', tenantId)
    .where('status', '=', 'quoting')
    .where('deadline_at', '>', filter.now);
  if (filter.gameId !== undefined) query = query.where('game_id', '=', filter.gameId);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * One recycler's own quote figures on the given requests: their latest quote and how many they made since `since`.
 * Only the caller's rows are read: nothing about other recyclers can leak from here.
 */
export function listOwnQuoteFigures(
  db: Db,
  tenantId: number,
  recyclerUserId: number,
  requestIds: number[],
  since: Date,
) {
  if (requestIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('recycle_bid_quotes')
    .select(['id', 'request_id', 'amount_fen', 'status', 'note', 'created_at'])
    .select(sql<string>`count(*) FILTER (WHERE created_at >= ${since}) OVER (PARTITION BY request_id)`.as('today'))
    .select(sql<string>`row_number() OVER (PARTITION BY request_id ORDER BY id DESC)`.as('rank'))
    .where('tenant_id', '=', tenantId)
    .where('recycler_user_id', '=', recyclerUserId)
    .where('request_id', 'in', requestIds)
    .execute();
}

/** The recycler's quotes with their request's state, newest first. */
export function listRecyclerQuotes(db: Db, tenantId: number, recyclerUserId: number, limit: number, offset: number) {
  return db
    .selectFrom('recycle_bid_quotes as q')
    .innerJoin('recycle_bid_requests as r', (join) =>
      join.onRef('r.tenant_id', '=', 'q.tenant_id').onRef('r.id', '=', 'q.request_id'),
    )
    .innerJoin('games as g', (join) => join.onRef('g.tenant_id', '=', 'r.tenant_id').onRef('g.id', '=', 'r.game_id'))
    .select([
      'q.id',
      'q.amount_fen',
      'q.status',
      'q.note',
      'q.created_at',
      'r.id as request_id',
      'r.number as request_number',
      'r.game_id',
      'g.name as game_name',
      'r.status as request_status',
      'r.deadline_at',
      'r.order_id',
    ])
    .where('q.tenant_id', '=', tenantId)
    .where('q.recycler_user_id', '=', recyclerUserId)
    .orderBy('q.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countRecyclerQuotes(db: Db, tenantId: number, recyclerUserId: number) {
  const row = await db
    .selectFrom('recycle_bid_quotes')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('tenant_id', '=', tenantId)
    .where('recycler_user_id', '=', recyclerUserId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

interface ClosedFilter {
  status?: ClosedBidRequestStatus | undefined;
  gameId?: number | undefined;
  now: Date;
}

/** `r` no longer takes quotes: decided or cancelled, or past its deadline (swept or not). */
function closedRequestsWhere(now: Date) {
  return sql<boolean>`(r.status <> 'quoting' OR r.deadline_at <= ${now})`;
}

/** The tenant's closed requests with their quote figures (replaced quotes not counted), the latest deadline first. */
export function listClosedRequests(db: Db, tenantId: number, filter: ClosedFilter, limit: number, offset: number) {
  return (
    db
      .selectFrom('recycle_bid_requests as r')
      .innerJoin('games as g', (join) => join.onRef('g.tenant_id', '=', 'r.tenant_id').onRef('g.id', '=', 'r.game_id'))
      .leftJoin('recycle_bid_quotes as a', (join) =>
        join.onRef('a.tenant_id', '=', 'r.tenant_id').onRef('a.id', '=', 'r.accepted_quote_id'),
      )
      // Never the contact, the seller or the listing: the owner reviews the quotes, not the seller.
      .select([
        'r.id',
        'r.number',
        'r.game_id',
        'g.name as game_name',
        'r.status',
        'r.expected_price_fen',
        'r.deadline_at',
        'r.created_at',
        'a.amount_fen as accepted_fen',
      ])
      .select((eb) => [
        eb
          .selectFrom('recycle_bid_quotes as q')
          .select((sub) => sub.fn.countAll<string>().as('n'))
          .whereRef('q.tenant_id', '=', 'r.tenant_id')
          .whereRef('q.request_id', '=', 'r.id')
          .where('q.status', '<>', 'superseded')
          .as('quote_count'),
        eb
          .selectFrom('recycle_bid_quotes as q')
          .select((sub) => sub.fn.max('q.amount_fen').as('m'))
          .whereRef('q.tenant_id', '=', 'r.tenant_id')
          .whereRef('q.request_id', '=', 'r.id')
          .where('q.status', '<>', 'superseded')
          .as('highest_fen'),
      ])
      .where('r.tenant_id', '=', tenantId)
      .where(closedRequestsWhere(filter.now))
      .$if(filter.status !== undefined, (q) => q.where(effectiveStatusIs(filter.status, filter.now)))
      .$if(filter.gameId !== undefined, (q) => q.where('r.game_id', '=', filter.gameId ?? 0))
      .orderBy('r.deadline_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute()
  );
}

export async function countClosedRequests(db: Db, tenantId: number, filter: ClosedFilter) {
  const row = await db
    .selectFrom('recycle_bid_requests as r')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('r.tenant_id', '=', tenantId)
    .where(closedRequestsWhere(filter.now))
    .$if(filter.status !== undefined, (q) => q.where(effectiveStatusIs(filter.status, filter.now)))
    .$if(filter.gameId !== undefined, (q) => q.where('r.game_id', '=', filter.gameId ?? 0))
    .executeTakeFirstOrThrow();
  return Number(row.n);
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
      WHERE status = 'quoting' AND deadline_at <= ${now}
      ORDER BY deadline_at
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    ), expired AS (
      UPDATE recycle_bid_requests r SET status = 'expired', closed_at = ${now}, updated_at = ${now}
      FROM due WHERE r.tenant_id = due.tenant_id AND r.id = due.id AND r.status = 'quoting'
      RETURNING r.tenant_id, r.id
    ), rejected AS (
      UPDATE recycle_bid_quotes q SET status = 'rejected', updated_at = ${now}
      FROM expired WHERE q.tenant_id = expired.tenant_id AND q.request_id = expired.id AND q.status = 'active'
      RETURNING q.id
    )
    SELECT tenant_id, id FROM expired`.execute(db);
  return result.rows;
}
