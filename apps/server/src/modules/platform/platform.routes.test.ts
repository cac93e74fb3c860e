import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginDemoUser } from '../../../test/catalogue-fixtures.ts';
import { buildTestApp, createTestDatabase, envelope, type TestDatabase } from '../../../test/helpers.ts';
import { authHeaders, latestSmsCode, sendSms, solveCaptcha, uploadFile } from '../../../test/identity-helpers.ts';

const PLATFORM = 'platform.localhost';
let database: TestDatabase;
let app: FastifyInstance;
let platformToken: string;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db);
  platformToken = await loginDemoUser(app, 'platform', PLATFORM);
}, 60_000);
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const asPlatform = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  app.inject({ method, url, headers: authHeaders(platformToken, PLATFORM), ...(payload ? { payload } : {}) });

const getTenant = async (host: string) =>
  envelope<{ tenantName: string; groups: string[]; status: string; kind: string }>(
    await app.inject({ method: 'GET', url: '/api/web/getTenant?type=1&state=1', headers: { host } }),
  );

async function passwordLogin(host: string, username: string, password: string) {
  const captcha = await solveCaptcha(app, host);
  return app.inject({
    method: 'POST',
    url: '/api/web/login',
    headers: { host },
    payload: { username, password, ...captcha },
  });
}

const newShop = (code: string, host: string, extra: Record<string, unknown> = {}) => ({
  code,
  name: `Shop ${code}`,
  hosts: [host],
  locale: 'en-US',
  useTheme: 2,
  serviceGroups: [],
  ownerPhone: '13900000101',
  ...extra,
});

