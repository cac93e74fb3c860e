import type { Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { claimInput, orderRow, soldOrder } from '../../../../test/claim-fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../../../../test/helpers.ts';
import { tenantIdOf, userIdOf } from '../../../../test/identity-helpers.ts';
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
import { expectEveryWalletBalanced } from '../../../../test/wallet-fixtures.ts';
import type { Database } from '../../../db/database.ts';
import { Caches } from '../../../lib/caches.ts';
import type { RequestContext, UserContext } from '../../../lib/context.ts';
import { decideClaim } from '../claims/claim-decisions.service.ts';
import { openClaim } from '../claims/claims.service.ts';
import { refundToBuyer } from '../orders/buyer-refund.ts';
import { sweepExpiredOrders } from '../orders/order-scheduler.ts';
import { createOrder } from '../orders/orders.service.ts';
import { refundOrder } from '../staff/staff-orders.service.ts';
import { createTradeDeps, type TradeDeps } from '../trade-deps.ts';
import type { RefundRequest } from './payment-provider.ts';
import { sendProviderRefunds } from './provider-refunds.service.ts';
import { ALERT_AFTER_REFUND_FAILURES } from './reconcile.service.ts';

/*
 * Staff and claim refunds give the money back through the gateway: queued with the ledger posting, sent by the
 * scheduler's sweep with a stable request number, retried with backoff. The gateway here is the sandbox with its
 * refundTrade recorded (and made to fail or to take its time when a test says so).
 */

let database: TestDatabase;
let db: Kysely<Database>;
let demo: RequestContext;
let deps: TradeDeps;
let staff: UserContext;
let buyer: TestBuyer;
let phone = 13977300000;
const clock = movableClock();
const gateway = {
  calls: [] as RefundRequest[],
  fails: false,
  delayMs: 0,
  /** Runs at each call before the gateway answers (another instance's sweep, say). */
  onCall: undefined as (() => void) | undefined,
};
const alerts: { event: string; data: Record<string, unknown> }[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  demo = await contextOf(db, await tenantIdOf(db, 'demo'), clock);
  const real = createTradeDeps(db, testSecretBox, () => undefined);
  const sandbox = real.providers.sandbox;
  if (!sandbox) throw new Error('the sandbox provider is missing');
  deps = createTradeDeps(db, testSecretBox, (event, data) => alerts.push({ event, data }), {
    providers: {
      sandbox: {
        ...sandbox,
        refundTrade: async (_tenantId, refund) => {
          gateway.calls.push(refund);
          gateway.onCall?.();
          if (gateway.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, gateway.delayMs));
          if (gateway.fails) throw new Error('alipay.trade.refund failed: ACQ.SYSTEM_ERROR');
        },
      },
    },
  });
  staff = { ...demo, userId: await userIdOf(db, 'demo', 'operator') };
  buyer = await verifiedBuyer(demo, String(phone));
  // The demo data's own refunds (seeded through the services) are sent first: the tests count only theirs.
  await sendProviderRefunds(system(), deps, 1_000);
  gateway.calls.length = 0;
}, 120_000);

afterEach(async () => {
  await expectEveryOrderBalanced(db);
  await expectEveryWalletBalanced(db);
  // Each test starts with nothing left to send: what a test left queued goes out now, past any backoff.
  gateway.fails = false;
  gateway.delayMs = 0;
  gateway.onCall = undefined;
  clock.advance(2 * 3_600_000);
  await sendProviderRefunds(system(), deps, 1_000);
  const pending = await db.selectFrom('provider_refunds').select('id').where('status', '=', 'pending').execute();
  expect(pending).toEqual([]);
  gateway.calls.length = 0;
  alerts.length = 0;
});

afterAll(async () => {
  await database?.drop();
});

const system = () => ({ db, clock, caches: new Caches() });
const asBuyer = () => ({ ...demo, userId: buyer.userId });

