import type {
  CheckAccountResult,
  StaffContact,
  StaffContactGroups,
  StaffContactList,
  StaffContactPage,
} from '@gs/shared/staff-contacts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestDatabase, envelope, type TestDatabase } from '../../../test/helpers.ts';
import { type ApiMethod, apiCaller, loginStaffParties } from '../../../test/staff-route-fixtures.ts';

let database: TestDatabase;
let app: FastifyInstance;
let owner: string;
let operator: string;
let buyer: string;
let novaOwner: string;
let ipSequence = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db);
  ({ owner, operator, buyer, novaOwner } = await loginStaffParties(app));
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

/** Each check comes from its own address unless told, so the per-IP limit only bites in its own test. */
const check = async (value: string, host = 'localhost', remoteAddress = `10.1.0.${++ipSequence % 250}`) =>
  app.inject({
    method: 'GET',
    url: `/api/V2/H5/checkAccount?value=${encodeURIComponent(value)}`,
    headers: { host, 'accept-language': 'en-US' },
    remoteAddress,
  });
const checkResult = async (value: string, host?: string) => envelope<CheckAccountResult>(await check(value, host)).data;

const api = apiCaller(() => app);
const staff = (method: ApiMethod, url: string, token: string | null, payload?: unknown, host = 'localhost') =>
  api(method, `/staff/staff-contacts${url}`, token, payload, host);

describe('GET /api/V2/H5/checkAccount', () => {
  it('answers a public contact as genuine with its name and role', async () => {
    expect(await checkResult('800012345')).toEqual({ genuine: true, kind: 'qq', name: '小星', role: 'service' });
    expect(await checkResult('xy_huishou')).toEqual({ genuine: true, kind: 'wechat', name: '阿杰', role: 'recycle' });
  });

  it('normalises what was typed: spaces, dashes, case, a +86 prefix', async () => {
    expect(await checkResult('  800 012-345 ')).toMatchObject({ genuine: true, kind: 'qq' });
    expect(await checkResult('XingYou-KeFu')).toMatchObject({ genuine: true, kind: 'wechat', name: '小悦' });
    expect(await checkResult('400 800 1234')).toMatchObject({ genuine: true, kind: 'phone' });
    expect(await checkResult('XY_HUISHOU')).toMatchObject({ genuine: true, name: '阿杰' });
  });

  it('confirms a private contact without revealing its name or role', async () => {
    expect(await checkResult('800012346')).toEqual({ genuine: true, kind: 'qq', name: null, role: null });
  });

  it('answers a disabled (former) contact and an unknown one alike: not ours, nothing more', async () => {
    expect(await checkResult('xy_laowang')).toEqual({ genuine: false });
    expect(await checkResult('123456789')).toEqual({ genuine: false });
    const body = (await check('xy_laowang')).body;
    expect(body).not.toContain('老王');
  });

  it('keeps tenants apart: one shop’s staff are not another’s', async () => {
    expect(await checkResult('800012345', 'nova.localhost')).toEqual({ genuine: false });
    expect(await checkResult('nova-support', 'nova.localhost')).toMatchObject({ genuine: true, name: 'Mia' });
    expect(await checkResult('nova-support')).toEqual({ genuine: false });
  });

  it('refuses an empty or over-long value', async () => {
    for (const value of ['', '   ', 'x'.repeat(65)]) {
      const response = await check(value);
      expect(response.statusCode).toBe(400);
      expect(envelope(response).code).toBe(400);
    }
  });

  it('limits checks per visitor IP to 20 a minute', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < 20; i += 1) expect((await check(`1000${i}0000`, 'localhost', ip)).statusCode).toBe(200);
    const limited = await check('800012345', 'localhost', ip);
    expect(limited.statusCode).toBe(429);
    expect(envelope(limited)).toMatchObject({ code: 429, errorCode: 'RATE_LIMITED' });
    expect((await check('800012345', 'localhost', '10.9.9.10')).statusCode).toBe(200);
  });
});

describe('public lists', () => {
  it('GET /api/check/account/allList groups the public contacts by role, without private ones', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/check/account/allList',
      headers: { host: 'localhost' },
    });
    const { groups } = envelope<StaffContactGroups>(response).data;
    expect(groups.map((group) => group.role)).toEqual(['service', 'recycle', 'guarantee']);
    expect(groups[0]?.contacts.map((contact) => contact.value)).toEqual(['800012345', 'xingyou-kefu', '400-800-1234']);
    expect(response.body).not.toContain('800012346');
    expect(response.body).not.toContain('xy_laowang');
  });

  it('GET /api/web/checkAccount/allList lists them flat with the count of each kind', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/web/checkAccount/allList',
      headers: { host: 'nova.localhost' },
    });
    const data = envelope<StaffContactList>(response).data;
    expect(data.rows).toEqual([
      { kind: 'wechat', value: 'nova-support', name: 'Mia', role: 'service' },
      { kind: 'qq', value: '900011122', name: 'Ray', role: 'recycle' },
    ]);
    expect(data.kinds).toEqual([
      { kind: 'qq', count: 1 },
      { kind: 'wechat', count: 1 },
    ]);
  });
});