describe('the platform console API', () => {
  it('answers platform admins on the platform host only', async () => {
    const list = await asPlatform('GET', '/api/platform/tenants');
    expect(list.statusCode).toBe(200);
    const codes = envelope<{ rows: { code: string }[] }>(list).data.rows.map((row) => row.code);
    expect(codes).toEqual(expect.arrayContaining(['demo', 'nova']));
    expect(codes).not.toContain('platform');
    expect((await getTenant(PLATFORM)).data.kind).toBe('platform');

    // No session: 401. A shop's owner, operator (at their shop): 403. The platform admin's token at a shop: no session.
    expect(
      (await app.inject({ method: 'GET', url: '/api/platform/tenants', headers: { host: PLATFORM } })).statusCode,
    ).toBe(401);
    for (const [username, host] of [
      ['owner', 'localhost'],
      ['operator', 'nova.localhost'],
    ] as const) {
      const token = await loginDemoUser(app, username, host);
      for (const [method, url] of [
        ['GET', '/api/platform/tenants'],
        ['POST', '/api/platform/tenants'],
        ['GET', '/api/platform/usage'],
        ['GET', '/api/platform/audit'],
        ['GET', '/api/platform/tenants/1'],
        ['PUT', '/api/platform/tenants/1'],
        ['POST', '/api/platform/tenants/1/domains'],
        ['DELETE', '/api/platform/tenants/1/domains/localhost'],
        ['POST', '/api/platform/tenants/1/suspend'],
        ['POST', '/api/platform/tenants/1/resume'],
      ] as const) {
        const answer = await app.inject({ method, url, headers: authHeaders(token, host), payload: {} });
        expect(answer.statusCode, `${username} ${method} ${url}`).toBe(403);
      }
    }
    const elsewhere = await app.inject({
      method: 'GET',
      url: '/api/platform/usage',
      headers: authHeaders(platformToken),
    });
    expect(elsewhere.statusCode).toBe(401);
    // A shop's demo password does not open the platform: the platform's accounts are its own.
    expect((await passwordLogin(PLATFORM, 'owner', 'Demo1234')).statusCode).toBe(422);
  });

  it('creates a shop that answers on its host at once, refusing a taken code or host', async () => {
    const created = await asPlatform('POST', '/api/platform/tenants', newShop('acme', 'acme.localhost'));
    expect(created.statusCode, created.body).toBe(200);
    const shop = envelope<{ tenant: { id: number; hosts: string[]; ownerPhone: string; status: string } }>(created).data
      .tenant;
    expect(shop).toMatchObject({ hosts: ['acme.localhost'], ownerPhone: '139****0101', status: 'active' });
    const info = (await getTenant('acme.localhost')).data;
    expect(info).toMatchObject({ tenantName: 'Shop acme', kind: 'shop', status: 'active', groups: [] });

    const sameCode = await asPlatform('POST', '/api/platform/tenants', newShop('acme', 'other.localhost'));
    expect(sameCode.statusCode).toBe(409);
    for (const host of ['nova.localhost', PLATFORM, 'acme.localhost']) {
      const taken = await asPlatform('POST', '/api/platform/tenants', newShop('acme2', host));
      expect(taken.statusCode, host).toBe(409);
      expect(envelope(taken).msg).toContain(host);
    }
    const bad = await asPlatform('POST', '/api/platform/tenants', newShop('Bad Code', 'http://x'));
    expect(bad.statusCode).toBe(400);
  });

  it("copies a template shop's catalogue (never its listings, users or orders) and texts the owner a code", async () => {
    const created = await asPlatform(
      'POST',
      '/api/platform/tenants',
      newShop('copied', 'copied.localhost', { ownerPhone: '13900000103', catalogueFrom: 'demo' }),
    );
    expect(created.statusCode, created.body).toBe(200);
    const answer = envelope<{ tenant: { id: number }; ownerCreated: boolean; catalogue: Record<string, number> }>(
      created,
    ).data;
    expect(answer.ownerCreated).toBe(true);
    const count = async (
      table: 'games' | 'regions' | 'notices' | 'dict_data' | 'listings' | 'orders' | 'users',
      id: number,
    ) =>
      Number(
        (
          await database.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('tenant_id', '=', id)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const demoId = (
      await database.db.selectFrom('tenants').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow()
    ).id;
    const newId = answer.tenant.id;
    for (const table of ['games', 'regions', 'notices', 'dict_data'] as const) {
      const copied = await count(table, newId);
      expect(copied, table).toBeGreaterThan(0);
      expect(copied, table).toBe(await count(table, demoId));
      expect(answer.catalogue[table], table).toBe(copied);
    }
    expect(await count('listings', newId)).toBe(0);
    expect(await count('orders', newId)).toBe(0);
    expect(await count('users', newId)).toBe(1);
    // Copies point at copies: every region's game is a game of the new shop.
    const stray = await database.db
      .selectFrom('regions as r')
      .leftJoin('games as g', (join) => join.onRef('g.tenant_id', '=', 'r.tenant_id').onRef('g.id', '=', 'r.game_id'))
      .select('r.id')
      .where('r.tenant_id', '=', newId)
      .where('g.id', 'is', null)
      .execute();
    expect(stray).toEqual([]);
    // The owner was sent a code to set a password with.
    expect(await latestSmsCode(database.db, '13900000103', 'copied')).toMatch(/^\d{6}$/);
  });

  it("lets a new shop's owner set a password and sign in before it opens, while customers stay refused", async () => {
    const created = await asPlatform('POST', '/api/platform/tenants', {
      ...newShop('early', 'early.localhost'),
      ownerPhone: '13900000102',
    });
    const id = envelope<{ tenant: { id: number } }>(created).data.tenant.id;
    const host = 'early.localhost';

    // A customer can neither get a register code nor sign in there.
    const register = await sendSms(app, '13900000999', 'register', host);
    expect(envelope(register).errorCode).toBe('SERVICE_NOT_ENABLED');

    // Creating the shop sent its new owner a code to set a password with (no captcha: the platform asked).
    const smsCode = await latestSmsCode(database.db, '13900000102', 'early');
    const reset = await app.inject({
      method: 'POST',
      url: '/api/h5/SmsforPwd',
      headers: { host },
      payload: { phone: '13900000102', smsCode, password: 'Owner1234' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const login = await passwordLogin(host, '13900000102', 'Owner1234');
    expect(login.statusCode, login.body).toBe(200);
    const token = envelope<{ token: string }>(login).data.token;
    const staffRead = await app.inject({ method: 'GET', url: '/api/staff/users', headers: authHeaders(token, host) });
    expect(staffRead.statusCode).toBe(200);

    // Granting trading opens it to customers at once; taking it back closes it again.
    const granted = await asPlatform('PUT', `/api/platform/tenants/${id}`, { serviceGroups: ['5483'] });
    expect(granted.statusCode, granted.body).toBe(200);
    expect((await getTenant(host)).data.groups).toEqual(['5483']);
    expect((await sendSms(app, '13900000999', 'register', host)).statusCode).toBe(200);
    await asPlatform('PUT', `/api/platform/tenants/${id}`, { serviceGroups: [] });
    expect(envelope(await sendSms(app, '13900000998', 'register', host)).errorCode).toBe('SERVICE_NOT_ENABLED');
  });

  it('suspends a shop: getTenant says so, customers are refused, staff read only; resume undoes it', async () => {
    const nova = envelope<{ rows: { id: number; code: string }[] }>(
      await asPlatform('GET', '/api/platform/tenants?q=nova'),
    ).data.rows.find((row) => row.code === 'nova');
    const id = nova?.id as number;
    const ownerToken = await loginDemoUser(app, 'owner', 'nova.localhost');

    const suspended = await asPlatform('POST', `/api/platform/tenants/${id}/suspend`, { reason: 'Unpaid invoice' });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect((await asPlatform('POST', `/api/platform/tenants/${id}/suspend`, { reason: 'again' })).statusCode).toBe(409);
    const info = await getTenant('nova.localhost');
    expect(info.code).toBe(200);
    expect(info.data.status).toBe('suspended');

    const buyer = await passwordLogin('nova.localhost', 'buyer', 'Demo1234');
    expect(envelope(buyer).errorCode).toBe('TENANT_SUSPENDED');
    expect((await passwordLogin('nova.localhost', 'owner', 'Demo1234')).statusCode).toBe(200);
    const read = await app.inject({
      method: 'GET',
      url: '/api/staff/users',
      headers: authHeaders(ownerToken, 'nova.localhost'),
    });
    expect(read.statusCode).toBe(200);
    const write = await app.inject({
      method: 'POST',
      url: '/api/staff/users/1/block',
      headers: authHeaders(ownerToken, 'nova.localhost'),
      payload: { reason: 'x' },
    });
    expect(envelope(write).errorCode).toBe('TENANT_SUSPENDED');
    const image = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const upload = await uploadFile(app, ownerToken, image, { host: 'nova.localhost', contentType: 'image/png' });
    expect(envelope(upload).errorCode).toBe('TENANT_SUSPENDED');

    expect((await asPlatform('POST', `/api/platform/tenants/${id}/resume`)).statusCode).toBe(200);
    expect((await getTenant('nova.localhost')).data.status).toBe('active');
    expect((await passwordLogin('nova.localhost', 'buyer', 'Demo1234')).statusCode).toBe(200);
  });

  it('adds and removes hosts (never the last), and keeps every action in the platform audit log', async () => {
    const created = await asPlatform('POST', '/api/platform/tenants', {
      ...newShop('hosts', 'hosts.localhost'),
      ownerPhone: '13900000103',
    });
    const id = envelope<{ tenant: { id: number } }>(created).data.tenant.id;
    expect((await asPlatform('DELETE', `/api/platform/tenants/${id}/domains/hosts.localhost`)).statusCode).toBe(409);
    const added = await asPlatform('POST', `/api/platform/tenants/${id}/domains`, { host: 'www.hosts.localhost' });
    expect(envelope<{ hosts: string[] }>(added).data.hosts).toEqual(['hosts.localhost', 'www.hosts.localhost']);
    expect((await getTenant('www.hosts.localhost')).data.tenantName).toBe('Shop hosts');
    const removed = await asPlatform('DELETE', `/api/platform/tenants/${id}/domains/hosts.localhost`);
    expect(envelope<{ hosts: string[] }>(removed).data.hosts).toEqual(['www.hosts.localhost']);

    const audit = envelope<{ rows: { action: string; actorName: string; tenantCode: string | null }[] }>(
      await asPlatform('GET', `/api/platform/audit?tenantId=${id}`),
    ).data.rows;
    expect(audit.map((row) => row.action)).toEqual(['tenant.domain.remove', 'tenant.domain.add', 'tenant.create']);
    expect(audit[0]).toMatchObject({ actorName: 'Platform admin', tenantCode: 'hosts' });

    const usage = envelope<{ rows: { code: string; orders: number; users: number }[] }>(
      await asPlatform('GET', '/api/platform/usage'),
    ).data.rows;
    expect(usage.find((row) => row.code === 'hosts')).toMatchObject({ orders: 0, users: 1 });
    expect(usage.find((row) => row.code === 'demo')?.orders).toBeGreaterThan(0);
  });
});
