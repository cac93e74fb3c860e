import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestDatabase, envelope, type TestDatabase } from '../../../../test/helpers.ts';
import { sendSms, solveCaptcha } from '../../../../test/identity-helpers.ts';

let database: TestDatabase;
let app: FastifyInstance;
let now = new Date('2026-11-21T10:00:00Z');

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, {}, { clock: { now: () => now } });
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

const send = (uuid: string, code: string, phone = '13911110000') =>
  app.inject({ method: 'GET', url: `/api/sms/new/send?phone=${phone}&scene=register&uuid=${uuid}&code=${code}` });

describe('image captcha', () => {
  it('answers an SVG data URL with a uuid, never the answer, and no caching', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/captchaImage' });
    const body = envelope<{ captchaEnabled: boolean; uuid: string; img: string }>(response);
    expect(body.data.captchaEnabled).toBe(true);
    expect(body.data.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.data.img).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(response.body.toLowerCase()).not.toContain('abcd');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('accepts the answer in any case, once only', async () => {
    const { uuid } = await solveCaptcha(app);
    expect((await send(uuid, 'ABCD', '13911110001')).statusCode).toBe(200);
    const reused = await send(uuid, 'abcd', '13911110002');
    expect(reused.statusCode).toBe(400);
    expect(envelope(reused).errorCode).toBe('CAPTCHA_INVALID');
  });

  it('is spent by a wrong answer too', async () => {
    const { uuid } = await solveCaptcha(app);
    expect((await send(uuid, 'zzzz', '13911110003')).statusCode).toBe(400);
    expect((await send(uuid, 'abcd', '13911110003')).statusCode).toBe(400);
  });

  it('expires after 2 minutes', async () => {
    const { uuid } = await solveCaptcha(app);
    now = new Date(now.getTime() + 121_000);
    const response = await send(uuid, 'abcd', '13911110004');
    expect(response.statusCode).toBe(400);
    expect(envelope(response).errorCode).toBe('CAPTCHA_INVALID');
  });

  it('is required when enabled', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/sms/new/send?phone=13911110005&scene=register' });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).errorCode).toBe('CAPTCHA_INVALID');
  });

  it('can be switched off per tenant, and for the whole server', async () => {
    await database.db
      .updateTable('tenant_settings')
      .set({ captcha_enabled: false })
      .where(
        'tenant_id',
        '=',
        (await database.db.selectFrom('tenants').select('id').where('code', '=', 'lumen').executeTakeFirstOrThrow()).id,
      )
      .execute();
    const fresh = await buildTestApp(database.db);
    try {
      const lumen = envelope<{ captchaEnabled: boolean }>(
        await fresh.inject({ method: 'GET', url: '/api/captchaImage', headers: { host: 'lumen.localhost' } }),
      );
      expect(lumen.data.captchaEnabled).toBe(false);
      expect((await sendSms(fresh, '13911110006', 'register', 'lumen.localhost')).statusCode).toBe(200);
    } finally {
      await fresh.close();
    }
    const off = await buildTestApp(database.db, { CAPTCHA_ENABLED: 'false' });
    try {
      const demo = envelope<{ captchaEnabled: boolean }>(await off.inject({ method: 'GET', url: '/api/captchaImage' }));
      expect(demo.data).toEqual({ captchaEnabled: false, uuid: '', img: '' });
      const response = await off.inject({ method: 'GET', url: '/api/sms/new/send?phone=13911110007&scene=register' });
      expect(response.statusCode).toBe(200);
    } finally {
      await off.close();
    }
  });
});
