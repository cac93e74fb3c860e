import type { PersonalCenterSummary } from '@gs/shared/personal-center';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginDemoUser } from '../../../test/catalogue-fixtures.ts';
import { buildTestApp, createTestDatabase, envelope, type TestDatabase } from '../../../test/helpers.ts';
import { authHeaders, tenantIdOf, userIdOf } from '../../../test/identity-helpers.ts';
import { contextOf, movableClock, verifiedBuyer } from '../../../test/trade-fixtures.ts';

let database: TestDatabase;
let app: FastifyInstance;
const clock = movableClock();

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, {}, { clock });
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

const summary = (token: string | null, host = 'localhost') =>
  app.inject({
    method: 'GET',
    url: '/api/account/center/summary',
    headers: token ? authHeaders(token, host) : { host },
  });

describe('GET /api/account/center/summary', () => {
  it('needs a login', async () => {
    expect((await summary(null)).statusCode).toBe(401);
  });

  it('answers zeros for a new user', async () => {
    const ctx = await contextOf(database.db, await tenantIdOf(database.db, 'demo'), clock);
    const user = await verifiedBuyer(ctx, '13766620001', { verify: false });
    expect(envelope<PersonalCenterSummary>(await summary(user.token)).data).toEqual({
      orders: { pending_payment: 0, paid_deposit: 0, in_trade: 0, completed: 0, after_sale: 0 },
      products: { reviewing: 0, on_sale: 0, in_trade: 0, sold: 0, off_shelf: 0, rejected: 0 },
      openRecycles: 0,
      favourites: 0,
      evaluations: 0,
    });
  });

  it('counts the demo buyer’s orders by status, as the database holds them, at this shop only', async () => {
    const tenantId = await tenantIdOf(database.db, 'demo');
    const buyerId = await userIdOf(database.db, 'demo', 'buyer');
    const token = await loginDemoUser(app, 'buyer');
    const data = envelope<PersonalCenterSummary>(await summary(token)).data;
    const rows = await database.db
      .selectFrom('orders')
      .select(['status', (eb) => eb.fn.countAll<string>().as('n')])
      .where('tenant_id', '=', tenantId)
      .where('buyer_user_id', '=', buyerId)
      .groupBy('status')
      .execute();
    for (const row of rows) {
      if (row.status in data.orders) expect(data.orders[row.status as keyof typeof data.orders]).toBe(Number(row.n));
    }
    expect(Object.values(data.orders).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);

    // The same phone at another shop is another user with its own counts.
    const novaToken = await loginDemoUser(app, 'buyer', 'nova.localhost');
    const nova = envelope<PersonalCenterSummary>(await summary(novaToken, 'nova.localhost')).data;
    const novaBuyer = await userIdOf(database.db, 'nova', 'buyer');
    const novaOrders = await database.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('tenant_id', '=', await tenantIdOf(database.db, 'nova'))
      .where('buyer_user_id', '=', novaBuyer)
      .where('status', '<>', 'cancelled')
      .where('status', '<>', 'refunded')
      .executeTakeFirstOrThrow();
    expect(Object.values(nova.orders).reduce((a, b) => a + b, 0)).toBe(Number(novaOrders.n));
  });

  it('counts the demo seller’s products by the tabs of "my products" and a favourite once added', async () => {
    const token = await loginDemoUser(app, 'seller');
    const before = envelope<PersonalCenterSummary>(await summary(token)).data;
    const page = await app.inject({
      method: 'GET',
      url: '/api/need/myConsignment?pageSize=1',
      headers: authHeaders(token),
    });
    const counts = envelope<{ counts: Record<string, number> }>(page).data.counts;
    for (const tab of ['reviewing', 'on_sale', 'in_trade', 'sold', 'off_shelf', 'rejected'] as const) {
      expect(before.products[tab], tab).toBe(counts[tab] ?? 0);
    }
    const listing = await database.db
      .selectFrom('listings')
      .select('id')
      .where('tenant_id', '=', await tenantIdOf(database.db, 'demo'))
      .where('status', '=', 'on_sale')
      .where('seller_user_id', '<>', await userIdOf(database.db, 'demo', 'seller'))
      .executeTakeFirstOrThrow();
    await app.inject({
      method: 'POST',
      url: '/api/web/goods/collect',
      headers: authHeaders(token),
      payload: { goodsId: listing.id },
    });
    expect(envelope<PersonalCenterSummary>(await summary(token)).data.favourites).toBe(before.favourites + 1);
  });
});
