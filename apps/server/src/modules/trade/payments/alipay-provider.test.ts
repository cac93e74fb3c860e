import { createSign, createVerify, generateKeyPairSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Order, PayResult } from '@gs/shared/orders';
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
import { Caches } from '../../../lib/caches.ts';
import { sweepExpiredOrders } from '../orders/order-scheduler.ts';
import { createTradeDeps } from '../trade-deps.ts';
import { beijingTime, fenToYuan, GATEWAY_MARGIN_MS, yuanToFen } from './alipay-provider.ts';
import { saveAlipaySettings } from './alipay-settings.ts';
import {
  ALERT_AFTER_REFUND_FAILURES,
  closeTradesAtProviders,
  reconcileBeforeExpiry,
  reconcilePendingPayments,
  refundLatePayments,
} from './reconcile.service.ts';

const keyPair = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
const merchant = keyPair();
const alipay = keyPair();
const stranger = keyPair();
const APP_ID = '2021000000000042';

const signContent = (fields: Record<string, string>, exclude: string[]) =>
  Object.keys(fields)
    .filter((key) => !exclude.includes(key) && fields[key] !== '')
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('&');
const rsaSign = (content: string, key: string) => createSign('RSA-SHA256').update(content, 'utf8').sign(key, 'base64');

/**
 * A local stand-in for Alipay's gateway: it checks the merchant's request signatures, answers trade.query signed
 * with "Alipay's" key, and sends notifications signed the way Alipay does (sign and sign_type left out).
 */
function startFakeGateway() {
  const trades = new Map<string, { status: string; amount: string; tradeNo: string }>();
  const calls: { method: string; biz: Record<string, string> }[] = [];
  const state = { refundFails: false };
  const answerTo = (method: string, biz: Record<string, string>) => {
    const trade = trades.get(biz.out_trade_no ?? '');
    if (!trade) return { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_NOT_EXIST' };
    if (method === 'alipay.trade.close') {
      trade.status = 'TRADE_CLOSED';
      return { code: '10000', msg: 'Success', out_trade_no: biz.out_trade_no, trade_no: trade.tradeNo };
    }
    if (method === 'alipay.trade.refund') {
      if (state.refundFails) return { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.SYSTEM_ERROR' };
      return { code: '10000', msg: 'Success', out_trade_no: biz.out_trade_no, refund_fee: biz.refund_amount };
    }
    return {
      code: '10000',
      msg: 'Success',
      out_trade_no: biz.out_trade_no,
      trade_no: trade.tradeNo,
      trade_status: trade.status,
      total_amount: trade.amount,
    };
  };
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://gateway');
      const params = { ...Object.fromEntries(url.searchParams), ...Object.fromEntries(new URLSearchParams(body)) };
      const valid = createVerify('RSA-SHA256')
        .update(signContent(params, ['sign']), 'utf8')
        .verify(merchant.publicKey, params.sign ?? '', 'base64');
      const method = params.method ?? '';
      const biz = JSON.parse(params.biz_content ?? '{}') as Record<string, string>;
      calls.push({ method, biz });
      const inner = valid
        ? answerTo(method, biz)
        : { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-signature' };
      const json = JSON.stringify(inner);
      response.setHeader('content-type', 'application/json;charset=utf-8');
      response.end(`{"${method.replaceAll('.', '_')}_response":${json},"sign":"${rsaSign(json, alipay.privateKey)}"}`);
    });
  });
  return {
    trades,
    calls,
    state,
    server,
    notification(outTradeNo: string, amount: string, status = 'TRADE_SUCCESS', key = alipay.privateKey) {
      const tradeNo = `2026112222001${randomBytes(6).toString('hex')}`;
      const fields: Record<string, string> = {
        notify_id: randomBytes(16).toString('hex'),
        notify_type: 'trade_status_sync',
        notify_time: '2026-11-22 10:00:00',
        charset: 'utf-8',
        version: '1.0',
        app_id: APP_ID,
        out_trade_no: outTradeNo,
        trade_no: tradeNo,
        total_amount: amount,
        trade_status: status,
        subject: '100% 满意 王者荣耀账号',
        sign_type: 'RSA2',
      };
      return { ...fields, sign: rsaSign(signContent(fields, ['sign', 'sign_type']), key) };
    },
  };
}

