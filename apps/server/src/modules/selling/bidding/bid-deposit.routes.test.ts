import type { BidQuoteResult, BidRequestResult, MyBidQuotes } from '@gs/shared/bidding';
import type { PayResult } from '@gs/shared/orders';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  accept,
  bidInput,
  createBiddingGame,
  demoParty,
  newRecycler,
  type Party,
  quote,
  submitBid,
} from '../../../../test/bidding-fixtures.ts';
import type { FixtureGame } from '../../../../test/catalogue-fixtures.ts';
import { createTestDatabase, envelope, type TestDatabase, testAppDeps, testConfig } from '../../../../test/helpers.ts';
import { authHeaders, tenantIdOf } from '../../../../test/identity-helpers.ts';
import {
  contextOf,
  expectEveryOrderBalanced,
  movableClock,
  payThroughCashier,
  testSecretBox,
} from '../../../../test/trade-fixtures.ts';
import { buildApp } from '../../../app.ts';
import type { AppDeps } from '../../../composition/create-app-deps.ts';
import { Caches } from '../../../lib/caches.ts';
import { walletBalance } from '../../trade/index.ts';
import { sweepExpiredOrders } from '../../trade/orders/order-scheduler.ts';
import { refundLatePayments } from '../../trade/payments/reconcile.service.ts';
import { createSandboxProvider } from '../../trade/payments/sandbox-provider.ts';
import { sweepBidDeposits } from './bid-deposit.service.ts';
import { sweepExpiredBidRequests } from './bid-scheduler.ts';

let database: TestDatabase;
let deps: AppDeps;
let app: FastifyInstance;
let demoId: number;
let game: FixtureGame;
let seller: Party;
let buyer: Party;
let operator: Party;
let novaSeller: Party;
let recycler: Party;
const clock = movableClock();
const HOUR = 3_600_000;
const gateway = createSandboxProvider(testSecretBox);

beforeAll(async () => {
  database = await createTestDatabase();
  deps = testAppDeps(database.db, testConfig(), { clock });
  app = await buildApp(deps);
  await app.ready();
  demoId = await tenantIdOf(database.db, 'demo');
  game = await createBiddingGame(database.db, demoId);
  const ctx = await contextOf(database.db, demoId, clock);
  seller = await demoParty(ctx, 'seller');
  buyer = await demoParty(ctx, 'buyer');
  operator = await demoParty(ctx, 'operator');
  recycler = await newRecycler(ctx, '13966660001');
  novaSeller = await demoParty(await contextOf(database.db, await tenantIdOf(database.db, 'nova'), clock), 'seller');
}, 120_000);

