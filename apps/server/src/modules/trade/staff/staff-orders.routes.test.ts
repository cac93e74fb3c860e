import type { Order, OrderDetail, StaffOrder } from '@gs/shared/orders';
import type { StaffOrderRowPage } from '@gs/shared/staff-orders';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loginDemoUser } from '../../../../test/catalogue-fixtures.ts';
import { buildTestApp, createTestDatabase, envelope, type TestDatabase } from '../../../../test/helpers.ts';
import { authHeaders, tenantIdOf, userIdOf } from '../../../../test/identity-helpers.ts';
import {
  contextOf,
  expectEveryOrderBalanced,
  insertTestListing,
  listingStatus,
  movableClock,
  payThroughCashier,
  type TestBuyer,
  type TestListingOptions,
  verifiedBuyer,
} from '../../../../test/trade-fixtures.ts';

let database: TestDatabase;
let app: FastifyInstance;
let demoId: number;
let buyer: TestBuyer;
const tokens: Record<'operator' | 'owner' | 'recycler' | 'demoBuyer' | 'novaOperator' | 'novaOwner', string> = {
  operator: '',
  owner: '',
  recycler: '',
  demoBuyer: '',
  novaOperator: '',
  novaOwner: '',
};
const clock = movableClock();
/** A delivery that confirms leaving the rebinding checklist unfinished (these orders' checklists stay untouched). */
const CONFIRMED = { confirmIncompleteChecklist: true };

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, {}, { clock });
  demoId = await tenantIdOf(database.db, 'demo');
  buyer = await verifiedBuyer(await contextOf(database.db, demoId, clock), '13977780001');
  tokens.operator = await loginDemoUser(app, 'operator');
  tokens.owner = await loginDemoUser(app, 'owner');
  tokens.recycler = await loginDemoUser(app, 'recycler');
  tokens.demoBuyer = await loginDemoUser(app, 'buyer');
  tokens.novaOperator = await loginDemoUser(app, 'operator', 'nova.localhost');
  tokens.novaOwner = await loginDemoUser(app, 'owner', 'nova.localhost');
});
afterEach(async () => {
  await expectEveryOrderBalanced(database.db);
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

type Method = 'GET' | 'POST' | 'PUT';
const call = (
  method: Method,
  url: string,
  token: string | null,
  payload?: unknown,
  options: { lang?: string; host?: string } = {},
) =>
  app.inject({
    method,
    url,
    headers: {
      ...(token ? authHeaders(token, options.host) : { host: options.host ?? 'localhost' }),
      'accept-language': options.lang ?? 'en-US',
    },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

async function pendingOrder(options: TestListingOptions = {}) {
  const listing = await insertTestListing(database.db, demoId, options);
  const created = await call('POST', '/api/order/create', buyer.token, {
    goodsId: listing,
    guarantee: 'none',
    payMode: 'full',
    agree: true,
  });
  expect(created.statusCode, created.body).toBe(200);
  return { listing, order: envelope<Order>(created).data };
}

async function orderInTrade(options: TestListingOptions = {}) {
  const { listing, order } = await pendingOrder(options);
  await payThroughCashier(app, buyer.token, order.id);
  return { listing, orderId: order.id, total: order.amounts.total };
}

const detail = async (orderId: number) =>
  envelope<OrderDetail>(await call('GET', `/api/staff/orders/${orderId}`, tokens.operator)).data;

const credentialReads = (listingId: number) =>
  database.db
    .selectFrom('credential_reads')
    .select(['purpose', 'user_id', 'order_id'])
    .where('listing_id', '=', listingId)
    .orderBy('id')
    .execute();

/** Every staff call, with a body a handler would act on. */
const staffCalls = (orderId: number, listingId: number): [Method, string, unknown][] => [
  ['GET', '/api/staff/orders', undefined],
  ['GET', `/api/staff/orders/${orderId}`, undefined],
  ['POST', `/api/staff/orders/${orderId}/rebind`, { step: 'phone', done: true, note: 'x' }],
  ['POST', `/api/staff/orders/${orderId}/deliver`, {}],
  ['POST', `/api/staff/orders/${orderId}/refund`, { reason: 'x' }],
  ['POST', `/api/staff/orders/${orderId}/after-sale`, { reason: 'x' }],
  ['GET', `/api/staff/orders/${orderId}/credentials`, undefined],
  ['PUT', `/api/staff/listings/${listingId}/credentials`, { login: 'hijack', password: 'hijack' }],
  ['GET', `/api/staff/orders/${orderId}/notes`, undefined],
  ['POST', `/api/staff/orders/${orderId}/notes`, { text: 'hijack' }],
];

describe('who may call', () => {
  it('answers 401 without a login and 403 to a buyer or a recycler on every staff route, changing nothing', async () => {
    const { listing, orderId } = await orderInTrade();
    for (const [method, url, payload] of staffCalls(orderId, listing)) {
      const anonymous = await call(method, url, null, payload);
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      expect(envelope(anonymous)).toMatchObject({
        code: 401,
        errorCode: 'UNAUTHORIZED',
        msg: 'Login timed out, please log in again.',
        data: null,
      });
      for (const token of [buyer.token, tokens.demoBuyer, tokens.recycler]) {
        const refused = await call(method, url, token, payload);
        expect(refused.statusCode, `${method} ${url}`).toBe(403);
        expect(envelope(refused)).toMatchObject({
          code: 403,
          errorCode: 'FORBIDDEN',
          msg: 'You do not have permission to do this.',
        });
      }
    }
    const after = await detail(orderId);
    expect(after).toMatchObject({ status: 'in_trade', delivered: false, amounts: { refunded: 0 } });
    expect(after.rebinding.some((step) => step.done)).toBe(false);
    expect(await credentialReads(listing)).toEqual([]);
  });

  it('checks the role before the body: a malformed call from a buyer is 403, not 400', async () => {
    const refused = await call('POST', '/api/staff/orders/not-a-number/refund', buyer.token, { amount: -1 });
    expect(refused.statusCode).toBe(403);
    const anonymous = await call('PUT', '/api/staff/listings/0/credentials', null, { login: '' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lets operators and owners handle orders', async () => {
    const { listing, orderId } = await orderInTrade();
    for (const token of [tokens.operator, tokens.owner]) {
      const page = await call('GET', '/api/staff/orders?status=in_trade', token);
      expect(page.statusCode).toBe(200);
      expect(envelope<{ rows: StaffOrder[] }>(page).data.rows.map((row) => row.id)).toContain(orderId);
    }
    const rebind = await call('POST', `/api/staff/orders/${orderId}/rebind`, tokens.owner, {
      step: 'phone',
      done: true,
      note: 'owner did it',
    });
    expect(rebind.statusCode, rebind.body).toBe(200);
    const rebound = envelope<OrderDetail>(rebind).data;
    expect(rebound.role).toBe('staff');
    expect(rebound.rebinding[0]).toMatchObject({ step: 'phone', done: true, note: 'owner did it' });
    expect((await call('GET', `/api/staff/orders/${orderId}/credentials`, tokens.owner)).statusCode).toBe(200);
    const delivered = await call('POST', `/api/staff/orders/${orderId}/deliver`, tokens.operator, CONFIRMED);
    expect(envelope<Order>(delivered).data).toMatchObject({ status: 'in_trade', delivered: true });
    const ownerId = await userIdOf(database.db, 'demo', 'owner');
    expect(await credentialReads(listing)).toEqual([{ purpose: 'staff_read', user_id: ownerId, order_id: orderId }]);
  });
});

describe('answers', () => {
  it('reads credentials uncached, audited; 404 in the envelope when the vault holds none', async () => {
    const { listing, orderId } = await orderInTrade();
    const read = await call('GET', `/api/staff/orders/${orderId}/credentials`, tokens.operator);
    expect(read.statusCode).toBe(200);
    expect(read.headers['cache-control']).toBe('no-store');
    expect(envelope(read).data).toEqual({
      login: `qq${listing}00123`,
      password: `Pw-${listing}-Secret!`,
      notes: 'bound email: none',
    });
    const operatorId = await userIdOf(database.db, 'demo', 'operator');
    expect(await credentialReads(listing)).toEqual([{ purpose: 'staff_read', user_id: operatorId, order_id: orderId }]);
    // Order detail and lists never carry them.
    expect(JSON.stringify(await detail(orderId))).not.toContain(`Pw-${listing}-Secret!`);

    const empty = await orderInTrade({ credentials: false });
    const missing = await call('GET', `/api/staff/orders/${empty.orderId}/credentials`, tokens.operator);
    expect(envelope(missing)).toMatchObject({
      code: 404,
      errorCode: 'NOT_FOUND',
      msg: 'No login details are stored for this account yet.',
    });
  });

  it('refuses deliveries the order’s state does not allow, with the code and a sentence in the caller’s language', async () => {
    const { order } = await pendingOrder();
    const early = await call('POST', `/api/staff/orders/${order.id}/deliver`, tokens.operator, {});
    expect(envelope(early)).toMatchObject({
      code: 409,
      errorCode: 'CONFLICT',
      msg: 'This cannot be done while the order is pending payment.',
    });
    const earlyZh = await call('POST', `/api/staff/orders/${order.id}/deliver`, tokens.operator, {}, { lang: 'zh-CN' });
    expect(envelope(earlyZh)).toMatchObject({ code: 409, msg: '订单当前状态（待支付）不允许此操作。' });

    const empty = await orderInTrade({ credentials: false });
    const noCredentials = await call('POST', `/api/staff/orders/${empty.orderId}/deliver`, tokens.operator, CONFIRMED);
    expect(envelope(noCredentials)).toMatchObject({
      code: 422,
      errorCode: 'BUSINESS_RULE',
      msg: 'No login details are stored for this account yet.',
    });

    const { orderId } = await orderInTrade();
    expect((await call('POST', `/api/staff/orders/${orderId}/deliver`, tokens.operator, CONFIRMED)).statusCode).toBe(
      200,
    );
    const twice = await call('POST', `/api/staff/orders/${orderId}/deliver`, tokens.operator, {});
    expect(envelope(twice)).toMatchObject({
      code: 409,
      errorCode: 'CONFLICT',
      msg: 'This order has already been delivered.',
    });
    const zh = await call('POST', `/api/staff/orders/${orderId}/deliver`, tokens.operator, {}, { lang: 'zh-CN' });
    expect(envelope(zh)).toMatchObject({ code: 409, msg: '该订单已交付。' });
  });

  it('refuses a refund larger than what is held, naming the maximum on the amount field', async () => {
    const { listing, orderId, total } = await orderInTrade();
    const tooMuch = await call('POST', `/api/staff/orders/${orderId}/refund`, tokens.operator, {
      amount: total + 1,
      reason: 'x',
    });
    const msg = `The refund is more than the ¥${(total / 100).toFixed(2)} held for this order.`;
    expect(envelope(tooMuch)).toMatchObject({
      code: 422,
      errorCode: 'BUSINESS_RULE',
      msg,
      fields: [{ field: 'body.amount', message: msg }],
    });
    expect((await detail(orderId)).status).toBe('in_trade');
    const refunded = await call('POST', `/api/staff/orders/${orderId}/refund`, tokens.operator, {
      amount: total,
      reason: 'seller withdrew',
    });
    expect(envelope<Order>(refunded).data).toMatchObject({ status: 'refunded', amounts: { refunded: total } });
    expect(await listingStatus(database.db, demoId, listing)).toBe('off_shelf');
    const again = await call('POST', `/api/staff/orders/${orderId}/refund`, tokens.operator, { reason: 'again' });
    expect(envelope(again)).toMatchObject({
      code: 409,
      errorCode: 'CONFLICT',
      msg: 'This cannot be done while the order is refunded.',
    });
  });

  it('validates bodies and ids with the failing fields (400)', async () => {
    const { listing, orderId } = await orderInTrade();
    const cases: [Method, string, unknown, string][] = [
      ['POST', `/api/staff/orders/${orderId}/refund`, { amount: 100 }, 'body.reason'],
      ['POST', `/api/staff/orders/${orderId}/refund`, { amount: 10.5, reason: 'x' }, 'body.amount'],
      ['POST', `/api/staff/orders/${orderId}/rebind`, { step: 'bank_card', done: true }, 'body.step'],
      ['POST', `/api/staff/orders/${orderId}/after-sale`, { reason: '   ' }, 'body.reason'],
      ['PUT', `/api/staff/listings/${listing}/credentials`, { login: 'a', password: '' }, 'body.password'],
      ['GET', '/api/staff/orders/abc', undefined, 'params.id'],
    ];
    for (const [method, url, payload, field] of cases) {
      // The stored login is replaced by the owner only; the order calls are the operator's.
      const response = await call(method, url, url.endsWith('/credentials') ? tokens.owner : tokens.operator, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(400);
      const body = envelope(response);
      expect(body.errorCode).toBe('VALIDATION_FAILED');
      expect(body.fields?.map((f) => f.field)).toContain(field);
    }
    expect((await detail(orderId)).status).toBe('in_trade');
  });

  it('answers 404 for an order that does not exist', async () => {
    const response = await call('GET', '/api/staff/orders/987654321', tokens.operator);
    expect(envelope(response)).toMatchObject({ code: 404, errorCode: 'NOT_FOUND', msg: 'This order does not exist.' });
  });
});

describe('tenant isolation', () => {
  it('staff of another tenant get 404 for this tenant’s order and listing, and nothing changes', async () => {
    const { listing, orderId } = await orderInTrade();
    const nova = { host: 'nova.localhost' };
    for (const [method, url, payload] of staffCalls(orderId, listing).slice(1)) {
      // The stored login is the owner's to replace: nova's owner is the one who could try.
      const token = method === 'PUT' && url.endsWith('/credentials') ? tokens.novaOwner : tokens.novaOperator;
      const response = await call(method, url, token, payload, nova);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(envelope(response).errorCode).toBe('NOT_FOUND');
    }
    const novaPage = envelope<{ rows: StaffOrder[] }>(
      await call('GET', '/api/staff/orders?pageSize=100', tokens.novaOperator, undefined, nova),
    ).data;
    expect(novaPage.rows.some((row) => row.id === orderId)).toBe(false);
    // A demo session is no session at another tenant.
    expect((await call('GET', `/api/staff/orders/${orderId}`, tokens.operator, undefined, nova)).statusCode).toBe(401);

    const after = await detail(orderId);
    expect(after).toMatchObject({ status: 'in_trade', delivered: false, amounts: { refunded: 0 } });
    expect(await credentialReads(listing)).toEqual([]);
    const read = envelope(await call('GET', `/api/staff/orders/${orderId}/credentials`, tokens.operator)).data;
    expect(read).toMatchObject({ login: `qq${listing}00123` });
  });
});

describe('delivering with the rebinding checklist unfinished', () => {
  const auditOf = (orderId: number) =>
    database.db
      .selectFrom('staff_audit_log')
      .select(['body', 'before', 'after'])
      .where('tenant_id', '=', demoId)
      .where('route', '=', '/api/staff/orders/:id/deliver')
      .where('target_id', '=', String(orderId))
      .execute();

  it('refuses without the explicit confirmation (422, naming the open steps), leaving the order undelivered', async () => {
    const { orderId } = await orderInTrade();
    await call('POST', `/api/staff/orders/${orderId}/rebind`, tokens.operator, { step: 'phone', done: true });
    for (const body of [{}, { confirmIncompleteChecklist: false }]) {
      const refused = await call('POST', `/api/staff/orders/${orderId}/deliver`, tokens.operator, body);
      expect(refused.statusCode).toBe(422);
      expect(envelope(refused)).toMatchObject({
        code: 422,
        errorCode: 'BUSINESS_RULE',
        msg: 'The rebinding checklist is not finished (3 of 4 steps still open). Finish it first, or confirm that you deliver with the steps unfinished.',
        unfinishedSteps: ['email', 'real_name', 'security_lock'],
      });
    }
    const zh = await call('POST', `/api/staff/orders/${orderId}/deliver`, tokens.operator, {}, { lang: 'zh-CN' });
    expect(envelope(zh).msg).toBe(
      '换绑清单尚未完成（共 4 项，还有 3 项未完成）。请先完成，或确认在未完成的情况下交付。',
    );
    expect((await detail(orderId)).delivered).toBe(false);
    await expect.poll(async () => (await auditOf(orderId)).length).toBe(0);
  });

  it('delivers when confirmed and records the open steps in the history (staff only) and the audit row', async () => {
    const { orderId } = await orderInTrade();
    await call('POST', `/api/staff/orders/${orderId}/rebind`, tokens.operator, { step: 'email', done: true });
    const delivered = await call('POST', `/api/staff/orders/${orderId}/deliver`, tokens.operator, CONFIRMED);
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(envelope<Order>(delivered).data).toMatchObject({ delivered: true });

    const stored = await database.db
      .selectFrom('order_status_history')
      .select('note')
      .where('tenant_id', '=', demoId)
      .where('order_id', '=', orderId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(stored.note).toBe('delivered; rebinding unfinished: phone, real_name, security_lock');
    expect((await detail(orderId)).history.at(-1)?.note).toBe(
      'Account handed over (rebinding not finished: phone, real name, security lock)',
    );
    const zh = envelope<OrderDetail>(
      await call('GET', `/api/staff/orders/${orderId}`, tokens.operator, undefined, { lang: 'zh-CN' }),
    ).data;
    expect(zh.history.at(-1)?.note).toBe('账号已交付（换绑未完成：手机、实名、安全锁）');
    // The buyer reads a plain handover: the shop's checklist is the shop's.
    const mine = envelope<OrderDetail>(await call('GET', `/api/order/${orderId}`, buyer.token)).data;
    expect(mine.history.at(-1)?.note).toBe('Account handed over');

    await expect.poll(async () => (await auditOf(orderId)).length).toBe(1);
    expect((await auditOf(orderId))[0]).toMatchObject({
      body: { confirmIncompleteChecklist: true },
      after: { delivered: true, unfinishedSteps: ['phone', 'real_name', 'security_lock'] },
    });
  });

  it('needs no confirmation once every step is done, and records a plain delivery', async () => {
    const { orderId } = await orderInTrade();
    for (const step of ['phone', 'email', 'real_name', 'security_lock']) {
      const ticked = await call('POST', `/api/staff/orders/${orderId}/rebind`, tokens.operator, { step, done: true });
      expect(ticked.statusCode, ticked.body).toBe(200);
    }
    const delivered = await call('POST', `/api/staff/orders/${orderId}/deliver`, tokens.operator, {});
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect((await detail(orderId)).history.at(-1)?.note).toBe('Account handed over');
    await expect.poll(async () => (await auditOf(orderId)).length).toBe(1);
    expect((await auditOf(orderId))[0]?.after).toMatchObject({ delivered: true, unfinishedSteps: [] });
  });
});

describe('the list’s seller', () => {
  it('names the seller by nickname, masked when it is a phone number (the default); none for the shop’s own', async () => {
    const ctx = await contextOf(database.db, demoId, clock);
    const named = await verifiedBuyer(ctx, '13977780051', { verify: false });
    const unnamed = await verifiedBuyer(ctx, '13977780052', { verify: false });
    const phoneLike = await verifiedBuyer(ctx, '13977780053', { verify: false });
    const rename = (userId: number, nickName: string) =>
      database.db.updateTable('users').set({ nick_name: nickName }).where('id', '=', userId).execute();
    await rename(named.userId, 'Lucky Seller');
    await rename(phoneLike.userId, '13800001234');
    const orderOf = async (sellerUserId: number | null) =>
      (await pendingOrder({ sellerUserId, kind: sellerUserId === null ? 'self_operated' : 'consignment' })).order
        .orderNo;
    const expected = new Map([
      [await orderOf(named.userId), 'Lucky Seller'],
      [await orderOf(unnamed.userId), '139****0052'],
      [await orderOf(phoneLike.userId), '138****1234'],
      [await orderOf(null), null],
    ]);
    const page = envelope<StaffOrderRowPage>(await call('GET', '/api/staff/orders?pageSize=100', tokens.operator)).data;
    for (const [orderNo, sellerName] of expected) {
      expect(page.rows.find((row) => row.orderNo === orderNo)?.sellerName, orderNo).toBe(sellerName);
    }
    expect(JSON.stringify(page)).not.toMatch(/13977780051|13977780052|13800001234/);
  });
});
