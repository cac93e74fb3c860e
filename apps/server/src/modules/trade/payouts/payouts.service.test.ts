import type { Guarantee } from '@gs/shared/orders';
import type { Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/helpers.ts';
import { tenantIdOf } from '../../../../test/identity-helpers.ts';
import {
  contextOf,
  expectEveryOrderBalanced,
  insertTestListing,
  movableClock,
  payThroughGateway,
  type TestBuyer,
  testSecretBox,
  verifiedBuyer,
} from '../../../../test/trade-fixtures.ts';
import { expectEveryWalletBalanced, proceedsOf, sellConsignment } from '../../../../test/wallet-fixtures.ts';
import type { Database } from '../../../db/database.ts';
import type { OrderRow } from '../../../db/tables/orders.table.ts';
import { inTransaction } from '../../../db/transaction.ts';
import type { RequestContext } from '../../../lib/context.ts';
import { checkLedgerBalance, postEntries, walletBalance } from '../ledger/ledger.service.ts';
import { completeOrder, transitionOrder } from '../orders/order-lifecycle.ts';
import { startOrderScheduler, sweepDuePayouts } from '../orders/order-scheduler.ts';
import { saveOrderSettings } from '../orders/order-settings.ts';
import { lockOrder } from '../orders/orders.repository.ts';
import { confirmReceipt, createOrder } from '../orders/orders.service.ts';
import { createTradeDeps, type TradeDeps } from '../trade-deps.ts';
import { checkUserWallet } from '../wallet/wallet-check.ts';
import { chargeSellerForClaim, heldProceeds, releaseDuePayouts, settleSellerProceeds } from './payouts.service.ts';

let database: TestDatabase;
let db: Kysely<Database>;
let demoId: number;
let demo: RequestContext;
let deps: TradeDeps;
let buyer: TestBuyer;
const clock = movableClock();
const DAY = 86_400_000;
let phoneSeq = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  demoId = await tenantIdOf(db, 'demo');
  demo = await contextOf(db, demoId, clock);
  deps = createTradeDeps(db, testSecretBox, () => undefined);
  buyer = await verifiedBuyer(demo, '13966800999');
});
// The money invariants after every case: each order's postings and escrow, each user's wallet and holds.
afterEach(async () => {
  await expectEveryOrderBalanced(db);
  await expectEveryWalletBalanced(db);
});
afterAll(async () => {
  await database.drop();
});

async function newSeller() {
  phoneSeq += 1;
  return verifiedBuyer(demo, `1396680${String(phoneSeq).padStart(4, '0')}`);
}

const setHoldDays = (days: Record<Guarantee, number>) => saveOrderSettings(demo, { payoutHoldDays: days });
const balance = (account: 'seller_wallet' | 'seller_held' | 'seller_recovery', user: TestBuyer) =>
  walletBalance(db, demoId, account, user.userId);
const orderRow = (orderId: number) =>
  db
    .selectFrom('orders')
    .selectAll()
    .where('tenant_id', '=', demoId)
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
const releasePostings = (orderId: number) =>
  db
    .selectFrom('ledger_postings')
    .select('id')
    .where('tenant_id', '=', demoId)
    .where('order_id', '=', orderId)
    .where('kind', '=', 'payout_release')
    .execute();
/** One release pass of the demo shop at `at`, in its own transaction (as the scheduler runs it). */
const releaseAt = (at: Date) => inTransaction(db, (trx) => releaseDuePayouts(trx, demoId, at));
const later = (ms: number) => new Date(clock.now().getTime() + ms);

/** A consignment sale of the seller at this price, completed now: answers the order's row. */
async function sold(seller: TestBuyer, priceFen: number): Promise<OrderRow> {
  const order = await sellConsignment(demo, deps, seller, buyer, priceFen);
  return orderRow(order.id);
}

/** The seller's proceeds of a sale released to their wallet (the hold passed), then owed back by a claim. */
async function sellerOwing(debtFen: number) {
  const seller = await newSeller();
  const order = await sold(seller, 100_000);
  await releaseAt(later(7 * DAY));
  const charge = await inTransaction(db, (trx) =>
    chargeSellerForClaim(trx, demoId, order, debtFen, clock.now(), `test-claim:${order.id}`),
  );
  expect(charge).toEqual({ fromHeld: 0, recoveryDebt: debtFen });
  return { seller, order };
}

