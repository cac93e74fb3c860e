import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession } from '../src/modules/identity/auth/sessions.service.ts';
import { findUserByPhone } from '../src/modules/identity/users/users.repository.ts';
import { buildTestApp, createTestDatabase, envelope, type TestDatabase } from './helpers.ts';
import { authHeaders, solveCaptcha, tenantIdOf, uploadFile } from './identity-helpers.ts';
import { contextOf, movableClock } from './trade-fixtures.ts';

// The `closed` demo shop lacks service 5483 (SPEC §6): its storefront shows a blocking notice, and the API must
// not let anyone sign in or trade there either.
const HOST = 'closed.localhost';
let database: TestDatabase;
let app: FastifyInstance;
let buyerToken: string;
let ownerToken: string;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db);
  const tenantId = await tenantIdOf(database.db, 'closed');
  const ctx = await contextOf(database.db, tenantId, movableClock());
  // Sessions made directly: signing in through the API is what is refused.
  const sessionOf = async (phone: string) => {
    const user = await findUserByPhone(database.db, tenantId, phone);
    if (!user) throw new Error(`no ${phone} at the closed shop`);
    return (await openSession(ctx, user, 7, { ip: null, userAgent: null })).token;
  };
  buyerToken = await sessionOf('13800000001');
  ownerToken = await sessionOf('13800000002');
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, options: { token?: string; payload?: object } = {}) =>
  app.inject({
    method,
    url,
    headers: { ...(options.token ? authHeaders(options.token, HOST) : { host: HOST }), 'accept-language': 'en-US' },
    ...(options.payload ? { payload: options.payload } : {}),
  });

describe('a shop without trading (no service 5483)', () => {
  it("opens no customer's session: password, SMS and registration answer 403 with the reason", async () => {
    const captcha = async () => {
      const { uuid, code } = await solveCaptcha(app, HOST);
      return `uuid=${uuid}&code=${code}`;
    };
    const answers = [
      await call('POST', '/api/web/login', {
        payload: { username: 'buyer', password: 'Demo1234', ...(await solveCaptcha(app, HOST)) },
      }),
      await call('POST', '/api/register', {
        payload: { phone: '13955500001', smsCode: '123456', password: 'Secret123', agree: true },
      }),
      await call('GET', `/api/sms/new/send?phone=13800000001&scene=login&${await captcha()}`),
      await call('GET', `/api/sms/new/send?phone=13955500002&scene=register&${await captcha()}`),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(403);
      expect(envelope(answer)).toMatchObject({ errorCode: 'SERVICE_NOT_ENABLED' });
      expect(envelope(answer).msg).toMatch(/has not opened trading/);
    }
  });

  it("serves no customer's signed-in call, even to a session they already have", async () => {
    for (const [method, url, token] of [
      ['GET', '/api/system/user/profile/new', buyerToken],
      ['GET', '/api/order/list', buyerToken],
      ['POST', '/api/order/create', buyerToken],
      ['GET', '/api/need/myConsignment', buyerToken],
      // Staff read there, but do not buy.
      ['POST', '/api/order/create', ownerToken],
    ] as const) {
      const answer = await call(method, url, { token, ...(method === 'POST' ? { payload: {} } : {}) });
      expect(answer.statusCode, url).toBe(403);
      expect(envelope(answer).errorCode, url).toBe('SERVICE_NOT_ENABLED');
    }
  });

  it('lets its staff sign in and set the shop up before it opens (issue 25)', async () => {
    const login = await call('POST', '/api/web/login', {
      payload: { username: 'owner', password: 'Demo1234', ...(await solveCaptcha(app, HOST)) },
    });
    expect(login.statusCode, login.body).toBe(200);
    const token = envelope<{ token: string }>(login).data.token;
    expect((await call('GET', '/api/system/user/profile/newsm', { token })).statusCode).toBe(200);
    expect((await call('GET', '/api/staff/orders', { token })).statusCode).toBe(200);
    const setUp = await call('PUT', '/api/staff/settings/captcha', { token, payload: { enabled: true } });
    expect(setUp.statusCode, setUp.body).toBe(200);
    // Images for the decoration and the catalogue: staff upload them; a customer's session still cannot.
    const image = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#cc3366' } })
      .png()
      .toBuffer();
    const staffUpload = await uploadFile(app, token, image, { host: HOST, contentType: 'image/png' });
    expect(staffUpload.statusCode, staffUpload.body).toBe(200);
    const customerUpload = await uploadFile(app, buyerToken, image, { host: HOST, contentType: 'image/png' });
    expect(customerUpload.statusCode).toBe(403);
    expect(envelope(customerUpload).errorCode).toBe('SERVICE_NOT_ENABLED');
  });

  it('still answers public reads and logout', async () => {
    expect((await call('GET', '/api/web/getTenant?type=1&state=1')).statusCode).toBe(200);
    expect((await call('POST', '/api/logout', { token: buyerToken })).statusCode).toBe(200);
  });

  it('leaves shops with trading alone', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/web/login',
      headers: { host: 'localhost' },
      payload: { username: 'buyer', password: 'Demo1234', ...(await solveCaptcha(app)) },
    });
    expect(answer.statusCode).toBe(200);
  });
});
