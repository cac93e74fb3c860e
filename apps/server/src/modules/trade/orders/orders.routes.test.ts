import { Writable } from 'node:stream';
import type { OrderClaims } from '@gs/shared/claims';
import type { Evaluation, EvaluationPage, Order, OrderConfirm, OrderDetail, OrderPage } from '@gs/shared/orders';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loginDemoUser } from '../../../../test/catalogue-fixtures.ts';
import { buildTestApp, createTestDatabase, envelope, type TestDatabase } from '../../../../test/helpers.ts';
import { authHeaders, tenantIdOf } from '../../../../test/identity-helpers.ts';
import {
  contextOf,
  expectEveryOrderBalanced,
  insertTestListing,
  listingStatus,
  movableClock,
  payThroughCashier,
  type TestBuyer,
  verifiedBuyer,
} from '../../../../test/trade-fixtures.ts';

let database: TestDatabase;
let app: FastifyInstance;
let demoId: number;
let buyer: TestBuyer;
let other: TestBuyer;
let operator: string;
const clock = movableClock();
const logLines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  app = await buildTestApp(database.db, {}, { clock, logStream: stream });
  demoId = await tenantIdOf(database.db, 'demo');
  const ctx = await contextOf(database.db, demoId, clock);
  buyer = await verifiedBuyer(ctx, '13966660001');
  other = await verifiedBuyer(ctx, '13966660002');
  operator = await loginDemoUser(app, 'operator');
});
afterEach(async () => {
  await expectEveryOrderBalanced(database.db);
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string | null, payload?: unknown, lang = 'en-US') =>
  app.inject({
    method,
    url,
    headers: { ...(token ? authHeaders(token) : { host: 'localhost' }), 'accept-language': lang },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const create = (token: string, goodsId: number, extra: Record<string, unknown> = {}, lang = 'en-US') =>
  call(
    'POST',
    '/api/order/create',
    token,
    { goodsId, guarantee: 'retrieval', payMode: 'full', agree: true, ...extra },
    lang,
  );
const detail = async (token: string, id: number) =>
  envelope<OrderDetail>(await call('GET', `/api/order/${id}`, token)).data;

describe('without the sandbox gateway (production default)', () => {
  it('refuses to take payment through it and has no cashier page', async () => {
    const live = await buildTestApp(database.db, { PAYMENT_SANDBOX_ENABLED: 'false' }, { clock });
    try {
      const listing = await insertTestListing(database.db, demoId, { price: 30_000 });
      const created = await create(buyer.token, listing);
      const order = envelope<Order>(created).data;
      const pay = await live.inject({
        method: 'POST',
        url: `/api/order/${order.id}/pay`,
        headers: authHeaders(buyer.token),
      });
      expect(pay.statusCode).toBe(503);
      expect(envelope(pay).errorCode).toBe('SERVICE_UNAVAILABLE');
      // A payment opened while the sandbox was on cannot be "paid" once it is off.
      const opened = envelope<{ payUrl: string }>(await call('POST', `/api/order/${order.id}/pay`, buyer.token)).data;
      const page = await live.inject({ method: 'GET', url: opened.payUrl, headers: { host: 'localhost' } });
      expect(page.statusCode).toBe(404);
      const press = await live.inject({
        method: 'POST',
        url: opened.payUrl,
        headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'action=pay',
      });
      expect(press.statusCode).toBe(404);
      expect((await detail(buyer.token, order.id)).status).toBe('pending_payment');
      await call('POST', `/api/order/${order.id}/cancel`, buyer.token);
    } finally {
      await live.close();
    }
  });
});

describe('the sandbox cashier of a payment that is no longer open', () => {
  it('says it is closed, takes no money when Pay is pressed, and reports the failure', async () => {
    // A buyer of its own: the cancel below counts towards the lapse cooldown of whoever cancels.
    const canceller = await verifiedBuyer(await contextOf(database.db, demoId, clock), '13966660021');
    const listing = await insertTestListing(database.db, demoId, { price: 31_000 });
    const order = envelope<Order>(await create(canceller.token, listing)).data;
    const opened = envelope<{ payUrl: string }>(await call('POST', `/api/order/${order.id}/pay`, canceller.token)).data;
    expect((await call('POST', `/api/order/${order.id}/cancel`, canceller.token)).statusCode).toBe(200);
    const page = await app.inject({ method: 'GET', url: opened.payUrl, headers: { host: 'localhost' } });
    expect(page.body).toContain('This payment was closed: no money was taken.');
    expect(page.body).not.toContain('name="action" value="pay"');
    const press = await app.inject({
      method: 'POST',
      url: opened.payUrl,
      headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay',
    });
    expect(press.statusCode).toBe(303);
    expect(press.headers.location).toBe(`/pages/finish?orderId=${order.id}&result=fail`);
    expect((await detail(canceller.token, order.id)).status).toBe('cancelled');
    const payments = await database.db
      .selectFrom('payments')
      .select('status')
      .where('order_id', '=', order.id)
      .execute();
    expect(payments).toEqual([{ status: 'closed' }]);
  });
});

describe('confirmation and creation', () => {
  it('answers the confirmation data with each guarantee’s fee and total, the deposit offer and the agreement', async () => {
    const listing = await insertTestListing(database.db, demoId, { price: 100_000 });
    const response = await call('GET', `/api/order/confirm?goodsId=${listing}`, buyer.token);
    expect(response.statusCode, response.body).toBe(200);
    const data = envelope<OrderConfirm>(response).data;
    expect(data.guarantees.map((g) => g.guarantee)).toEqual(['retrieval', 'face', 'none']);
    for (const option of data.guarantees) expect(option.total).toBe(data.price + option.fee + data.serviceFee);
    // What each guarantee covers includes how long: the shop's claim windows (defaults 365 and 30 days).
    expect(data.guarantees.map((g) => g.claimDays)).toEqual([365, 30, null]);
    expect(data.depositOffered).toBe(true);
    expect(data.agreement?.content.length).toBeGreaterThan(0);
    expect(response.body).not.toContain(`Pw-${listing}-Secret`);
  });

  it('needs a login, and rejects client-sent amounts and an unticked agreement (400)', async () => {
    const listing = await insertTestListing(database.db, demoId);
    expect((await call('POST', '/api/order/create', null, { goodsId: listing })).statusCode).toBe(401);
    const tampered = await create(buyer.token, listing, { total: 1, price: 1 });
    expect(tampered.statusCode).toBe(400);
    expect((await create(buyer.token, listing, { agree: false })).statusCode).toBe(400);
    expect(await listingStatus(database.db, demoId, listing)).toBe('on_sale');
  });

  it('answers the 409s and 422s in the request’s language', async () => {
    const listing = await insertTestListing(database.db, demoId, { instant: true });
    const first = envelope<Order>(await create(buyer.token, listing)).data;
    const locked = await create(other.token, listing);
    expect(locked.statusCode).toBe(409);
    expect(envelope(locked)).toMatchObject({
      errorCode: 'LISTING_LOCKED',
      msg: 'Someone else is paying for this account, try again later.',
    });
    const mine = await create(buyer.token, listing);
    expect(envelope<null>(mine)).toMatchObject({ code: 409, errorCode: 'OWN_UNPAID_ORDER', orderId: first.id });
    await payThroughCashier(app, buyer.token, first.id);
    const sold = await create(other.token, listing, {}, 'zh-CN');
    expect(envelope(sold)).toMatchObject({ code: 409, errorCode: 'LISTING_SOLD', msg: '该账号已售出。' });
    expect(envelope(await create(other.token, listing))).toMatchObject({ msg: 'This account has been sold.' });
    const ctx = await contextOf(database.db, demoId, clock);
    const unverified = await verifiedBuyer(ctx, '13966660003', { verify: false });
    const fresh = await insertTestListing(database.db, demoId);
    const realName = await create(unverified.token, fresh);
    expect(envelope(realName)).toMatchObject({
      code: 422,
      errorCode: 'REAL_NAME_REQUIRED',
      link: '/pages/BasicInformation',
    });
  });
});

describe('the money path through the sandbox cashier', () => {
  it('create → cashier → finish → staff delivers → reveal (audited) → confirm → evaluate once', async () => {
    const listing = await insertTestListing(database.db, demoId, { price: 88_800 });
    const order = envelope<Order>(await create(buyer.token, listing)).data;
    const cashierUrl = envelope<{ payUrl: string }>(await call('POST', `/api/order/${order.id}/pay`, buyer.token)).data
      .payUrl;
    const page = await app.inject({ method: 'GET', url: cashierUrl, headers: { host: 'localhost' } });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain(order.orderNo);
    expect(page.body).toMatch(/<form method="post"/);
    expect(page.body).not.toMatch(/<script/);
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");

    const location = await payThroughCashier(app, buyer.token, order.id);
    expect(location).toBe(`/pages/finish?orderId=${order.id}&result=success`);
    const paid = await detail(buyer.token, order.id);
    expect(paid).toMatchObject({ status: 'in_trade', delivered: false, credentialsAvailable: false });
    expect(paid.amounts.paid).toBe(order.amounts.total);
    expect(paid.history.map((h) => h.to)).toEqual(['pending_payment', 'in_trade']);
    // The sale is among the recent deals of the home page: title and price, never the buyer.
    const deals = envelope<{ id: number; title: string; price: number }[]>(
      await call('GET', '/api/saleOrder/web/recently/deal?limit=5', null),
    ).data;
    expect(deals[0]).toMatchObject({ id: listing, title: order.title, price: order.amounts.price });
    expect(JSON.stringify(deals[0])).not.toMatch(/buyer|phone|user/i);
    expect((await call('GET', `/api/order/${order.id}/credentials`, buyer.token)).statusCode).toBe(409);

    const staffUrl = `/api/staff/orders/${order.id}`;
    const step = await call('POST', `${staffUrl}/rebind`, operator, {
      step: 'phone',
      done: true,
      note: 'new phone bound',
    });
    expect(envelope<OrderDetail>(step).data.rebinding[0]).toMatchObject({ step: 'phone', done: true });
    const delivered = await call('POST', `${staffUrl}/deliver`, operator, {
      credentials: { login: 'qq998877', password: 'Reset-By-Staff-42', notes: '' },
      confirmIncompleteChecklist: true,
    });
    expect(delivered.statusCode, delivered.body).toBe(200);

    expect((await call('GET', `/api/order/${order.id}/credentials`, other.token)).statusCode).toBe(404);
    const revealed = await call('GET', `/api/order/${order.id}/credentials`, buyer.token);
    expect(envelope(revealed).data).toMatchObject({ login: 'qq998877', password: 'Reset-By-Staff-42' });
    const reads = await database.db
      .selectFrom('credential_reads')
      .select(['purpose', 'user_id', 'order_id'])
      .where('listing_id', '=', listing)
      .orderBy('id')
      .execute();
    expect(reads.map((r) => r.purpose)).toEqual(['staff_write', 'buyer_reveal']);
    expect(reads[1]).toMatchObject({ user_id: buyer.userId, order_id: order.id });
    const sealed = await database.db
      .selectFrom('listing_credentials')
      .select('sealed')
      .where('listing_id', '=', listing)
      .executeTakeFirstOrThrow();
    expect(sealed.sealed).not.toContain('Reset-By-Staff-42');

    const lists = [
      await call('GET', '/api/order/list', buyer.token),
      await call('GET', '/api/staff/orders', operator),
      await call('GET', `/api/order/${order.id}`, buyer.token),
    ];
    for (const list of lists) expect(list.body).not.toMatch(/Reset-By-Staff-42|qq998877/);
    expect(logLines.join('')).not.toMatch(/Reset-By-Staff-42|qq998877/);

    expect((await call('POST', `/api/order/${order.id}/evaluation`, buyer.token, { stars: 5 })).statusCode).toBe(422);
    expect((await call('POST', `/api/order/${order.id}/confirm`, other.token)).statusCode).toBe(404);
    const confirmed = await call('POST', `/api/order/${order.id}/confirm`, buyer.token);
    expect(envelope<Order>(confirmed).data.status).toBe('completed');

    const evaluate = (body: unknown) => call('POST', `/api/order/${order.id}/evaluation`, buyer.token, body);
    expect((await evaluate({ stars: 6 })).statusCode).toBe(400);
    expect((await evaluate({ stars: 0 })).statusCode).toBe(400);
    expect((await evaluate({ stars: 4, content: 'x'.repeat(501) })).statusCode).toBe(400);
    const written = await evaluate({ stars: 4, content: 'Smooth hand-over' });
    expect(envelope<Evaluation>(written).data).toMatchObject({ stars: 4, orderId: order.id });
    expect((await evaluate({ stars: 5 })).statusCode).toBe(409);
    const mine = envelope<EvaluationPage>(await call('GET', '/api/evaluation/mine', buyer.token)).data;
    expect(mine.rows.map((row) => row.content)).toEqual(['Smooth hand-over']);
    const completed = envelope<OrderPage>(await call('GET', '/api/order/list?status=completed', buyer.token)).data;
    expect(completed.rows.find((row) => row.id === order.id)?.evaluated).toBe(true);
  });

  it('the Fail button leaves the order unpaid; cancelling releases the listing', async () => {
    const listing = await insertTestListing(database.db, demoId);
    const order = envelope<Order>(await create(buyer.token, listing)).data;
    expect(await payThroughCashier(app, buyer.token, order.id, 'fail')).toContain('result=fail');
    const after = await detail(buyer.token, order.id);
    expect(after.status).toBe('pending_payment');
    expect(after.payments.map((p) => p.status)).toEqual(['failed']);
    // The failure is in the order's history (its status unchanged): when, through which provider and why.
    expect(after.history.filter((entry) => entry.event === 'payment_failed')).toEqual([
      {
        from: 'pending_payment',
        to: 'pending_payment',
        actor: 'gateway',
        note: 'Full payment failed (sandbox): the payment did not go through at the cashier; no money was taken',
        at: clock.now().toISOString(),
        event: 'payment_failed',
      },
    ]);
    const cancelled = await call('POST', `/api/order/${order.id}/cancel`, buyer.token);
    expect(envelope<Order>(cancelled).data.status).toBe('cancelled');
    expect(await listingStatus(database.db, demoId, listing)).toBe('on_sale');
    // The system's own notes in the reader's language.
    const zh = envelope<OrderDetail>(await call('GET', `/api/order/${order.id}`, buyer.token, undefined, 'zh-CN')).data;
    expect(zh.closeReason).toBe('买家取消订单');
    expect(zh.history.at(-1)?.note).toBe('买家取消订单');
    expect(zh.history.find((entry) => entry.event === 'payment_failed')?.note).toBe(
      '全款支付失败（沙箱支付）：收银台支付未成功，未扣款',
    );
    expect((await detail(buyer.token, order.id)).closeReason).toBe('Cancelled by the buyer');
  });

  it('staff refund part of an in-trade order and relist the account; a claim refunds a completed one', async () => {
    const listing = await insertTestListing(database.db, demoId, { instant: true });
    const order = envelope<Order>(await create(buyer.token, listing)).data;
    await payThroughCashier(app, buyer.token, order.id);
    const tooMuch = await call('POST', `/api/staff/orders/${order.id}/refund`, operator, {
      amount: order.amounts.total + 1,
      reason: 'x',
    });
    expect(tooMuch.statusCode).toBe(422);
    const refunded = await call('POST', `/api/staff/orders/${order.id}/refund`, operator, {
      amount: 10_000,
      relist: true,
      reason: 'account not as described',
    });
    expect(envelope<Order>(refunded).data).toMatchObject({ status: 'refunded' });
    expect(envelope<Order>(refunded).data.amounts.refunded).toBe(10_000);
    expect(await listingStatus(database.db, demoId, listing)).toBe('on_sale');

    const again = envelope<Order>(await create(other.token, listing)).data;
    await payThroughCashier(app, other.token, again.id);
    await call('POST', `/api/order/${again.id}/confirm`, other.token);
    const opened = await call('POST', `/api/staff/orders/${again.id}/after-sale`, operator, { reason: 'retrieved' });
    expect(envelope<Order>(opened).data.status).toBe('after_sale');
    // An order with an open claim is refunded by the claim's decision, not by the refund call.
    const refused = await call('POST', `/api/staff/orders/${again.id}/refund`, operator, { reason: 'guarantee' });
    expect(refused.statusCode).toBe(409);
    const claims = envelope<OrderClaims>(await call('GET', `/api/order/${again.id}/claims`, other.token)).data;
    expect(claims.rows).toMatchObject([{ openedBy: 'staff', state: 'submitted', reason: 'other' }]);
    const claimId = claims.rows[0]?.id;
    const decided = await call('POST', `/api/staff/claims/${claimId}/decide`, operator, {
      outcome: 'refund',
      reason: 'guarantee',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const closed = envelope<Order>(await call('GET', `/api/order/${again.id}`, other.token)).data;
    expect(closed).toMatchObject({ status: 'refunded', amounts: { refunded: again.amounts.total } });
    expect(await listingStatus(database.db, demoId, listing)).toBe('retrieved');
  });
});

describe('access', () => {
  it('keeps staff calls to operators and owners', async () => {
    expect((await call('GET', '/api/staff/orders', null)).statusCode).toBe(401);
    expect((await call('GET', '/api/staff/orders', buyer.token)).statusCode).toBe(403);
    expect((await call('GET', '/api/staff/orders', await loginDemoUser(app, 'recycler'))).statusCode).toBe(403);
    expect((await call('GET', '/api/staff/orders?status=in_trade', await loginDemoUser(app, 'owner'))).statusCode).toBe(
      200,
    );
    const listing = await insertTestListing(database.db, demoId);
    const put = (token: string) =>
      call('PUT', `/api/staff/listings/${listing}/credentials`, token, { login: 'a', password: 'b' });
    expect((await put(buyer.token)).statusCode).toBe(403);
    // Replacing a listing's stored login is the owner's alone.
    expect((await put(operator)).statusCode).toBe(403);
    expect((await put(await loginDemoUser(app, 'owner'))).statusCode).toBe(200);
  });

  it('never shows an order to another tenant, its staff, or another buyer', async () => {
    const listing = await insertTestListing(database.db, demoId);
    const order = envelope<Order>(await create(buyer.token, listing)).data;
    expect((await call('GET', `/api/order/${order.id}`, other.token)).statusCode).toBe(404);
    const novaId = await tenantIdOf(database.db, 'nova');
    const novaCtx = await contextOf(database.db, novaId, clock);
    const novaBuyer = await verifiedBuyer(novaCtx, '13966660009');
    const nova = (url: string, token: string, method: 'GET' | 'POST' = 'GET') =>
      app.inject({ method, url, headers: authHeaders(token, 'nova.localhost') });
    expect((await nova(`/api/order/${order.id}`, novaBuyer.token)).statusCode).toBe(404);
    expect((await nova(`/api/order/${order.id}/pay`, novaBuyer.token, 'POST')).statusCode).toBe(404);
    expect((await nova(`/api/order/${order.id}`, buyer.token)).statusCode).toBe(401);
    const novaOperator = await loginDemoUser(app, 'operator', 'nova.localhost');
    expect((await nova(`/api/staff/orders/${order.id}`, novaOperator)).statusCode).toBe(404);
    const page = envelope<OrderPage>(await nova('/api/staff/orders', novaOperator)).data;
    expect(page.rows.some((row) => row.id === order.id)).toBe(false);
    const seller = envelope<OrderPage>(await call('GET', '/api/order/list?role=seller', buyer.token)).data;
    expect(seller.total).toBe(0);
  });
});
