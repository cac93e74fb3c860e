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
import { tenantIdOf, userIdOf } from '../../../test/identity-helpers.ts';
import { movableClock } from '../../../test/trade-fixtures.ts';
import type { AuditEntry } from '../../plugins/audit.ts';
import { insertAuditEntry } from './audit.repository.ts';

let database: TestDatabase;
let app: FastifyInstance;
let demoId: number;
const tokens = { owner: '', operator: '', buyer: '', novaOwner: '' };
const clock = movableClock();
const REJECT = '/api/staff/listings/:id/reject';
const APPROVE = '/api/staff/listings/:id/approve';

/** An entry as the audit plugin records it (the body already redacted). */
function entry(tenantId: number, actorUserId: number, values: Partial<AuditEntry>): AuditEntry {
  return {
    tenantId,
    actorUserId,
    actorRoles: ['operator'],
    method: 'POST',
    route: REJECT,
    target: { id: '7001' },
    targetId: '7001',
    body: null,
    before: null,
    after: null,
    statusCode: 200,
    requestId: 'req-export-probe',
    ip: '127.0.0.1',
    at: new Date('2030-03-01T08:00:00Z'),
    ...values,
  };
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, {}, { clock });
  demoId = await tenantIdOf(database.db, 'demo');
  const novaId = await tenantIdOf(database.db, 'nova');
  tokens.owner = await loginDemoUser(app, 'owner');
  tokens.operator = await loginDemoUser(app, 'operator');
  tokens.buyer = await loginDemoUser(app, 'buyer');
  tokens.novaOwner = await loginDemoUser(app, 'owner', 'nova.localhost');
  const operatorId = await userIdOf(database.db, 'demo', 'operator');
  const novaOwnerId = await userIdOf(database.db, 'nova', 'owner');
  await insertAuditEntry(
    database.db,
    entry(demoId, operatorId, {
      body: { reason: '=HYPERLINK("http://evil")' },
      before: { status: 'pending_review' },
      after: { status: 'rejected' },
    }),
  );
  await insertAuditEntry(
    database.db,
    entry(demoId, operatorId, {
      route: APPROVE,
      target: { id: '7002' },
      targetId: '7002',
      at: new Date('2030-03-01T09:00:00Z'),
    }),
  );
  await insertAuditEntry(
    database.db,
    entry(novaId, novaOwnerId, { requestId: 'req-nova-probe', at: new Date('2030-03-01T08:30:00Z') }),
  );
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const call = getCaller(() => app);
/** The day of the test's entries, so the seeded log and the exports' own entries stay out. */
const DAY = `from=${encodeURIComponent('2030-03-01T00:00:00Z')}&to=${encodeURIComponent('2030-03-02T00:00:00Z')}`;

describe('GET /api/staff/audit/export', () => {
  it('answers 401 signed out and 403 to an operator and a buyer: the log is the owner’s', async () => {
    const url = `/api/staff/audit/export?format=csv&${DAY}`;
    await expectGuarded((token) => call(url, token), [tokens.operator, tokens.buyer]);
  });

  it('writes the entries as CSV, newest first: action code and summary, formulas neutralised; audited', async () => {
    const response = await call(`/api/staff/audit/export?format=csv&${DAY}`, tokens.owner);
    expectCsvDownload(response, /^attachment; filename="audit-.*\.csv"$/);
    const lines = csvLines(response.body);
    expect(lines[0]).toBe(
      '"Time","Staff ID","Staff","Staff phone","Roles","Action","Target","Summary","Status","Request ID","IP"',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`"POST ${APPROVE}","7002"`);
    expect(lines[2]).toContain(`"2030-03-01T08:00:00.000Z"`);
    expect(lines[2]).toContain(`"POST ${REJECT}","7001"`);
    expect(lines[2]).toContain(
      '"request: {""reason"":""=HYPERLINK(\\""http://evil\\"")""} · before: {""status"":""pending_review""} · ' +
        'after: {""status"":""rejected""}"',
    );
    // Another shop's entry is not in the file.
    expect(response.body).not.toContain('req-nova-probe');

    expect(await auditedActions(database.db, demoId, '/api/staff/audit/export')).toContain(
      'GET /api/staff/audit/export',
    );
  });

  it('applies the action filter and writes XLSX with headers in Chinese; a formula cell is neutralised', async () => {
    const action = encodeURIComponent(`POST ${REJECT}`);
    const response = await call(`/api/staff/audit/export?format=xlsx&${DAY}&action=${action}`, tokens.owner, {
      lang: 'zh-CN',
    });
    const sheet = await xlsxSheet(response);
    const headers = rowValues(sheet, 1);
    expect(headers.slice(0, 8)).toEqual(['时间', '操作人 ID', '操作人', '操作人手机', '角色', '操作', '对象', '摘要']);
    expect(sheet.actualRowCount).toBe(2);
    expect(sheet.getRow(2).getCell(7).value).toBe('7001');
    expect(String(sheet.getRow(2).getCell(8).value)).toMatch(/^请求: \{"reason":"=HYPERLINK/);
  });

  it('neutralises a summary that starts like a formula', async () => {
    const operatorId = await userIdOf(database.db, 'demo', 'operator');
    await insertAuditEntry(
      database.db,
      entry(demoId, operatorId, {
        requestId: '=cmd|calc',
        targetId: '7003',
        target: { id: '7003' },
        at: new Date('2030-03-01T10:00:00Z'),
      }),
    );
    const response = await call(`/api/staff/audit/export?format=csv&${DAY}&targetId=7003`, tokens.owner);
    const lines = csvLines(response.body);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('"\'=cmd|calc"');
  });

  it('shows another shop only its own log', async () => {
    const response = await call(`/api/staff/audit/export?format=csv&${DAY}`, tokens.novaOwner, {
      host: 'nova.localhost',
    });
    expect(response.statusCode).toBe(200);
    const lines = csvLines(response.body);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('"req-nova-probe"');
  });
});
