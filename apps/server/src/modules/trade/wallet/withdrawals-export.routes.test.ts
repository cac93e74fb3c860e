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
import { contextOf, movableClock, testSecretBox, verifiedBuyer } from '../../../../test/trade-fixtures.ts';
import { withdrawalAad } from './wallet-view.ts';

let database: TestDatabase;
let app: FastifyInstance;
let demoId: number;
let novaId: number;
const tokens = { operator: '', owner: '', recycler: '', buyer: '', novaOperator: '' };
const clock = movableClock();
const seller = { userId: 0, phone: '13977770001' };
const novaSeller = { userId: 0, phone: '13977770002' };

/** A withdrawal row as the wallet writes it: name and account sealed for the user, the owner's mask beside them. */
async function insertWithdrawal(
  tenantId: number,
  userId: number,
  values: { name: string; account: string; amountFen: number; status?: 'paid'; transferRef?: string },
) {
  const aad = withdrawalAad(tenantId, userId);
  const { id } = await database.db
    .insertInto('withdrawals')
    .values({
      tenant_id: tenantId,
      user_id: userId,
      amount_fen: values.amountFen,
      alipay_name_sealed: testSecretBox.encrypt(values.name, aad),
      alipay_account_sealed: testSecretBox.encrypt(values.account, aad),
      alipay_account_masked: '***',
      requested_at: clock.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (values.status === 'paid') {
    await database.db
      .updateTable('withdrawals')
      .set({ status: 'paid', transfer_ref: values.transferRef ?? null, decided_by: userId, decided_at: clock.now() })
      .where('id', '=', id)
      .execute();
  }
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
  seller.userId = (await verifiedBuyer(await contextOf(database.db, demoId, clock), seller.phone)).userId;
  novaSeller.userId = (await verifiedBuyer(await contextOf(database.db, novaId, clock), novaSeller.phone)).userId;
  await insertWithdrawal(demoId, seller.userId, { name: '=cmd|calc', account: 'alice@mail.com', amountFen: 12_345 });
  await insertWithdrawal(demoId, seller.userId, {
    name: '张三',
    account: '13800000001',
    amountFen: 5_000,
    status: 'paid',
    transferRef: 'ALI-PAID-0001',
  });
  await insertWithdrawal(novaId, novaSeller.userId, { name: 'Nova Payee', account: 'nova@mail.com', amountFen: 777 });
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const call = getCaller(() => app);

describe('GET /api/staff/withdrawals/export', () => {
  it('answers 401 signed out and 403 to a buyer and a recycler; operator and owner may export', async () => {
    const url = '/api/staff/withdrawals/export?format=csv';
    await expectGuarded((token) => call(url, token), [tokens.buyer, tokens.recycler], [tokens.operator, tokens.owner]);
  });

  it('writes the pending withdrawals as CSV: account masked as the screen masks it, formulas neutralised; audited', async () => {
    const response = await call('/api/staff/withdrawals/export?format=csv&status=pending', tokens.operator);
    expectCsvDownload(response, /^attachment; filename="withdrawals-pending-.*\.csv"$/);
    const lines = csvLines(response.body);
    expect(lines[0]).toContain('"Requested","User ID","User","Amount (CNY)","Alipay name","Alipay account","Status"');
    // The demo shop's seeded queue is in the file too; the seller of the test has one pending withdrawal.
    const mine = lines.filter((line) => line.includes('"139****0001"'));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toContain('"139****0001","123.45","\'=cmd|calc","ali***@mail.com","Pending"');
    expect(lines.slice(1).every((line) => line.includes('"Pending"'))).toBe(true);
    expect(response.body).not.toContain('alice@mail.com');
    expect(response.body).not.toContain(seller.phone);
    // Another shop's withdrawal is not in the file.
    expect(response.body).not.toContain('Nova Payee');

    expect(await auditedActions(database.db, demoId, '/api/staff/withdrawals/export')).toContain(
      'GET /api/staff/withdrawals/export',
    );
  });

  it('applies the status filter and writes XLSX with headers in Chinese, a phone-like account masked', async () => {
    const response = await call('/api/staff/withdrawals/export?format=xlsx&status=paid', tokens.owner, {
      lang: 'zh-CN',
    });
    const sheet = await xlsxSheet(response);
    const headers = rowValues(sheet, 1);
    expect(headers).toContain('支付宝账号');
    const rows = Array.from({ length: sheet.actualRowCount - 1 }, (_, index) => sheet.getRow(index + 2));
    const column = (name: string) => headers.indexOf(name) + 1;
    expect(rows.every((line) => line.getCell(column('状态')).value === '已打款')).toBe(true);
    const row = rows.find((line) => line.getCell(column('用户')).value === '139****0001');
    if (!row) throw new Error('the test seller’s paid withdrawal is missing');
    const cell = (name: string) => row.getCell(column(name));
    expect(cell('支付宝账号').value).toBe('138****0001');
    expect(cell('状态').value).toBe('已打款');
    expect(cell('转账单号 / 驳回原因').value).toBe('ALI-PAID-0001');
    expect(cell('金额（元）').value).toBe(50);
    expect(cell('金额（元）').numFmt).toBe('0.00');
  });

  it('shows another shop only its own withdrawals', async () => {
    const response = await call('/api/staff/withdrawals/export?format=csv', tokens.novaOperator, {
      host: 'nova.localhost',
    });
    expect(response.statusCode).toBe(200);
    const lines = csvLines(response.body);
    expect(lines.filter((line) => line.includes('"Nova Payee","nov***@mail.com"'))).toHaveLength(1);
    expect(response.body).not.toContain('139****0001');
    expect(response.body).not.toContain('cmd|calc');
  });

  it('refuses an unknown format or status (400)', async () => {
    expect((await call('/api/staff/withdrawals/export?format=pdf', tokens.operator)).statusCode).toBe(400);
    expect((await call('/api/staff/withdrawals/export?status=lost', tokens.operator)).statusCode).toBe(400);
  });
});
