import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestDatabase, type TestDatabase } from '../../test/helpers.ts';
import { sanitizeUrl } from './logger.ts';

describe('sanitizeUrl', () => {
  it('hides the values of sensitive query parameters and keeps the rest', () => {
    expect(sanitizeUrl('/api/sms/new/send?phone=13800138000&scene=login&uuid=u1&code=ab12')).toBe(
      '/api/sms/new/send?phone=%5BREDACTED%5D&scene=login&uuid=u1&code=%5BREDACTED%5D',
    );
    expect(sanitizeUrl('/api/x?token=abc&idNumber=110101')).not.toMatch(/abc|110101/);
    expect(sanitizeUrl('/pages/goodList')).toBe('/pages/goodList');
  });

  it("hides a payment's references in the query and in the cashier's path", () => {
    expect(sanitizeUrl('/pages/finish?orderId=7&out_trade_no=GS123&trade_no=2026AB&notify_id=n1')).toBe(
      '/pages/finish?orderId=7&out_trade_no=%5BREDACTED%5D&trade_no=%5BREDACTED%5D&notify_id=%5BREDACTED%5D',
    );
    expect(sanitizeUrl('/api/pay/sandbox/cashier/GS0123456789ABCDEF?x=1')).toBe(
      '/api/pay/sandbox/cashier/[REDACTED]?x=1',
    );
  });
});

describe('request logs', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const lines: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    app = await buildTestApp(database.db, {}, { logStream: stream });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('never contain tokens, passwords, codes or phone numbers', async () => {
    const secrets = ['tok-secret-value-123', 'Pa55word-secret', '13812345678', '110101199003074519'];
    await app.inject({
      method: 'POST',
      url: `/api/web/save/tenantBrowse?phone=${secrets[2]}&code=991122`,
      headers: { token: secrets[0], authorization: `Bearer ${secrets[0]}`, cookie: `sid=${secrets[0]}` },
      payload: { path: '/', visitorId: 'visitor-log-0001', password: secrets[1], idNumber: secrets[3] },
    });
    await app.inject({
      method: 'POST',
      url: '/api/web/save/tenantBrowse',
      payload: `{"password":"${secrets[1]}"`,
      headers: { 'content-type': 'application/json' },
    });
    const output = lines.join('');
    expect(output).toContain('tenantBrowse');
    for (const secret of [...secrets, '991122']) expect(output).not.toContain(secret);
  });

  it("never contain a payment's reference: cashier path, gateway return link, notification", async () => {
    const outTradeNo = 'GSREF20261129XYZ0001';
    const tradeNo = '2026112922001400000099';
    const start = lines.length;
    await app.inject({ method: 'GET', url: `/api/pay/sandbox/cashier/${outTradeNo}` });
    await app.inject({
      method: 'POST',
      url: `/api/pay/sandbox/cashier/${outTradeNo}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay',
    });
    // A gateway's synchronous return appends the references to the shop's page.
    await app.inject({
      method: 'GET',
      url: `/pages/finish?orderId=1&out_trade_no=${outTradeNo}&trade_no=${tradeNo}&total_amount=1.00`,
    });
    await app.inject({
      method: 'POST',
      url: '/api/pay/notify/sandbox',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ out_trade_no: outTradeNo, trade_no: tradeNo, notify_id: 'n-1' }).toString(),
    });
    const output = lines.slice(start).join('');
    expect(output).toContain('/api/pay/sandbox/cashier/[REDACTED]');
    expect(output).toContain('/pages/finish?orderId=1');
    expect(output).not.toContain(outTradeNo);
    expect(output).not.toContain(tradeNo);
  });
});
