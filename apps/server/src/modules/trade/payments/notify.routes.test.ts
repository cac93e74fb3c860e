import type { Order, OrderDetail, PayResult } from '@gs/shared/orders';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestDatabase, envelope, type TestDatabase } from '../../../../test/helpers.ts';
import { authHeaders, tenantIdOf } from '../../../../test/identity-helpers.ts';
import {
  contextOf,
  expectEveryOrderBalanced,
  insertTestListing,
  movableClock,
  type TestBuyer,
  testSecretBox,
  verifiedBuyer,
} from '../../../../test/trade-fixtures.ts';
import { checkLedgerBalance } from '../ledger/ledger.service.ts';
import { createSandboxProvider } from './sandbox-provider.ts';

let database: TestDatabase;
let app: FastifyInstance;
let demoId: number;
let buyer: TestBuyer;
const clock = movableClock();
// The same per-merchant key as the server's sandbox (the test keyring).
const gateway = createSandboxProvider(testSecretBox);

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, {}, { clock });
  demoId = await tenantIdOf(database.db, 'demo');
  buyer = await verifiedBuyer(await contextOf(database.db, demoId, clock), '13977770001');
});
afterEach(async () => {
  await expectEveryOrderBalanced(database.db);
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

/** An order with an open payment; answers the order, the payment row and a signed success notification. */
async function openPayment(payMode: 'full' | 'deposit' = 'full') {
  const goodsId = await insertTestListing(database.db, demoId, { price: 50_000 });
  const created = await app.inject({
    method: 'POST',
    url: '/api/order/create',
    headers: authHeaders(buyer.token),
    payload: { goodsId, guarantee: 'none', payMode, agree: true },
  });
  const order = envelope<Order>(created).data;
  const pay = await app.inject({
    method: 'POST',
    url: `/api/order/${order.id}/pay`,
    headers: authHeaders(buyer.token),
  });
  const opened = envelope<PayResult>(pay).data;
  const payment = await database.db
    .selectFrom('payments')
    .selectAll()
    .where('id', '=', opened.paymentId)
    .executeTakeFirstOrThrow();
  const ref = { id: payment.id, outTradeNo: payment.out_trade_no, amountFen: payment.amount_fen };
  return { order, payment, ref, paid: gateway.buildNotification(demoId, ref, 'paid', clock.now()) };
}

const notify = (fields: Record<string, string>, host = 'localhost') =>
  app.inject({
    method: 'POST',
    url: '/api/pay/notify/sandbox',
    headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

async function paymentState(orderId: number) {
  const payments = await database.db.selectFrom('payments').selectAll().where('order_id', '=', orderId).execute();
  const postings = await database.db
    .selectFrom('ledger_postings')
    .select('kind')
    .where('order_id', '=', orderId)
    .execute();
  const order = await database.db
    .selectFrom('orders')
    .select(['status', 'paid_fen'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  return { payments, postings: postings.map((p) => p.kind), order };
}

describe('POST /api/pay/notify/sandbox', () => {
  it('records one payment and one ledger posting for the same notification sent 20 times at once', async () => {
    const { order, paid } = await openPayment();
    const started = performance.now();
    const replies = await Promise.all(Array.from({ length: 20 }, () => notify(paid)));
    const ms = performance.now() - started;
    expect(replies.map((r) => `${r.statusCode} ${r.body}`)).toEqual(Array(20).fill('200 success'));
    const state = await paymentState(order.id);
    expect(state.payments.map((p) => p.status)).toEqual(['succeeded']);
    expect(state.postings).toEqual(['payment']);
    expect(state.order).toMatchObject({ status: 'in_trade', paid_fen: order.amounts.total });
    const notes = await database.db
      .selectFrom('payment_notifications')
      .select(['outcome', 'verified'])
      .where('out_trade_no', '=', paid.out_trade_no as string)
      .execute();
    expect(notes).toEqual([{ outcome: 'paid', verified: true }]);
    expect((await checkLedgerBalance(database.db, demoId, order.id)).balanced).toBe(true);
    console.info(`20 parallel replays of one notification: ${ms.toFixed(0)} ms`);
  });

  it('handles notifications out of order: closed before paid, paid again with a new id, closed after paid', async () => {
    const { order, ref } = await openPayment();
    const closed = gateway.buildNotification(demoId, ref, 'closed', clock.now());
    const paidFirst = gateway.buildNotification(demoId, ref, 'paid', clock.now());
    const paidAgain = gateway.buildNotification(demoId, ref, 'paid', clock.now());
    const closedLate = gateway.buildNotification(demoId, ref, 'closed', clock.now());
    for (const fields of [closed, paidFirst, paidAgain, closedLate, paidFirst]) {
      expect((await notify(fields)).body).toBe('success');
    }
    const state = await paymentState(order.id);
    expect(state.payments.map((p) => p.status)).toEqual(['succeeded']);
    expect(state.postings).toEqual(['payment']);
    const outcomes = await database.db
      .selectFrom('payment_notifications')
      .select('outcome')
      .where('payment_id', '=', ref.id)
      .orderBy('id')
      .execute();
    expect(outcomes.map((o) => o.outcome)).toEqual(['failed', 'paid', 'duplicate_payment', 'closed_ignored']);
  });

  it('puts a payment the gateway closed unpaid into the order’s history once, with the provider and why', async () => {
    const { order, ref } = await openPayment('deposit');
    // As Alipay reports a closed trade: TRADE_CLOSED and no reason of its own.
    const reasonless = () => {
      const {
        sign: _sign,
        fail_reason: _reason,
        ...fields
      } = gateway.buildNotification(demoId, ref, 'closed', clock.now());
      return { ...fields, sign: gateway.sign(demoId, fields) };
    };
    expect((await notify(reasonless())).body).toBe('success');
    expect((await notify(reasonless())).body).toBe('success');
    const read = async (lang: string) => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/order/${order.id}`,
        headers: { ...authHeaders(buyer.token), 'accept-language': lang },
      });
      return envelope<OrderDetail>(response).data;
    };
    const en = await read('en-US');
    expect(en.status).toBe('pending_payment');
    expect(en.history.map((entry) => [entry.event, entry.actor, entry.to, entry.note])).toEqual([
      ['status', 'buyer', 'pending_payment', ''],
      [
        'payment_failed',
        'gateway',
        'pending_payment',
        'Deposit failed (sandbox): the gateway closed it unpaid; no money was taken',
      ],
    ]);
    expect((await read('zh-CN')).history[1]?.note).toBe('定金支付失败（沙箱支付）：支付渠道已关闭该笔交易，未扣款');
  });

  it('rejects a bad signature, a changed amount, a foreign merchant or tenant, and an unknown payment, changing nothing', async () => {
    const { order, ref, paid } = await openPayment();
    const forged = { ...paid, sign: paid.sign?.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) ?? '' };
    const reSigned = (fields: Record<string, string>) => ({ ...fields, sign: gateway.sign(demoId, fields) });
    const { sign: _unused, ...unsigned } = paid;
    const cases = [
      forged,
      { ...paid, total_fen: '1' },
      reSigned({ ...unsigned, total_fen: String(ref.amountFen - 1) }),
      reSigned({ ...unsigned, app_id: 'sandbox-999' }),
      reSigned({ ...unsigned, out_trade_no: 'f'.repeat(32) }),
    ];
    for (const fields of cases) {
      const reply = await notify(fields);
      expect(`${reply.statusCode} ${reply.body}`).toBe('400 fail');
    }
    // Signed for the demo tenant, delivered to another tenant's host: its key differs.
    expect((await notify(paid, 'nova.localhost')).body).toBe('fail');
    const state = await paymentState(order.id);
    expect(state.payments.map((p) => p.status)).toEqual(['pending']);
    expect(state.postings).toEqual([]);
    expect(state.order.status).toBe('pending_payment');
    const rejected = await database.db
      .selectFrom('payment_notifications')
      .select(['outcome', 'verified'])
      .where('verified', '=', false)
      .where('out_trade_no', 'in', [ref.outTradeNo, 'f'.repeat(32)])
      .orderBy('id')
      .execute();
    expect(rejected.map((r) => r.outcome)).toEqual([
      'bad_signature',
      'bad_signature',
      'amount_mismatch',
      'merchant_mismatch',
      'unknown_payment',
      'bad_signature', // the one delivered to nova's host, kept in nova's records
    ]);
    expect((await notify(paid)).body).toBe('success');
    expect((await paymentState(order.id)).order.status).toBe('in_trade');
  });

  it('records a payment for a cancelled order for refund, once, however often it is repeated', async () => {
    const { order, paid } = await openPayment();
    await app.inject({ method: 'POST', url: `/api/order/${order.id}/cancel`, headers: authHeaders(buyer.token) });
    const replies = await Promise.all(Array.from({ length: 5 }, () => notify(paid)));
    expect(replies.every((r) => r.body === 'success')).toBe(true);
    const state = await paymentState(order.id);
    expect(state.payments.map((p) => p.status)).toEqual(['refund_required']);
    expect(state.postings).toEqual(['late_payment']);
    expect(state.order.status).toBe('cancelled');
  });

  it('accepts the form content type with a charset, as gateways send it', async () => {
    const { order, paid } = await openPayment();
    const response = await app.inject({
      method: 'POST',
      url: '/api/pay/notify/sandbox',
      headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
      payload: new URLSearchParams(paid).toString(),
    });
    expect(response.body).toBe('success');
    expect((await paymentState(order.id)).order.status).toBe('in_trade');
  });

  it('answers 404 for an unknown provider', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/pay/notify/paypal',
      headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=b',
    });
    expect(response.statusCode).toBe(404);
  });
});
