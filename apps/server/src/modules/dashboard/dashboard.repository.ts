import type { ListingStatus } from '@gs/shared/listings';
import type { OrderStatus } from '@gs/shared/orders';
import { type PendingQueueKey, pendingQueueKeys } from '@gs/shared/staff-dashboard';
import { type Kysely, sql } from 'kysely';
import type { Database, Db } from '../../db/database.ts';
import type { TimeWindow } from './dashboard-periods.ts';

/*
 * The dashboard's figures, each group one query over an index that covers it (see the 2026_11_24_1100_staff_audit
 * and 2026_12_02_1700_dashboard_covering_indexes migrations). The builders are exported beside their runners so the
 * benchmark can EXPLAIN exactly what runs.
 */

/**
 * Runs `work` on one consistent snapshot (a read-only repeatable-read transaction, so the figures read in it describe
 * the same moment) with serial plans: each query reads at most a few hundred thousand index entries, where parallel
 * workers cost more to start than they save and would let one dashboard take every core of a shared database.
 */
export async function onDashboardSnapshot<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  const run = async (trx: Db) => {
    await sql`SET LOCAL max_parallel_workers_per_gather = 0`.execute(trx);
    return work(trx);
  };
  if (db.isTransaction) return run(db);
  return (db as Kysely<Database>)
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(run);
}

/** The orders GMV counts once paid: the trades that stand (refunded and cancelled ones do not). */
export const STANDING_STATUSES: OrderStatus[] = ['in_trade', 'completed', 'after_sale'];

const earliest = (windows: TimeWindow[]) => new Date(Math.min(...windows.map((w) => w.from.getTime())));
const latest = (windows: TimeWindow[]) => new Date(Math.max(...windows.map((w) => w.to.getTime())));

/** A game's GMV and paid orders in each window, with its stored name ('' once the game is gone). */
export interface GamePaidFigures {
  gameId: number;
  name: string;
  windows: { gmvFen: number; paidOrders: number }[];
}

/**
 * GMV and paid orders of each window per game, over the paid-time index: the periods' figures and the top games in
 * one pass over the orders paid in the earliest to the latest window.
 */
export function paidFiguresQuery(db: Db, tenantId: number, windows: TimeWindow[]) {
  return db
    .with('paid', (qb) =>
      qb
        .selectFrom('orders')
        .select([
          'game_id',
          ...windows.flatMap((w, i) => [
            sql<number>`coalesce(sum(total_fen) FILTER (WHERE paid_at BETWEEN ${w.from} AND ${w.to}), 0)::bigint`.as(
              `gmv_${i}`,
            ),
            sql<number>`count(*) FILTER (WHERE paid_at BETWEEN ${w.from} AND ${w.to})`.as(`paid_${i}`),
          ]),
        ])
        .where('tenant_id', '=', tenantId)
        .where('paid_at', 'is not', null)
        .where('paid_at', '>=', earliest(windows))
        .where('paid_at', '<=', latest(windows))
        .where('status', 'in', STANDING_STATUSES)
        .groupBy('game_id'),
    )
    .selectFrom('paid')
    .leftJoin('games as g', (join) => join.on('g.tenant_id', '=', tenantId).onRef('g.id', '=', 'paid.game_id'))
    .selectAll('paid')
    .select(sql<string>`coalesce(g.name, '')`.as('name'));
}

/** A column of a row whose columns are named per window (`gmv_0`, `paid_0`…), as a number. */
const figure = (row: object, column: string) => Number((row as Record<string, unknown>)[column]);

/** Every game with an order paid in any of the windows, with its figures in each. */
export async function sumPaidOrdersByGame(db: Db, tenantId: number, windows: TimeWindow[]): Promise<GamePaidFigures[]> {
  const rows = await paidFiguresQuery(db, tenantId, windows).execute();
  return rows.map((row) => ({
    gameId: row.game_id,
    name: row.name,
    windows: windows.map((_, i) => ({ gmvFen: figure(row, `gmv_${i}`), paidOrders: figure(row, `paid_${i}`) })),
  }));
}

/**
 * Orders created in each window by their state now, over the creation index: the periods' order counts and the
 * orders by state in one pass over the orders created in the earliest to the latest window.
 */
