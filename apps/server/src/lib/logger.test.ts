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
});
