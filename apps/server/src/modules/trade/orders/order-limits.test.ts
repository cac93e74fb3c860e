import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/helpers.ts';
import { tenantIdOf } from '../../../../test/identity-helpers.ts';
import {
  contextOf,
  insertTestListing,
  listingStatus,
  movableClock,
  type TestBuyer,
  testSecretBox,
  verifiedBuyer,
} from '../../../../test/trade-fixtures.ts';
import type { Database } from '../../../db/database.ts';
import type { RequestContext } from '../../../lib/context.ts';
import { AppError } from '../../../lib/errors.ts';
import { createTradeDeps, type TradeDeps } from '../trade-deps.ts';
import { sweepExpiredOrders } from './order-scheduler.ts';
import { saveOrderSettings } from './order-settings.ts';
import { cancelOrderByBuyer, createOrder } from './orders.service.ts';

let database: TestDatabase;
let db: Kysely<Database>;
let tenantId: number;
let ctx: RequestContext;
let deps: TradeDeps;
const clock = movableClock();

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  tenantId = await tenantIdOf(db, 'demo');
  ctx = await contextOf(db, tenantId, clock);
  deps = createTradeDeps(db, testSecretBox, () => {});
  // The test template lets every shop have 50 unpaid orders per buyer (test/global-setup.ts): back to the default.
  await saveOrderSettings({ ...ctx }, { maxUnpaidOrders: null });
});
afterAll(async () => {
  await database.drop();
});

let phoneSequence = 0;
const newBuyer = () => verifiedBuyer(ctx, `1396666${String(++phoneSequence).padStart(4, '0')}`);
const as = (user: TestBuyer) => ({ ...ctx, userId: user.userId });
const order = async (user: TestBuyer) =>
  createOrder(as(user), {
    goodsId: await insertTestListing(db, tenantId, { price: 50_000 }),
    guarantee: 'retrieval',
    payMode: 'full',
    agree: true,
  });

/** The error a promise rejects with (fails the test when it resolves). */
async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => expect.fail('expected a refusal'),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('unpaid orders per buyer', () => {
  it('stops a buyer at the default cap of 2 unpaid orders, and lets them order again after paying or cancelling one', async () => {
    const buyer = await newBuyer();
    const first = await order(buyer);
    await order(buyer);
    const listing = await insertTestListing(db, tenantId, { price: 50_000 });
    const refused = await refusal(
      createOrder(as(buyer), { goodsId: listing, guarantee: 'retrieval', payMode: 'full', agree: true }),
    );
    expect(refused.status).toBe(422);
    expect(refused.messageKey).toBe('unpaidOrdersLimit');
    expect(refused.params).toEqual({ max: 2 });
    // Nothing changed: the listing is still on sale for everyone else.
    expect(await listingStatus(db, tenantId, listing)).toBe('on_sale');

    await cancelOrderByBuyer(as(buyer), deps, first.id);
    await expect(
      createOrder(as(buyer), { goodsId: listing, guarantee: 'retrieval', payMode: 'full', agree: true }),
    ).resolves.toMatchObject({ status: 'pending_payment' });
  });

  it("follows the shop's own cap", async () => {
    await saveOrderSettings({ ...ctx }, { maxUnpaidOrders: 1 });
    try {
      const buyer = await newBuyer();
      await order(buyer);
      expect((await refusal(order(buyer))).params).toEqual({ max: 1 });
    } finally {
      await saveOrderSettings({ ...ctx }, { maxUnpaidOrders: null });
    }
  });

  it('holds under 10 parallel orders of one buyer: exactly the cap gets through', async () => {
    const buyer = await newBuyer();
    const listings = await Promise.all(Array.from({ length: 10 }, () => insertTestListing(db, tenantId, {})));
    const results = await Promise.allSettled(
      listings.map((goodsId) =>
        createOrder(as(buyer), { goodsId, guarantee: 'retrieval', payMode: 'full', agree: true }),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(2);
    for (const result of results.filter((entry) => entry.status === 'rejected')) {
      expect((result as PromiseRejectedResult).reason).toMatchObject({ messageKey: 'unpaidOrdersLimit' });
    }
  });
});

describe('cooldown after lapses', () => {
  it('after 3 lapses in 24 hours a buyer waits an hour from the newest; other buyers are not affected', async () => {
    const buyer = await newBuyer();
    await cancelOrderByBuyer(as(buyer), deps, (await order(buyer)).id);
    await cancelOrderByBuyer(as(buyer), deps, (await order(buyer)).id);
    await order(buyer);
    // The third lapses by running out of time (the scheduler's sweep).
    clock.advance(16 * 60_000);
    await sweepExpiredOrders(db, deps, clock.now());

    const refused = await refusal(order(buyer));
    expect(refused.status).toBe(429);
    expect(refused.messageKey).toBe('orderCooldown');
    expect(refused.params).toEqual({ lapses: 3, minutes: 60 });
    await expect(order(await newBuyer())).resolves.toMatchObject({ status: 'pending_payment' });

    clock.advance(59 * 60_000);
    expect((await refusal(order(buyer))).params).toEqual({ lapses: 3, minutes: 1 });
    clock.advance(60_000);
    await expect(order(buyer)).resolves.toMatchObject({ status: 'pending_payment' });
  });

  it('does not count lapses older than 24 hours', async () => {
    const buyer = await newBuyer();
    for (let index = 0; index < 3; index += 1) await cancelOrderByBuyer(as(buyer), deps, (await order(buyer)).id);
    clock.advance(24 * 3_600_000 + 1_000);
    await expect(order(buyer)).resolves.toMatchObject({ status: 'pending_payment' });
  });
});