export function createdOrdersQuery(db: Db, tenantId: number, windows: TimeWindow[]) {
  return db
    .selectFrom('orders')
    .select([
      'status',
      ...windows.map((w, i) =>
        sql<number>`count(*) FILTER (WHERE created_at BETWEEN ${w.from} AND ${w.to})`.as(`created_${i}`),
      ),
    ])
    .where('tenant_id', '=', tenantId)
    .where('created_at', '>=', earliest(windows))
    .where('created_at', '<=', latest(windows))
    .groupBy('status');
}

/** Each state's count of orders created in each window (states without any order in the windows are absent). */
export async function countCreatedOrdersByStatus(
  db: Db,
  tenantId: number,
  windows: TimeWindow[],
): Promise<Map<OrderStatus, number[]>> {
  const rows = await createdOrdersQuery(db, tenantId, windows).execute();
  return new Map(rows.map((row) => [row.status, windows.map((_, i) => figure(row, `created_${i}`))]));
}

/**
 * The purchase funnel of the window, in people, each step a subset of the one before (so no step passes 100 %):
 * visitors (distinct browsers with any tracked page), detail viewers (those of them who opened a listing), buyers
 * (users with a purchase created in the window who browsed as one of those detail viewers, signed in at any of their
 * tracked pages) and payers (those buyers with a purchase paid). Purchases made without a tracked detail view (the
 * API, tracking blocked) are in the order figures, not in the funnel.
 *
 * Each step is counted without keeping the window's events: the visitors in one aggregation by browser, the signed-in
 * events from a second read of the same index entries (both index-only), and the buyers among those events' users.
 */
export function funnelQuery(db: Db, tenantId: number, window: TimeWindow) {
  const events = () =>
    db
      .selectFrom('browse_events')
      .where('tenant_id', '=', tenantId)
      .where('kind', 'in', ['tenant', 'goods'])
      .where('created_at', '>=', window.from)
      .where('created_at', '<=', window.to);
  return db
    .with('visitors', () =>
      events()
        .select(['visitor_id', sql<boolean>`bool_or(kind = 'goods')`.as('viewed')])
        .groupBy('visitor_id'),
    )
    .with('signed_in', () => events().select(['visitor_id', 'user_id']).where('user_id', 'is not', null))
    .with('funnel_buyers', (qb) =>
      qb
        .selectFrom('orders')
        .select(sql<boolean>`bool_or(paid_at IS NOT NULL)`.as('paid'))
        .where('tenant_id', '=', tenantId)
        .where('origin', '=', 'purchase')
        .where('created_at', '>=', window.from)
        .where('created_at', '<=', window.to)
        .where('buyer_user_id', 'in', (eb) =>
          eb
            .selectFrom('signed_in as s')
            .innerJoin('visitors as v', 'v.visitor_id', 's.visitor_id')
            .select('s.user_id')
            .where('v.viewed', '=', true),
        )
        .groupBy('buyer_user_id'),
    )
    .selectNoFrom((eb) => [
      eb.selectFrom('visitors').select(eb.fn.countAll<number>().as('n')).as('visitors'),
      eb.selectFrom('visitors').select(sql<number>`count(*) FILTER (WHERE viewed)`.as('n')).as('detail_viewers'),
      eb.selectFrom('funnel_buyers').select(eb.fn.countAll<number>().as('n')).as('buyers'),
      eb.selectFrom('funnel_buyers').select(sql<number>`count(*) FILTER (WHERE paid)`.as('n')).as('payers'),
    ]);
}

/** The funnel's four steps; two accounts on one browser could make more buyers than its viewers: capped at each step. */
export async function countFunnel(db: Db, tenantId: number, window: TimeWindow) {
  const row = await funnelQuery(db, tenantId, window).executeTakeFirstOrThrow();
  const visitors = Number(row.visitors);
  const detailViewers = Math.min(Number(row.detail_viewers), visitors);
  const buyers = Math.min(Number(row.buyers), detailViewers);
  const payers = Math.min(Number(row.payers), buyers);
  return { visitors, detailViewers, buyers, payers };
}

