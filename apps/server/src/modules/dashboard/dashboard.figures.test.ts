import { randomBytes } from 'node:crypto';
import { type OrderStatus, orderStatuses } from '@gs/shared/orders';
import fc from 'fast-check';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, insertTestShop, type TestDatabase } from '../../../test/helpers.ts';
import { contextOf } from '../../../test/trade-fixtures.ts';
import type { Database } from '../../db/database.ts';
import { STANDING_STATUSES } from './dashboard.repository.ts';
import { getDashboard } from './dashboard.service.ts';
import { periodWindows, type TimeWindow } from './dashboard-periods.ts';

/*
 * The dashboard reads each group of figures in one pass (GMV and the top games together, orders and their states
 * together, the funnel in one aggregation of the week's events). Here, on generated histories, every figure must be
 * what its own query gives: one query per figure and window, as the figures are defined (and as they were computed
 * before they were merged).
 */
const NOW = new Date('2026-11-24T03:00:00Z');
const periods = [periodWindows(NOW, 1), periodWindows(NOW, 7), periodWindows(NOW, 30)] as const;
const windows = periods.flatMap((p) => [p.current, p.previous]);
const week = periods[1].current;
const month = periods[2].current;

const MINUTE = 60_000;
// Any instant of the last 70 days, or one at (or a millisecond either side of) a window's end: periods include both.
const edges = windows.flatMap((w) => [w.from, w.to]).map((at) => at.getTime());
const instant = fc.oneof(
  fc.integer({ min: 0, max: 70 * 24 * 60 }).map((minutes) => NOW.getTime() - minutes * MINUTE),
  fc.tuple(fc.constantFrom(...edges), fc.constantFrom(-1, 0, 1)).map(([edge, ms]) => edge + ms),
);

const orderSpec = fc.record({
  buyer: fc.integer({ min: 0, max: 3 }),
  game: fc.integer({ min: 0, max: 3 }),
  status: fc.constantFrom(...orderStatuses),
  origin: fc.constantFrom('purchase' as const, 'bid_recycle' as const),
  // Few amounts, so games tie on GMV.
  total: fc.constantFrom(1_000, 2_000),
  created: instant,
  // Unpaid, paid minutes after creation, or paid at any instant (even one in another window than its creation).
  paid: fc.option(
    fc.oneof(
      fc.integer({ min: 0, max: 90 }).map((minutes) => ({ after: minutes * MINUTE })),
      instant.map((at) => ({ at })),
    ),
    { nil: null },
  ),
});

const eventSpec = fc.record({
  // Few browsers and users: several accounts on one browser, one account on several browsers.
  visitor: fc.integer({ min: 0, max: 6 }),
  user: fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }),
  kind: fc.constantFrom('tenant' as const, 'goods' as const),
  listing: fc.integer({ min: 0, max: 3 }),
  at: fc.oneof(instant, fc.constantFrom(week.from.getTime() - 1, week.from.getTime(), week.to.getTime())),
});

const historySpec = fc.record({
  orders: fc.array(orderSpec, { maxLength: 30 }),
  events: fc.array(eventSpec, { maxLength: 60 }),
});
type History = typeof historySpec extends fc.Arbitrary<infer T> ? T : never;

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

