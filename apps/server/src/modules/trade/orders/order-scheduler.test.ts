import type { Order } from '@gs/shared/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, envelope, type TestDatabase, testAppDeps, testConfig } from '../../../../test/helpers.ts';
import { authHeaders, tenantIdOf } from '../../../../test/identity-helpers.ts';
import {
  contextOf,
  expectEveryOrderBalanced,
  insertTestListing,
  listingStatus,
  movableClock,
  verifiedBuyer,
} from '../../../../test/trade-fixtures.ts';
import { buildApp } from '../../../app.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

describe('the order scheduler started by the app', () => {
  it('expires unpaid orders on its own and stops when the app closes', async () => {
    const clock = movableClock();
    const app = await buildApp(testAppDeps(database.db, testConfig(), { clock, schedulerIntervalMs: 25 }));
    await app.ready();
    const demoId = await tenantIdOf(database.db, 'demo');
    const buyer = await verifiedBuyer(await contextOf(database.db, demoId, clock), '13999990001');
    const goodsId = await insertTestListing(database.db, demoId);
    const created = await app.inject({
      method: 'POST',
      url: '/api/order/create',
      headers: authHeaders(buyer.token),
      payload: { goodsId, guarantee: 'none', payMode: 'full', agree: true },
    });
    const order = envelope<Order>(created).data;
    clock.advance(15 * 60_000 + 1);
    const deadline = Date.now() + 5000;
    while (Date.now() < deadline && (await listingStatus(database.db, demoId, goodsId)) !== 'on_sale') {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(await listingStatus(database.db, demoId, goodsId)).toBe('on_sale');
    const row = await database.db.selectFrom('orders').select('status').where('id', '=', order.id).executeTakeFirst();
    expect(row?.status).toBe('cancelled');
    await app.close();
    await expectEveryOrderBalanced(database.db);
  });
});
