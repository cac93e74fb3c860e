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
import { createTradeDeps } from '../trade-deps.ts';
import { fenToYuan, yuanToFen } from './alipay-provider.ts';
import { saveAlipaySettings } from './alipay-settings.ts';
import { reconcilePendingPayments } from './reconcile.service.ts';

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
      const { out_trade_no: outTradeNo } = JSON.parse(params.biz_content ?? '{}') as { out_trade_no?: string };
      const trade = trades.get(outTradeNo ?? '');
      const inner = !valid
        ? { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-signature' }
        : trade
          ? {
              code: '10000',
              msg: 'Success',
              out_trade_no: outTradeNo,
              trade_no: trade.tradeNo,
              trade_status: trade.status,
              total_amount: trade.amount,
            }
          : { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_NOT_EXIST' };
      const json = JSON.stringify(inner);
      response.setHeader('content-type', 'application/json;charset=utf-8');
      response.end(`{"alipay_trade_query_response":${json},"sign":"${rsaSign(json, alipay.privateKey)}"}`);
    });
  });
  return {
    trades,
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
