import type { BidQuoteResult, BidRequestResult, MyBidQuotes, RecyclerQuotePage } from '@gs/shared/bidding';
import type { Order, OrderDetail, OrderPage, RevealedCredentials } from '@gs/shared/orders';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  accept,
  bidInput,
  createBiddingGame,
  demoParty,
  GAME_LOGIN,
  GAME_PASSWORD,
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
  listingStatus,
  movableClock,
  payThroughCashier,
} from '../../../../test/trade-fixtures.ts';
import { buildApp } from '../../../app.ts';
import type { AppDeps } from '../../../composition/create-app-deps.ts';
import { walletBalance } from '../../trade/index.ts';
import { checkLedgerBalance } from '../../trade/ledger/ledger.service.ts';
import { sweepDuePayouts, sweepExpiredOrders } from '../../trade/orders/order-scheduler.ts';

let database: TestDatabase;
let deps: AppDeps;
let app: FastifyInstance;
let demoId: number;
let game: FixtureGame;
let seller: Party;
let operator: Party;
let novaBuyer: Party;
let novaOperator: Party;
const recyclers: Party[] = [];
const clock = movableClock();
const HOUR = 3_600_000;

beforeAll(async () => {
  database = await createTestDatabase();
  deps = testAppDeps(database.db, testConfig(), { clock });
  app = await buildApp(deps);
  await app.ready();
  demoId = await tenantIdOf(database.db, 'demo');
  game = await createBiddingGame(database.db, demoId);
  const ctx = await contextOf(database.db, demoId, clock);
  seller = await demoParty(ctx, 'seller');
  operator = await demoParty(ctx, 'operator');
  for (let i = 0; i < 4; i++) recyclers.push(await newRecycler(ctx, `1397777${String(i).padStart(4, '0')}`));
  const nova = await contextOf(database.db, await tenantIdOf(database.db, 'nova'), clock);
  novaBuyer = await demoParty(nova, 'buyer');
  novaOperator = await demoParty(nova, 'operator');
}, 120_000);