/** The listings with the most detail views in the window, with what the dashboard shows of them. */
export function topListingsQuery(db: Db, tenantId: number, window: TimeWindow, limit: number) {
  return db
    .with('top', (qb) =>
      qb
        .selectFrom('browse_events')
        .select(['goods_id', (eb) => eb.fn.countAll<number>().as('views')])
        .where('tenant_id', '=', tenantId)
        .where('kind', '=', 'goods')
        .where('created_at', '>=', window.from)
        .where('created_at', '<=', window.to)
        .groupBy('goods_id')
        .orderBy('views', 'desc')
        .orderBy('goods_id')
        .limit(limit),
    )
    .selectFrom('top')
    .innerJoin('listings as l', (join) => join.on('l.tenant_id', '=', tenantId).onRef('l.id', '=', 'top.goods_id'))
    .leftJoin('games as g', (join) => join.on('g.tenant_id', '=', tenantId).onRef('g.id', '=', 'l.game_id'))
    .select([
      'l.id',
      'l.number',
      'l.title',
      'l.game_id',
      'l.price_fen',
      'l.status',
      'top.views',
      sql<string>`coalesce(g.name, '')`.as('game_name'),
    ])
    .orderBy('top.views', 'desc')
    .orderBy('l.id');
}

export async function listTopListings(db: Db, tenantId: number, window: TimeWindow, limit: number) {
  const rows = await topListingsQuery(db, tenantId, window, limit).execute();
  return rows.map((row) => ({
    listingId: row.id,
    number: row.number,
    title: row.title,
    gameId: row.game_id,
    gameName: row.game_name,
    priceFen: row.price_fen,
    status: row.status as ListingStatus,
    views: Number(row.views),
  }));
}

/**
 * The work waiting for staff now: one count per queue, each the same filter as the queue's list in the back office
 * (so a tile's count is its list's total), each over its queue's index.
 */
export function pendingWorkQuery(db: Db, tenantId: number, now: Date) {
  return db.selectNoFrom((eb) => [
    eb
      .selectFrom('listings')
      .select(eb.fn.countAll<number>().as('n'))
      .where('tenant_id', '=', tenantId)
      .where('status', '=', 'pending_review')
      .as('listingReviews'),
    eb
      .selectFrom('recycle_requests')
      .select(eb.fn.countAll<number>().as('n'))
      .where('tenant_id', '=', tenantId)
      .where('status', '=', 'submitted')
      .as('recycleSubmitted'),
    eb
      .selectFrom('recycle_requests')
      .select(eb.fn.countAll<number>().as('n'))
      .where('tenant_id', '=', tenantId)
      .where('status', '=', 'verifying')
      .as('recycleVerifying'),
    eb
      .selectFrom('orders')
      .select(eb.fn.countAll<number>().as('n'))
      .where('tenant_id', '=', tenantId)
      .where('status', '=', 'in_trade')
      .as('ordersInTrade'),
    eb
      .selectFrom('orders')
      .select(eb.fn.countAll<number>().as('n'))
      .where('tenant_id', '=', tenantId)
      .where('status', '=', 'after_sale')
      .as('afterSales'),
    eb
      .selectFrom('claims')
      .select(eb.fn.countAll<number>().as('n'))
      .where('tenant_id', '=', tenantId)
      .where('state', '=', 'submitted')
      .as('claimsSubmitted'),
    eb
      .selectFrom('claims')
      .select(eb.fn.countAll<number>().as('n'))
      .where('tenant_id', '=', tenantId)
      .where('state', '=', 'in_review')
      .as('claimsInReview'),
    eb
      .selectFrom('withdrawals')
      .select(eb.fn.countAll<number>().as('n'))
      .where('tenant_id', '=', tenantId)
      .where('status', '=', 'pending')
      .as('withdrawals'),
    eb
      .selectFrom('real_name_reviews')
      .select(eb.fn.countAll<number>().as('n'))
      .where('tenant_id', '=', tenantId)
      .where('status', '=', 'pending')
      .as('realNameReviews'),
    eb
      .selectFrom('merchant_applications')
      .select(eb.fn.countAll<number>().as('n'))
      .where('tenant_id', '=', tenantId)
      .where('status', '=', 'pending')
      .as('merchantApplications'),
    eb
      .selectFrom('recycle_bid_requests')
      .select(eb.fn.countAll<number>().as('n'))
      .where('tenant_id', '=', tenantId)
      .where('status', '=', 'quoting')
      .where('deadline_at', '>', now)
      .as('bidPool'),
    eb
      .selectFrom('feedback_threads')
      .select(eb.fn.countAll<number>().as('n'))
      .where('tenant_id', '=', tenantId)
      .where('status', '=', 'open')
      .as('feedbackOpen'),
    eb
      .selectFrom('chat_conversations')
      .select(eb.fn.countAll<number>().as('n'))
      .where('tenant_id', '=', tenantId)
      .where('last_message_id', 'is not', null)
      .where('assignee_user_id', 'is', null)
      .as('chatsUnassigned'),
  ]);
}

