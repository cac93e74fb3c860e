import type { Dashboard } from '@gs/shared/staff-dashboard';
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
      expect(dashboard.pending.listingReviews, code).toBe(seeded.listingReviews);
      const inStates = dashboard.ordersByStatus.reduce((sum, row) => sum + row.count, 0);
      expect(inStates, code).toBe(seeded.orders);
      expect(dashboard.last30Days.current.orders, code).toBe(seeded.orders);
    }
    // The demo shop has seven orders and nova two (the demo queues' sales), so a figure leaking across shops would show.
    expect((await seededFigures('demo')).orders).toBe(7);
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
    // The demo's orders are recent: the 90 days hold every one of them.
    const total = quarter.current.reduce((sum, day) => sum + day.orders, 0);
    expect(total).toBeGreaterThan(0);
    expect((await series(operator, '?days=7')).statusCode).toBe(400);
  });
});