describe('staff contacts (back office)', () => {
  it('answers 401 without a login and 403 to a buyer; an operator reads but cannot change', async () => {
    expect((await staff('GET', '', null)).statusCode).toBe(401);
    expect((await staff('GET', '', buyer)).statusCode).toBe(403);
    expect((await staff('POST', '', buyer, {})).statusCode).toBe(403);
    expect((await staff('GET', '', operator)).statusCode).toBe(200);
    const write = await staff('POST', '', operator, { kind: 'qq', value: '12345678', name: 'X', role: 'service' });
    expect(write.statusCode).toBe(403);
    expect((await staff('PUT', '/1', operator, {})).statusCode).toBe(403);
    expect((await staff('DELETE', '/1', operator)).statusCode).toBe(403);
  });

  it('lists every contact of the tenant, private and disabled ones too, filtered by kind', async () => {
    const page = envelope<StaffContactPage>(await staff('GET', '?pageSize=100', owner)).data;
    expect(page.total).toBe(7);
    expect(page.rows.find((row) => row.value === 'xy_laowang')).toMatchObject({ enabled: false, isPublic: false });
    const wechat = envelope<StaffContactPage>(await staff('GET', '?kind=wechat', owner)).data;
    expect(wechat.rows.every((row) => row.kind === 'wechat')).toBe(true);
    const nova = envelope<StaffContactPage>(await staff('GET', '', novaOwner, undefined, 'nova.localhost')).data;
    expect(nova.rows.map((row) => row.value)).not.toContain('800012345');
  });

  it('an owner adds, edits and removes a contact, and the check follows', async () => {
    const created = await staff('POST', '', owner, {
      kind: 'wechat',
      value: 'New-Helper_1',
      name: '小新',
      role: 'service',
    });
    expect(created.statusCode).toBe(200);
    const contact = envelope<StaffContact>(created).data;
    expect(contact).toMatchObject({ kind: 'wechat', value: 'New-Helper_1', isPublic: true, enabled: true });
    expect(await checkResult('newhelper_1')).toMatchObject({ genuine: true, name: '小新' });

    const edited = await staff('PUT', `/${contact.id}`, owner, { ...contact, name: '小新', isPublic: false });
    expect(envelope<StaffContact>(edited).data.isPublic).toBe(false);
    expect(await checkResult('new-helper_1')).toEqual({ genuine: true, kind: 'wechat', name: null, role: null });

    const removed = await staff('DELETE', `/${contact.id}`, owner);
    expect(removed.statusCode).toBe(200);
    expect(await checkResult('new-helper_1')).toEqual({ genuine: false });
    expect((await staff('DELETE', `/${contact.id}`, owner)).statusCode).toBe(404);
  });

  it('records changes in the audit log with before and after', async () => {
    const created = envelope<StaffContact>(
      await staff('POST', '', owner, { kind: 'qq', value: '55554444', name: '审计', role: 'finance' }),
    ).data;
    await staff('PUT', `/${created.id}`, owner, { ...created, name: '审计二' });
    const row = await database.db
      .selectFrom('staff_audit_log')
      .selectAll()
      .where('route', '=', '/api/staff/staff-contacts/:id')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row.before)).toContain('审计');
    expect(JSON.stringify(row.after)).toContain('审计二');
  });

  it('refuses a duplicate (after normalising) with 409 at the field, and a malformed value with 400', async () => {
    const duplicate = await staff('POST', '', owner, {
      kind: 'qq',
      value: '800 012 345',
      name: 'Dup',
      role: 'service',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(envelope(duplicate).fields?.[0]?.field).toBe('body.value');
    const malformed = await staff('POST', '', owner, { kind: 'qq', value: 'abc', name: 'Bad', role: 'service' });
    expect(malformed.statusCode).toBe(400);
    expect(envelope(malformed).fields?.map((field) => field.field)).toContain('body.value');
    const badRole = await staff('POST', '', owner, { kind: 'qq', value: '12345678', name: 'Bad', role: 'boss' });
    expect(badRole.statusCode).toBe(400);
  });

  it('another tenant’s owner can neither see nor change this tenant’s contacts', async () => {
    const demoContact = envelope<StaffContactPage>(await staff('GET', '?kind=qq', owner)).data.rows[0];
    if (!demoContact) throw new Error('no demo contact');
    const edit = await staff(
      'PUT',
      `/${demoContact.id}`,
      novaOwner,
      { ...demoContact, name: 'Hijack' },
      'nova.localhost',
    );
    expect(edit.statusCode).toBe(404);
    expect((await staff('DELETE', `/${demoContact.id}`, novaOwner, undefined, 'nova.localhost')).statusCode).toBe(404);
    expect(await checkResult(demoContact.value)).toMatchObject({ genuine: true });
  });
});
