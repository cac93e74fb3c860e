import type { Order, OrderDetail, StaffOrder } from '@gs/shared/orders';
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
const tokens: Record<'operator' | 'owner' | 'recycler' | 'demoBuyer' | 'novaOperator', string> = {
  operator: '',
  owner: '',
  recycler: '',
  demoBuyer: '',
  novaOperator: '',
};
const clock = movableClock();

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
    const delivered = await call('POST', `/api/staff/orders/${orderId}/deliver`, tokens.operator, {});
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
    const noCredentials = await call('POST', `/api/staff/orders/${empty.orderId}/deliver`, tokens.operator, {});
    expect(envelope(noCredentials)).toMatchObject({
      code: 422,
      errorCode: 'BUSINESS_RULE',
      msg: 'No login details are stored for this account yet.',
    });

    const { orderId } = await orderInTrade();
    expect((await call('POST', `/api/staff/orders/${orderId}/deliver`, tokens.operator, {})).statusCode).toBe(200);
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
      const response = await call(method, url, tokens.operator, payload);
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
      const response = await call(method, url, tokens.novaOperator, payload, nova);
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