/** Every queue's count now, by its key. */
export async function countPendingWork(db: Db, tenantId: number, now: Date): Promise<Record<PendingQueueKey, number>> {
  const row = await pendingWorkQuery(db, tenantId, now).executeTakeFirstOrThrow();
  return Object.fromEntries(pendingQueueKeys.map((key) => [key, Number(row[key])])) as Record<PendingQueueKey, number>;
}

/** A column's China day as `YYYY-MM-DD`. */
const chinaDay = (column: string) =>
  sql<string>`to_char((${sql.ref(column)} AT TIME ZONE 'Asia/Shanghai')::date, 'YYYY-MM-DD')`;

/** GMV and paid orders per China day in the window (the KPIs' definition), over the paid-time index. */
export function dailyPaidQuery(db: Db, tenantId: number, window: TimeWindow) {
  return db
    .selectFrom('orders')
    .select([
      chinaDay('paid_at').as('day'),
      sql<number>`coalesce(sum(total_fen), 0)::bigint`.as('gmv'),
      (eb) => eb.fn.countAll<number>().as('paid'),
    ])
    .where('tenant_id', '=', tenantId)
    .where('paid_at', '>=', window.from)
    .where('paid_at', '<=', window.to)
    .where('status', 'in', STANDING_STATUSES)
    .groupBy(sql`1`);
}

/** Orders created per China day in the window, over the creation index. */
export function dailyCreatedQuery(db: Db, tenantId: number, window: TimeWindow) {
  return db
    .selectFrom('orders')
    .select([chinaDay('created_at').as('day'), (eb) => eb.fn.countAll<number>().as('orders')])
    .where('tenant_id', '=', tenantId)
    .where('created_at', '>=', window.from)
    .where('created_at', '<=', window.to)
    .groupBy(sql`1`);
}

/** Distinct visitors per China day in the window (any tracked page), over the browse index. */
export function dailyVisitorsQuery(db: Db, tenantId: number, window: TimeWindow) {
  return db
    .selectFrom('browse_events')
    .select([chinaDay('created_at').as('day'), sql<number>`count(DISTINCT visitor_id)`.as('visitors')])
    .where('tenant_id', '=', tenantId)
    .where('kind', 'in', ['tenant', 'goods'])
    .where('created_at', '>=', window.from)
    .where('created_at', '<=', window.to)
    .groupBy(sql`1`);
}

/** The three daily figures of the window, by China day (days without any are absent). */
export async function dailyFigures(db: Db, tenantId: number, window: TimeWindow) {
  const [paid, created, visitors] = await Promise.all([
    dailyPaidQuery(db, tenantId, window).execute(),
    dailyCreatedQuery(db, tenantId, window).execute(),
    dailyVisitorsQuery(db, tenantId, window).execute(),
  ]);
  const days = new Map<string, { gmvFen: number; paidOrders: number; orders: number; visitors: number }>();
  const of = (day: string) => {
    let entry = days.get(day);
    if (!entry) {
      entry = { gmvFen: 0, paidOrders: 0, orders: 0, visitors: 0 };
      days.set(day, entry);
    }
    return entry;
  };
  for (const row of paid) Object.assign(of(row.day), { gmvFen: Number(row.gmv), paidOrders: Number(row.paid) });
  for (const row of created) of(row.day).orders = Number(row.orders);
  for (const row of visitors) of(row.day).visitors = Number(row.visitors);
  return days;
}
