import type { Dashboard, PendingQueueKey, PendingWork } from '@gs/shared/staff-dashboard';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginDemoUser } from '../../../test/catalogue-fixtures.ts';
import { buildTestApp, createTestDatabase, envelope, type TestDatabase } from '../../../test/helpers.ts';
import { authHeaders, tenantIdOf } from '../../../test/identity-helpers.ts';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db);
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const get = (token: string | null, host = 'localhost') =>
  app.inject({
    method: 'GET',
    url: '/api/staff/dashboard',
    headers: { ...(token ? authHeaders(token, host) : { host }), 'accept-language': 'en-US' },
  });

/** What the seeded database holds for a tenant: listings waiting for review, orders created since a time. */
async function seededFigures(code: string, since = new Date(0)) {
  const tenantId = await tenantIdOf(database.db, code);
  const reviews = await database.db
    .selectFrom('listings')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tenant_id', '=', tenantId)
    .where('status', '=', 'pending_review')
    .executeTakeFirstOrThrow();
  const orders = await database.db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tenant_id', '=', tenantId)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return { listingReviews: Number(reviews.n), orders: Number(orders.n) };
}

describe('GET /api/staff/dashboard', () => {
  it('is for owners and operators: anonymous 401, recycler and buyer 403', async () => {
    expect((await get(null)).statusCode).toBe(401);
    for (const user of ['recycler', 'buyer']) {
      const refused = await get(await loginDemoUser(app, user));
      expect(refused.statusCode, user).toBe(403);
      expect(envelope(refused)).toMatchObject({ code: 403, data: null, errorCode: 'FORBIDDEN' });
    }
    for (const user of ['owner', 'operator']) {
      const response = await get(await loginDemoUser(app, user));
      expect(response.statusCode, user).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(envelope<Dashboard>(response)).toMatchObject({ code: 200, data: { timeZone: 'Asia/Shanghai' } });
    }
  });

  it('answers each shop its own figures: the staff of another tenant see theirs, not these', async () => {
    for (const [code, host] of [
      ['demo', 'localhost'],
      ['nova', 'nova.localhost'],
    ] as const) {
      const response = await get(await loginDemoUser(app, 'owner', host), host);
      expect(response.statusCode, code).toBe(200);
      const dashboard = envelope<Dashboard>(response).data;
      const seeded = await seededFigures(code, new Date(dashboard.last30Days.current.from));
      const inStates = dashboard.ordersByStatus.reduce((sum, row) => sum + row.count, 0);
      expect(inStates, code).toBe(seeded.orders);
      expect(dashboard.last30Days.current.orders, code).toBe(seeded.orders);
    }
    // The demo shop has its seven orders and the 90 days' history (demo-history.ts), nova two (the demo queues' sales),
    // so a figure leaking across shops would show.
    expect((await seededFigures('demo')).orders).toBeGreaterThan(7 + 15);
    expect((await seededFigures('nova')).orders).toBe(2);
  });
});

describe('GET /api/staff/dashboard/series', () => {
  const series = (token: string | null, query: string) =>
    app.inject({
      method: 'GET',
      url: `/api/staff/dashboard/series${query}`,
      headers: { ...(token ? authHeaders(token, 'localhost') : { host: 'localhost' }), 'accept-language': 'en-US' },
    });

  it('answers 30 days by default and 90 on request, to owners and operators only; other ranges are refused', async () => {
    expect((await series(null, '')).statusCode).toBe(401);
    expect((await series(await loginDemoUser(app, 'buyer'), '')).statusCode).toBe(403);
    const operator = await loginDemoUser(app, 'operator');
    const month = envelope<{ days: number; current: unknown[]; previous: unknown[] }>(await series(operator, '')).data;
    expect([month.days, month.current.length, month.previous.length]).toEqual([30, 30, 30]);
    const quarter = envelope<{ days: number; current: { orders: number }[] }>(await series(operator, '?days=90')).data;
    expect(quarter.current).toHaveLength(90);
    // The demo's orders (its 90 days' history included) are all within the 90 days.
    const total = quarter.current.reduce((sum, day) => sum + day.orders, 0);
    expect(total).toBe((await seededFigures('demo')).orders);
    expect((await series(operator, '?days=7')).statusCode).toBe(400);
  });
});

