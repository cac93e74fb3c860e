import type { Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/helpers.ts';
import { tenantIdOf } from '../../../../test/identity-helpers.ts';
import {
  contextOf,
  expectEveryOrderBalanced,
  insertTestListing,
  listingStatus,
  movableClock,
  type TestBuyer,
  testSecretBox,
  verifiedBuyer,
} from '../../../../test/trade-fixtures.ts';
import type { Database } from '../../../db/database.ts';
import type { RequestContext } from '../../../lib/context.ts';
import { checkLedgerBalance, walletBalance } from '../ledger/ledger.service.ts';
import { handlePaymentNotification } from '../payments/notify.service.ts';
import { payOrder } from '../payments/order-pay.service.ts';
import { createTradeDeps, type TradeDeps } from '../trade-deps.ts';
import { completeOrder } from './order-lifecycle.ts';
import { sweepAutoConfirm, sweepDuePayouts, sweepExpiredOrders } from './order-scheduler.ts';
import { saveOrderSettings } from './order-settings.ts';
import { lockOrder } from './orders.repository.ts';
import { cancelOrderByBuyer, confirmReceipt, createOrder, getOrderDetail } from './orders.service.ts';

let database: TestDatabase;
let db: Kysely<Database>;
let tenantId: number;
let ctx: RequestContext;
let deps: TradeDeps;
let buyer: TestBuyer;
let seller: TestBuyer;
const clock = movableClock();
const alerts: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  tenantId = await tenantIdOf(db, 'demo');
  ctx = await contextOf(db, tenantId, clock);
  deps = createTradeDeps(db, testSecretBox, (event) => alerts.push(event));
  buyer = await verifiedBuyer(ctx, '13955550001');
  seller = await verifiedBuyer(ctx, '13955550002');
});
afterEach(async () => {
  await expectEveryOrderBalanced(db);
});
afterAll(async () => {
  await database.drop();
});

const as = (user: TestBuyer) => ({ ...ctx, userId: user.userId });

/** Pays the part due through the sandbox's signed notification, as the gateway would. */
async function pay(user: TestBuyer, orderId: number) {
  const opened = await payOrder(as(user), deps, orderId);
  const payment = await db
    .selectFrom('payments')
    .selectAll()
    .where('id', '=', opened.paymentId)
    .executeTakeFirstOrThrow();
  const fields = deps.sandbox.buildNotification(
    tenantId,
    { id: payment.id, outTradeNo: payment.out_trade_no, amountFen: payment.amount_fen },
    'paid',
    clock.now(),
  );
  return handlePaymentNotification(ctx, deps, 'sandbox', fields);
}

describe('amounts', () => {
  it('recomputes every amount from the listing, the markup and the tenant dictionary', async () => {
    const listing = await insertTestListing(db, tenantId, { price: 100_000 });
    const order = await createOrder(as(buyer), {
      goodsId: listing,
      guarantee: 'retrieval',
      payMode: 'full',
      agree: true,
    });
    const markup = ctx.tenant.price_markup_bp;
    const price = Math.ceil((100_000 * (10_000 + markup)) / 1_000_000) * 100;
    const guarantee = Math.max(Math.ceil(price / 10), 5000);
    expect(order.amounts).toMatchObject({ price, guaranteeFee: guarantee, serviceFee: 800, deposit: 0, paid: 0 });
    expect(order.amounts.total).toBe(price + guarantee + 800);
    expect(await listingStatus(db, tenantId, listing)).toBe('locked');
  });

  it('takes minimums for cheap listings and offers a deposit from ¥200 only', async () => {
    const cheap = await insertTestListing(db, tenantId, { price: 10_000 });
    await expect(
      createOrder(as(buyer), { goodsId: cheap, guarantee: 'face', payMode: 'deposit', agree: true }),
    ).rejects.toMatchObject({ status: 422, messageKey: 'depositNotOffered' });
    const order = await createOrder(as(buyer), { goodsId: cheap, guarantee: 'face', payMode: 'full', agree: true });
    expect(order.amounts.guaranteeFee).toBe(10_000);
    const dear = await insertTestListing(db, tenantId, { price: 30_000 });
    const deposit = await createOrder(as(buyer), { goodsId: dear, guarantee: 'none', payMode: 'deposit', agree: true });
    expect(deposit.amounts.deposit).toBe(Math.max(Math.ceil(deposit.amounts.price / 10), 5000));
    expect(deposit.amounts.balance).toBe(deposit.amounts.total - deposit.amounts.deposit);
  });

  it('refuses a buyer without real name, with the link to the verification page, unless the tenant waives it', async () => {
    const stranger = await verifiedBuyer(ctx, '13955550003', { verify: false });
    const listing = await insertTestListing(db, tenantId);
    const input = { goodsId: listing, guarantee: 'none' as const, payMode: 'full' as const, agree: true as const };
    await expect(createOrder(as(stranger), input)).rejects.toMatchObject({
      status: 422,
      messageKey: 'realNameRequiredToBuy',
      extra: { link: '/pages/BasicInformation' },
    });
    await saveOrderSettings(ctx, { requireRealName: false });
    try {
      expect((await createOrder(as(stranger), input)).status).toBe('pending_payment');
    } finally {
      await saveOrderSettings(ctx, { requireRealName: true });
    }
  });

  it('refuses the seller’s own listing (422) and the buyer’s second order (409 with the order id)', async () => {
    const own = await insertTestListing(db, tenantId, { sellerUserId: seller.userId });
    await expect(
      createOrder(as(seller), { goodsId: own, guarantee: 'none', payMode: 'full', agree: true }),
    ).rejects.toMatchObject({ status: 422, errorCode: 'OWN_LISTING', messageKey: 'cannotBuyOwnListing' });
    const first = await createOrder(as(buyer), { goodsId: own, guarantee: 'none', payMode: 'full', agree: true });
    await expect(
      createOrder(as(buyer), { goodsId: own, guarantee: 'retrieval', payMode: 'full', agree: true }),
    ).rejects.toMatchObject({ status: 409, messageKey: 'ownUnpaidOrderExists', extra: { orderId: first.id } });
  });
});

