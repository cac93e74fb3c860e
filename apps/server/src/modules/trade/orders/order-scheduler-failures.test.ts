import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/helpers.ts';
import { tenantIdOf } from '../../../../test/identity-helpers.ts';
import {
  contextOf,
  insertTestListing,
  movableClock,
  testSecretBox,
  verifiedBuyer,
} from '../../../../test/trade-fixtures.ts';
import type { Database } from '../../../db/database.ts';
import { createTradeDeps } from '../trade-deps.ts';
import { ALERT_AFTER_FAILURES, sweepExpiredOrders } from './order-scheduler.ts';
import { createOrder } from './orders.service.ts';

let database: TestDatabase;
let db: Kysely<Database>;
let tenantId: number;
const clock = movableClock();
const alerts: { event: string; data: Record<string, unknown> }[] = [];
let hookFails = true;
// The hook of another feature's orders stands in for any failure while closing an order.
const failingHook = async () => {
  if (hookFails) throw new Error('the recycle request could not be updated');
};

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  tenantId = await tenantIdOf(db, 'demo');
});
afterAll(async () => {
  await database.drop();
});

const statusOf = async (orderId: number) =>
  (await db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status;
const failureOf = (orderId: number) =>
  db.selectFrom('scheduler_failures').selectAll().where('order_id', '=', orderId).executeTakeFirst();

describe('a sweep with one failing order', () => {
  it('goes on with the others, retries the failing one with backoff, alerts once after 5 failures', async () => {
    const deps = createTradeDeps(db, testSecretBox, (event, data) => alerts.push({ event, data }), {
      outcomeHooks: { bid_recycle: failingHook },
    });
    const ctx = await contextOf(db, tenantId, clock);
    const buyer = await verifiedBuyer(ctx, '13977700001');
    const open = async () =>
      (
        await createOrder(
          { ...ctx, userId: buyer.userId },
          { goodsId: await insertTestListing(db, tenantId), guarantee: 'retrieval', payMode: 'full', agree: true },
        )
      ).id;
    const bad = await open();
    const good = await open();
    // The bad one is due first, so an unisolated sweep would stop before the good one.
    await db.updateTable('orders').set({ origin: 'bid_recycle' }).where('id', '=', bad).execute();
    await sql`UPDATE orders SET expires_at = expires_at - interval '1 second' WHERE id = ${bad}`.execute(db);

    clock.advance(16 * 60_000);
    expect(await sweepExpiredOrders(db, deps, clock.now())).toBe(1);
    expect(await statusOf(good)).toBe('cancelled');
    expect(await statusOf(bad)).toBe('pending_payment');
    expect(await failureOf(bad)).toMatchObject({
      job: 'expire',
      attempts: 1,
      last_error: 'the recycle request could not be updated',
      next_attempt_at: new Date(clock.now().getTime() + 60_000),
    });
    // Not retried before its time.
    expect(await sweepExpiredOrders(db, deps, clock.now())).toBe(0);
    expect((await failureOf(bad))?.attempts).toBe(1);

    // 1, 2, 4, 8 minutes between tries; the fifth failure alerts, the sixth does not again.
    for (const [waitMinutes, attempts] of [
      [1, 2],
      [2, 3],
      [4, 4],
      [8, 5],
      [16, 6],
    ] as const) {
      clock.advance(waitMinutes * 60_000);
      await sweepExpiredOrders(db, deps, clock.now());
      expect((await failureOf(bad))?.attempts, `after ${waitMinutes} min`).toBe(attempts);
    }
    const orderAlerts = alerts.filter((alert) => alert.event === 'order_job_failing');
    expect(orderAlerts).toHaveLength(1);
    expect(orderAlerts[0]?.data).toMatchObject({ orderId: bad, job: 'expire', attempts: ALERT_AFTER_FAILURES });

    hookFails = false;
    clock.advance(32 * 60_000);
    expect(await sweepExpiredOrders(db, deps, clock.now())).toBe(1);
    expect(await statusOf(bad)).toBe('cancelled');
    expect(await failureOf(bad)).toBeUndefined();
  });
});
