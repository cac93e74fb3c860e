import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import type { PartnerSession, StaffPartner, StaffPartnerList } from '@gs/shared/partners';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginDemoUser } from '../../../test/catalogue-fixtures.ts';
import { buildTestApp, createTestDatabase, envelope, type TestDatabase } from '../../../test/helpers.ts';
import { authHeaders, tenantIdOf } from '../../../test/identity-helpers.ts';
import { testSecretBox } from '../../../test/trade-fixtures.ts';
import { signPartnerParams } from './partner-signature.ts';
import { DEMO_PARTNER } from './partners-seed.ts';

let database: TestDatabase;
let app: FastifyInstance;
const logLines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  // Many links from one address in a minute: more than the per-IP login limit lets through.
  app = await buildTestApp(database.db, { LOGIN_RATE_LIMIT_PER_IP_PER_MINUTE: '1000' }, { logStream });
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

interface LinkOptions {
  partner?: string;
  uid?: string;
  phone?: string;
  ts?: number;
  nonce?: string;
  secret?: string;
}

/** The query of a partner's signed link, signed as the README tells partners to. */
function signedQuery(options: LinkOptions = {}): string {
  const params = {
    partner: options.partner ?? DEMO_PARTNER.code,
    uid: options.uid ?? `u-${randomBytes(4).toString('hex')}`,
    phone: options.phone ?? freshPhone(),
    ts: String(options.ts ?? Math.floor(Date.now() / 1000)),
    nonce: options.nonce ?? randomBytes(12).toString('hex'),
  };
  const sign = signPartnerParams(options.secret ?? DEMO_PARTNER.secret, params);
  return new URLSearchParams({ ...params, sign }).toString();
}

const login = (query: string, host = 'localhost') =>
  app.inject({
    method: 'GET',
    url: `/api/other/getOtherLsLogin?${query}`,
    headers: { host, 'accept-language': 'en-US' },
  });