/** A shop of its own holding the history (every run adds one: a figure reading another shop's rows would differ). */
async function seedHistory(db: Kysely<Database>, history: History) {
  const tenantId = await insertTestShop(db, `fig${randomBytes(4).toString('hex')}`, 'Figures');
  const games = await db
    .insertInto('games')
    .values(
      ['Alpha', 'Beta', 'Gamma', 'Delta'].map((name) => ({ tenant_id: tenantId, name, game_type: 'pc', initial: 'G' })),
    )
    .returning('id')
    .execute();
  const users = await db
    .insertInto('users')
    .values(
      [0, 1, 2, 3].map((i) => ({
        tenant_id: tenantId,
        phone: `1370000100${i}`,
        password_hash: 'x',
        nick_name: `u${i}`,
      })),
    )
    .returning('id')
    .execute();
  const gameId = (i: number) => games[i]?.id as number;
  const userId = (i: number) => users[i]?.id as number;
  const listings = await db
    .insertInto('listings')
    .values(
      [...history.orders.map((o) => o.game), 0, 1, 2, 3].map((game, i) => ({
        tenant_id: tenantId,
        number: `FIG${String(tenantId).padStart(6, '0')}N${i}`,
        game_id: gameId(game),
        seller_user_id: null,
        kind: 'self_operated' as const,
        status: 'on_sale' as const,
        title: `Listing ${i}`,
        price_fen: 1_000,
        listed_at: NOW,
      })),
    )
    .returning('id')
    .execute();
  const listingId = (i: number) => listings[i]?.id as number;
  if (history.orders.length > 0) {
    await db
      .insertInto('orders')
      .values(
        history.orders.map((o, i) => ({
          tenant_id: tenantId,
          order_no: `${String(tenantId).padStart(8, '0')}${String(i).padStart(8, '0')}`,
          origin: o.origin,
          buyer_user_id: userId(o.buyer),
          listing_id: listingId(i),
          seller_user_id: null,
          listing_kind: 'self_operated' as const,
          listing_number: `N${i}`,
          listing_title: `Listing ${i}`,
          listing_cover: '',
          game_id: gameId(o.game),
          status: o.status,
          guarantee: 'none' as const,
          pay_mode: 'full' as const,
          listing_price_fen: o.total,
          price_fen: o.total,
          guarantee_fee_fen: 0,
          service_fee_fen: 0,
          total_fen: o.total,
          expires_at: new Date(o.created + 15 * MINUTE),
          paid_at: o.paid === null ? null : new Date('at' in o.paid ? o.paid.at : o.created + o.paid.after),
          created_at: new Date(o.created),
          updated_at: new Date(o.created),
        })),
      )
      .execute();
  }
  if (history.events.length > 0) {
    const firstGoods = history.orders.length;
    await db
      .insertInto('browse_events')
      .values(
        history.events.map((e) => ({
          tenant_id: tenantId,
          kind: e.kind,
          path: e.kind === 'tenant' ? '/' : null,
          goods_id: e.kind === 'goods' ? listingId(firstGoods + e.listing) : null,
          user_id: e.user === null ? null : userId(e.user),
          visitor_id: `visitor-${tenantId}-${e.visitor}`,
          created_at: new Date(e.at),
        })),
      )
      .execute();
  }
  return tenantId;
}