/** The order's queued gateway refunds, oldest first. */
function refundsOf(orderId: number) {
  return db
    .selectFrom('provider_refunds')
    .selectAll()
    .where('tenant_id', '=', demo.tenantId)
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

function paymentsOf(orderId: number) {
  return db
    .selectFrom('payments')
    .select(['id', 'kind', 'out_trade_no', 'amount_fen'])
    .where('tenant_id', '=', demo.tenantId)
    .where('order_id', '=', orderId)
    .where('status', '=', 'succeeded')
    .orderBy('id')
    .execute();
}

/** An order paid in two payments (deposit, then balance): in trade. */
async function paidInTwo() {
  const listing = await insertTestListing(db, demo.tenantId, { price: 50_000 });
  const order = await createOrder(asBuyer(), { goodsId: listing, guarantee: 'none', payMode: 'deposit', agree: true });
  await payThroughGateway(demo, deps, buyer.userId, order.id);
  await payThroughGateway(demo, deps, buyer.userId, order.id);
  const [deposit, balance] = await paymentsOf(order.id);
  if (!deposit || !balance) throw new Error('expected a deposit and a balance payment');
  expect((await orderRow(db, demo.tenantId, order.id)).status).toBe('in_trade');
  return { orderId: order.id, total: deposit.amount_fen + balance.amount_fen, deposit, balance };
}

/** A sold order (of a fresh seller) with the buyer's claim open on it. */
async function claimed(options: { complete?: boolean } = {}) {
  const seller = await verifiedBuyer(demo, String(++phone));
  const order = await soldOrder(demo, deps, { seller, buyer }, { complete: options.complete });
  const claim = await openClaim(asBuyer(), deps, order.id, await claimInput(demo, buyer));
  const [payment] = await paymentsOf(order.id);
  if (!payment) throw new Error('expected the order’s payment');
  return { orderId: order.id, claimId: claim.id, payment };
}

describe('a staff refund', () => {
  it('of a two-payment order queues one gateway refund per payment; the sweep sends each once, then marks them done', async () => {
    const { orderId, total, deposit, balance } = await paidInTwo();
    await refundOrder(staff, deps, orderId, { relist: false, reason: 'the seller cannot deliver' });

    const queued = await refundsOf(orderId);
    // Newest payment first: the balance, then the deposit.
    expect(queued.map((row) => [row.payment_id, row.amount_fen, row.status])).toEqual([
      [balance.id, balance.amount_fen, 'pending'],
      [deposit.id, deposit.amount_fen, 'pending'],
    ]);
    expect(queued.reduce((sum, row) => sum + row.amount_fen, 0)).toBe(total);

    expect(await sendProviderRefunds(system(), deps)).toBe(2);
    expect(gateway.calls).toEqual([
      {
        outTradeNo: balance.out_trade_no,
        amountFen: balance.amount_fen,
        requestNo: `refund-${orderId}-${balance.id}`,
        reason: 'the seller cannot deliver',
      },
      {
        outTradeNo: deposit.out_trade_no,
        amountFen: deposit.amount_fen,
        requestNo: `refund-${orderId}-${deposit.id}`,
        reason: 'the seller cannot deliver',
      },
    ]);
    const sent = await refundsOf(orderId);
    expect(sent.map((row) => row.status)).toEqual(['done', 'done']);
    expect(sent.every((row) => row.done_at?.getTime() === clock.now().getTime())).toBe(true);
    // Done is done: the next tick sends nothing again.
    clock.advance(3_600_000);
    expect(await sendProviderRefunds(system(), deps)).toBe(0);
    expect(gateway.calls).toHaveLength(2);
  });

  it('of part of the money takes it from the newest payment only, never more than that payment', async () => {
    const { orderId, balance } = await paidInTwo();
    const amount = balance.amount_fen - 100;
    await refundOrder(staff, deps, orderId, { amount, relist: false, reason: 'part back' });
    expect((await refundsOf(orderId)).map((row) => [row.payment_id, row.amount_fen])).toEqual([[balance.id, amount]]);
  });

  it('an order whose balance never came returns its paid deposit through the gateway too', async () => {
    const listing = await insertTestListing(db, demo.tenantId, { price: 50_000 });
    const order = await createOrder(asBuyer(), {
      goodsId: listing,
      guarantee: 'none',
      payMode: 'deposit',
      agree: true,
    });
    await payThroughGateway(demo, deps, buyer.userId, order.id);
    const [deposit] = await paymentsOf(order.id);
    if (!deposit) throw new Error('expected the deposit payment');
    // The balance's time runs out: the scheduler cancels the order.
    const row = await orderRow(db, demo.tenantId, order.id);
    clock.advance((row.expires_at?.getTime() ?? 0) - clock.now().getTime() + 1000);
    expect(await sweepExpiredOrders(db, deps, clock.now())).toBeGreaterThan(0);
    expect((await orderRow(db, demo.tenantId, order.id)).status).toBe('cancelled');
    expect((await refundsOf(order.id)).map((row) => [row.payment_id, row.amount_fen, row.request_no])).toEqual([
      [deposit.id, deposit.amount_fen, `cancel-refund-${order.id}-${deposit.id}`],
    ]);
  });

  it('replayed with the same posting key queues nothing more (the posting exists; request numbers are unique)', async () => {
    const { orderId, balance } = await paidInTwo();
    const amount = balance.amount_fen;
    await refundOrder(staff, deps, orderId, { amount, relist: false, reason: 'first' });
    const before = await refundsOf(orderId);
    expect(before).toHaveLength(1);
    // The same step again (a retried request): the balance is used up by the first, yet nothing lands on the deposit.
    const order = await orderRow(db, demo.tenantId, orderId);
    const again = await refundToBuyer(db, demo.tenantId, order, {
      kind: 'refund',
      key: `refund:${orderId}`,
      at: clock.now(),
      amount,
      reason: 'first',
      from: [{ account: 'merchant', amount: -amount }],
    });
    expect(again).toBe(false);
    expect(await refundsOf(orderId)).toEqual(before);
  });
});

describe('a claim decision', () => {
  it('a partial refund queues only the partial amount', async () => {
    const { orderId, claimId, payment } = await claimed();
    await decideClaim(staff, deps, claimId, { outcome: 'partial', amountFen: 20_000, reason: 'scratched skin' });
    const queued = await refundsOf(orderId);
    expect(queued.map((row) => [row.payment_id, row.amount_fen, row.request_no])).toEqual([
      [payment.id, 20_000, `claim-${claimId}-partial-${payment.id}`],
    ]);
    expect(await sendProviderRefunds(system(), deps)).toBe(1);
    expect(gateway.calls).toMatchObject([{ outTradeNo: payment.out_trade_no, amountFen: 20_000 }]);
  });

  it('a full refund after completion queues what the buyer paid', async () => {
    const { orderId, claimId, payment } = await claimed({ complete: true });
    await decideClaim(staff, deps, claimId, { outcome: 'refund', reason: 'retrieved by the original owner' });
    expect((await refundsOf(orderId)).map((row) => [row.payment_id, row.amount_fen])).toEqual([
      [payment.id, payment.amount_fen],
    ]);
  });

  it('a compensation to the wallet queues nothing; one through the provider queues it', async () => {
    const toWallet = await claimed({ complete: true });
    await decideClaim(staff, deps, toWallet.claimId, {
      outcome: 'compensate',
      amountFen: 5_000,
      payTo: 'wallet',
      reason: 'skin missing',
    });
    expect(await refundsOf(toWallet.orderId)).toEqual([]);

    const toProvider = await claimed({ complete: true });
    await decideClaim(staff, deps, toProvider.claimId, {
      outcome: 'compensate',
      amountFen: 5_000,
      payTo: 'provider',
      reason: 'skin missing',
    });
    expect((await refundsOf(toProvider.orderId)).map((row) => [row.payment_id, row.amount_fen])).toEqual([
      [toProvider.payment.id, 5_000],
    ]);
    expect(await sendProviderRefunds(system(), deps)).toBe(1);
    expect(gateway.calls.map((call) => call.outTradeNo)).toEqual([toProvider.payment.out_trade_no]);
  });

  it('decided twice at once applies once and queues once', async () => {
    const { orderId, claimId } = await claimed({ complete: true });
    const decision = { outcome: 'partial' as const, amountFen: 7_000, reason: 'twice' };
    const results = await Promise.allSettled([
      decideClaim(staff, deps, claimId, decision),
      decideClaim(staff, deps, claimId, decision),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect((await refundsOf(orderId)).map((row) => row.amount_fen)).toEqual([7_000]);
  });
});

describe('the sweep', () => {
  it('backs off after a gateway failure, alerts once after repeated failures, and sends the same refund later', async () => {
    const { orderId, claimId } = await claimed();
    await decideClaim(staff, deps, claimId, { outcome: 'partial', amountFen: 3_000, reason: 'gateway down' });
    gateway.fails = true;
    for (let attempt = 1; attempt <= ALERT_AFTER_REFUND_FAILURES + 1; attempt++) {
      expect(await sendProviderRefunds(system(), deps)).toBe(0);
      const [row] = await refundsOf(orderId);
      expect(row).toMatchObject({ status: 'pending', attempts: attempt });
      expect(row?.last_error).toContain('ACQ.SYSTEM_ERROR');
      // 1, 2, 4, 8 minutes.
      expect(row?.next_attempt_at.getTime()).toBe(clock.now().getTime() + 2 ** (attempt - 1) * 60_000);
      const calls = gateway.calls.length;
      expect(await sendProviderRefunds(system(), deps)).toBe(0); // not due again before its backoff
      expect(gateway.calls).toHaveLength(calls);
      clock.set(row?.next_attempt_at as Date);
    }
    expect(alerts.filter((alert) => alert.event === 'provider_refund_failing')).toMatchObject([
      { data: { orderId, attempts: ALERT_AFTER_REFUND_FAILURES } },
    ]);

    gateway.fails = false;
    expect(await sendProviderRefunds(system(), deps)).toBe(1);
    expect((await refundsOf(orderId))[0]).toMatchObject({ status: 'done', attempts: ALERT_AFTER_REFUND_FAILURES + 1 });
    // Every try was the same refund at the gateway: one request number.
    expect(new Set(gateway.calls.map((call) => call.requestNo)).size).toBe(1);
    expect(gateway.calls).toHaveLength(ALERT_AFTER_REFUND_FAILURES + 2);
  });

  it('run by two instances at once sends each refund once', async () => {
    const first = await paidInTwo();
    const second = await paidInTwo();
    await refundOrder(staff, deps, first.orderId, { relist: false, reason: 'race' });
    await refundOrder(staff, deps, second.orderId, { relist: false, reason: 'race' });
    gateway.delayMs = 50;
    // Two sweeps starting together, and a third starting while the first waits for the gateway.
    const late: Promise<number>[] = [];
    gateway.onCall = () => {
      if (late.length === 0) late.push(sendProviderRefunds(system(), deps));
    };
    const sent = await Promise.all([sendProviderRefunds(system(), deps), sendProviderRefunds(system(), deps)]);
    sent.push(...(await Promise.all(late)));
    expect(sent.reduce((sum, count) => sum + count, 0)).toBe(4);
    expect(gateway.calls).toHaveLength(4);
    expect(new Set(gateway.calls.map((call) => call.requestNo)).size).toBe(4);
  });

  it('leaves the refunds of a provider that cannot refund queued', async () => {
    const { orderId } = await paidInTwo();
    await refundOrder(staff, deps, orderId, { relist: false, reason: 'no refunds here' });
    const sandbox = deps.providers.sandbox;
    if (!sandbox) throw new Error('the sandbox provider is missing');
    const { refundTrade: _none, ...withoutRefunds } = sandbox;
    const noRefunds = { ...deps, providers: { sandbox: withoutRefunds } };
    expect(await sendProviderRefunds(system(), noRefunds)).toBe(0);
    expect((await refundsOf(orderId)).map((row) => row.status)).toEqual(['pending', 'pending']);
    expect(await sendProviderRefunds(system(), deps)).toBe(2);
  });
});
