import type { OrderStatus } from '@gs/shared/orders';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, insertTestShop, type TestDatabase } from '../../../test/helpers.ts';
import { contextOf, movableClock } from '../../../test/trade-fixtures.ts';
import type { Database } from '../../db/database.ts';
import type { OrderOrigin } from '../../db/tables/orders.table.ts';
import { Caches } from '../../lib/caches.ts';
import { getDashboard } from './dashboard.service.ts';
import { getDashboardSeries } from './dashboard-series.service.ts';
import { getPendingWork } from './pending-work.service.ts';

/*
 * A shop with a known history around a fixed clock: 2026-11-24 03:00 UTC, 11:00 in China. Today (China) began at
 * 2026-11-23 16:00 UTC; "yesterday to the same time" ends at 2026-11-23 03:00 UTC. Every expected figure below is
 * counted by hand from the table of orders.
 */
const NOW = new Date('2026-11-24T03:00:00Z');
const clock = { now: () => NOW };

interface OrderSpec {
  name: string;
  origin?: OrderOrigin;
  status: OrderStatus;
  game: 'A' | 'B';
  total: number;
  created: string;
  paid: string | null;
  delivered?: boolean;
}

const orders: OrderSpec[] = [
  // Paid at the first instant of today (China), created the evening before (yesterday in China).
  {
    name: 'o1',
    status: 'completed',
    game: 'A',
    total: 10_000,
    created: '2026-11-23T15:50:00Z',
    paid: '2026-11-23T16:00:00Z',
    delivered: true,
  },
  // Paid at the last instant of yesterday (China): not today, and after yesterday's same time.
  {
    name: 'o2',
    status: 'in_trade',
    game: 'B',
    total: 20_000,
    created: '2026-11-23T15:00:00Z',
    paid: '2026-11-23T15:59:59.999Z',
  },
  // Yesterday 10:00 China, before the same time: today's previous period.
  {
    name: 'o3',
    status: 'completed',
    game: 'A',
    total: 30_000,
    created: '2026-11-23T01:55:00Z',
    paid: '2026-11-23T02:00:00Z',
    delivered: true,
  },
  // Yesterday 12:00 China, after the same time: in neither of today's periods, in the last 7 days.
  {
    name: 'o4',
    status: 'after_sale',
    game: 'A',
    total: 40_000,
    created: '2026-11-23T03:30:00Z',
    paid: '2026-11-23T04:00:00Z',
    delivered: true,
  },
  // Paid today, then refunded: out of GMV, still an order created today.
  {
    name: 'o5',
    status: 'refunded',
    game: 'B',
    total: 50_000,
    created: '2026-11-24T00:30:00Z',
    paid: '2026-11-24T01:00:00Z',
    delivered: true,
  },
  { name: 'o6', status: 'pending_payment', game: 'A', total: 15_000, created: '2026-11-24T02:00:00Z', paid: null },
  { name: 'o7', status: 'cancelled', game: 'B', total: 25_000, created: '2026-11-24T02:30:00Z', paid: null },
  // The 7 days' previous period.
  {
    name: 'o8',
    status: 'completed',
    game: 'B',
    total: 60_000,
    created: '2026-11-15T09:00:00Z',
    paid: '2026-11-15T10:00:00Z',
    delivered: true,
  },
  // Within 30 days, not 7.
  {
    name: 'o9',
    status: 'completed',
    game: 'B',
    total: 70_000,
    created: '2026-10-31T23:00:00Z',
    paid: '2026-11-01T00:00:00Z',
    delivered: true,
  },
  // The 30 days' previous period.
  {
    name: 'o10',
    status: 'completed',
    game: 'A',
    total: 80_000,
    created: '2026-10-10T00:00:00Z',
    paid: '2026-10-10T00:00:00Z',
    delivered: true,
  },
  // One second before the 30 days began, and after the previous period's same time: in neither.
  {
    name: 'o11',
    status: 'completed',
    game: 'A',
    total: 90_000,
    created: '2026-10-25T15:00:00Z',
    paid: '2026-10-25T15:59:59Z',
    delivered: true,
  },
  // Only the deposit paid: an order, not GMV.
  { name: 'o12', status: 'paid_deposit', game: 'A', total: 35_000, created: '2026-11-20T00:00:00Z', paid: null },
  // A price-competition recycle order: GMV yes, the purchase funnel no.
  {
    name: 'o13',
    origin: 'bid_recycle',
    status: 'in_trade',
    game: 'A',
    total: 5_000,
    created: '2026-11-24T00:00:00Z',
    paid: '2026-11-24T00:10:00Z',
    delivered: true,
  },
  // Created and paid at this very instant: periods include their end.
  {
    name: 'o14',
    status: 'in_trade',
    game: 'A',
    total: 45_000,
    created: '2026-11-24T03:00:00Z',
    paid: '2026-11-24T03:00:00Z',
  },
];