describe('lifecycle', () => {
  // Each story has a buyer of its own: the expiry sweeps lapse the unpaid orders earlier stories left, and three
  // lapses in a day put a buyer in the ordering cooldown (order-limits.test.ts).
  let story = 100;
  beforeEach(async () => {
    story += 1;
    buyer = await verifiedBuyer(ctx, `13955550${story}`);
  });

  it('consignment: pay, deliver at once (instant), confirm; the seller is paid price − commission after the hold', async () => {
    const listing = await insertTestListing(db, tenantId, {
      price: 200_000,
      sellerUserId: seller.userId,
      instant: true,
    });
    const order = await createOrder(as(buyer), {
      goodsId: listing,
      guarantee: 'retrieval',
      payMode: 'full',
      agree: true,
    });
    expect((await pay(buyer, order.id)).outcome).toBe('paid');
    const paid = await getOrderDetail(as(buyer), order.id);
    expect(paid).toMatchObject({ status: 'in_trade', delivered: true, credentialsAvailable: true });
    expect(paid.rebinding.map((step) => step.step)).toEqual(['phone', 'email', 'real_name', 'security_lock']);
    expect(await listingStatus(db, tenantId, listing)).toBe('sold');
    const before = await walletBalance(db, tenantId, 'seller_wallet', seller.userId);
    await confirmReceipt(as(buyer), deps, order.id);
    const commission = Math.max(Math.ceil(200_000 * 0.05), 5000);
    // The demo shop holds proceeds 7 days (its default) before they reach the wallet.
    expect(await walletBalance(db, tenantId, 'seller_wallet', seller.userId)).toBe(before);
    const check = await checkLedgerBalance(db, tenantId, order.id);
    expect(check).toMatchObject({ balanced: true });
    expect(check.accounts).toMatchObject({
      escrow: 0,
      platform_fee: 800,
      guarantee: order.amounts.guaranteeFee,
      seller_held: 200_000 - commission,
    });
    expect(check.accounts.merchant).toBe(order.amounts.price - (200_000 - commission));
    await sweepDuePayouts(db, new Date(clock.now().getTime() + 7 * 86_400_000));
    expect(await walletBalance(db, tenantId, 'seller_wallet', seller.userId)).toBe(before + 200_000 - commission);
    expect((await checkLedgerBalance(db, tenantId, order.id)).accounts.seller_held).toBe(0);
    const seen = await getOrderDetail(as(seller), order.id);
    expect(seen.role).toBe('seller');
    expect(seen.credentialsAvailable).toBe(false);
  });

  it('deposit then balance; the balance not paid in time cancels the order and returns the deposit', async () => {
    const listing = await insertTestListing(db, tenantId, { price: 50_000 });
    const order = await createOrder(as(buyer), {
      goodsId: listing,
      guarantee: 'none',
      payMode: 'deposit',
      agree: true,
    });
    await pay(buyer, order.id);
    const afterDeposit = await getOrderDetail(as(buyer), order.id);
    expect(afterDeposit).toMatchObject({ status: 'paid_deposit' });
    expect(afterDeposit.amounts.paid).toBe(order.amounts.deposit);
    clock.advance(25 * 3_600_000);
    expect(await sweepExpiredOrders(db, deps, clock.now())).toBeGreaterThanOrEqual(1);
    const cancelled = await getOrderDetail(as(buyer), order.id);
    expect(cancelled).toMatchObject({ status: 'cancelled' });
    expect(cancelled.amounts.refunded).toBe(order.amounts.deposit);
    expect(await listingStatus(db, tenantId, listing)).toBe('on_sale');

    const again = await createOrder(as(buyer), {
      goodsId: listing,
      guarantee: 'none',
      payMode: 'deposit',
      agree: true,
    });
    await pay(buyer, again.id);
    expect((await pay(buyer, again.id)).outcome).toBe('paid');
    expect((await getOrderDetail(as(buyer), again.id)).status).toBe('in_trade');
  });

  it('expiry (injected clock) releases the listing; a payment arriving afterwards is parked for refund', async () => {
    const listing = await insertTestListing(db, tenantId);
    const order = await createOrder(as(buyer), { goodsId: listing, guarantee: 'none', payMode: 'full', agree: true });
    const opened = await payOrder(as(buyer), deps, order.id);
    clock.advance(14 * 60_000);
    await sweepExpiredOrders(db, deps, clock.now());
    expect(await listingStatus(db, tenantId, listing)).toBe('locked');
    clock.advance(61_000);
    await sweepExpiredOrders(db, deps, clock.now());
    expect(await listingStatus(db, tenantId, listing)).toBe('on_sale');
    expect((await getOrderDetail(as(buyer), order.id)).status).toBe('cancelled');

    const payment = await db
      .selectFrom('payments')
      .selectAll()
      .where('id', '=', opened.paymentId)
      .executeTakeFirstOrThrow();
    expect(payment.status).toBe('closed');
    const late = deps.sandbox.buildNotification(
      tenantId,
      { id: payment.id, outTradeNo: payment.out_trade_no, amountFen: payment.amount_fen },
      'paid',
      clock.now(),
    );
    expect(await handlePaymentNotification(ctx, deps, 'sandbox', late)).toMatchObject({
      recorded: true,
      outcome: 'refund_required',
    });
    expect(alerts).toContain('late_payment_refund_required');
    expect((await checkLedgerBalance(db, tenantId, order.id)).accounts.refund_due).toBe(payment.amount_fen);
    expect(await listingStatus(db, tenantId, listing)).toBe('on_sale');
  });

  it('auto-confirms 72 hours after delivery and cancels by the buyer only while unpaid', async () => {
    const listing = await insertTestListing(db, tenantId, { instant: true });
    const order = await createOrder(as(buyer), { goodsId: listing, guarantee: 'none', payMode: 'full', agree: true });
    await expect(cancelOrderByBuyer(as(seller), deps, order.id)).rejects.toMatchObject({ status: 404 });
    await pay(buyer, order.id);
    await expect(cancelOrderByBuyer(as(buyer), deps, order.id)).rejects.toMatchObject({
      status: 409,
      messageKey: 'orderNotCancellable',
    });
    clock.advance(71 * 3_600_000);
    await sweepAutoConfirm(db, deps, clock.now());
    expect((await getOrderDetail(as(buyer), order.id)).status).toBe('in_trade');
    clock.advance(3_600_001);
    await sweepAutoConfirm(db, deps, clock.now());
    expect((await getOrderDetail(as(buyer), order.id)).status).toBe('completed');
  });

  it('claims due orders with SKIP LOCKED: a sweep passes over an order another transaction holds', async () => {
    const listing = await insertTestListing(db, tenantId);
    const order = await createOrder(as(buyer), { goodsId: listing, guarantee: 'none', payMode: 'full', agree: true });
    clock.advance(16 * 60_000);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const holder = db.transaction().execute(async (trx) => {
      await lockOrder(trx, tenantId, order.id);
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await sweepExpiredOrders(db, deps, clock.now());
    expect((await getOrderDetail(as(buyer), order.id)).status).toBe('pending_payment');
    release();
    await holder;
    await sweepExpiredOrders(db, deps, clock.now());
    expect((await getOrderDetail(as(buyer), order.id)).status).toBe('cancelled');
  });

  it('keeps the ledger append-only and refuses a completion twice', async () => {
    const listing = await insertTestListing(db, tenantId, { instant: true });
    const order = await createOrder(as(buyer), { goodsId: listing, guarantee: 'none', payMode: 'full', agree: true });
    await pay(buyer, order.id);
    await expect(db.updateTable('ledger_entries').set({ amount_fen: 1 }).execute()).rejects.toThrow(/append-only/);
    await expect(db.deleteFrom('ledger_entries').execute()).rejects.toThrow(/append-only/);
    await confirmReceipt(as(buyer), deps, order.id);
    await expect(confirmReceipt(as(buyer), deps, order.id)).rejects.toMatchObject({ status: 409 });
    await expect(
      db.transaction().execute(async (trx) => {
        const row = await lockOrder(trx, tenantId, order.id);
        if (row)
          await completeOrder(
            trx,
            tenantId,
            { ...row, status: 'in_trade' },
            { actor: 'system', userId: null },
            clock.now(),
            deps.outcomeHooks,
          );
      }),
    ).rejects.toMatchObject({ status: 409 });
  });
});