describe('settleSellerProceeds (completion)', () => {
  it('holds the proceeds for the days of the order’s guarantee: seller_held, not the wallet', async () => {
    await setHoldDays({ retrieval: 3, face: 5, none: 7 });
    try {
      const seller = await newSeller();
      const listing = await insertTestListing(db, demoId, {
        price: 100_000,
        sellerUserId: seller.userId,
        instant: true,
      });
      const asBuyer = { ...demo, userId: buyer.userId };
      const order = await createOrder(asBuyer, {
        goodsId: listing,
        guarantee: 'retrieval',
        payMode: 'full',
        agree: true,
      });
      await payThroughGateway(demo, deps, buyer.userId, order.id);
      await confirmReceipt(asBuyer, deps, order.id);

      expect(await balance('seller_wallet', seller)).toBe(0);
      expect(await balance('seller_held', seller)).toBe(proceedsOf(100_000));
      expect(await heldProceeds(db, demoId, order.id)).toMatchObject({
        seller_user_id: seller.userId,
        amount_fen: proceedsOf(100_000),
        release_at: new Date(clock.now().getTime() + 3 * DAY),
        released_at: null,
        taken_fen: 0,
      });
      const check = await checkLedgerBalance(db, demoId, order.id);
      expect(check.problems).toEqual([]);
      expect(check.accounts).toMatchObject({ escrow: 0, seller_held: proceedsOf(100_000) });
      expect(check.accounts.seller_wallet).toBeUndefined();

      // Settling again (a retried completion) changes nothing.
      const row = await orderRow(order.id);
      await settleSellerProceeds(db, demo, row, proceedsOf(100_000), clock.now());
      expect(await balance('seller_held', seller)).toBe(proceedsOf(100_000));
    } finally {
      await setHoldDays({ retrieval: 7, face: 7, none: 7 });
    }
  });

  it('with 0 days pays the wallet at completion and records the payout as released', async () => {
    await setHoldDays({ retrieval: 7, face: 7, none: 0 });
    try {
      const seller = await newSeller();
      const order = await sold(seller, 100_000);
      expect(await balance('seller_wallet', seller)).toBe(proceedsOf(100_000));
      expect(await balance('seller_held', seller)).toBe(0);
      expect(await heldProceeds(db, demoId, order.id)).toMatchObject({
        amount_fen: proceedsOf(100_000),
        released_at: clock.now(),
      });
    } finally {
      await setHoldDays({ retrieval: 7, face: 7, none: 7 });
    }
  });

  it('with 0 days repays what the seller owes before anything reaches the wallet', async () => {
    const { seller } = await sellerOwing(30_000);
    expect(await balance('seller_recovery', seller)).toBe(-30_000);
    await setHoldDays({ retrieval: 7, face: 7, none: 0 });
    try {
      const walletBefore = await balance('seller_wallet', seller);
      await sold(seller, 100_000);
      expect(await balance('seller_recovery', seller)).toBe(0);
      expect((await balance('seller_wallet', seller)) - walletBefore).toBe(proceedsOf(100_000) - 30_000);
    } finally {
      await setHoldDays({ retrieval: 7, face: 7, none: 7 });
    }
  });

  it('settles an order with a part refunded before completion: seller less the refund, fees unchanged', async () => {
    const seller = await newSeller();
    const small = await partlyRefundedAndCompleted(seller, 100_000, 20_000);
    expect(small.check.problems).toEqual([]);
    expect(small.check.accounts).toMatchObject({
      escrow: 0,
      buyer: -(small.order.paid_fen - 20_000),
      platform_fee: small.order.service_fee_fen,
      seller_held: proceedsOf(100_000) - 20_000,
      // The merchant keeps its share (price − proceeds): the refund came off the seller's.
      merchant: small.order.price_fen - proceedsOf(100_000),
    });
    // A refund above the seller's proceeds: they get nothing, the merchant's share covers the rest.
    const large = await partlyRefundedAndCompleted(seller, 100_000, 98_000);
    expect(large.check.problems).toEqual([]);
    expect(large.check.accounts).toMatchObject({
      escrow: 0,
      buyer: -(large.order.paid_fen - 98_000),
      platform_fee: large.order.service_fee_fen,
      merchant: large.order.price_fen - 98_000,
    });
    expect(large.check.accounts.seller_held).toBeUndefined();
    expect(await heldProceeds(db, demoId, large.order.id)).toBeNull();
  });
});