afterEach(async () => {
  await expectEveryOrderBalanced(database.db);
  await expectDepositLedgerBalanced();
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const call = (method: 'GET' | 'POST', url: string, party: Party | null, payload?: unknown, host = 'localhost') =>
  app.inject({
    method,
    url,
    headers: party ? { ...authHeaders(party.token, host), 'accept-language': 'en-US' } : { host },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const system = () => ({ db: database.db, clock, caches: new Caches() });

/**
 * Every deposit's postings balance, and each account holds what its payment's state says: a held deposit sits in
 * deposit_held; a returned one has left refund_due for the payer; a forfeited one is in the recycler's wallet.
 */
async function expectDepositLedgerBalanced() {
  const payments = await database.db.selectFrom('payments').selectAll().where('purpose', '=', 'bid_deposit').execute();
  for (const payment of payments) {
    const entries = await database.db
      .selectFrom('ledger_entries')
      .innerJoin('ledger_postings', (join) =>
        join
          .onRef('ledger_postings.tenant_id', '=', 'ledger_entries.tenant_id')
          .onRef('ledger_postings.id', '=', 'ledger_entries.posting_id'),
      )
      .select(['ledger_entries.account', 'ledger_entries.amount_fen', 'ledger_postings.idempotency_key'])
      .where('ledger_postings.tenant_id', '=', payment.tenant_id)
      .where('ledger_postings.ref_type', '=', 'bid_deposit')
      .where('ledger_postings.ref_id', '=', payment.purpose_id)
      .execute();
    const sum = (account: string) =>
      entries
        .filter((entry) => entry.account === account)
        .reduce((total, entry) => total + Number(entry.amount_fen), 0);
    expect(entries.reduce((total, entry) => total + Number(entry.amount_fen), 0)).toBe(0);
    if (payment.status === 'succeeded' && !payment.forfeited_at) {
      expect(sum('deposit_held'), `payment ${payment.id} held`).toBeGreaterThanOrEqual(Number(payment.amount_fen));
    }
  }
  const held = await database.db
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.sum<string>('amount_fen').as('total'))
    .where('account', '=', 'deposit_held')
    .executeTakeFirst();
  const heldPayments = payments.filter((payment) => payment.status === 'succeeded' && !payment.forfeited_at);
  expect(Number(held?.total ?? 0)).toBe(heldPayments.reduce((total, payment) => total + Number(payment.amount_fen), 0));
}

async function openRequest(expectedPriceFen?: number) {
  return submitBid(app, seller, bidInput(game, demoId, seller.userId, expectedPriceFen ? { expectedPriceFen } : {}));
}

async function depositOf(requestId: number, party = seller) {
  const response = await call('GET', `/api/account/quotation/mybprice?backId=${requestId}`, party);
  expect(response.statusCode, response.body).toBe(200);
  return envelope<MyBidQuotes>(response).data.request.deposit;
}

/** Opens the deposit payment, shows the cashier page and presses Pay (or Fail): answers where the browser goes. */
async function payDeposit(requestId: number, action: 'pay' | 'fail' = 'pay') {
  const opened = await call('POST', `/api/account/backlist/${requestId}/deposit`, seller);
  expect(opened.statusCode, opened.body).toBe(200);
  const { payUrl } = envelope<PayResult>(opened).data;
  const page = await app.inject({ method: 'GET', url: payUrl, headers: { host: 'localhost' } });
  expect(page.statusCode, page.body).toBe(200);
  const pressed = await app.inject({
    method: 'POST',
    url: payUrl,
    headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded' },
    payload: `action=${action}`,
  });
  expect(pressed.statusCode, pressed.body).toBe(303);
  return {
    location: String(pressed.headers.location),
    page: page.body,
    paymentId: envelope<PayResult>(opened).data.paymentId,
  };
}

const paymentRow = (id: number) =>
  database.db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const notify = (fields: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: '/api/pay/notify/sandbox',
    headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

const buyerAccount = (userId: number) => walletBalance(database.db, demoId, 'buyer', userId);

async function acceptOnly(requestId: number, amountFen: number) {
  const quoted = envelope<BidQuoteResult>(await quote(app, recycler, requestId, amountFen)).data;
  const accepted = await accept(app, seller, requestId, quoted.id);
  expect(accepted.statusCode, accepted.body).toBe(200);
  return envelope<BidRequestResult>(accepted).data.orderId as number;
}

describe('the seller’s deposit terms', () => {
  it('is offered at the tenant’s rate of the asking price with its minimum (10 %, at least ¥20)', async () => {
    expect(await depositOf(await openRequest(300_000))).toEqual({
      offered: true,
      amount: 30_000,
      status: 'none',
      payable: true,
    });
    expect(await depositOf(await openRequest())).toMatchObject({ amount: 2_000, payable: true });
  });

  it('is not offered when the shop sets both to 0: the page says so and paying is refused', async () => {
    const setting = (value: string, label: string) =>
      database.db
        .updateTable('dict_data')
        .set({ label })
        .where('tenant_id', '=', demoId)
        .where('dict_type', '=', 'trade_fee')
        .where('value', '=', value)
        .executeTakeFirstOrThrow();
    const requestId = await openRequest(300_000);
    try {
      await setting('seller_deposit_rate_bp', '0');
      await setting('seller_deposit_min_fen', '0');
      deps.caches.forgetTenant(demoId);
      expect(await depositOf(requestId)).toEqual({ offered: false, amount: null, status: 'none', payable: false });
      const refused = await call('POST', `/api/account/backlist/${requestId}/deposit`, seller);
      expect(refused.statusCode).toBe(409);
      expect(envelope(refused).msg).toBe('This shop does not take seller deposits.');
    } finally {
      await setting('seller_deposit_rate_bp', '1000');
      await setting('seller_deposit_min_fen', '2000');
      deps.caches.forgetTenant(demoId);
    }
  });

  it('only the request’s seller pays it: anonymous 401, another user 404, another shop 404', async () => {
    const requestId = await openRequest(100_000);
    expect((await call('POST', `/api/account/backlist/${requestId}/deposit`, null)).statusCode).toBe(401);
    expect((await call('POST', `/api/account/backlist/${requestId}/deposit`, buyer)).statusCode).toBe(404);
    const foreign = await call(
      'POST',
      `/api/account/backlist/${requestId}/deposit`,
      novaSeller,
      undefined,
      'nova.localhost',
    );
    expect(foreign.statusCode).toBe(404);
    expect(await database.db.selectFrom('payments').select('id').where('purpose_id', '=', requestId).execute()).toEqual(
      [],
    );
  });
});

describe('paying the deposit', () => {
  it('through the cashier: held in the ledger, the seller returns to the price list, a second payment is refused', async () => {
    const requestId = await openRequest(300_000);
    const before = await buyerAccount(seller.userId);
    const { location, page, paymentId } = await payDeposit(requestId);
    expect(location).toBe(`/pages/other/jingjiahuishouPriceList?backId=${requestId}&result=success`);
    expect(page).toContain('¥300.00');
    expect(await depositOf(requestId)).toEqual({ offered: true, amount: 30_000, status: 'held', payable: false });
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'succeeded', kind: 'seller_deposit', order_id: null });
    expect((await buyerAccount(seller.userId)) - before).toBe(-30_000);
    const again = await call('POST', `/api/account/backlist/${requestId}/deposit`, seller);
    expect(again.statusCode).toBe(409);
    // Recyclers see the held deposit on the request in the pool (the amount only).
    const pool = await call('GET', '/api/recycler/pool?pageSize=50', recycler);
    const rows = envelope<{ rows: { id: number; sellerDepositFen: number | null }[] }>(pool).data.rows;
    expect(rows.find((row) => row.id === requestId)?.sellerDepositFen).toBe(30_000);
  });

  it('the open payment is answered again until it is paid; a failed one leaves nothing held', async () => {
    const requestId = await openRequest(50_000);
    const first = envelope<PayResult>(await call('POST', `/api/account/backlist/${requestId}/deposit`, seller)).data;
    const second = envelope<PayResult>(await call('POST', `/api/account/backlist/${requestId}/deposit`, seller)).data;
    expect(second.paymentId).toBe(first.paymentId);
    expect(first).toMatchObject({ kind: 'seller_deposit', amount: 5_000, provider: 'sandbox' });
    expect((await depositOf(requestId)).status).toBe('pending');
    await payDeposit(requestId, 'fail');
    expect(await depositOf(requestId)).toMatchObject({ status: 'none', payable: true });
  });

  it('the same notification twice moves the money once; a wrong amount is refused and changes nothing', async () => {
    const requestId = await openRequest(80_000);
    const opened = envelope<PayResult>(await call('POST', `/api/account/backlist/${requestId}/deposit`, seller)).data;
    const payment = await paymentRow(opened.paymentId);
    const ref = { id: payment.id, outTradeNo: payment.out_trade_no, amountFen: 1 };
    expect((await notify(gateway.buildNotification(demoId, ref, 'paid', clock.now()))).statusCode).toBe(400);
    expect((await paymentRow(payment.id)).status).toBe('pending');
    const paid = gateway.buildNotification(demoId, { ...ref, amountFen: 8_000 }, 'paid', clock.now());
    expect((await notify(paid)).body).toBe('success');
    expect((await notify(paid)).body).toBe('success');
    const postings = await database.db
      .selectFrom('ledger_postings')
      .select('kind')
      .where('ref_type', '=', 'bid_deposit')
      .where('ref_id', '=', requestId)
      .execute();
    expect(postings.map((posting) => posting.kind)).toEqual(['payment']);
    expect((await depositOf(requestId)).status).toBe('held');
  });
});

describe('how the deposit ends', () => {
  it('cancelled request: returned through the provider, the seller’s money back in full', async () => {
    const requestId = await openRequest(100_000);
    const before = await buyerAccount(seller.userId);
    await payDeposit(requestId);
    expect((await call('POST', `/api/account/backlist/${requestId}/cancel`, seller)).statusCode).toBe(200);
    expect((await depositOf(requestId)).status).toBe('refunding');
    expect(await refundLatePayments(system(), deps.trade)).toBeGreaterThanOrEqual(1);
    expect(await depositOf(requestId)).toMatchObject({ status: 'refunded', amount: 10_000 });
    expect(await buyerAccount(seller.userId)).toBe(before);
  });

  it('expired request: the scheduler returns it', async () => {
    const requestId = await openRequest(100_000);
    await payDeposit(requestId);
    clock.advance(25 * HOUR);
    try {
      await sweepExpiredBidRequests(database.db, clock.now());
      expect(await sweepBidDeposits(database.db, clock.now())).toBeGreaterThanOrEqual(1);
      expect((await depositOf(requestId)).status).toBe('refunding');
      expect(await sweepBidDeposits(database.db, clock.now())).toBe(0);
    } finally {
      clock.advance(-25 * HOUR);
    }
  });

  it('completed trade: returned; the recycler’s order ran as usual', async () => {
    const requestId = await openRequest(100_000);
    await payDeposit(requestId);
    const orderId = await acceptOnly(requestId, 120_000);
    expect((await depositOf(requestId)).status).toBe('held');
    await payThroughCashier(app, recycler.token, orderId);
    const detail = await call('GET', `/api/staff/orders/${orderId}`, operator);
    for (const step of envelope<{ rebinding: { step: string }[] }>(detail).data.rebinding) {
      await call('POST', `/api/staff/orders/${orderId}/rebind`, operator, { step: step.step, done: true });
    }
    const deliver = { confirmIncompleteChecklist: true };
    expect((await call('POST', `/api/staff/orders/${orderId}/deliver`, operator, deliver)).statusCode).toBe(200);
    expect((await call('POST', `/api/order/${orderId}/confirm`, recycler)).statusCode).toBe(200);
    expect((await depositOf(requestId)).status).toBe('refunding');
  });

  it('recycler never paid: the order lapses and the deposit is returned', async () => {
    const requestId = await openRequest(100_000);
    await payDeposit(requestId);
    await acceptOnly(requestId, 110_000);
    clock.advance(25 * HOUR);
    try {
      await sweepExpiredOrders(database.db, deps.trade, clock.now());
      expect((await depositOf(requestId)).status).toBe('refunding');
    } finally {
      clock.advance(-25 * HOUR);
    }
  });

  it('staff refund the trade: the deposit goes to the recycler’s wallet, never back to the seller', async () => {
    const requestId = await openRequest(100_000);
    await payDeposit(requestId);
    const orderId = await acceptOnly(requestId, 130_000);
    await payThroughCashier(app, recycler.token, orderId);
    const walletBefore = await walletBalance(database.db, demoId, 'seller_wallet', recycler.userId);
    const refunded = await call('POST', `/api/staff/orders/${orderId}/refund`, operator, {
      reason: 'account was retrieved by its seller',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(await depositOf(requestId)).toMatchObject({ status: 'forfeited', amount: 10_000 });
    expect((await walletBalance(database.db, demoId, 'seller_wallet', recycler.userId)) - walletBefore).toBe(10_000);
    expect(await sweepBidDeposits(database.db, clock.now())).toBe(0);
    const payment = await database.db
      .selectFrom('payments')
      .selectAll()
      .where('purpose_id', '=', requestId)
      .where('purpose', '=', 'bid_deposit')
      .executeTakeFirstOrThrow();
    expect(payment.status).toBe('succeeded');
  });

  it('money for a payment the accept closed is returned, never held', async () => {
    const requestId = await openRequest(60_000);
    const opened = envelope<PayResult>(await call('POST', `/api/account/backlist/${requestId}/deposit`, seller)).data;
    await acceptOnly(requestId, 70_000);
    const payment = await paymentRow(opened.paymentId);
    expect(payment.status).toBe('closed');
    const ref = { id: payment.id, outTradeNo: payment.out_trade_no, amountFen: payment.amount_fen };
    expect((await notify(gateway.buildNotification(demoId, ref, 'paid', clock.now()))).body).toBe('success');
    expect((await paymentRow(payment.id)).status).toBe('refund_required');
    expect((await depositOf(requestId)).status).toBe('refunding');
    expect(await refundLatePayments(system(), deps.trade)).toBeGreaterThanOrEqual(1);
    expect((await paymentRow(payment.id)).status).toBe('refunded');
  });
});
