import type { Locale } from '@gs/shared/tenant';
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { localNameSql } from '../../../db/local-name-sql.ts';
import { BID_QUOTE_MOVES, bidQuoteFrom } from './bid-transitions.ts';

/* The recyclers' quotes on requests. */

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

/** Conditional update: the quote becomes accepted only while still active; undefined otherwise. */
export function acceptActiveQuote(db: Db, tenantId: number, requestId: number, quoteId: number, now: Date) {
  return db
    .updateTable('recycle_bid_quotes')
    .set({ status: BID_QUOTE_MOVES.accept.to, updated_at: now })
    .where('tenant_id', '=', tenantId)
    .where('request_id', '=', requestId)
    .where('id', '=', quoteId)
    .where('status', 'in', bidQuoteFrom('accept'))
    .returning('id')
    .executeTakeFirst();
}

/** Every still-active quote of the request becomes rejected (after an accept, a cancel or expiry). */
export function rejectActiveQuotes(db: Db, tenantId: number, requestId: number, now: Date) {
  return db
    .updateTable('recycle_bid_quotes')
    .set({ status: BID_QUOTE_MOVES.reject.to, updated_at: now })
    .where('tenant_id', '=', tenantId)
    .where('request_id', '=', requestId)
    .where('status', 'in', bidQuoteFrom('reject'))
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

/** Conditional update: the recycler's active quote is replaced by their next one; undefined when no longer active. */
export function supersedeQuote(db: Db, tenantId: number, quoteId: number, now: Date) {
  return db
    .updateTable('recycle_bid_quotes')
    .set({ status: BID_QUOTE_MOVES.supersede.to, updated_at: now })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', quoteId)
    .where('status', 'in', bidQuoteFrom('supersede'))
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
export function listRecyclerQuotes(
  db: Db,
  tenantId: number,
  recyclerUserId: number,
  page: { limit: number; offset: number; locale: Locale },
) {
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
      localNameSql(page.locale, 'g.name', 'g.name_en').as('game_name'),
      'r.status as request_status',
      'r.deadline_at',
      'r.order_id',
    ])
    .where('q.tenant_id', '=', tenantId)
    .where('q.recycler_user_id', '=', recyclerUserId)
    .orderBy('q.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
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