/** Each figure by its own query, as defined. */
async function expectedFigures(db: Kysely<Database>, tenantId: number) {
  const standing = sql.join(STANDING_STATUSES);
  const paidIn = async (w: TimeWindow) => {
    const { rows } = await sql<{ gmv: number; paid: number }>`
      SELECT coalesce(sum(total_fen), 0)::bigint AS gmv, count(*) AS paid FROM orders
      WHERE tenant_id = ${tenantId} AND paid_at BETWEEN ${w.from} AND ${w.to} AND status IN (${standing})`.execute(db);
    return { gmvFen: Number(rows[0]?.gmv), paidOrders: Number(rows[0]?.paid) };
  };
  const createdIn = async (w: TimeWindow) => {
    const { rows } = await sql<{ n: number }>`
      SELECT count(*) AS n FROM orders
      WHERE tenant_id = ${tenantId} AND created_at BETWEEN ${w.from} AND ${w.to}`.execute(db);
    return Number(rows[0]?.n);
  };
  const period = async (p: { current: TimeWindow; previous: TimeWindow }) => {
    const one = async (w: TimeWindow) => ({
      from: w.from.toISOString(),
      to: w.to.toISOString(),
      ...(await paidIn(w)),
      orders: await createdIn(w),
    });
    return { current: await one(p.current), previous: await one(p.previous) };
  };
  const byStatus = await sql<{ status: OrderStatus; n: number }>`
    SELECT status, count(*) AS n FROM orders
    WHERE tenant_id = ${tenantId} AND created_at BETWEEN ${month.from} AND ${month.to} GROUP BY status`.execute(db);
  const topGames = await sql<{ game_id: number; name: string; gmv: number; n: number }>`
    SELECT o.game_id, coalesce(g.name, '') AS name, sum(o.total_fen)::bigint AS gmv, count(*) AS n
    FROM orders o LEFT JOIN games g ON g.tenant_id = o.tenant_id AND g.id = o.game_id
    WHERE o.tenant_id = ${tenantId} AND o.paid_at BETWEEN ${month.from} AND ${month.to} AND o.status IN (${standing})
    GROUP BY o.game_id, g.name ORDER BY gmv DESC, o.game_id LIMIT 5`.execute(db);
  const funnel = await sql<{ visitors: number; viewers: number; buyers: number; payers: number }>`
    WITH ev AS (
      SELECT visitor_id, user_id, kind FROM browse_events
      WHERE tenant_id = ${tenantId} AND kind IN ('tenant', 'goods') AND created_at BETWEEN ${week.from} AND ${week.to}
    ), viewers AS (
      SELECT DISTINCT visitor_id FROM ev WHERE kind = 'goods'
    ), buyers AS (
      SELECT buyer_user_id, bool_or(paid_at IS NOT NULL) AS paid FROM orders
      WHERE tenant_id = ${tenantId} AND origin = 'purchase' AND created_at BETWEEN ${week.from} AND ${week.to}
      GROUP BY buyer_user_id
    ), funnel_buyers AS (
      SELECT b.paid FROM buyers b
      WHERE EXISTS (SELECT 1 FROM ev e JOIN viewers v ON v.visitor_id = e.visitor_id WHERE e.user_id = b.buyer_user_id)
    )
    SELECT (SELECT count(DISTINCT visitor_id) FROM ev) AS visitors, (SELECT count(*) FROM viewers) AS viewers,
      (SELECT count(*) FROM funnel_buyers) AS buyers, (SELECT count(*) FILTER (WHERE paid) FROM funnel_buyers) AS payers
  `.execute(db);
  const steps = funnel.rows[0] as { visitors: number; viewers: number; buyers: number; payers: number };
  const visitors = Number(steps.visitors);
  const detailViewers = Math.min(Number(steps.viewers), visitors);
  const buyers = Math.min(Number(steps.buyers), detailViewers);
  const counts = new Map(byStatus.rows.map((row) => [row.status, Number(row.n)]));
  return {
    today: await period(periods[0]),
    last7Days: await period(periods[1]),
    last30Days: await period(periods[2]),
    ordersByStatus: orderStatuses.map((status) => ({ status, count: counts.get(status) ?? 0 })),
    topGames: topGames.rows.map((row) => ({
      gameId: Number(row.game_id),
      name: row.name,
      gmvFen: Number(row.gmv),
      paidOrders: Number(row.n),
    })),
    funnel: {
      from: week.from.toISOString(),
      to: week.to.toISOString(),
      visitors,
      detailViewers,
      buyers,
      payers: Math.min(Number(steps.payers), buyers),
    },
  };
}

describe('the dashboard’s figures', () => {
  it('are on any history what each figure’s own query gives', async () => {
    await fc.assert(
      fc.asyncProperty(historySpec, async (history) => {
        const tenantId = await seedHistory(database.db, history);
        const dashboard = await getDashboard(await contextOf(database.db, tenantId, { now: () => NOW }));
        const { today, last7Days, last30Days, ordersByStatus, topGames, funnel } = dashboard;
        expect({ today, last7Days, last30Days, ordersByStatus, topGames, funnel }).toEqual(
          await expectedFigures(database.db, tenantId),
        );
      }),
      { numRuns: 25 },
    );
  });
});