/** Paid, then `refundFen` refunded from escrow (as a claim's partial refund does), then completed. */
async function partlyRefundedAndCompleted(seller: TestBuyer, priceFen: number, refundFen: number) {
  const placed = await sellConsignment(demo, deps, seller, buyer, priceFen, { complete: false });
  await inTransaction(db, async (trx) => {
    const order = await lockOrder(trx, demoId, placed.id);
    if (!order) throw new Error('no order');
    await postEntries(trx, demoId, {
      orderId: order.id,
      kind: 'refund',
      key: `test-partial:${order.id}`,
      at: clock.now(),
      entries: [
        { account: 'escrow', amount: -refundFen },
        { account: 'buyer', userId: order.buyer_user_id, amount: refundFen },
      ],
    });
    const refunded = await trx
      .updateTable('orders')
      .set({ refunded_fen: refundFen })
      .where('tenant_id', '=', demoId)
      .where('id', '=', order.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await completeOrder(trx, demoId, refunded, { actor: 'staff', userId: null }, clock.now(), {});
  });
  return { order: await orderRow(placed.id), check: await checkLedgerBalance(db, demoId, placed.id) };
}

describe('releaseDuePayouts (the scheduler’s pass)', () => {
  it('releases a hold once it is due, not before; the ledger and the wallet agree at each step', async () => {
    const seller = await newSeller();
    const order = await sold(seller, 100_000);
    const hold = await heldProceeds(db, demoId, order.id);
    if (!hold) throw new Error('no hold');
    await releaseAt(new Date(hold.release_at.getTime() - 1));
    expect(await balance('seller_held', seller)).toBe(proceedsOf(100_000));
    expect(await balance('seller_wallet', seller)).toBe(0);
    expect((await checkUserWallet(db, demoId, seller.userId)).problems).toEqual([]);

    await releaseAt(hold.release_at);
    expect(await balance('seller_held', seller)).toBe(0);
    expect(await balance('seller_wallet', seller)).toBe(proceedsOf(100_000));
    expect((await heldProceeds(db, demoId, order.id))?.released_at).toEqual(hold.release_at);
    expect((await checkLedgerBalance(db, demoId, order.id)).accounts).toMatchObject({
      escrow: 0,
      seller_held: 0,
      seller_wallet: proceedsOf(100_000),
    });
    // A later pass finds nothing more of it.
    await releaseAt(later(30 * DAY));
    expect(await releasePostings(order.id)).toHaveLength(1);
  });

  it('keeps the money of an order in after-sale held past its time; releases it once back in completed', async () => {
    const seller = await newSeller();
    const order = await sold(seller, 100_000);
    const staff = { actor: 'staff' as const, userId: null };
    await transitionOrder(db, demoId, order, 'after_sale', staff, clock.now());
    await releaseAt(later(8 * DAY));
    expect(await balance('seller_held', seller)).toBe(proceedsOf(100_000));
    expect(await releasePostings(order.id)).toHaveLength(0);

    // The claim rejected: back to completed, and the next pass releases it.
    await transitionOrder(db, demoId, await orderRow(order.id), 'completed', staff, clock.now());
    await releaseAt(later(8 * DAY));
    expect(await balance('seller_held', seller)).toBe(0);
    expect(await balance('seller_wallet', seller)).toBe(proceedsOf(100_000));
  });

  it('repays the seller’s recovery debt first, the rest to the wallet', async () => {
    const { seller } = await sellerOwing(30_000);
    const walletBefore = await balance('seller_wallet', seller);
    await sold(seller, 200_000);
    expect(await balance('seller_recovery', seller)).toBe(-30_000);
    await releaseAt(later(7 * DAY));
    expect(await balance('seller_recovery', seller)).toBe(0);
    expect((await balance('seller_wallet', seller)) - walletBefore).toBe(proceedsOf(200_000) - 30_000);

    // A debt larger than the proceeds released: all of them repay it, nothing reaches the wallet.
    const big = await sellerOwing(proceedsOf(100_000));
    const bigWallet = await balance('seller_wallet', big.seller);
    await sold(big.seller, 60_000);
    await releaseAt(later(7 * DAY));
    expect(await balance('seller_recovery', big.seller)).toBe(proceedsOf(60_000) - proceedsOf(100_000));
    expect(await balance('seller_wallet', big.seller)).toBe(bigWallet);
  });

  it('releases each hold once when passes run at the same time', async () => {
    // Everything due by then is released first, so the race has exactly these five holds to share.
    const at = later(7 * DAY + 1);
    await sweepDuePayouts(db, at);
    const sellers = await Promise.all(Array.from({ length: 5 }, () => newSeller()));
    const orders = [];
    for (const seller of sellers) orders.push(await sold(seller, 100_000));
    const passes = await Promise.all([
      ...Array.from({ length: 5 }, () => releaseAt(at)),
      ...Array.from({ length: 5 }, () => sweepDuePayouts(db, at)),
    ]);
    expect(passes.reduce((sum, count) => sum + count, 0)).toBe(5);
    for (const [i, order] of orders.entries()) {
      expect(await releasePostings(order.id)).toHaveLength(1);
      expect(await balance('seller_wallet', sellers[i] as TestBuyer)).toBe(proceedsOf(100_000));
    }
  });

  it('skips a hold another pass has locked, and releases it after', async () => {
    const at = later(7 * DAY + 2);
    await sweepDuePayouts(db, at);
    const seller = await newSeller();
    const order = await sold(seller, 100_000);
    let letGo: () => void = () => undefined;
    const holding = new Promise<void>((resolve) => {
      letGo = resolve;
    });
    let firstCount = -1;
    const first = db.transaction().execute(async (trx) => {
      firstCount = await releaseDuePayouts(trx, demoId, at);
      await holding;
    });
    while (firstCount < 0) await new Promise((resolve) => setTimeout(resolve, 10));
    // The first pass holds the row: the second skips it rather than waiting or releasing it twice.
    expect(await releaseAt(at)).toBe(0);
    letGo();
    await first;
    expect(firstCount).toBe(1);
    expect(await releasePostings(order.id)).toHaveLength(1);
    expect(await balance('seller_wallet', seller)).toBe(proceedsOf(100_000));
  });

  it('runs in the order scheduler’s tick', async () => {
    const seller = await newSeller();
    const order = await sold(seller, 100_000);
    const tickClock = movableClock(later(7 * DAY));
    const errors: unknown[] = [];
    const scheduler = startOrderScheduler({
      db,
      deps: { outcomeHooks: {}, alert: () => undefined },
      clock: tickClock,
      intervalMs: 3_600_000,
      onError: (error) => errors.push(error),
    });
    await scheduler.tick();
    await scheduler.stop();
    expect(errors).toEqual([]);
    expect(await releasePostings(order.id)).toHaveLength(1);
    expect(await balance('seller_wallet', seller)).toBe(proceedsOf(100_000));
  });
});

describe('chargeSellerForClaim (a claim paid for the buyer after completion)', () => {
  const charge = (order: OrderRow, amountFen: number, key: string) =>
    inTransaction(db, (trx) => chargeSellerForClaim(trx, demoId, order, amountFen, clock.now(), key));

  it('takes from the order’s held proceeds; the release pays out only what is left', async () => {
    const seller = await newSeller();
    const order = await sold(seller, 100_000);
    const guaranteeBefore = await walletBalance(db, demoId, 'guarantee', null);
    expect(await charge(order, 40_000, `claim-a:${order.id}`)).toEqual({ fromHeld: 40_000, recoveryDebt: 0 });
    expect(await balance('seller_held', seller)).toBe(proceedsOf(100_000) - 40_000);
    expect((await walletBalance(db, demoId, 'guarantee', null)) - guaranteeBefore).toBe(40_000);
    expect((await heldProceeds(db, demoId, order.id))?.taken_fen).toBe(40_000);
    // The same key again (a retried decision) answers the same and moves nothing.
    expect(await charge(order, 40_000, `claim-a:${order.id}`)).toEqual({ fromHeld: 40_000, recoveryDebt: 0 });
    expect(await balance('seller_held', seller)).toBe(proceedsOf(100_000) - 40_000);

    await releaseAt(later(7 * DAY));
    expect(await balance('seller_held', seller)).toBe(0);
    expect(await balance('seller_wallet', seller)).toBe(proceedsOf(100_000) - 40_000);
  });

  it('takes what is still held and no more: the rest is beyond the seller’s proceeds', async () => {
    const seller = await newSeller();
    const order = await sold(seller, 100_000);
    await charge(order, 50_000, `claim-b1:${order.id}`);
    const left = proceedsOf(100_000) - 50_000;
    expect(await charge(order, 80_000, `claim-b2:${order.id}`)).toEqual({ fromHeld: left, recoveryDebt: 0 });
    expect(await balance('seller_held', seller)).toBe(0);
    expect(await balance('seller_recovery', seller)).toBe(0);
    expect(await charge(order, 10_000, `claim-b3:${order.id}`)).toEqual({ fromHeld: 0, recoveryDebt: 0 });
    // Released later, an emptied hold pays nothing out.
    await releaseAt(later(7 * DAY));
    expect(await balance('seller_wallet', seller)).toBe(0);
  });

  it('records a recovery debt once the proceeds were released, up to them', async () => {
    const seller = await newSeller();
    const order = await sold(seller, 100_000);
    await releaseAt(later(7 * DAY));
    expect(await charge(order, 30_000, `claim-c1:${order.id}`)).toEqual({ fromHeld: 0, recoveryDebt: 30_000 });
    expect(await balance('seller_recovery', seller)).toBe(-30_000);
    // The wallet keeps its money (never negative): the debt waits for later proceeds.
    expect(await balance('seller_wallet', seller)).toBe(proceedsOf(100_000));
    const rest = proceedsOf(100_000) - 30_000;
    expect(await charge(order, 500_000, `claim-c2:${order.id}`)).toEqual({ fromHeld: 0, recoveryDebt: rest });
    expect(await balance('seller_recovery', seller)).toBe(-proceedsOf(100_000));
    expect((await heldProceeds(db, demoId, order.id))?.debt_fen).toBe(proceedsOf(100_000));
  });

  it('charges an order completed before the payout hold existed as already released', async () => {
    const seller = await newSeller();
    const placed = await sellConsignment(demo, deps, seller, buyer, 100_000, { complete: false });
    // Completion as it was before the hold: the settlement credited seller_wallet, no payout row.
    const order = await inTransaction(db, async (trx) => {
      const row = await lockOrder(trx, demoId, placed.id);
      if (!row) throw new Error('no order');
      const proceeds = proceedsOf(100_000);
      await postEntries(trx, demoId, {
        orderId: row.id,
        kind: 'settlement',
        key: `settle:${row.id}`,
        at: clock.now(),
        entries: [
          { account: 'escrow', amount: -row.paid_fen },
          { account: 'platform_fee', amount: row.service_fee_fen },
          { account: 'guarantee', amount: row.guarantee_fee_fen },
          { account: 'merchant', amount: row.price_fen - proceeds },
          { account: 'seller_wallet', userId: seller.userId, amount: proceeds },
        ],
      });
      const actor = { actor: 'system' as const, userId: null };
      return transitionOrder(trx, demoId, row, 'completed', actor, clock.now(), { completed_at: clock.now() });
    });
    expect(await heldProceeds(db, demoId, order.id)).toBeNull();
    expect(await charge(order, 20_000, `claim-d:${order.id}`)).toEqual({ fromHeld: 0, recoveryDebt: 20_000 });
    expect(await balance('seller_recovery', seller)).toBe(-20_000);
    expect(await heldProceeds(db, demoId, order.id)).toMatchObject({
      amount_fen: proceedsOf(100_000),
      debt_fen: 20_000,
      released_at: order.completed_at,
    });
  });

  it('charges nothing for the shop’s own listing', async () => {
    const listing = await insertTestListing(db, demoId, { price: 80_000, instant: true });
    const asBuyer = { ...demo, userId: buyer.userId };
    const placed = await createOrder(asBuyer, { goodsId: listing, guarantee: 'none', payMode: 'full', agree: true });
    await payThroughGateway(demo, deps, buyer.userId, placed.id);
    await confirmReceipt(asBuyer, deps, placed.id);
    const order = await orderRow(placed.id);
    expect(await heldProceeds(db, demoId, order.id)).toBeNull();
    const guaranteeBefore = await walletBalance(db, demoId, 'guarantee', null);
    expect(await charge(order, 10_000, `claim-e:${order.id}`)).toEqual({ fromHeld: 0, recoveryDebt: 0 });
    expect(await walletBalance(db, demoId, 'guarantee', null)).toBe(guaranteeBefore);
  });
});
