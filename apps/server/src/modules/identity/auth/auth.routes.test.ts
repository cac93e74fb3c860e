import type { Session } from '@gs/shared/identity';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestDatabase, envelope, type TestDatabase } from '../../../../test/helpers.ts';
import {
  authHeaders,
  latestSmsCode,
  PASSWORD,
  registerThroughApi,
  sendSms,
  solveCaptcha,
  tenantIdOf,
} from '../../../../test/identity-helpers.ts';

let database: TestDatabase;
let app: FastifyInstance;
let now = new Date('2026-11-21T10:00:00Z');
const advance = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, { LOGIN_RATE_LIMIT_PER_IP_PER_MINUTE: '1000' }, { clock: { now: () => now } });
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

async function passwordLogin(username: string, password: string, host = 'localhost') {
  const captcha = await solveCaptcha(app, host);
  return app.inject({
    method: 'POST',
    url: '/api/web/login',
    headers: { host },
    payload: { username, password, ...captcha },
  });
}

const profile = (token: string | undefined, host = 'localhost') =>
  app.inject({
    method: 'GET',
    url: '/api/system/user/profile/new',
    headers: token ? authHeaders(token, host) : { host },
  });

describe('register', () => {
  it('creates the user and signs them in', async () => {
    const session = await registerThroughApi(app, database.db, '13933330001', { nickName: 'Alice' });
    expect(session.token.length).toBeGreaterThanOrEqual(43);
    expect(session.userInfo).toMatchObject({ nickName: 'Alice', avatar: '' });
    expect(envelope(await profile(session.token)).data).toMatchObject({ phone: '13933330001', nickName: 'Alice' });
    const stored = await database.db
      .selectFrom('users')
      .select('password_hash')
      .where('phone', '=', '13933330001')
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('names each failed password rule and needs the agreement', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'accept-language': 'en-US' },
      payload: { phone: '13933330002', smsCode: '123456', password: 'short', agree: false },
    });
    expect(response.statusCode).toBe(400);
    const messages = envelope(response).fields?.map((f) => `${f.field}: ${f.message}`) ?? [];
    expect(messages).toEqual(
      expect.arrayContaining([
        'body.password: Use at least 8 characters',
        'body.password: Include at least one digit',
        expect.stringMatching(/^body.agree: /),
      ]),
    );
    expect(await database.db.selectFrom('users').select('id').where('phone', '=', '13933330002').execute()).toEqual([]);
  });

  it('tells nothing about a registered phone to someone without its code', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'accept-language': 'en-US' },
      payload: { phone: '13800000001', smsCode: '123456', password: 'Secret123', agree: true },
    });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).errorCode).toBe('SMS_CODE_INVALID');
  });

  it('lets one phone register at two tenants as two users', async () => {
    const demo = await registerThroughApi(app, database.db, '13933330003');
    advance(61_000);
    const nova = await registerThroughApi(app, database.db, '13933330003', {
      host: 'nova.localhost',
      tenantCode: 'nova',
    });
    expect(demo.userInfo.userId).not.toBe(nova.userInfo.userId);
    // A token is only good at the tenant that issued it.
    expect((await profile(demo.token, 'nova.localhost')).statusCode).toBe(401);
    expect((await profile(nova.token, 'nova.localhost')).statusCode).toBe(200);
  });
});