afterEach(async () => {
  await expectEveryOrderBalanced(database.db);
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const call = (method: 'GET' | 'POST', url: string, party: Party, payload?: unknown, host = 'localhost') =>
  app.inject({
    method,
    url,
    headers: { ...authHeaders(party.token, host), 'accept-language': 'en-US' },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const recyclerA = () => recyclers[0] as Party;
const recyclerB = () => recyclers[1] as Party;

/** A request with quotes of recycler A (`amountFen`) and B (less); the seller accepts A's. */
async function acceptedRequest(amountFen: number) {
  const requestId = await submitBid(app, seller, bidInput(game, demoId, seller.userId));
  const quoteA = envelope<BidQuoteResult>(await quote(app, recyclerA(), requestId, amountFen)).data;
  await quote(app, recyclerB(), requestId, amountFen - 1_000);
  const response = await accept(app, seller, requestId, quoteA.id);
  expect(response.statusCode, response.body).toBe(200);
  const result = envelope<BidRequestResult>(response).data;
  return { requestId, quoteId: quoteA.id, result, orderId: result.orderId as number };
}

async function requestRow(requestId: number) {
  return database.db
    .selectFrom('recycle_bid_requests')
    .select(['status', 'listing_id', 'order_id', 'accepted_quote_id', 'closed_at'])
    .where('tenant_id', '=', demoId)
    .where('id', '=', requestId)
    .executeTakeFirstOrThrow();
}

async function orderRow(orderId: number) {
  return database.db
    .selectFrom('orders')
    .selectAll()
    .where('tenant_id', '=', demoId)
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
}

async function myBidQuotes(requestId: number) {
  const response = await call('GET', `/api/account/quotation/mybprice?backId=${requestId}`, seller);
  expect(response.statusCode, response.body).toBe(200);
  return envelope<MyBidQuotes>(response).data;
}

describe('accepting a quote opens the recycler’s order', () => {
  it('one pending_payment order for the accepted recycler at the accepted amount, listing locked at that price', async () => {
    const at = clock.now();
    const { requestId, quoteId, result, orderId } = await acceptedRequest(200_000);
    expect(result).toMatchObject({ status: 'accepted', acceptedQuoteId: quoteId });
    expect(orderId).toEqual(expect.any(Number));
    const request = await requestRow(requestId);
    expect(request).toMatchObject({ status: 'accepted', order_id: orderId });
    const order = await orderRow(orderId);
    // The money rules: exactly the accepted amount (no guarantee, no service fee); 5 % commission on the seller.
    expect(order).toMatchObject({
      origin: 'bid_recycle',
      status: 'pending_payment',
      buyer_user_id: recyclerA().userId,
      seller_user_id: seller.userId,
      listing_id: request.listing_id,
      guarantee: 'none',
      pay_mode: 'full',
      price_fen: 200_000,
      listing_price_fen: 200_000,
      service_fee_fen: 0,
      guarantee_fee_fen: 0,
      total_fen: 200_000,
      commission_fen: 10_000,
    });
    // The recycler has a day to pay, not a buyer's 15 minutes.
    expect(order.expires_at?.getTime()).toBe(at.getTime() + 24 * HOUR);
    const listing = await database.db
      .selectFrom('listings')
      .select(['status', 'price_fen'])
      .where('tenant_id', '=', demoId)
      .where('id', '=', request.listing_id)
      .executeTakeFirstOrThrow();
    expect(listing).toEqual({ status: 'locked', price_fen: 200_000 });

    // The recycler finds it in their orders; the seller in theirs and in the request's detail.
    const mine = envelope<OrderPage>(await call('GET', '/api/order/list', recyclerA())).data;
    expect(mine.rows.find((row) => row.id === orderId)).toMatchObject({
      status: 'pending_payment',
      amounts: { total: 200_000, serviceFee: 0, guaranteeFee: 0 },
    });
    const detail = await call('GET', `/api/order/${orderId}`, recyclerA());
    expect(detail.statusCode, detail.body).toBe(200);
    expect(envelope<OrderDetail>(detail).data).toMatchObject({ role: 'buyer', credentialsAvailable: false });
    const sellers = envelope<OrderPage>(await call('GET', '/api/order/list?role=seller', seller)).data;
    expect(sellers.rows.map((row) => row.id)).toContain(orderId);
    const view = await myBidQuotes(requestId);
    expect(view.request.status).toBe('accepted');
    // The seller sees when the recycler's time to pay runs out, and the commission the accept fixed.
    expect(view.request.order).toEqual({
      id: orderId,
      orderNo: order.order_no,
      status: 'pending_payment',
      payDueAt: new Date(at.getTime() + 24 * HOUR).toISOString(),
      commissionFen: 10_000,
    });

    // The recycler's quote list names the order on the accepted quote only.
    const quotesA = envelope<RecyclerQuotePage>(await call('GET', '/api/recycler/quotes', recyclerA())).data;
    expect(quotesA.rows.find((row) => row.id === quoteId)).toMatchObject({ status: 'accepted', orderId });
    const quotesB = envelope<RecyclerQuotePage>(await call('GET', '/api/recycler/quotes', recyclerB())).data;
    expect(quotesB.rows.find((row) => row.request.id === requestId)).toMatchObject({
      status: 'rejected',
      orderId: null,
    });
  });

  it('20 accepts at once (of four recyclers’ quotes) give one accept and exactly one order', async () => {
    const requestId = await submitBid(app, seller, bidInput(game, demoId, seller.userId));
    const quoteIds: number[] = [];
    for (const [i, recycler] of recyclers.entries()) {
      quoteIds.push(envelope<BidQuoteResult>(await quote(app, recycler, requestId, 30_000 + i * 1_000)).data.id);
    }
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => accept(app, seller, requestId, quoteIds[i % quoteIds.length] as number)),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(19);
    const request = await requestRow(requestId);
    const orders = await database.db
      .selectFrom('orders')
      .select(['id', 'buyer_user_id', 'total_fen'])
      .where('tenant_id', '=', demoId)
      .where('listing_id', '=', request.listing_id)
      .execute();
    expect(orders).toHaveLength(1);
    expect(orders[0]?.id).toBe(request.order_id);
    const winner = await database.db
      .selectFrom('recycle_bid_quotes')
      .select(['recycler_user_id', 'amount_fen'])
      .where('tenant_id', '=', demoId)
      .where('id', '=', request.accepted_quote_id as number)
      .executeTakeFirstOrThrow();
    expect(orders[0]).toMatchObject({ buyer_user_id: winner.recycler_user_id, total_fen: winner.amount_fen });
  });

  it('only the accepted recycler can pay or see it: not another recycler, not the seller, not another tenant', async () => {
    const { orderId } = await acceptedRequest(50_000);
    expect((await call('POST', `/api/order/${orderId}/pay`, recyclerB())).statusCode).toBe(404);
    expect((await call('POST', `/api/order/${orderId}/pay`, seller)).statusCode).toBe(404);
    expect((await call('GET', `/api/order/${orderId}`, recyclerB())).statusCode).toBe(404);
    // The seller follows it (role seller) but pays nothing.
    const asSeller = await call('GET', `/api/order/${orderId}`, seller);
    expect(envelope<OrderDetail>(asSeller).data.role).toBe('seller');
    // Another tenant: neither its users nor its staff see the order.
    const nova = 'nova.localhost';
    expect((await call('GET', `/api/order/${orderId}`, novaBuyer, undefined, nova)).statusCode).toBe(404);
    expect((await call('POST', `/api/order/${orderId}/pay`, novaBuyer, undefined, nova)).statusCode).toBe(404);
    expect((await call('GET', `/api/staff/orders/${orderId}`, novaOperator, undefined, nova)).statusCode).toBe(404);
    expect((await orderRow(orderId)).status).toBe('pending_payment');
  });
});

describe('the recycle order runs as a purchase', () => {
  it('pay → staff rebind and deliver → reveal (audited) → confirm: seller credited price − commission after the hold, request completed', async () => {
    const { requestId, orderId } = await acceptedRequest(200_000);
    const { listing_id: listingId } = await requestRow(requestId);
    const walletBefore = await walletBalance(database.db, demoId, 'seller_wallet', seller.userId);

    await payThroughCashier(app, recyclerA().token, orderId);
    expect((await orderRow(orderId)).status).toBe('in_trade');
    expect(await listingStatus(database.db, demoId, listingId)).toBe('sold');
    expect((await requestRow(requestId)).status).toBe('accepted');

    // Staff work through the game's checklist, then hand the vault's credentials over.
    const staffView = envelope<OrderDetail>(await call('GET', `/api/staff/orders/${orderId}`, operator)).data;
    expect(staffView.rebinding.length).toBeGreaterThan(0);
    for (const step of staffView.rebinding) {
      const ticked = await call('POST', `/api/staff/orders/${orderId}/rebind`, operator, {
        step: step.step,
        done: true,
      });
      expect(ticked.statusCode, ticked.body).toBe(200);
    }
    const delivered = await call('POST', `/api/staff/orders/${orderId}/deliver`, operator, {
      confirmIncompleteChecklist: true,
    });
    expect(delivered.statusCode, delivered.body).toBe(200);

    // Only the paying recycler reveals them, and the read is recorded.
    expect((await call('GET', `/api/order/${orderId}/credentials`, seller)).statusCode).toBe(404);
    const revealed = await call('GET', `/api/order/${orderId}/credentials`, recyclerA());
    expect(revealed.statusCode, revealed.body).toBe(200);
    expect(envelope<RevealedCredentials>(revealed).data).toMatchObject({ login: GAME_LOGIN, password: GAME_PASSWORD });
    const reads = await database.db
      .selectFrom('credential_reads')
      .select(['user_id', 'purpose'])
      .where('tenant_id', '=', demoId)
      .where('order_id', '=', orderId)
      .where('purpose', '=', 'buyer_reveal')
      .execute();
    expect(reads).toEqual([{ user_id: recyclerA().userId, purpose: 'buyer_reveal' }]);

    const confirmed = await call('POST', `/api/order/${orderId}/confirm`, recyclerA());
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(envelope<Order>(confirmed).data.status).toBe('completed');

    // The proceeds wait out the shop's payout hold (7 days), then the release pass pays them into the wallet.
    expect(await walletBalance(database.db, demoId, 'seller_wallet', seller.userId)).toBe(walletBefore);
    const check = await checkLedgerBalance(database.db, demoId, orderId);
    expect(check.problems).toEqual([]);
    // No service fee or guarantee moved (zero entries are not written): the merchant keeps the commission only.
    expect(check.accounts).toEqual({
      buyer: -200_000,
      escrow: 0,
      merchant: 10_000,
      seller_held: 190_000,
    });
    await sweepDuePayouts(database.db, new Date(clock.now().getTime() + 7 * 24 * HOUR));
    const walletAfter = await walletBalance(database.db, demoId, 'seller_wallet', seller.userId);
    expect(walletAfter - walletBefore).toBe(200_000 - 10_000);
    const released = await checkLedgerBalance(database.db, demoId, orderId);
    expect(released.problems).toEqual([]);
    expect(released.accounts).toEqual({
      buyer: -200_000,
      escrow: 0,
      merchant: 10_000,
      seller_held: 0,
      seller_wallet: 190_000,
    });

    const request = await requestRow(requestId);
    expect(request.status).toBe('completed');
    expect(request.closed_at).not.toBeNull();
    const view = await myBidQuotes(requestId);
    expect(view.request.status).toBe('completed');
    expect(view.request.order?.status).toBe('completed');
    // Paid: no time to pay runs any more.
    expect(view.request.order?.payDueAt).toBeNull();
  });

  it('the commission has the tenant’s minimum (¥50) and never exceeds the price', async () => {
    const { orderId } = await acceptedRequest(30_000);
    expect((await orderRow(orderId)).commission_fen).toBe(5_000);
  });

  it('takes the bidding commission and the payment window from the tenant’s trade_fee dictionary', async () => {
    const setting = (value: string, label: string) =>
      database.db
        .updateTable('dict_data')
        .set({ label })
        .where('tenant_id', '=', demoId)
        .where('dict_type', '=', 'trade_fee')
        .where('value', '=', value)
        .executeTakeFirstOrThrow();
    try {
      await setting('bid_commission_rate_bp', '800');
      await setting('bid_commission_min_fen', '1000');
      await setting('recycle_payment_hours', '48');
      // The consignment commission (5 %) stays what it was: only bid trades use the bidding rate.
      deps.caches.forgetTenant(demoId);
      const at = clock.now();
      const { orderId } = await acceptedRequest(100_000);
      const order = await orderRow(orderId);
      expect(order.commission_fen).toBe(8_000);
      expect(order.expires_at?.getTime()).toBe(at.getTime() + 48 * HOUR);
      const small = await orderRow((await acceptedRequest(5_000)).orderId);
      expect(small.commission_fen).toBe(1_000);
    } finally {
      await setting('bid_commission_rate_bp', '500');
      await setting('bid_commission_min_fen', '5000');
      await setting('recycle_payment_hours', '24');
      deps.caches.forgetTenant(demoId);
    }
  });
});

describe('an accepted order that ends without a trade', () => {
  it('unpaid past its 24-hour window: order cancelled, listing back in draft, request expired (not re-opened)', async () => {
    const { requestId, orderId } = await acceptedRequest(60_000);
    const { listing_id: listingId } = await requestRow(requestId);
    // A buyer's 15 minutes are long gone: the recycler's order still waits.
    clock.advance(16 * 60_000);
    await sweepExpiredOrders(database.db, deps.trade, clock.now());
    expect((await orderRow(orderId)).status).toBe('pending_payment');

    clock.advance(24 * HOUR);
    expect((await call('POST', `/api/order/${orderId}/pay`, recyclerA())).statusCode).toBe(409);
    expect(await sweepExpiredOrders(database.db, deps.trade, clock.now())).toBeGreaterThanOrEqual(1);
    expect((await orderRow(orderId)).status).toBe('cancelled');
    expect(await listingStatus(database.db, demoId, listingId)).toBe('draft');
    const request = await requestRow(requestId);
    expect(request).toMatchObject({ status: 'expired', order_id: orderId });
    expect(request.closed_at).not.toBeNull();
    const view = await myBidQuotes(requestId);
    expect(view.request).toMatchObject({ status: 'expired', canAccept: false, canCancel: false });
    expect(view.request.order?.status).toBe('cancelled');
    // Not re-opened: no recycler can quote on it again.
    expect((await quote(app, recyclerB(), requestId, 90_000)).statusCode).toBe(409);
  });

  it('the recycler cancelling before paying ends the request the same way', async () => {
    const { requestId, orderId } = await acceptedRequest(70_000);
    const cancelled = await call('POST', `/api/order/${orderId}/cancel`, recyclerA());
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const request = await requestRow(requestId);
    expect(request.status).toBe('expired');
    expect(await listingStatus(database.db, demoId, request.listing_id)).toBe('draft');
  });

  it('refunded by staff before completion: never put on sale (relist refused), request cancelled', async () => {
    const { requestId, orderId } = await acceptedRequest(80_000);
    await payThroughCashier(app, recyclerA().token, orderId);
    const relist = await call('POST', `/api/staff/orders/${orderId}/refund`, operator, {
      reason: 'account could not be rebound',
      relist: true,
    });
    expect(relist.statusCode, relist.body).toBe(422);
    const refunded = await call('POST', `/api/staff/orders/${orderId}/refund`, operator, {
      reason: 'account could not be rebound',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const request = await requestRow(requestId);
    expect(request.status).toBe('cancelled');
    expect(await listingStatus(database.db, demoId, request.listing_id)).toBe('draft');
  });
});
