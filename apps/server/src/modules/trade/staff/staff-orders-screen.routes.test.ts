import type { Order } from '@gs/shared/orders';
import type { OrderNoteList, StaffOrderDetail, StaffOrderRowPage } from '@gs/shared/staff-orders';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loginDemoUser } from '../../../../test/catalogue-fixtures.ts';
import {
  auditedActions,
  csvLines,
  expectCsvDownload,
  expectGuarded,
  rowValues,
  xlsxSheet,
} from '../../../../test/export-fixtures.ts';
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
  type TestListingOptions,
  verifiedBuyer,
} from '../../../../test/trade-fixtures.ts';
import { csvField, fenToYuan, neutraliseFormula } from '../../../lib/table-export.ts';

let database: TestDatabase;
let app: FastifyInstance;
let demoId: number;
const tokens = { operator: '', recycler: '', demoBuyer: '', novaOperator: '' };
const clock = movableClock();
let phoneSequence = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, {}, { clock });
  demoId = await tenantIdOf(database.db, 'demo');
  tokens.operator = await loginDemoUser(app, 'operator');
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

const call = (
  method: 'GET' | 'POST',
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

/** A buyer of their own, so that filtering by them finds exactly the orders of the test. */
async function freshBuyer(): Promise<TestBuyer & { phone: string }> {
  phoneSequence += 1;
  const phone = `1396666${String(phoneSequence).padStart(4, '0')}`;
  return { ...(await verifiedBuyer(await contextOf(database.db, demoId, clock), phone)), phone };
}

async function orderInTrade(buyer: TestBuyer, options: TestListingOptions & { title?: string } = {}) {
  const listing = await insertTestListing(database.db, demoId, options);
  if (options.title) {
    await database.db.updateTable('listings').set({ title: options.title }).where('id', '=', listing).execute();
  }
  const created = await call('POST', '/api/order/create', buyer.token, {
    goodsId: listing,
    guarantee: 'none',
    payMode: 'full',
    agree: true,
  });
  expect(created.statusCode, created.body).toBe(200);
  const order = envelope<Order>(created).data;
  await payThroughCashier(app, buyer.token, order.id);
  return { listing, order };
}

const detail = async (orderId: number) => {
  const response = await call('GET', `/api/staff/orders/${orderId}`, tokens.operator);
  expect(response.statusCode, response.body).toBe(200);
  return envelope<StaffOrderDetail>(response).data;
};
const list = async (query: string) => {
  const response = await call('GET', `/api/staff/orders?${query}`, tokens.operator);
  expect(response.statusCode, response.body).toBe(200);
  return envelope<StaffOrderRowPage>(response).data;
};

describe('who may call the new routes', () => {
  it('answers 401 anonymously and 403 to buyers and recyclers on the export; other tenants see nothing', async () => {
    const buyer = await freshBuyer();
    const { order } = await orderInTrade(buyer);
    const url = `/api/staff/orders/export?format=csv&buyer=${buyer.phone}`;
    await expectGuarded((token) => call('GET', url, token), [buyer.token, tokens.demoBuyer, tokens.recycler]);
    const nova = await call('GET', url, tokens.novaOperator, undefined, { host: 'nova.localhost' });
    expect(nova.statusCode).toBe(200);
    expect(nova.body).not.toContain(order.orderNo);
    const novaNotes = await call('GET', `/api/staff/orders/${order.id}/notes`, tokens.novaOperator, undefined, {
      host: 'nova.localhost',
    });
    expect(novaNotes.statusCode).toBe(404);
  });
});

describe('the list', () => {
  it('filters by buyer (phone or id), state, number, amount and creation time; sorts and pages on the server', async () => {
    const buyer = await freshBuyer();
    const cheap = await orderInTrade(buyer, { price: 10_000 });
    const middle = await orderInTrade(buyer, { price: 50_000 });
    const dear = await orderInTrade(buyer, { price: 90_000 });
    await call('POST', `/api/staff/orders/${middle.order.id}/refund`, tokens.operator, { reason: 'test' });

    const byPhone = await list(`buyer=${buyer.phone}`);
    expect(byPhone.total).toBe(3);
    expect(byPhone.rows.map((row) => row.id)).toEqual([dear.order.id, middle.order.id, cheap.order.id]);
    expect(byPhone.rows[0]).toMatchObject({ buyerUserId: buyer.userId, origin: 'purchase' });
    expect(byPhone.rows[0]?.buyerPhone).toBe(`${buyer.phone.slice(0, 3)}****${buyer.phone.slice(7)}`);
    expect(JSON.stringify(byPhone)).not.toContain(buyer.phone);

    expect((await list(`buyer=${buyer.userId}`)).total).toBe(3);
    expect((await list('buyer=13900000000')).total).toBe(0);
    expect((await list(`buyer=${buyer.phone}&status=refunded`)).rows.map((row) => row.id)).toEqual([middle.order.id]);
    expect((await list(`orderNo=${cheap.order.orderNo}`)).rows.map((row) => row.id)).toEqual([cheap.order.id]);
    const ranged = await list(
      `buyer=${buyer.phone}&amountMin=${middle.order.amounts.total}&amountMax=${dear.order.amounts.total - 1}`,
    );
    expect(ranged.rows.map((row) => row.id)).toEqual([middle.order.id]);

    const ascending = await list(`buyer=${buyer.phone}&sort=amount&order=asc&pageSize=2`);
    expect(ascending).toMatchObject({ total: 3, pageSize: 2, pageNum: 1 });
    expect(ascending.rows.map((row) => row.id)).toEqual([cheap.order.id, middle.order.id]);
    const second = await list(`buyer=${buyer.phone}&sort=amount&order=asc&pageSize=2&pageNum=2`);
    expect(second.rows.map((row) => row.id)).toEqual([dear.order.id]);

    const now = clock.now().getTime();
    const future = encodeURIComponent(new Date(now + 3_600_000).toISOString());
    const past = encodeURIComponent(new Date(now - 3_600_000).toISOString());
    expect((await list(`buyer=${buyer.phone}&createdFrom=${future}`)).total).toBe(0);
    expect((await list(`buyer=${buyer.phone}&createdFrom=${past}&createdTo=${future}`)).total).toBe(3);
  });

  it('refuses a page larger than 100 and malformed filters (400 with the field)', async () => {
    for (const [query, field] of [
      ['pageSize=101', 'querystring.pageSize'],
      ['sort=title', 'querystring.sort'],
      ['buyer=abc', 'querystring.buyer'],
      ['amountMin=-1', 'querystring.amountMin'],
      ['createdFrom=yesterday', 'querystring.createdFrom'],
    ]) {
      const response = await call('GET', `/api/staff/orders?${query}`, tokens.operator);
      expect(response.statusCode, query).toBe(400);
      expect(envelope(response).fields?.map((f) => f.field)).toContain(field);
    }
  });
});

describe('the detail', () => {
  it('carries the ledger, the rebinding progress, the after-sale case and the actions the state allows', async () => {
    const buyer = await freshBuyer();
    const { order } = await orderInTrade(buyer);
    const paid = await detail(order.id);
    expect(paid).toMatchObject({
      status: 'in_trade',
      origin: 'purchase',
      buyerUserId: buyer.userId,
      refundable: order.amounts.total,
      afterSale: null,
      relistAllowed: true,
      credentialsAvailable: true,
    });
    expect(paid.allowedActions).toEqual(['deliver', 'refund', 'after_sale', 'rebind', 'credentials']);
    expect(paid.rebindProgress).toEqual({ done: 0, total: paid.rebinding.length });
    // The payment moved the total into escrow: one posting whose entries sum to zero.
    expect(paid.ledger.length).toBeGreaterThan(0);
    expect(paid.ledger.reduce((sum, entry) => sum + entry.amount, 0)).toBe(0);
    expect(paid.ledger.find((entry) => entry.account === 'escrow')?.amount).toBe(order.amounts.total);
    expect(paid.history.map((entry) => entry.to)).toEqual(['pending_payment', 'in_trade']);

    const rebind = await call('POST', `/api/staff/orders/${order.id}/rebind`, tokens.operator, {
      step: paid.rebinding[0]?.step,
      done: true,
    });
    expect(envelope<StaffOrderDetail>(rebind).data.rebindProgress.done).toBe(1);

    const deliver = { confirmIncompleteChecklist: true };
    expect((await call('POST', `/api/staff/orders/${order.id}/deliver`, tokens.operator, deliver)).statusCode).toBe(
      200,
    );
    expect((await detail(order.id)).allowedActions).toEqual(['refund', 'after_sale', 'rebind', 'credentials']);

    await call('POST', `/api/staff/orders/${order.id}/after-sale`, tokens.operator, { reason: 'retrieved by seller' });
    const afterSale = await detail(order.id);
    expect(afterSale.afterSale).toMatchObject({ to: 'after_sale', actor: 'staff', note: 'retrieved by seller' });
    // The open claim decides the refund: the order's own refund action is gone meanwhile.
    expect(afterSale.allowedActions).toEqual(['rebind', 'credentials']);
  });
});

describe('internal notes', () => {
  it('appends notes by the signed-in staff member, validates them, and never shows them to the buyer', async () => {
    const buyer = await freshBuyer();
    const { order } = await orderInTrade(buyer);
    const empty = envelope<OrderNoteList>(await call('GET', `/api/staff/orders/${order.id}/notes`, tokens.operator));
    expect(empty.data.rows).toEqual([]);
    const added = await call('POST', `/api/staff/orders/${order.id}/notes`, tokens.operator, {
      text: '  buyer called: wants it tonight  ',
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(envelope<OrderNoteList>(added).data.rows).toMatchObject([
      { text: 'buyer called: wants it tonight', authorName: expect.any(String) },
    ]);
    for (const text of ['   ', 'x'.repeat(1001)]) {
      const refused = await call('POST', `/api/staff/orders/${order.id}/notes`, tokens.operator, { text });
      expect(refused.statusCode).toBe(400);
      expect(envelope(refused).fields?.map((f) => f.field)).toContain('body.text');
    }
    const buyerView = await call('GET', `/api/order/${order.id}`, buyer.token);
    expect(buyerView.statusCode).toBe(200);
    expect(buyerView.body).not.toContain('wants it tonight');
    expect((await call('GET', '/api/staff/orders/987654321/notes', tokens.operator)).statusCode).toBe(404);
    // Append-only in the database itself.
    await expect(database.db.deleteFrom('order_notes').where('order_id', '=', order.id).execute()).rejects.toThrow(
      /append-only/,
    );
  });
});

describe('refunds', () => {
  it('refunds in part and relists; the ledger balances (checked after each test)', async () => {
    const buyer = await freshBuyer();
    const { listing, order } = await orderInTrade(buyer);
    const refunded = await call('POST', `/api/staff/orders/${order.id}/refund`, tokens.operator, {
      amount: 2_000,
      relist: true,
      reason: 'partial',
    });
    expect(envelope<Order>(refunded).data).toMatchObject({ status: 'refunded', amounts: { refunded: 2_000 } });
    expect(await listingStatus(database.db, demoId, listing)).toBe('on_sale');
    const after = await detail(order.id);
    expect(after.allowedActions).not.toContain('refund');
    expect(
      after.ledger.filter((entry) => entry.kind === 'refund').map((entry) => [entry.account, entry.amount]),
    ).toEqual(
      expect.arrayContaining([
        ['escrow', -order.amounts.total],
        ['buyer', 2_000],
        ['merchant', order.amounts.total - 2_000],
      ]),
    );
  });

  it('refuses to relist a price-competition recycle order (422, both languages), and refunds it without', async () => {
    const buyer = await freshBuyer();
    const { listing, order } = await orderInTrade(buyer);
    await database.db.updateTable('orders').set({ origin: 'bid_recycle' }).where('id', '=', order.id).execute();
    expect((await detail(order.id)).relistAllowed).toBe(false);
    const body = { relist: true, reason: 'x' };
    const refused = await call('POST', `/api/staff/orders/${order.id}/refund`, tokens.operator, body);
    expect(envelope(refused)).toMatchObject({
      code: 422,
      errorCode: 'BUSINESS_RULE',
      msg: expect.stringContaining('cannot be put back on sale'),
      fields: [{ field: 'body.relist' }],
    });
    const zh = await call('POST', `/api/staff/orders/${order.id}/refund`, tokens.operator, body, { lang: 'zh-CN' });
    expect(envelope(zh)).toMatchObject({ code: 422, msg: expect.stringContaining('不能重新上架') });
    expect((await detail(order.id)).status).toBe('in_trade');
    const done = await call('POST', `/api/staff/orders/${order.id}/refund`, tokens.operator, { reason: 'x' });
    expect(envelope<Order>(done).data.status).toBe('refunded');
    expect(await listingStatus(database.db, demoId, listing)).not.toBe('on_sale');
  });
});

describe('export', () => {
  it('writes CSV (RFC 4180, formulas neutralised, phones masked, no credentials) and audits it', async () => {
    const buyer = await freshBuyer();
    const { listing, order } = await orderInTrade(buyer, { title: '=HYPERLINK("http://evil","click"), "quoted"' });
    const response = await call('GET', `/api/staff/orders/export?format=csv&buyer=${buyer.phone}`, tokens.operator);
    expectCsvDownload(response, /^attachment; filename="orders-.*\.csv"$/);
    const lines = csvLines(response.body);
    expect(lines[0]).toContain('"Order number","Created at","Status"');
    expect(lines).toHaveLength(2); // header, one order (expectCsvDownload checks the final line break)
    expect(lines[1]).toContain(`"${order.orderNo}"`);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"",""click""), ""quoted"""`);
    expect(lines[1]).toContain(`"${buyer.phone.slice(0, 3)}****${buyer.phone.slice(7)}"`);
    expect(lines[1]).toContain(`"${fenToYuan(order.amounts.total)}"`);
    expect(response.body).not.toContain(buyer.phone);
    expect(response.body).not.toContain(`Pw-${listing}-Secret!`);

    expect(await auditedActions(database.db, demoId, '/api/staff/orders/export')).toContain(
      'GET /api/staff/orders/export',
    );
  });

  it('writes XLSX that a spreadsheet library reads back, with headers in the caller’s language', async () => {
    const buyer = await freshBuyer();
    const { order } = await orderInTrade(buyer, { title: '@SUM(1)' });
    const response = await call(
      'GET',
      `/api/staff/orders/export?format=xlsx&buyer=${buyer.phone}`,
      tokens.operator,
      undefined,
      {
        lang: 'zh-CN',
      },
    );
    const sheet = await xlsxSheet(response);
    expect(sheet.getRow(1).getCell(1).value).toBe('订单号');
    expect(sheet.getRow(2).getCell(1).value).toBe(order.orderNo);
    expect(sheet.getRow(2).getCell(6).value).toBe("'@SUM(1)");
    expect(sheet.actualRowCount).toBe(2);
  });

  it('writes XLSX money as numbers of yuan formatted 0.00, so a spreadsheet can sum them; CSV keeps the text', async () => {
    const buyer = await freshBuyer();
    const first = (await orderInTrade(buyer, { price: 120_000 })).order;
    // An unpaid order (no ledger postings) given amounts with fen, so the decimals are exercised.
    const created = await call('POST', '/api/order/create', buyer.token, {
      goodsId: await insertTestListing(database.db, demoId),
      guarantee: 'none',
      payMode: 'full',
      agree: true,
    });
    expect(created.statusCode, created.body).toBe(200);
    const unpaid = envelope<Order>(created).data;
    await database.db
      .updateTable('orders')
      .set({ price_fen: 123_456, guarantee_fee_fen: 0, service_fee_fen: 1_005, total_fen: 124_461 })
      .where('id', '=', unpaid.id)
      .execute();
    const second = { ...unpaid, amounts: { ...unpaid.amounts, price: 123_456, serviceFee: 1_005, total: 124_461 } };
    const response = await call('GET', `/api/staff/orders/export?format=xlsx&buyer=${buyer.phone}`, tokens.operator);
    const sheet = await xlsxSheet(response);
    const headers = rowValues(sheet, 1);
    const column = (name: string) => headers.indexOf(name) + 1;
    const moneyHeaders = ['Price (CNY)', 'Guarantee fee (CNY)', 'Service fee (CNY)', 'Total (CNY)', 'Paid (CNY)'];
    for (const name of [...moneyHeaders, 'Refunded (CNY)']) expect(column(name), name).toBeGreaterThan(0);
    const byOrderNo = new Map([2, 3].map((n) => [sheet.getRow(n).getCell(1).value, sheet.getRow(n)] as const));
    for (const order of [first, second]) {
      const row = byOrderNo.get(order.orderNo);
      if (!row) throw new Error(`no row for ${order.orderNo}`);
      expect(row.getCell(column('Price (CNY)')).value).toBe(order.amounts.price / 100);
      expect(row.getCell(column('Total (CNY)')).value).toBe(order.amounts.total / 100);
      expect(row.getCell(column('Refunded (CNY)')).value).toBe(0);
      for (const name of [...moneyHeaders, 'Refunded (CNY)']) {
        const cell = row.getCell(column(name));
        expect(typeof cell.value, name).toBe('number');
        expect(cell.numFmt, name).toBe('0.00');
      }
      // Text columns stay text.
      expect(typeof row.getCell(1).value).toBe('string');
      expect(row.getCell(column('Order number')).numFmt).toBeUndefined();
    }
    // What a spreadsheet's SUM gives, to the fen.
    const sum = [first, second].reduce(
      (total, order) => total + Number(byOrderNo.get(order.orderNo)?.getCell(column('Total (CNY)')).value),
      0,
    );
    expect(sum.toFixed(2)).toBe(fenToYuan(first.amounts.total + second.amounts.total));
    expect(byOrderNo.get(second.orderNo)?.getCell(column('Price (CNY)')).value).toBe(1234.56);
    expect(byOrderNo.get(second.orderNo)?.getCell(column('Service fee (CNY)')).value).toBe(10.05);

    const csv = await call('GET', `/api/staff/orders/export?format=csv&buyer=${buyer.phone}`, tokens.operator);
    expect(csv.body).toContain(`"${fenToYuan(first.amounts.total)}"`);
    expect(csv.body).toContain('"1234.56","0.00","10.05","1244.61"');
  });

  it('quotes and neutralises cells exactly', () => {
    expect(csvField('plain')).toBe('"plain"');
    expect(csvField('a "b"\nc')).toBe('"a ""b""\nc"');
    for (const lead of ['=', '+', '-', '@']) expect(neutraliseFormula(`${lead}1`)).toBe(`'${lead}1`);
    expect(neutraliseFormula(-5)).toBe(-5);
    expect(fenToYuan(123_456)).toBe('1234.56');
    expect(fenToYuan(5)).toBe('0.05');
  });
});