describe('GET /api/staff/pending-work', () => {
  const pendingWork = (token: string | null, host = 'localhost') =>
    app.inject({
      method: 'GET',
      url: '/api/staff/pending-work',
      headers: { ...(token ? authHeaders(token, host) : { host }), 'accept-language': 'en-US' },
    });

  /** Each queue's list call with the filter its tile's link opens: a tile's count is this list's total. */
  const lists: Record<PendingQueueKey, string> = {
    listingReviews: '/api/staff/listings?status=pending_review',
    recycleSubmitted: '/api/staff/recycle?status=submitted',
    recycleVerifying: '/api/staff/recycle?status=verifying',
    ordersInTrade: '/api/staff/orders?status=in_trade',
    afterSales: '/api/staff/orders?status=after_sale',
    claimsSubmitted: '/api/staff/claims?state=submitted',
    claimsInReview: '/api/staff/claims?state=in_review',
    withdrawals: '/api/staff/withdrawals?status=pending',
    realNameReviews: '/api/staff/realname/reviews',
    merchantApplications: '/api/staff/merchant-applications?status=pending',
    bidPool: '/api/recycler/pool',
    feedbackOpen: '/api/staff/feedback?status=open',
    chatsUnassigned: '/api/staff/chat/conversations?assignee=unassigned',
  };
  const listTotal = async (token: string, host: string, url: string) => {
    const response = await app.inject({
      method: 'GET',
      url: `${url}${url.includes('?') ? '&' : '?'}pageNum=1&pageSize=1`,
      headers: authHeaders(token, host),
    });
    expect(response.statusCode, url).toBe(200);
    return envelope<{ total: number }>(response).data.total;
  };
  const countsOf = (work: PendingWork) => Object.fromEntries(work.queues.map((queue) => [queue.key, queue.count]));

  it('answers each role the queues it may work on: operators, owners and recyclers; buyers 403, anonymous 401', async () => {
    expect((await pendingWork(null)).statusCode).toBe(401);
    const refused = await pendingWork(await loginDemoUser(app, 'buyer'));
    expect(refused.statusCode).toBe(403);
    expect(envelope(refused)).toMatchObject({ code: 403, errorCode: 'FORBIDDEN' });
    const keysOf = async (user: string) => {
      const response = await pendingWork(await loginDemoUser(app, user));
      expect(response.statusCode, user).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      return envelope<PendingWork>(response).data.queues.map((queue) => queue.key);
    };
    const operatorQueues = [
      'listingReviews',
      'recycleSubmitted',
      'recycleVerifying',
      'ordersInTrade',
      'afterSales',
      'claimsSubmitted',
      'claimsInReview',
      'withdrawals',
      'realNameReviews',
      'feedbackOpen',
      'chatsUnassigned',
    ];
    expect(await keysOf('operator')).toEqual(operatorQueues);
    expect(await keysOf('recycler')).toEqual(['bidPool']);
    // The owner works on every queue, in the order shown.
    expect(await keysOf('owner')).toEqual([
      ...operatorQueues.slice(0, 9),
      'merchantApplications',
      'bidPool',
      ...operatorQueues.slice(9),
    ]);
  });

  it('counts each queue of each shop as its list’s total with the tile’s filter, one shop’s never another’s', async () => {
    const seen: Record<string, Record<string, number>> = {};
    for (const host of ['localhost', 'nova.localhost']) {
      const owner = await loginDemoUser(app, 'owner', host);
      const response = await pendingWork(owner, host);
      expect(response.statusCode, host).toBe(200);
      const counts = countsOf(envelope<PendingWork>(response).data);
      for (const [key, url] of Object.entries(lists)) {
        expect(counts[key], `${host} ${key}`).toBe(await listTotal(owner, host, url));
      }
      seen[host] = counts;
    }
    // The demo fills every queue of its first shop at first start; the second shop has its own, fewer.
    const demo = seen.localhost ?? {};
    for (const key of ['listingReviews', 'recycleSubmitted', 'withdrawals', 'realNameReviews', 'bidPool']) {
      expect(demo[key], key).toBeGreaterThan(0);
    }
    expect(seen['nova.localhost']).not.toEqual(demo);
    const demoTenant = await tenantIdOf(database.db, 'demo');
    const reviews = await database.db
      .selectFrom('listings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tenant_id', '=', demoTenant)
      .where('status', '=', 'pending_review')
      .executeTakeFirstOrThrow();
    expect(demo.listingReviews).toBe(Number(reviews.n));
  });
});