let database: TestDatabase;
let app: FastifyInstance;
let demoId: number;
let buyer: TestBuyer;
const clock = movableClock();
const gateway = startFakeGateway();

beforeAll(async () => {
  await new Promise<void>((resolve) => gateway.server.listen(0, '127.0.0.1', resolve));
  database = await createTestDatabase();
  app = await buildTestApp(database.db, {}, { clock });
  demoId = await tenantIdOf(database.db, 'demo');
  buyer = await verifiedBuyer(await contextOf(database.db, demoId, clock), '13912340001');
  const { port } = gateway.server.address() as AddressInfo;
  await saveAlipaySettings(await contextOf(database.db, demoId, clock), testSecretBox, {
    appId: APP_ID,
    privateKey: merchant.privateKey,
    alipayPublicKey: alipay.publicKey,
    gateway: `http://127.0.0.1:${port}/gateway.do`,
  });
});
afterEach(async () => {
  await expectEveryOrderBalanced(database.db);
});
afterAll(async () => {
  await app.close();
  await database.drop();
  await new Promise((resolve) => gateway.server.close(resolve));
});

async function orderAndPay(price = 88_800) {
  const goodsId = await insertTestListing(database.db, demoId, { price });
  const created = await app.inject({
    method: 'POST',
    url: '/api/order/create',
    headers: authHeaders(buyer.token),
    payload: { goodsId, guarantee: 'retrieval', payMode: 'full', agree: true },
  });
  const order = envelope<Order>(created).data;
  const paid = await app.inject({
    method: 'POST',
    url: `/api/order/${order.id}/pay`,
    headers: authHeaders(buyer.token),
  });
  const result = envelope<PayResult>(paid).data;
  const url = new URL(result.payUrl);
  const biz = JSON.parse(url.searchParams.get('biz_content') ?? '{}') as Record<string, string>;
  return { order, result, url, outTradeNo: biz.out_trade_no as string, biz };
}