const freshPhone = () => `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

async function expectRefused(query: string, host = 'localhost') {
  const response = await login(query, host);
  expect(response.statusCode).toBe(401);
  const body = envelope(response);
  expect(body.code).toBe(401);
  expect(body.msg).toBe(
    'This partner link is invalid or has expired. Open it again from the partner app, or log in with your phone.',
  );
  return body;
}

describe('GET /api/other/getOtherLsLogin', () => {
  it('signs a new user in once, then the same user again with another nonce', async () => {
    const phone = freshPhone();
    const first = await login(signedQuery({ uid: 'ls-1001', phone }));
    expect(first.statusCode).toBe(200);
    const session = envelope<PartnerSession>(first).data;
    expect(session.token).toMatch(/^[\w-]{40,}$/);
    expect(session.partner).toMatchObject({ code: 'leishen', name: '雷神加速器', color: '#f5a623' });
    expect(session.partner.logoUrl).toMatch(/^\/uploads\//);

    const second = envelope<PartnerSession>(await login(signedQuery({ uid: 'ls-1001', phone })));
    expect(second.data.userInfo.userId).toBe(session.userInfo.userId);
    const demoId = await tenantIdOf(database.db, 'demo');
    const users = await database.db
      .selectFrom('users')
      .select('id')
      .where('tenant_id', '=', demoId)
      .where('phone', '=', phone)
      .execute();
    expect(users).toHaveLength(1);
    const link = await database.db
      .selectFrom('partner_links')
      .selectAll()
      .where('tenant_id', '=', demoId)
      .where('partner_uid', '=', 'ls-1001')
      .executeTakeFirstOrThrow();
    expect(link).toMatchObject({ user_id: session.userInfo.userId, user_created: true });

    // The session is a real one: the profile answers for it.
    const profile = await app.inject({
      method: 'GET',
      url: '/api/system/user/profile/new',
      headers: authHeaders(session.token),
    });
    expect(profile.statusCode).toBe(200);
  });

  it("never opens an existing customer's account until they link it, signed in to it, once", async () => {
    const demoId = await tenantIdOf(database.db, 'demo');
    const links = () =>
      database.db
        .selectFrom('partner_links')
        .select(['user_created'])
        .where('tenant_id', '=', demoId)
        .where('partner_uid', '=', 'ls-buyer')
        .execute();
    const query = signedQuery({ uid: 'ls-buyer', phone: '13800000001' });
    // The partner's secret alone does not open the buyer's account (with its wallet): no session, nothing linked.
    const anonymous = await login(query);
    expect(anonymous.statusCode).toBe(401);
    expect(envelope(anonymous)).toMatchObject({ errorCode: 'PARTNER_LINK_CONFIRM', data: null });
    expect(envelope(anonymous).msg).toContain('already has an account here. Sign in to it once');
    expect(await links()).toEqual([]);
    // Signed in as someone else: still not.
    const other = await app.inject({
      method: 'GET',
      url: `/api/other/getOtherLsLogin?${query}`,
      headers: { ...authHeaders(await loginDemoUser(app, 'seller')), 'accept-language': 'en-US' },
    });
    expect(envelope(other).errorCode).toBe('PARTNER_LINK_CONFIRM');
    expect(await links()).toEqual([]);
    // Its owner, signed in with the password, opens the same link (within its minutes): linked, without creating anyone.
    const owned = await app.inject({
      method: 'GET',
      url: `/api/other/getOtherLsLogin?${query}`,
      headers: authHeaders(await loginDemoUser(app, 'buyer')),
    });
    expect(owned.statusCode).toBe(200);
    expect(await links()).toEqual([{ user_created: false }]);
    // From then on the partner's links open it, as for the accounts the partner created.
    expect((await login(signedQuery({ uid: 'ls-buyer', phone: '13800000001' }))).statusCode).toBe(200);
    // The link itself still works once.
    expect((await login(query)).statusCode).toBe(401);
  });

  it('refuses a user the shop blocked, and opens no session', async () => {
    const phone = freshPhone();
    expect((await login(signedQuery({ uid: `ls-${phone}`, phone }))).statusCode).toBe(200);
    const demoId = await tenantIdOf(database.db, 'demo');
    await database.db
      .updateTable('users')
      .set({ status: 'disabled', blocked_reason: 'fraud', blocked_at: new Date() })
      .where('tenant_id', '=', demoId)
      .where('phone', '=', phone)
      .execute();
    // Refused like every other bad link (the reason only in the log), and no session opened.
    await expectRefused(signedQuery({ uid: `ls-${phone}`, phone }));
    expect(logLines.join('')).toContain('"reason":"disabled-account"');
  });

  it('refuses a bad signature and logs the reason without the secret', async () => {
    const query = new URLSearchParams(signedQuery());
    query.set('sign', signPartnerParams('not-the-secret-at-all', Object.fromEntries(query) as never));
    await expectRefused(query.toString());
    const tampered = new URLSearchParams(signedQuery());
    tampered.set('phone', '13900000000');
    await expectRefused(tampered.toString());
    const log = logLines.join('');
    expect(log).toContain('"reason":"bad-signature"');
    expect(log).not.toContain(DEMO_PARTNER.secret);
  });

  it('refuses stale and future timestamps', async () => {
    const now = Math.floor(Date.now() / 1000);
    await expectRefused(signedQuery({ ts: now - 6 * 60 }));
    await expectRefused(signedQuery({ ts: now + 6 * 60 }));
    expect(logLines.join('')).toContain('"reason":"stale-ts"');
    expect(logLines.join('')).toContain('"reason":"future-ts"');
    expect((await login(signedQuery({ ts: now - 4 * 60 }))).statusCode).toBe(200);
  });

  it('refuses a replayed link', async () => {
    const query = signedQuery();
    expect((await login(query)).statusCode).toBe(200);
    await expectRefused(query);
    expect(logLines.join('')).toContain('"reason":"replayed-nonce"');
  });

  it('refuses an unknown or disabled partner, missing parameters and a malformed phone', async () => {
    await expectRefused(signedQuery({ partner: 'nobody' }));
    await expectRefused('partner=leishen');
    await expectRefused(signedQuery({ phone: '12345' }));
    const ownerToken = await loginDemoUser(app, 'owner');
    const list = envelope<StaffPartnerList>(
      await app.inject({ method: 'GET', url: '/api/staff/partners', headers: authHeaders(ownerToken) }),
    ).data;
    const leishen = list.rows.find((row) => row.code === 'leishen');
    if (!leishen) throw new Error('no demo partner');
    const put = (enabled: boolean) =>
      app.inject({
        method: 'PUT',
        url: `/api/staff/partners/${leishen.id}`,
        headers: authHeaders(ownerToken),
        payload: { name: leishen.name, logoUrl: leishen.logoUrl, color: leishen.color, enabled, secret: '' },
      });
    expect((await put(false)).statusCode).toBe(200);
    await expectRefused(signedQuery());
    expect((await put(true)).statusCode).toBe(200);
    expect((await login(signedQuery())).statusCode).toBe(200);
  });

  it('never opens a staff account', async () => {
    for (const phone of ['13800000002', '13800000003', '13800000004']) {
      await expectRefused(signedQuery({ phone }));
    }
    expect(logLines.join('')).toContain('"reason":"staff-account"');
  });

  it('refuses a partner uid already linked to another user', async () => {
    expect((await login(signedQuery({ uid: 'ls-owned', phone: freshPhone() }))).statusCode).toBe(200);
    await expectRefused(signedQuery({ uid: 'ls-owned', phone: freshPhone() }));
    expect(logLines.join('')).toContain('"reason":"uid-linked-to-other-user"');
  });

  it("refuses one tenant's partner on another tenant's host", async () => {
    const novaOwner = await loginDemoUser(app, 'owner', 'nova.localhost');
    const secret = 'nova-only-secret-0123456789';
    const created = await app.inject({
      method: 'POST',
      url: '/api/staff/partners',
      headers: authHeaders(novaOwner, 'nova.localhost'),
      payload: { code: 'novatool', name: 'Nova Tool', logoUrl: '', color: '#123456', enabled: true, secret },
    });
    expect(created.statusCode).toBe(200);
    await expectRefused(signedQuery({ partner: 'novatool', secret }), 'localhost');
    const nova = await login(signedQuery({ partner: 'novatool', secret }), 'nova.localhost');
    expect(nova.statusCode).toBe(200);
    expect(envelope<PartnerSession>(nova).data.partner.name).toBe('Nova Tool');
  });

  it('in production, refuses every link of a partner still holding the published demo secret', async () => {
    const production = await buildTestApp(
      database.db,
      { NODE_ENV: 'production', LOGIN_RATE_LIMIT_PER_IP_PER_MINUTE: '1000' },
      { logStream: { write: (line: string) => logLines.push(line) }, schedulerIntervalMs: 0 },
    );
    try {
      const lumenLogin = (secret: string) =>
        production.inject({
          method: 'GET',
          url: `/api/other/getOtherLsLogin?${signedQuery({ secret })}`,
          headers: { host: 'lumen.localhost', 'accept-language': 'en-US' },
        });
      // A valid signature, but anyone can make one with a secret the README prints.
      expect((await lumenLogin(DEMO_PARTNER.secret)).statusCode).toBe(401);
      expect(logLines.join('')).toContain('"reason":"published-secret"');

      const owner = await loginDemoUser(app, 'owner', 'lumen.localhost');
      const partners = envelope<StaffPartnerList>(
        await app.inject({ method: 'GET', url: '/api/staff/partners', headers: authHeaders(owner, 'lumen.localhost') }),
      ).data;
      const leishen = partners.rows.find((row) => row.code === DEMO_PARTNER.code);
      if (!leishen) throw new Error('no demo partner at lumen');
      const ownSecret = 'lumen-own-secret-0123456789';
      const changed = await app.inject({
        method: 'PUT',
        url: `/api/staff/partners/${leishen.id}`,
        headers: authHeaders(owner, 'lumen.localhost'),
        payload: {
          name: leishen.name,
          logoUrl: leishen.logoUrl,
          color: leishen.color,
          enabled: true,
          secret: ownSecret,
        },
      });
      expect(changed.statusCode).toBe(200);
      expect((await lumenLogin(ownSecret)).statusCode).toBe(200);
    } finally {
      await production.close();
    }
  });

  it('refuses at a shop without trading, like the other logins', async () => {
    const response = await login(signedQuery(), 'closed.localhost');
    expect(response.statusCode).toBe(403);
    expect(envelope(response).errorCode).toBe('SERVICE_NOT_ENABLED');
  });
});

describe('/api/staff/partners', () => {
  it('guards every route: anonymous 401, buyer and operator 403', async () => {
    const buyer = await loginDemoUser(app, 'buyer');
    const operator = await loginDemoUser(app, 'operator');
    const calls = [
      { method: 'GET' as const, url: '/api/staff/partners' },
      { method: 'POST' as const, url: '/api/staff/partners', payload: {} },
      { method: 'PUT' as const, url: '/api/staff/partners/1', payload: {} },
      { method: 'DELETE' as const, url: '/api/staff/partners/1' },
    ];
    for (const call of calls) {
      expect((await app.inject({ ...call, headers: { host: 'localhost' } })).statusCode).toBe(401);
      expect((await app.inject({ ...call, headers: authHeaders(buyer) })).statusCode).toBe(403);
      expect((await app.inject({ ...call, headers: authHeaders(operator) })).statusCode).toBe(403);
    }
  });

  it('adds, changes and removes a partner with the secret sealed and never answered', async () => {
    const owner = await loginDemoUser(app, 'owner', 'lumen.localhost');
    const headers = authHeaders(owner, 'lumen.localhost');
    const secret = 'lumen-partner-secret-abcdef';
    const created = await app.inject({
      method: 'POST',
      url: '/api/staff/partners',
      headers,
      payload: {
        code: 'gametool',
        name: 'Game Tool',
        logoUrl: '/uploads/x.png',
        color: '#00aa88',
        enabled: true,
        secret,
      },
    });
    expect(created.statusCode).toBe(200);
    expect(created.body).not.toContain(secret);
    const partner = envelope<StaffPartner>(created).data;
    const lumenId = await tenantIdOf(database.db, 'lumen');
    const row = await database.db
      .selectFrom('partners')
      .select('secret_sealed')
      .where('tenant_id', '=', lumenId)
      .where('id', '=', partner.id)
      .executeTakeFirstOrThrow();
    expect(row.secret_sealed).toMatch(/^v1\./);
    expect(testSecretBox.decrypt(row.secret_sealed, `tenant:${lumenId}:partner:${partner.id}`)).toBe(secret);

    const duplicate = await app.inject({
      method: 'POST',
      url: '/api/staff/partners',
      headers,
      payload: { code: 'gametool', name: 'Again', logoUrl: '', color: '#00aa88', enabled: true, secret },
    });
    expect(duplicate.statusCode).toBe(409);

    const list = await app.inject({ method: 'GET', url: '/api/staff/partners', headers });
    expect(list.body).not.toContain(secret);
    expect(envelope<StaffPartnerList>(list).data.rows.map((p) => p.code)).toEqual(['gametool', 'leishen']);

    // Another tenant's owner sees none of it and cannot change it.
    const demoOwner = await loginDemoUser(app, 'owner');
    const foreign = await app.inject({
      method: 'PUT',
      url: `/api/staff/partners/${partner.id}`,
      headers: authHeaders(demoOwner),
      payload: { name: 'Taken', logoUrl: '', color: '#000000', enabled: false, secret: '' },
    });
    expect(foreign.statusCode).toBe(404);
    const demoList = await app.inject({ method: 'GET', url: '/api/staff/partners', headers: authHeaders(demoOwner) });
    expect(envelope<StaffPartnerList>(demoList).data.rows.map((p) => p.code)).not.toContain('gametool');

    const newSecret = 'lumen-partner-secret-rotated';
    const changed = await app.inject({
      method: 'PUT',
      url: `/api/staff/partners/${partner.id}`,
      headers,
      payload: { name: 'Game Tool Pro', logoUrl: '', color: '#00aa88', enabled: true, secret: newSecret },
    });
    expect(envelope<StaffPartner>(changed).data.name).toBe('Game Tool Pro');
    await expectRefused(signedQuery({ partner: 'gametool', secret }), 'lumen.localhost');
    expect((await login(signedQuery({ partner: 'gametool', secret: newSecret }), 'lumen.localhost')).statusCode).toBe(
      200,
    );

    const invalid = await app.inject({
      method: 'POST',
      url: '/api/staff/partners',
      headers,
      payload: {
        code: 'Bad Code',
        name: '',
        logoUrl: 'javascript:alert(1)',
        color: 'red',
        enabled: true,
        secret: 'short',
      },
    });
    expect(invalid.statusCode).toBe(400);

    const removed = await app.inject({ method: 'DELETE', url: `/api/staff/partners/${partner.id}`, headers });
    expect(removed.statusCode).toBe(200);
    await expectRefused(signedQuery({ partner: 'gametool', secret: newSecret }), 'lumen.localhost');
    const audit = await database.db
      .selectFrom('staff_audit_log')
      .select(['route', 'body', 'after'])
      .where('tenant_id', '=', lumenId)
      .where('route', 'like', '/api/staff/partners%')
      .execute();
    expect(audit.length).toBeGreaterThanOrEqual(3);
    expect(JSON.stringify(audit)).not.toContain(secret);
    expect(JSON.stringify(audit)).not.toContain(newSecret);
  });
});