/** Detail views per listing (L1…L7) at the given times; page visits separately. */
const views: Record<string, string[]> = {
  L1: ['2026-11-20T00:00:00Z', '2026-11-22T00:00:00Z', '2026-11-24T01:00:00Z', '2026-11-01T00:00:00Z'],
  L2: ['2026-11-18T00:00:00Z', '2026-11-19T00:00:00Z', '2026-11-23T20:00:00Z'],
  L3: ['2026-11-05T00:00:00Z', '2026-11-05T01:00:00Z'],
  L4: ['2026-11-20T00:00:00Z'],
  L5: ['2026-11-01T00:00:00Z'],
  L6: ['2026-11-01T00:00:00Z'],
  // Most viewed of all, but before the 30 days.
  L7: Array.from({ length: 6 }, () => '2026-10-20T00:00:00Z'),
};
const visits = [
  '2026-11-17T15:59:59.999Z', // the instant before the 7 days began
  '2026-11-17T16:00:00Z',
  '2026-11-20T08:00:00Z',
  '2026-11-23T23:00:00Z',
  '2026-11-24T03:00:00Z',
];

/** A shop of its own (tenant, settings, games, users) holding the history above; answers what the test needs. */
async function seedShop(db: Kysely<Database>, code: string) {
  const tenantId = await insertTestShop(db, code, `Dashboard ${code}`);
  const game = async (name: string) =>
    (
      await db
        .insertInto('games')
        .values({ tenant_id: tenantId, name, game_type: 'pc', initial: name[0] ?? 'G' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const games = { A: await game('Alpha Legends'), B: await game('Beta Quest'), C: await game('Gamma Idle') };
  const user = async (phone: string) =>
    (
      await db
        .insertInto('users')
        .values({ tenant_id: tenantId, phone, password_hash: 'x', nick_name: phone })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const buyer = await user('13700000001');
  const seller = await user('13700000002');
  const other = await user('13700000003');
  let listingSeq = 0;
  const listing = async (gameId: number, status: 'on_sale' | 'sold' | 'pending_review' | 'draft', title: string) => {
    listingSeq += 1;
    const listed = status === 'on_sale' || status === 'sold' ? new Date('2026-10-01T00:00:00Z') : null;
    return (
      await db
        .insertInto('listings')
        .values({
          tenant_id: tenantId,
          number: `D${code.toUpperCase()}${String(listingSeq).padStart(4, '0')}`,
          game_id: gameId,
          seller_user_id: null,
          kind: 'self_operated',
          status,
          title,
          price_fen: 10_000 * listingSeq,
          listed_at: listed,
          sold_at: status === 'sold' ? listed : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  };

  let orderSeq = 0;
  for (const spec of orders) {
    orderSeq += 1;
    const gameId = games[spec.game];
    const listingId = await listing(gameId, 'sold', `Sold ${spec.name}`);
    const paid = spec.paid ? new Date(spec.paid) : null;
    await db
      .insertInto('orders')
      .values({
        tenant_id: tenantId,
        order_no: `2026${String(tenantId).padStart(4, '0')}${String(orderSeq).padStart(8, '0')}`,
        origin: spec.origin ?? 'purchase',
        buyer_user_id: buyer,
        listing_id: listingId,
        seller_user_id: null,
        listing_kind: 'self_operated',
        listing_number: `N${orderSeq}`,
        listing_title: `Sold ${spec.name}`,
        listing_cover: '',
        game_id: gameId,
        status: spec.status,
        guarantee: 'none',
        pay_mode: spec.status === 'paid_deposit' ? 'deposit' : 'full',
        listing_price_fen: spec.total,
        price_fen: spec.total,
        guarantee_fee_fen: 0,
        service_fee_fen: 0,
        total_fen: spec.total,
        deposit_fen: spec.status === 'paid_deposit' ? 5_000 : 0,
        paid_fen: paid ? spec.total : spec.status === 'paid_deposit' ? 5_000 : 0,
        refunded_fen: spec.status === 'refunded' ? spec.total : 0,
        expires_at: spec.status === 'pending_payment' ? new Date('2026-11-24T03:15:00Z') : null,
        paid_at: paid,
        delivered_at: spec.delivered ? paid : null,
        created_at: new Date(spec.created),
        updated_at: new Date(spec.created),
      })
      .execute();
  }

  const viewed: Record<string, number> = {};
  for (const [name, times] of Object.entries(views)) {
    const id = await listing(games.C, 'on_sale', `Viewed ${name}`);
    viewed[name] = id;
    for (const at of times) {
      await db
        .insertInto('browse_events')
        .values({
          tenant_id: tenantId,
          kind: 'goods',
          goods_id: id,
          visitor_id: 'visitor-0001',
          created_at: new Date(at),
        })
        .execute();
    }
  }
  for (const at of visits) {
    await db
      .insertInto('browse_events')
      .values({ tenant_id: tenantId, kind: 'tenant', path: '/', visitor_id: 'visitor-0002', created_at: new Date(at) })
      .execute();
  }
  // The funnel's people: the detail viewer visitor-0001 signed in as the buyer on a later page; visitor-0004, signed in
  // as another user, opened a listing (L7: outside the top five of 30 days) and bought nothing.
  await db
    .insertInto('browse_events')
    .values([
      {
        tenant_id: tenantId,
        kind: 'tenant',
        path: '/pages/other/orderList',
        user_id: buyer,
        visitor_id: 'visitor-0001',
        created_at: new Date('2026-11-21T00:00:00Z'),
      },
      {
        tenant_id: tenantId,
        kind: 'goods',
        goods_id: viewed.L7,
        user_id: other,
        visitor_id: 'visitor-0004',
        created_at: new Date('2026-11-21T00:00:00Z'),
      },
    ])
    .execute();

  // Work waiting: two listings to review, a pending and a paid withdrawal, quick recycles in several states, a
  // pending and an approved real-name review.
  await listing(games.A, 'pending_review', 'Review me');
  await listing(games.B, 'pending_review', 'Review me too');
  const withdrawal = (status: 'pending' | 'paid') =>
    db
      .insertInto('withdrawals')
      .values({
        tenant_id: tenantId,
        user_id: seller,
        amount_fen: 10_000,
        alipay_name_sealed: 'sealed',
        alipay_account_sealed: 'sealed',
        alipay_account_masked: '138****0000',
        requested_at: NOW,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
      .then(async ({ id }) => {
        if (status === 'paid') {
          await db
            .updateTable('withdrawals')
            .set({ status: 'paid', transfer_ref: `T${tenantId}-${id}`, decided_by: other, decided_at: NOW })
            .where('tenant_id', '=', tenantId)
            .where('id', '=', id)
            .execute();
        }
      });
  await withdrawal('pending');
  await withdrawal('paid');
  const recycleStates = ['submitted', 'verifying', 'paid', 'rejected'] as const;
  for (const [i, status] of recycleStates.entries()) {
    const listingId = await listing(games.A, 'draft', `Recycle ${status}`);
    await db
      .insertInto('recycle_requests')
      .values({
        tenant_id: tenantId,
        number: `HS${code.toUpperCase()}${i}00000`,
        user_id: seller,
        game_id: games.A,
        listing_id: listingId,
        region_node_id: null,
        attrs: '{}',
        quote_fen: 10_000,
        quote_basis: '[]',
        contact: 'QQ 1',
        status,
        reject_reason: status === 'rejected' ? 'Not as described' : '',
        verified_by: status === 'submitted' || status === 'rejected' ? null : other,
        paid_at: status === 'paid' ? NOW : null,
        created_at: NOW,
        updated_at: NOW,
      })
      .execute();
  }
  for (const [userId, status] of [
    [seller, 'pending'],
    [other, 'approved'],
  ] as const) {
    const { id } = await db
      .insertInto('real_name_reviews')
      .values({ tenant_id: tenantId, user_id: userId, front_image: 'f', back_image: 'b', created_at: NOW })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (status === 'approved') {
      await db
        .updateTable('real_name_reviews')
        .set({ status: 'approved', reviewed_by: buyer, reviewed_at: NOW })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .execute();
    }
  }
  return { tenantId, games, viewed };
}

let database: TestDatabase;
let shop: Awaited<ReturnType<typeof seedShop>>;
let twin: Awaited<ReturnType<typeof seedShop>>;

beforeAll(async () => {
  database = await createTestDatabase();
  shop = await seedShop(database.db, 'dash');
  // The same history in a second shop: if any query forgot the tenant, every figure would double.
  twin = await seedShop(database.db, 'twin');
});
afterAll(async () => {
  await database?.drop();
});

const dashboardOf = async (tenantId: number) => getDashboard(await contextOf(database.db, tenantId, clock));

describe('getDashboard', () => {
  it('gives the daily series of 30 and 90 China days, every day present, adding up to the KPIs', async () => {
    const ctx = await contextOf(database.db, shop.tenantId, clock);
    const [dashboard, month, quarter] = await Promise.all([
      getDashboard(ctx),
      getDashboardSeries(ctx, 30),
      getDashboardSeries(ctx, 90),
    ]);
    expect(month.current).toHaveLength(30);
    expect(month.previous).toHaveLength(30);
    expect(quarter.current).toHaveLength(90);
    // Today (China time) last, and the previous period right before the current one.
    expect(month.current.at(-1)?.day).toBe('2026-11-24');
    expect(month.current[0]?.day).toBe('2026-10-26');
    expect(month.previous.at(-1)?.day).toBe('2026-10-25');
    const sum = (days: typeof month.current, key: 'gmvFen' | 'paidOrders' | 'orders') =>
      days.reduce((total, day) => total + day[key], 0);
    expect(sum(month.current, 'gmvFen')).toBe(dashboard.last30Days.current.gmvFen);
    expect(sum(month.current, 'paidOrders')).toBe(dashboard.last30Days.current.paidOrders);
    expect(sum(month.current, 'orders')).toBe(dashboard.last30Days.current.orders);
    expect(sum(quarter.current.slice(-30), 'orders')).toBe(dashboard.last30Days.current.orders);
    // 20 November (China): visitor-0001 opened L1 and L4, visitor-0002 visited a page — two people.
    expect(month.current.find((day) => day.day === '2026-11-20')?.visitors).toBe(2);
    const theirs = await getDashboardSeries(await contextOf(database.db, twin.tenantId, clock), 30);
    expect(theirs.current).toEqual(month.current);
  });

  it('counts GMV, paid orders and orders per period against the previous period, on China days', async () => {
    const dashboard = await dashboardOf(shop.tenantId);
    expect(dashboard.generatedAt).toBe(NOW.toISOString());
    expect(dashboard.trafficAsOf).toBe(NOW.toISOString());
    expect(dashboard.timeZone).toBe('Asia/Shanghai');
    expect(dashboard.today).toEqual({
      // o1 (the first instant of today), o13 (a recycle order), o14 (now); o5 was refunded.
      current: { from: '2026-11-23T16:00:00.000Z', to: NOW.toISOString(), gmvFen: 60_000, paidOrders: 3, orders: 5 },
      // o3, paid yesterday before 11:00 China; o2 (23:59:59 China) and o4 (12:00 China) are after the same time.
      previous: {
        from: '2026-11-22T16:00:00.000Z',
        to: '2026-11-23T03:00:00.000Z',
        gmvFen: 30_000,
        paidOrders: 1,
        orders: 1,
      },
    });
    expect(dashboard.last7Days).toEqual({
      current: { from: '2026-11-17T16:00:00.000Z', to: NOW.toISOString(), gmvFen: 150_000, paidOrders: 6, orders: 10 },
      previous: {
        from: '2026-11-10T16:00:00.000Z',
        to: '2026-11-17T03:00:00.000Z',
        gmvFen: 60_000,
        paidOrders: 1,
        orders: 1,
      },
    });
    expect(dashboard.last30Days).toEqual({
      current: { from: '2026-10-25T16:00:00.000Z', to: NOW.toISOString(), gmvFen: 280_000, paidOrders: 8, orders: 12 },
      // o10 only: o11 was paid a second before the 30 days, but after the previous period's same time.
      previous: {
        from: '2026-09-25T16:00:00.000Z',
        to: '2026-10-25T03:00:00.000Z',
        gmvFen: 80_000,
        paidOrders: 1,
        orders: 1,
      },
    });
  });

  it('counts the last 30 days’ orders by state, every state listed', async () => {
    const dashboard = await dashboardOf(shop.tenantId);
    expect(dashboard.ordersByStatus).toEqual([
      { status: 'pending_payment', count: 1 },
      { status: 'paid_deposit', count: 1 },
      { status: 'in_trade', count: 3 },
      { status: 'completed', count: 4 },
      { status: 'cancelled', count: 1 },
      { status: 'refunded', count: 1 },
      { status: 'after_sale', count: 1 },
    ]);
  });

  it('builds the 7-day funnel in people, each step within the one before (never past 100 %)', async () => {
    const dashboard = await dashboardOf(shop.tenantId);
    expect(dashboard.funnel).toEqual({
      from: '2026-11-17T16:00:00.000Z',
      to: NOW.toISOString(),
      // visitor-0001 (9 detail views and a page), visitor-0002 (4 page visits), visitor-0004 (one detail view).
      visitors: 3,
      // Counted as events these were 9 detail views against 5 page visits: 180 %.
      detailViewers: 2,
      // The buyer browsed as visitor-0001 and created o1–o7, o12, o14 (9 purchases: one person); the other user bought
      // nothing.
      buyers: 1,
      payers: 1,
    });
  });

  it('ranks the top games by 30-day GMV and the top 5 listings by 30-day views', async () => {
    const dashboard = await dashboardOf(shop.tenantId);
    expect(dashboard.topGames).toEqual([
      { gameId: shop.games.B, name: 'Beta Quest', gmvFen: 150_000, paidOrders: 3 },
      { gameId: shop.games.A, name: 'Alpha Legends', gmvFen: 130_000, paidOrders: 5 },
    ]);
    expect(dashboard.topListings.map((row) => [row.listingId, row.views])).toEqual([
      [shop.viewed.L1, 4],
      [shop.viewed.L2, 3],
      [shop.viewed.L3, 2],
      // Ties by listing id: L4 and L5 make the five, L6 is left out; L7's views are all older.
      [shop.viewed.L4, 1],
      [shop.viewed.L5, 1],
    ]);
    expect(dashboard.topListings[0]).toMatchObject({
      title: 'Viewed L1',
      gameId: shop.games.C,
      gameName: 'Gamma Idle',
      status: 'on_sale',
    });
  });

  it('counts the work waiting now, each queue as its list filters it', async () => {
    const ctx = { ...(await contextOf(database.db, shop.tenantId, clock)), userId: 1, roles: ['owner'] as const };
    const work = await getPendingWork(ctx);
    expect(work.generatedAt).toBe(NOW.toISOString());
    expect(Object.fromEntries(work.queues.map((queue) => [queue.key, queue.count]))).toEqual({
      listingReviews: 2,
      recycleSubmitted: 1,
      recycleVerifying: 1,
      // o2 and o14 (paid, not delivered yet) and o13 (delivered, waiting for the confirmation): the orders list's
      // "in trade" filter.
      ordersInTrade: 3,
      afterSales: 1,
      claimsSubmitted: 0,
      claimsInReview: 0,
      withdrawals: 1,
      realNameReviews: 1,
      merchantApplications: 0,
      bidPool: 0,
      feedbackOpen: 0,
      chatsUnassigned: 0,
    });
  });

  it('keeps shops apart: the twin shop has the same figures, not twice them', async () => {
    const [mine, theirs] = await Promise.all([dashboardOf(shop.tenantId), dashboardOf(twin.tenantId)]);
    const comparable = (d: typeof mine) => ({
      ...d,
      topGames: d.topGames.map(({ gameId: _, ...rest }) => rest),
      topListings: d.topListings.map(({ listingId: _, number: __, gameId: ___, ...rest }) => rest),
    });
    expect(comparable(theirs)).toEqual(comparable(mine));
    // …and those figures are one shop's history, exactly.
    expect(theirs.last30Days.current).toMatchObject({ gmvFen: 280_000, paidOrders: 8, orders: 12 });
    expect(theirs.funnel).toMatchObject({ visitors: 3, detailViewers: 2, buyers: 1, payers: 1 });
    expect(theirs.topListings[0]?.views).toBe(4);
    expect(mine.topListings.map((row) => row.listingId)).not.toContain(twin.viewed.L1);
  });
  it('computes a shop’s figures at most every 10 seconds, its traffic figures at most once a minute', async () => {
    // A shop of its own: this test adds to its history.
    const live = await seedShop(database.db, 'live');
    const moving = movableClock(NOW);
    const base = await contextOf(database.db, live.tenantId, moving);
    const ctx = { ...base, caches: new Caches(() => moving.now().getTime()) };
    const first = await getDashboard(ctx);
    const staff = { ...ctx, userId: 1, roles: ['operator'] as const };
    const waiting = async () =>
      Object.fromEntries((await getPendingWork(staff)).queues.map((queue) => [queue.key, queue.count]));
    const firstWaiting = await waiting();
    moving.advance(5_000);
    // A purchase paid now (in trade, to deliver), a listing to review and a page visit.
    const buyer = await database.db
      .selectFrom('users')
      .select('id')
      .where('tenant_id', '=', live.tenantId)
      .where('phone', '=', '13700000001')
      .executeTakeFirstOrThrow();
    const listing = await database.db
      .insertInto('listings')
      .values({
        tenant_id: live.tenantId,
        number: 'DCACHE0001',
        game_id: live.games.A,
        kind: 'self_operated',
        status: 'sold',
        title: 'Sold just now',
        price_fen: 12_300,
        listed_at: NOW,
        sold_at: moving.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await database.db
      .insertInto('orders')
      .values({
        tenant_id: live.tenantId,
        order_no: `2026${String(live.tenantId).padStart(4, '0')}00009999`,
        origin: 'purchase',
        buyer_user_id: buyer.id,
        listing_id: listing.id,
        seller_user_id: null,
        listing_kind: 'self_operated',
        listing_number: 'DCACHE0001',
        listing_title: 'Sold just now',
        listing_cover: '',
        game_id: live.games.A,
        status: 'in_trade',
        guarantee: 'none',
        pay_mode: 'full',
        listing_price_fen: 12_300,
        price_fen: 12_300,
        guarantee_fee_fen: 0,
        service_fee_fen: 0,
        total_fen: 12_300,
        deposit_fen: 0,
        paid_fen: 12_300,
        refunded_fen: 0,
        paid_at: moving.now(),
        created_at: moving.now(),
        updated_at: moving.now(),
      })
      .execute();
    await database.db
      .insertInto('listings')
      .values({
        tenant_id: live.tenantId,
        number: 'DCACHE0002',
        game_id: live.games.A,
        kind: 'self_operated',
        status: 'pending_review',
        title: 'Review me later',
        price_fen: 10_000,
      })
      .execute();
    const visit = { tenant_id: live.tenantId, kind: 'tenant' as const, path: '/', visitor_id: 'visitor-0003' };
    await database.db
      .insertInto('browse_events')
      .values({ ...visit, created_at: moving.now() })
      .execute();

    // Within 10 seconds: the same figures, computed at the same time.
    moving.advance(4_999);
    expect(await getDashboard(ctx)).toEqual(first);
    expect(await waiting()).toEqual(firstWaiting);

    // After 10 seconds: the order, the payment and the work waiting show; the traffic figures are the first ones.
    moving.advance(2);
    const renewed = await getDashboard(ctx);
    expect(renewed.generatedAt).toBe(moving.now().toISOString());
    expect(renewed.today.current).toMatchObject({
      gmvFen: first.today.current.gmvFen + 12_300,
      paidOrders: first.today.current.paidOrders + 1,
      orders: first.today.current.orders + 1,
      to: moving.now().toISOString(),
    });
    expect(renewed.last30Days.current.gmvFen).toBe(first.last30Days.current.gmvFen + 12_300);
    expect(renewed.topGames.find((game) => game.gameId === live.games.A)?.gmvFen).toBe(130_000 + 12_300);
    expect(renewed.ordersByStatus.find((row) => row.status === 'in_trade')?.count).toBe(4);
    expect(await waiting()).toMatchObject({
      listingReviews: (firstWaiting.listingReviews ?? 0) + 1,
      ordersInTrade: (firstWaiting.ordersInTrade ?? 0) + 1,
    });
    expect(renewed.trafficAsOf).toBe(NOW.toISOString());
    expect(renewed.funnel).toEqual(first.funnel);

    // After a minute: the traffic figures too.
    moving.advance(50_000);
    const after = await getDashboard(ctx);
    expect(after.trafficAsOf).toBe(moving.now().toISOString());
    expect(after.funnel).toMatchObject({
      to: moving.now().toISOString(),
      // A new visitor; the new purchase is the same buyer's: still one buyer, one payer.
      visitors: first.funnel.visitors + 1,
      buyers: first.funnel.buyers,
      payers: first.funnel.payers,
    });
  });

  it('computes once for staff who ask together, and never answers a shop with another shop’s figures', async () => {
    const caches = new Caches();
    const mineCtx = { ...(await contextOf(database.db, shop.tenantId, clock)), caches };
    const theirsCtx = { ...(await contextOf(database.db, twin.tenantId, clock)), caches };
    const [mine, again, theirs] = await Promise.all([
      getDashboard(mineCtx),
      getDashboard(mineCtx),
      getDashboard(theirsCtx),
    ]);
    // One computation shared by both requests of the shop (the very same answer)…
    expect(again).toBe(mine);
    // …and the twin shop's own, from its own rows, though its figures are the same.
    expect(theirs).not.toBe(mine);
    expect(mine.topGames.map((game) => game.gameId)).toEqual([shop.games.B, shop.games.A]);
    expect(theirs.topGames.map((game) => game.gameId)).toEqual([twin.games.B, twin.games.A]);
    expect(theirs.topListings[0]?.listingId).toBe(twin.viewed.L1);
    const later = await getDashboard(theirsCtx);
    expect(later).toBe(theirs);
  });
});
