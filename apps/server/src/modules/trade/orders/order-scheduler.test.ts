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
import { startOrderScheduler, sweepExpiredOrders } from './order-scheduler.ts';
import { createOrder } from './orders.service.ts';

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
    const pay = await app.inject({
      method: 'POST',
      url: `/api/order/${order.id}/pay`,
      headers: authHeaders(buyer.token),
    });
    expect(pay.statusCode).toBe(200);
    clock.advance(15 * 60_000 + 1);
    const deadline = Date.now() + 5000;
    while (Date.now() < deadline && (await listingStatus(database.db, demoId, goodsId)) !== 'on_sale') {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(await listingStatus(database.db, demoId, goodsId)).toBe('on_sale');
    const row = await database.db.selectFrom('orders').select('status').where('id', '=', order.id).executeTakeFirst();
    expect(row?.status).toBe('cancelled');
    // Its payment is closed here and then at the gateway, on the following ticks.
    const closedAtGateway = async () =>
      (
        await database.db
          .selectFrom('payments')
          .select(['status', 'provider_closed_at'])
          .where('order_id', '=', order.id)
          .executeTakeFirstOrThrow()
      ).provider_closed_at;
    while (Date.now() < deadline && (await closedAtGateway()) === null) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(await closedAtGateway()).not.toBeNull();
    await app.close();
    await expectEveryOrderBalanced(database.db);
  });
});

describe('one tick', () => {
  it('asks about payments before the expiry sweep and runs the follow-ups after it', async () => {
    const clock = movableClock();
    const demoId = await tenantIdOf(database.db, 'demo');
    const buyer = await verifiedBuyer(await contextOf(database.db, demoId, clock), '13999990002');
    const ctx = await contextOf(database.db, demoId, clock);
    const goodsId = await insertTestListing(database.db, demoId);
    const order = await createOrder(
      { ...ctx, userId: buyer.userId },
      { goodsId, guarantee: 'none', payMode: 'full', agree: true },
    );
    clock.advance(15 * 60_000 + 1);
    const seen: string[] = [];
    const statusNow = async () =>
      (await database.db.selectFrom('orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow())
        .status;
    const scheduler = startOrderScheduler({
      db: database.db,
      deps: { outcomeHooks: {}, alert: () => undefined },
      clock,
      intervalMs: 3_600_000,
      onError: (error) => seen.push(`error ${String(error)}`),
      beforeEachTick: async () => seen.push(`before: ${await statusNow()}`),
      alsoEachTick: async () => seen.push(`after: ${await statusNow()}`),
    });
    await scheduler.tick();
    await scheduler.stop();
    expect(seen).toEqual(['before: pending_payment', 'after: cancelled']);
    await expectEveryOrderBalanced(database.db);
  });
});

describe('a suspended shop (issue 25)', () => {
  it('keeps its open orders moving: an unpaid order still expires and frees its listing', async () => {
    const clock = movableClock();
    const demoId = await tenantIdOf(database.db, 'demo');
    const buyer = await verifiedBuyer(await contextOf(database.db, demoId, clock), '13999990003');
    const ctx = await contextOf(database.db, demoId, clock);
    const goodsId = await insertTestListing(database.db, demoId);
    const order = await createOrder(
      { ...ctx, userId: buyer.userId },
      { goodsId, guarantee: 'none', payMode: 'full', agree: true },
    );
    await database.db.updateTable('tenants').set({ status: 'suspended' }).where('id', '=', demoId).execute();
    try {
      clock.advance(15 * 60_000 + 1);
      const deps = { outcomeHooks: {}, alert: () => undefined };
      expect(await sweepExpiredOrders(database.db, deps, clock.now())).toBeGreaterThanOrEqual(1);
      const row = await database.db.selectFrom('orders').select('status').where('id', '=', order.id).executeTakeFirst();
      expect(row?.status).toBe('cancelled');
      expect(await listingStatus(database.db, demoId, goodsId)).toBe('on_sale');
    } finally {
      await database.db.updateTable('tenants').set({ status: 'active' }).where('id', '=', demoId).execute();
    }
    await expectEveryOrderBalanced(database.db);
  });
});
