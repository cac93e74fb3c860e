import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestDatabase, envelope, smsSentOn, type TestDatabase } from '../../../../test/helpers.ts';
import {
  authHeaders,
  latestSmsCode,
  PASSWORD,
  sendSms,
  solveCaptcha,
  tenantIdOf,
} from '../../../../test/identity-helpers.ts';

let database: TestDatabase;
let app: FastifyInstance;
let now = new Date('2026-11-21T10:00:00Z');
const advance = (seconds: number) => {
  now = new Date(now.getTime() + seconds * 1000);
};

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(
    database.db,
    { SMS_DAILY_PER_PHONE: '3', SMS_DAILY_PER_IP: '6' },
    { clock: { now: () => now } },
  );
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

const register = (phone: string, smsCode: string) =>
  app.inject({ method: 'POST', url: '/api/register', payload: { phone, smsCode, password: PASSWORD, agree: true } });

describe('GET /api/sms/new/send', () => {
  it('sends a 6-digit code, stored only as a hash, with the wait and lifetime', async () => {
    const response = await sendSms(app, '13922220001', 'register');
    expect(envelope(response)).toMatchObject({ code: 200, data: { resendAfter: 60, expiresIn: 300 } });
    const code = await latestSmsCode(database.db, '13922220001');
    expect(code).toMatch(/^\d{6}$/);
    const stored = await database.db.selectFrom('sms_codes').selectAll().where('phone', '=', '13922220001').execute();
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(code);
  });

  it('never shows staff a code: the outbox keeps the message with the code masked', async () => {
    // From another address: the per-IP cap is another test's.
    const captcha = await solveCaptcha(app);
    await app.inject({
      method: 'GET',
      url: `/api/sms/new/send?phone=13922220009&scene=register&uuid=${captcha.uuid}&code=${captcha.code}`,
      remoteAddress: '10.9.9.9',
    });
    const code = await latestSmsCode(database.db, '13922220009');
    const login = await app.inject({
      method: 'POST',
      url: '/api/web/login',
      payload: { username: 'operator', password: 'Demo1234', ...(await solveCaptcha(app)) },
    });
    const token = envelope<{ token: string }>(login).data.token;
    const outbox = await app.inject({
      method: 'GET',
      url: '/api/staff/sms/outbox?phone=13922220009',
      headers: authHeaders(token),
    });
    const rows = envelope<{ rows: { body: string; provider: string }[] }>(outbox).data.rows;
    expect(rows).toHaveLength(1);
    expect(rows[0]?.body).toContain('******');
    // Each row names the provider that took the message (the default log provider here).
    expect(rows[0]?.provider).toBe('log');
    expect(outbox.body).not.toContain(code);
  });

  it('allows one send per phone per 60 s, answering 429 with the seconds to wait', async () => {
    advance(20);
    const response = await sendSms(app, '13922220001', 'register');
    expect(response.statusCode).toBe(429);
    const body = envelope(response);
    expect(body.errorCode).toBe('RATE_LIMITED');
    expect(body.retryAfter).toBe(40);
    advance(41);
    expect((await sendSms(app, '13922220001', 'register')).statusCode).toBe(200);
  });

  it('caps sends per phone per day (configurable)', async () => {
    advance(61);
    expect((await sendSms(app, '13922220001', 'register')).statusCode).toBe(200);
    advance(61);
    const capped = await sendSms(app, '13922220001', 'register');
    expect(capped.statusCode).toBe(429);
    expect(envelope(capped).retryAfter).toBeGreaterThan(23 * 3600);
  });

  it('caps sends per IP per day across phones', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push((await sendSms(app, `1392222010${i}`, 'register')).statusCode);
    // 3 sends to 13922220001 + these: the 7th send from this IP is refused.
    expect(codes).toEqual([200, 200, 200, 429]);
  });

  it('answers alike for every phone: a scene that does not fit is counted and told to the phone, not the caller', async () => {
    const fresh = await buildTestApp(database.db);
    try {
      const texts = (phone: string) => smsSentOn(database.db).filter((sent) => sent.phone === phone);
      // Registering a phone that has an account, signing in with one that has none, and a fitting send.
      const taken = await sendSms(fresh, '13800000001', 'register');
      const unknown = await sendSms(fresh, '13922229999', 'login');
      const fitting = await sendSms(fresh, '13922229997', 'register');
      for (const response of [taken, unknown, fitting]) {
        expect(response.statusCode).toBe(200);
        expect(envelope(response).data).toEqual(envelope(fitting).data);
      }
      // The phone's owner learns why, and receives no code.
      expect(texts('13800000001').at(-1)).toMatchObject({ kind: 'notice', code: '' });
      expect(texts('13800000001').at(-1)?.text).toContain('该手机号已注册');
      expect(texts('13922229999').at(-1)).toMatchObject({ kind: 'notice', code: '' });
      expect(texts('13922229999').at(-1)?.text).toContain('该手机号尚未注册');
      expect(texts('13922229997').at(-1)).toMatchObject({ kind: 'code', code: expect.stringMatching(/^\d{6}$/) });
      // Counted like any send: the same phone again within the minute waits.
      expect((await sendSms(fresh, '13922229999', 'login')).statusCode).toBe(429);
      // Without a code nobody signs in as the unknown phone or registers the taken one.
      const login = await fresh.inject({
        method: 'POST',
        url: '/api/h5/login',
        payload: { phone: '13922229999', smsCode: '000000' },
      });
      expect(login.statusCode).toBe(400);
      const changePhone = await sendSms(fresh, '13922229998', 'change-phone');
      expect(changePhone.statusCode).toBe(401);
    } finally {
      await fresh.close();
    }
  });

  it('refuses bad phones and scenes with 400', async () => {
    for (const query of ['phone=123&scene=register', 'phone=13922220001&scene=hack', 'scene=register']) {
      const response = await app.inject({ method: 'GET', url: `/api/sms/new/send?${query}` });
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('SMS codes', () => {
  it('expire after 5 minutes', async () => {
    const fresh = await buildTestApp(database.db, {}, { clock: { now: () => now } });
    try {
      await sendSms(fresh, '13922230001', 'register');
      const code = await latestSmsCode(database.db, '13922230001');
      advance(301);
      const response = await register('13922230001', code);
      expect(response.statusCode).toBe(400);
      expect(envelope(response).errorCode).toBe('SMS_CODE_INVALID');
    } finally {
      await fresh.close();
    }
  });

  it('allow 5 wrong tries, then need a new code; a right code works once', async () => {
    const fresh = await buildTestApp(database.db, {}, { clock: { now: () => now } });
    try {
      await sendSms(fresh, '13922230002', 'register');
      const code = await latestSmsCode(database.db, '13922230002');
      const wrong = code === '000000' ? '111111' : '000000';
      const messages: string[] = [];
      for (let i = 0; i < 5; i++) messages.push(envelope(await register('13922230002', wrong)).msg);
      expect(messages[0]).toMatch(/4/);
      const exhausted = await register('13922230002', code);
      expect(exhausted.statusCode).toBe(400);
      expect(envelope(exhausted).fields?.[0]?.field).toBe('body.smsCode');

      advance(61);
      await sendSms(fresh, '13922230002', 'register');
      const second = await latestSmsCode(database.db, '13922230002');
      expect((await register('13922230002', second)).statusCode).toBe(200);
      await database.db.deleteFrom('users').where('phone', '=', '13922230002').execute();
      expect((await register('13922230002', second)).statusCode).toBe(400);
    } finally {
      await fresh.close();
    }
  });

  it('belong to one tenant: a demo code does not work at nova', async () => {
    const fresh = await buildTestApp(database.db, {}, { clock: { now: () => now } });
    try {
      await sendSms(fresh, '13922230003', 'register');
      const code = await latestSmsCode(database.db, '13922230003');
      const response = await fresh.inject({
        method: 'POST',
        url: '/api/register',
        headers: { host: 'nova.localhost' },
        payload: { phone: '13922230003', smsCode: code, password: PASSWORD, agree: true },
      });
      expect(response.statusCode).toBe(400);
      const novaId = await tenantIdOf(database.db, 'nova');
      const novaUsers = await database.db
        .selectFrom('users')
        .select('id')
        .where('tenant_id', '=', novaId)
        .where('phone', '=', '13922230003')
        .execute();
      expect(novaUsers).toHaveLength(0);
    } finally {
      await fresh.close();
    }
  });
});
