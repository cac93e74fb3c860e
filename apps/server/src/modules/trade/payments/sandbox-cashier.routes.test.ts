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
  verifiedBuyer,
} from '../../../../test/trade-fixtures.ts';

let database: TestDatabase;
let app: FastifyInstance;
let demoId: number;
let buyer: TestBuyer;
const clock = movableClock();

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, {}, { clock });
  demoId = await tenantIdOf(database.db, 'demo');
  buyer = await verifiedBuyer(await contextOf(database.db, demoId, clock), '13955550001');
});
afterEach(async () => {
  await expectEveryOrderBalanced(database.db);
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

/** A new order of the buyer's, paid `payMode`, whose payment the buyer opens in `lang`; answers the cashier page. */
async function openCashier(payMode: 'full' | 'deposit', lang: string) {
  const goodsId = await insertTestListing(database.db, demoId, { price: 40_000 });
  const headers = { ...authHeaders(buyer.token), 'accept-language': lang };
  const created = await app.inject({
    method: 'POST',
    url: '/api/order/create',
    headers,
    payload: { goodsId, guarantee: 'none', payMode, agree: true },
  });
  const order = envelope<Order>(created).data;
  const pay = envelope<PayResult>(await app.inject({ method: 'POST', url: `/api/order/${order.id}/pay`, headers }));
  // The browser follows the pay URL with its own Accept-Language, which need not be the shop's language.
  const page = await app.inject({
    method: 'GET',
    url: pay.data.payUrl,
    headers: { host: 'localhost', 'accept-language': 'en-US' },
  });
  expect(page.statusCode, page.body).toBe(200);
  return { order, html: page.body };
}

describe('the sandbox cashier page', () => {
  it('names the payment in the shop’s words, in the language the buyer uses in the shop', async () => {
    const zh = await openCashier('deposit', 'zh-CN');
    expect(zh.html).toContain('<html lang="zh-CN">');
    expect(zh.html).toContain('<th>支付类型</th><td>定金</td>');
    expect(zh.html).toMatch(/<button[^>]*value="pay"[^>]*>确认支付 ¥\d+\.\d\d<\/button>/);
    expect(zh.html).not.toMatch(/>(deposit|full)</);

    const en = await openCashier('full', 'en-US');
    expect(en.html).toContain('<html lang="en-US">');
    expect(en.html).toContain('<th>Payment</th><td>Full payment</td>');
    expect(en.html).toMatch(/<button[^>]*value="pay"[^>]*>Pay ¥\d+\.\d\d<\/button>/);
    expect(en.html).not.toContain('沙箱');
  });

  it('wears the shop’s icon', async () => {
    const shop = await database.db
      .selectFrom('tenant_settings')
      .select('avatar_url')
      .where('tenant_id', '=', demoId)
      .executeTakeFirstOrThrow();
    expect(shop.avatar_url).toMatch(/^\/uploads\//);
    const { html } = await openCashier('full', 'en-US');
    expect(html).toContain(`<link rel="icon" href="${shop.avatar_url}">`);
  });
});