describe('password login', () => {
  it('accepts the phone or the username with the captcha', async () => {
    const byPhone = await passwordLogin('13800000001', 'Demo1234');
    expect(byPhone.statusCode).toBe(200);
    expect(envelope<Session>(byPhone).data.userInfo.nickName).toBe('小明');
    expect((await passwordLogin('BUYER', 'Demo1234')).statusCode).toBe(200);
  });

  it('answers the same message for an unknown user and a wrong password', async () => {
    const unknown = await passwordLogin('13999999999', 'Whatever1');
    const wrong = await passwordLogin('operator', 'Wrong1234');
    expect(unknown.statusCode).toBe(422);
    expect(wrong.statusCode).toBe(422);
    expect(envelope(unknown).msg).toBe(envelope(wrong).msg);
    expect(envelope(unknown).errorCode).toBe('LOGIN_FAILED');
  });

  it('locks an account for 15 minutes after 5 failures, then lets it in again', async () => {
    for (let i = 0; i < 5; i++) expect((await passwordLogin('recycler', `Wrong${i}abc`)).statusCode).toBe(422);
    const locked = await passwordLogin('recycler', 'Demo1234');
    expect(locked.statusCode).toBe(429);
    expect(envelope(locked).retryAfter).toBeGreaterThan(14 * 60);
    // Another account is not affected.
    expect((await passwordLogin('owner', 'Demo1234')).statusCode).toBe(200);
    advance(15 * 60_000 + 1000);
    expect((await passwordLogin('recycler', 'Demo1234')).statusCode).toBe(200);
  });

  it('checks at most 5 passwords per window however many arrive at once: 25 parallel tries, 5 refused, 20 locked', async () => {
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) => passwordLogin('operator', `Wrong${i}abc`, 'nova.localhost')),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 422)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
    // The right password is refused too until the window has passed.
    expect((await passwordLogin('13800000003', 'Demo1234', 'nova.localhost')).statusCode).toBe(429);
  });

  it('counts failures per user: 5 wrong as the username lock the phone too, and a right password clears them', async () => {
    for (let i = 0; i < 4; i++) {
      expect((await passwordLogin('SELLER', `Wrong${i}abc`, 'nova.localhost')).statusCode).toBe(422);
    }
    expect((await passwordLogin('13800000005', 'Demo1234', 'nova.localhost')).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) {
      expect((await passwordLogin('seller', `Wrong${i}abc`, 'nova.localhost')).statusCode).toBe(422);
    }
    expect((await passwordLogin('13800000005', 'Demo1234', 'nova.localhost')).statusCode).toBe(429);
    expect((await passwordLogin('13800000005', 'Demo1234')).statusCode).toBe(200); // another shop's user
  });

  it('needs a valid captcha', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/web/login',
      payload: { username: 'buyer', password: 'Demo1234' },
    });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).errorCode).toBe('CAPTCHA_INVALID');
  });

  it('limits login attempts per IP', async () => {
    const limited = await buildTestApp(database.db, {
      LOGIN_RATE_LIMIT_PER_IP_PER_MINUTE: '3',
      CAPTCHA_ENABLED: 'false',
    });
    try {
      // Its own address: the counts are the database's, shared with this file's other app (as between instances).
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        const payload = { username: 'x', password: 'y' };
        codes.push(
          (await limited.inject({ method: 'POST', url: '/api/web/login', payload, remoteAddress: '10.3.3.3' }))
            .statusCode,
        );
      }
      expect(codes).toEqual([422, 422, 422, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('SMS login and password reset', () => {
  it('logs in with an SMS code', async () => {
    advance(61_000);
    await sendSms(app, '13800000001', 'login');
    const smsCode = await latestSmsCode(database.db, '13800000001');
    const response = await app.inject({
      method: 'POST',
      url: '/api/h5/login',
      payload: { phone: '13800000001', smsCode },
    });
    expect(envelope<Session>(response).data.userInfo.nickName).toBe('小明');
  });

  it('resets the password and revokes every session of the user', async () => {
    advance(61_000);
    const session = await registerThroughApi(app, database.db, '13933330010');
    const other = envelope<Session>(await passwordLogin('13933330010', PASSWORD)).data;
    advance(61_000);
    await sendSms(app, '13933330010', 'reset');
    const smsCode = await latestSmsCode(database.db, '13933330010');
    const reset = await app.inject({
      method: 'POST',
      url: '/api/h5/SmsforPwd',
      payload: { phone: '13933330010', smsCode, password: 'NewSecret9' },
    });
    expect(envelope(reset)).toMatchObject({ code: 200, data: null });
    expect((await profile(session.token)).statusCode).toBe(401);
    expect((await profile(other.token)).statusCode).toBe(401);
    expect((await passwordLogin('13933330010', PASSWORD)).statusCode).toBe(422);
    expect((await passwordLogin('13933330010', 'NewSecret9')).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('answers 401 envelopes for a missing, unknown, expired or revoked token', async () => {
    expect(envelope(await profile(undefined))).toMatchObject({ code: 401, errorCode: 'UNAUTHORIZED' });
    expect((await profile('not-a-real-token')).statusCode).toBe(401);

    const session = envelope<Session>(await passwordLogin('buyer', 'Demo1234')).data;
    expect((await profile(session.token)).statusCode).toBe(200);
    // Bearer alone works too.
    const bearer = await app.inject({
      method: 'GET',
      url: '/api/system/user/profile/new',
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(bearer.statusCode).toBe(200);

    const logout = await app.inject({ method: 'POST', url: '/api/logout', headers: authHeaders(session.token) });
    expect(envelope(logout).code).toBe(200);
    expect((await profile(session.token)).statusCode).toBe(401);

    const expiring = envelope<Session>(await passwordLogin('buyer', 'Demo1234')).data;
    advance(8 * 24 * 3600_000);
    expect((await profile(expiring.token)).statusCode).toBe(401);
  });

  it('slides the 7-day expiry while the session is used, up to 30 days after the login', async () => {
    const session = envelope<Session>(await passwordLogin('buyer', 'Demo1234')).data;
    for (let day = 3; day <= 27; day += 3) {
      advance(3 * 24 * 3600_000);
      expect((await profile(session.token)).statusCode, `day ${day}`).toBe(200);
    }
    advance(3 * 24 * 3600_000 + 1000);
    expect((await profile(session.token)).statusCode).toBe(401);
  });

  it('stores only a hash of the token', async () => {
    const session = envelope<Session>(await passwordLogin('buyer', 'Demo1234')).data;
    const tenantId = await tenantIdOf(database.db, 'demo');
    const rows = await database.db
      .selectFrom('sessions')
      .select('token_hash')
      .where('tenant_id', '=', tenantId)
      .execute();
    expect(rows.some((row) => row.token_hash === session.token)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
  });
});
