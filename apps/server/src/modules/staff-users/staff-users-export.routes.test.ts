import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginDemoUser } from '../../../test/catalogue-fixtures.ts';
import {
  auditedActions,
  csvLines,
  expectCsvDownload,
  expectGuarded,
  getCaller,
  rowValues,
  xlsxSheet,
} from '../../../test/export-fixtures.ts';
import { buildTestApp, createTestDatabase, type TestDatabase } from '../../../test/helpers.ts';
import { PASSWORD, tenantIdOf } from '../../../test/identity-helpers.ts';
import { contextOf, movableClock, validIdNumber, verifiedBuyer } from '../../../test/trade-fixtures.ts';

let database: TestDatabase;
let app: FastifyInstance;
let demoId: number;
let novaId: number;
const tokens = { operator: '', owner: '', recycler: '', buyer: '', novaOperator: '' };
const clock = movableClock();
/** The test's users share a phone prefix, so `q=1395555` finds exactly them. */
const phones = { formula: '13955550001', blocked: '13955550002', nova: '13955550003' };

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
  const demo = await contextOf(database.db, demoId, clock);
  const formula = await verifiedBuyer(demo, phones.formula);
  await database.db.updateTable('users').set({ nick_name: '=1+1' }).where('id', '=', formula.userId).execute();
  const blocked = await verifiedBuyer(demo, phones.blocked, { verify: false });
  await database.db
    .updateTable('users')
    .set({ nick_name: 'Blocked Probe', status: 'disabled' })
    .where('id', '=', blocked.userId)
    .execute();
  const nova = await verifiedBuyer(await contextOf(database.db, novaId, clock), phones.nova, { verify: false });
  await database.db.updateTable('users').set({ nick_name: 'Nova Probe' }).where('id', '=', nova.userId).execute();
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const call = getCaller(() => app);

describe('GET /api/staff/users/export', () => {
  it('answers 401 signed out and 403 to a buyer and a recycler; operator and owner may export', async () => {
    const url = '/api/staff/users/export?format=csv&q=1395555';
    await expectGuarded((token) => call(url, token), [tokens.buyer, tokens.recycler], [tokens.operator, tokens.owner]);
  });

  it('writes the matching users as CSV with masked phones, never ID numbers or passwords; audited', async () => {
    const response = await call('/api/staff/users/export?format=csv&q=1395555&sort=id&order=asc', tokens.operator);
    expectCsvDownload(response, /^attachment; filename="users-.*\.csv"$/);
    const lines = csvLines(response.body);
    expect(lines[0]).toBe('"ID","Nickname","Phone","Real name","Status","Roles","Registered"');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('"\'=1+1","139****0001","Level 1","Active"');
    expect(lines[2]).toContain('"Blocked Probe","139****0002","Not verified","Blocked"');
    for (const secret of [phones.formula, phones.blocked, validIdNumber(1), PASSWORD]) {
      expect(response.body).not.toContain(secret);
    }
    // Another shop's user is not in the file.
    expect(response.body).not.toContain('Nova Probe');

    expect(await auditedActions(database.db, demoId, '/api/staff/users/export')).toContain(
      'GET /api/staff/users/export',
    );
  });

  it('applies the status filter and writes XLSX with headers in Chinese', async () => {
    const response = await call('/api/staff/users/export?format=xlsx&q=1395555&status=blocked', tokens.owner, {
      lang: 'zh-CN',
    });
    const sheet = await xlsxSheet(response);
    expect(rowValues(sheet, 1)).toEqual(['ID', '昵称', '手机号', '实名', '状态', '角色', '注册时间']);
    expect(sheet.actualRowCount).toBe(2);
    expect(sheet.getRow(2).getCell(2).value).toBe('Blocked Probe');
    expect(sheet.getRow(2).getCell(5).value).toBe('已封禁');
  });

  it('lists staff roles in words, and shows another shop only its own users', async () => {
    const staff = await call('/api/staff/users/export?format=csv&q=13800000003', tokens.owner);
    expect(staff.statusCode).toBe(200);
    expect(staff.body).toContain('"Operator"');

    const response = await call('/api/staff/users/export?format=csv&q=1395555', tokens.novaOperator, {
      host: 'nova.localhost',
    });
    expect(response.statusCode).toBe(200);
    const lines = csvLines(response.body);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('"Nova Probe","139****0003"');
  });
});