const notify = (fields: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: '/api/pay/notify/alipay',
    headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
const orderStatus = async (id: number) =>
  (await database.db.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

describe('the alipay provider (official alipay-sdk) against a local fake gateway', () => {
  it('converts amounts between fen and yuan strings without floating point', () => {
    expect(fenToYuan(88_800)).toBe('888.00');
    expect(fenToYuan(5)).toBe('0.05');
    expect(yuanToFen('888.8')).toBe(88_880);
    expect(yuanToFen('0.07')).toBe(7);
    expect(yuanToFen('1.005')).toBeNull();
    expect(yuanToFen('-1')).toBeNull();
  });

  it('opens a signed page-pay URL at the tenant’s gateway with the server’s amount', async () => {
    const { order, result, url, biz } = await orderAndPay();
    expect(result.provider).toBe('alipay');
    expect(url.pathname).toBe('/gateway.do');
    expect(url.searchParams.get('method')).toBe('alipay.trade.page.pay');
    expect(url.searchParams.get('app_id')).toBe(APP_ID);
    expect(url.searchParams.get('notify_url')).toBe('http://localhost/api/pay/notify/alipay');
    expect(biz.total_amount).toBe(fenToYuan(order.amounts.total));
    const params = Object.fromEntries(url.searchParams);
    const valid = createVerify('RSA-SHA256')
      .update(signContent(params, ['sign']), 'utf8')
      .verify(merchant.publicKey, params.sign ?? '', 'base64');
    expect(valid).toBe(true);
  });

  it('records a notification signed by Alipay’s key once; rejects other keys, amounts and app ids', async () => {
    const { order, outTradeNo } = await orderAndPay();
    const amount = fenToYuan(order.amounts.total);
    const forged = gateway.notification(outTradeNo, amount, 'TRADE_SUCCESS', stranger.privateKey);
    expect((await notify(forged)).body).toBe('fail');
    const good = gateway.notification(outTradeNo, amount);
    expect((await notify({ ...good, total_amount: '0.01' })).body).toBe('fail');
    const cheap = gateway.notification(outTradeNo, '0.01');
    expect((await notify(cheap)).body).toBe('fail');
    expect(await orderStatus(order.id)).toBe('pending_payment');
    const replies = await Promise.all(Array.from({ length: 5 }, () => notify(good)));
    expect(replies.map((r) => r.body)).toEqual(Array(5).fill('success'));
    expect(await orderStatus(order.id)).toBe('in_trade');
    const outcomes = await database.db
      .selectFrom('payment_notifications')
      .select(['outcome', 'verified'])
      .where('out_trade_no', '=', outTradeNo)
      .orderBy('id')
      .execute();
    expect(outcomes).toEqual([
      { outcome: 'bad_signature', verified: false },
      { outcome: 'bad_signature', verified: false },
      { outcome: 'amount_mismatch', verified: false },
      { outcome: 'paid', verified: true },
    ]);
  });

  it('settles a payment whose notification never came by asking trade.query', async () => {
    const { order, outTradeNo } = await orderAndPay(12_300);
    const deps = createTradeDeps(database.db, testSecretBox, () => undefined);
    clock.advance(3 * 60_000);
    expect(await reconcilePendingPayments({ db: database.db, clock, caches: new Caches() }, deps)).toBe(0);
    gateway.trades.set(outTradeNo, { status: 'WAIT_BUYER_PAY', amount: fenToYuan(order.amounts.total), tradeNo: 'T1' });
    expect(await reconcilePendingPayments({ db: database.db, clock, caches: new Caches() }, deps)).toBe(0);
    gateway.trades.set(outTradeNo, { status: 'TRADE_SUCCESS', amount: fenToYuan(order.amounts.total), tradeNo: 'T1' });
    expect(await reconcilePendingPayments({ db: database.db, clock, caches: new Caches() }, deps)).toBe(1);
    expect(await orderStatus(order.id)).toBe('in_trade');
    expect(await reconcilePendingPayments({ db: database.db, clock, caches: new Caches() }, deps)).toBe(0);
    const late = gateway.notification(outTradeNo, fenToYuan(order.amounts.total));
    expect((await notify(late)).body).toBe('success');
    const postings = await database.db
      .selectFrom('ledger_postings')
      .select('kind')
      .where('order_id', '=', order.id)
      .execute();
    expect(postings).toEqual([{ kind: 'payment' }]);
  });
});

describe('late payments (the gateway takes money until its own timeout)', () => {
  const alerts: { event: string; data: Record<string, unknown> }[] = [];
  const system = () => ({ db: database.db, clock, caches: new Caches() });
  const depsNow = () => createTradeDeps(database.db, testSecretBox, (event, data) => alerts.push({ event, data }));
  const payment = (outTradeNo: string) =>
    database.db.selectFrom('payments').selectAll().where('out_trade_no', '=', outTradeNo).executeTakeFirstOrThrow();
  const expiresAt = async (orderId: number) =>
    (await database.db.selectFrom('orders').select('expires_at').where('id', '=', orderId).executeTakeFirstOrThrow())
      .expires_at as Date;

  it('ends the gateway’s cashier a minute before the order expires (time_expire, Beijing time)', async () => {
    const { order, biz } = await orderAndPay();
    const expiry = await expiresAt(order.id);
    expect(biz.time_expire).toBe(beijingTime(new Date(expiry.getTime() - GATEWAY_MARGIN_MS)));
    expect(biz.timeout_express).toBeUndefined();
    expect(beijingTime(new Date('2026-11-25T16:30:05Z'))).toBe('2026-11-26 00:30:05');
  });

  it('asks the gateway before expiring: a payment made in the last moments pays the order instead', async () => {
    const { order, outTradeNo } = await orderAndPay(23_400);
    gateway.trades.set(outTradeNo, { status: 'TRADE_SUCCESS', amount: fenToYuan(order.amounts.total), tradeNo: 'T2' });
    clock.set(new Date((await expiresAt(order.id)).getTime() + 1_000));
    const trade = depsNow();
    expect(await reconcileBeforeExpiry(system(), trade)).toBe(1);
    expect(await orderStatus(order.id)).toBe('in_trade');
    await sweepExpiredOrders(database.db, trade, clock.now()); // other tests' unpaid orders expire; not this one
    expect(await orderStatus(order.id)).toBe('in_trade');
  });

  it('closes the gateway’s trade of an expired order, and refunds a payment that still arrives', async () => {
    const { order, outTradeNo } = await orderAndPay(34_500);
    const amount = fenToYuan(order.amounts.total);
    gateway.trades.set(outTradeNo, { status: 'WAIT_BUYER_PAY', amount, tradeNo: 'T3' });
    clock.set(new Date((await expiresAt(order.id)).getTime() + 1_000));
    const trade = depsNow();
    expect(await reconcileBeforeExpiry(system(), trade)).toBe(0);
    expect(await sweepExpiredOrders(database.db, trade, clock.now())).toBeGreaterThanOrEqual(1);
    expect(await orderStatus(order.id)).toBe('cancelled');
    expect((await payment(outTradeNo)).status).toBe('closed');

    expect(await closeTradesAtProviders(system(), trade)).toBeGreaterThanOrEqual(1);
    expect(gateway.calls.filter((call) => call.method === 'alipay.trade.close').map((call) => call.biz)).toContainEqual(
      { out_trade_no: outTradeNo },
    );
    expect((await payment(outTradeNo)).provider_closed_at).not.toBeNull();
    expect(await closeTradesAtProviders(system(), trade)).toBe(0); // done once

    // The buyer's money arrives anyway (a gateway that missed the close): recorded, refunded, alerted.
    expect((await notify(gateway.notification(outTradeNo, amount))).body).toBe('success');
    expect((await payment(outTradeNo)).status).toBe('refund_required');
    expect(await orderStatus(order.id)).toBe('cancelled');

    gateway.state.refundFails = true;
    alerts.length = 0;
    for (let attempt = 1; attempt <= ALERT_AFTER_REFUND_FAILURES + 1; attempt++) {
      expect(await refundLatePayments(system(), trade)).toBe(0);
      const row = await payment(outTradeNo);
      expect(row.refund_attempts).toBe(attempt);
      expect(row.refund_error).toContain('ACQ.SYSTEM_ERROR');
      expect(await refundLatePayments(system(), trade)).toBe(0); // not due again before its backoff
      clock.set(row.refund_next_at as Date);
    }
    expect(alerts.filter((alert) => alert.event === 'late_payment_refund_failing')).toHaveLength(1);

    gateway.state.refundFails = false;
    expect(await refundLatePayments(system(), trade)).toBe(1);
    const refundCalls = gateway.calls.filter((call) => call.method === 'alipay.trade.refund');
    expect(refundCalls.at(-1)?.biz).toMatchObject({
      out_trade_no: outTradeNo,
      refund_amount: amount,
      out_request_no: `late-${(await payment(outTradeNo)).id}`,
    });
    // Every try asked for the same refund: one request number.
    expect(
      new Set(refundCalls.filter((c) => c.biz.out_trade_no === outTradeNo).map((c) => c.biz.out_request_no)).size,
    ).toBe(1);
    expect((await payment(outTradeNo)).status).toBe('refunded');
    expect(alerts.map((alert) => alert.event)).toContain('late_payment_refunded');
    expect(await refundLatePayments(system(), trade)).toBe(0);
    const postings = await database.db
      .selectFrom('ledger_postings')
      .select('kind')
      .where('order_id', '=', order.id)
      .orderBy('id')
      .execute();
    expect(postings.map((row) => row.kind)).toEqual(['late_payment', 'late_refund']);
  });
});
