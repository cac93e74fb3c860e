import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginDemoUser } from '../../../../test/catalogue-fixtures.ts';
import {
  auditedActions,
  csvLines,
  expectCsvDownload,
  expectGuarded,
  getCaller,
  rowValues,
  xlsxSheet,
} from '../../../../test/export-fixtures.ts';
import { buildTestApp, createTestDatabase, type TestDatabase } from '../../../../test/helpers.ts';
import { tenantIdOf } from '../../../../test/identity-helpers.ts';
import { contextOf, insertTestListing, movableClock, verifiedBuyer } from '../../../../test/trade-fixtures.ts';

let database: TestDatabase;
let app: FastifyInstance;
let demoId: number;
let novaId: number;
const tokens = { operator: '', owner: '', recycler: '', buyer: '', novaOperator: '' };
const clock = movableClock();
const sellerPhone = '13966660001';
const listings = { formula: 0, cheap: 0, nova: 0 };

async function listingWith(tenantId: number, values: { title: string; price: number; sellerUserId: number | null }) {
  const id = await insertTestListing(database.db, tenantId, {
    price: values.price,
    sellerUserId: values.sellerUserId,
    credentials: false,
  });
  await database.db.updateTable('listings').set({ title: values.title }).where('id', '=', id).execute();
  return id;
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, {}, { clock });
  demoId = await tenantIdOf(database.db, 'demo');
  novaId = await tenantIdOf(database.db, 'nova');
  tokens.operator = await loginDemoUser(app, 'operator');
  tokens.owner = await loginDemoUser(app, 'owner');
  tokens.recycler = await loginDemoUser(app, 'recycler');
  tokens.buyer = await loginDemoUser(app, 'buyer');
  tokens.novaOperator = await loginDemoUser(app, 'operator', 'nova.localhost');
  const seller = await verifiedBuyer(await contextOf(database.db, demoId, clock), sellerPhone);
  listings.formula = await listingWith(demoId, {
    title: '=HYPERLINK("http://evil") Export Probe',
    price: 123_456,
    sellerUserId: seller.userId,
  });
  listings.cheap = await listingWith(demoId, { title: 'Export Probe cheap', price: 500, sellerUserId: seller.userId });
  listings.nova = await listingWith(novaId, { title: 'Export Probe of nova', price: 9_900, sellerUserId: null });
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const call = getCaller(() => app);

describe('GET /api/staff/listings/export', () => {
  it('answers 401 signed out and 403 to a buyer and a recycler; operator and owner may export', async () => {
    const url = '/api/staff/listings/export?format=csv&keyword=Export%20Probe';
    await expectGuarded((token) => call(url, token), [tokens.buyer, tokens.recycler], [tokens.operator, tokens.owner]);
  });

  it('writes the filtered listings as CSV: formulas neutralised, seller phone masked, no credentials; audited', async () => {
    const response = await call(
      `/api/staff/listings/export?format=csv&keyword=Export%20Probe&seller=${sellerPhone}&sort=price&order=desc`,
      tokens.operator,
    );
    expectCsvDownload(response, /^attachment; filename="listings-.*\.csv"$/);
    const lines = csvLines(response.body);
    expect(lines[0]).toBe(
      '"Listing number","Title","Game","Price (CNY)","State","Kind","Origin","Seller ID","Seller phone","Views",' +
        '"Created at","Updated at","Listed at"',
    );
    // Sorted as asked: the dearer first.
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('"\'=HYPERLINK(""http://evil"") Export Probe"');
    expect(lines[1]).toContain('"1234.56","On sale","Consignment","Market"');
    expect(lines[1]).toContain('"139****0001"');
    expect(lines[2]).toContain('"Export Probe cheap"');
    expect(response.body).not.toContain(sellerPhone);
    // Another shop's listing is not in the file.
    expect(response.body).not.toContain('of nova');

    expect(await auditedActions(database.db, demoId, '/api/staff/listings/export')).toContain(
      'GET /api/staff/listings/export',
    );
  });

  it('applies the price filter and writes XLSX with headers in Chinese and money as 0.00 numbers', async () => {
    const response = await call(
      '/api/staff/listings/export?format=xlsx&keyword=Export%20Probe&minPriceFen=100000',
      tokens.owner,
      { lang: 'zh-CN' },
    );
    const sheet = await xlsxSheet(response);
    const headers = rowValues(sheet, 1);
    expect(headers.slice(0, 5)).toEqual(['商品编号', '标题', '游戏', '价格（元）', '状态']);
    expect(sheet.actualRowCount).toBe(2);
    const row = sheet.getRow(2);
    expect(row.getCell(2).value).toBe('\'=HYPERLINK("http://evil") Export Probe');
    expect(row.getCell(4).value).toBe(1234.56);
    expect(row.getCell(4).numFmt).toBe('0.00');
    expect(row.getCell(5).value).toBe('在售');
  });

  it('shows another shop only its own listings', async () => {
    const response = await call('/api/staff/listings/export?format=csv&keyword=Export%20Probe', tokens.novaOperator, {
      host: 'nova.localhost',
    });
    expect(response.statusCode).toBe(200);
    const lines = csvLines(response.body);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('"Export Probe of nova"');
  });

  it('refuses malformed filters (400)', async () => {
    expect((await call('/api/staff/listings/export?format=pdf', tokens.operator)).statusCode).toBe(400);
    expect((await call('/api/staff/listings/export?seller=abc', tokens.operator)).statusCode).toBe(400);
  });
});
