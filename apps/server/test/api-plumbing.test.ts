import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bootDataSchema } from '@gs/shared/tenant';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestDatabase, envelope, type TestDatabase } from './helpers.ts';

let database: TestDatabase;
let app: FastifyInstance;
let distDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  distDir = mkdtempSync(path.join(os.tmpdir(), 'gs-dist-'));
  writeFileSync(
    path.join(distDir, 'index.html'),
    '<!doctype html><html lang="zh-CN"><head><link rel="icon" href="data:," /><title></title></head><body><div id="root"></div></body></html>',
  );
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(path.join(distDir, 'assets', 'app-abc123.js'), `console.log(${JSON.stringify('x'.repeat(5000))});`);
  app = await buildTestApp(database.db, { STOREFRONT_DIST: distDir });
});
afterAll(async () => {
  await app.close();
  await database.drop();
  rmSync(distDir, { recursive: true, force: true });
});

const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json', ...headers } });

describe('envelope and errors', () => {
  it('answers an unknown /api path with a 404 envelope, for any method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await app.inject({ method, url: '/api/no/such/route?x=1' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(envelope(response)).toMatchObject({ code: 404, data: null, errorCode: 'ROUTE_NOT_FOUND' });
    }
  });

  it('says "no such route" without repeating the path, which an attacker could write', async () => {
    const words = 'Your-account-is-locked-call-400-123';
    for (const url of [`/api/${words}?x=${words}`, `/${words}.js`]) {
      const response = await app.inject({ method: 'GET', url, headers: { 'accept-language': 'en-US' } });
      expect(response.statusCode).toBe(404);
      expect(envelope(response)).toMatchObject({ errorCode: 'ROUTE_NOT_FOUND', msg: 'No such route.' });
      expect(response.body).not.toContain(words);
    }
  });

  it('answers malformed JSON with a 400 envelope naming the problem', async () => {
    const response = await post('/api/web/save/tenantBrowse', '{"path": "/", ');
    expect(response.statusCode).toBe(400);
    const body = envelope(response);
    expect(body).toMatchObject({ code: 400, errorCode: 'INVALID_JSON' });
    expect(body.msg).toMatch(/JSON/);
  });

  it('answers wrong types with 400 and the failing fields', async () => {
    const response = await post('/api/web/save/goodsBrowse', JSON.stringify({ goodsId: 'abc', visitorId: 'v' }), {
      'accept-language': 'en-US',
    });
    expect(response.statusCode).toBe(400);
    const body = envelope(response);
    expect(body.fields?.map((f) => f.field).sort()).toEqual(['body.goodsId', 'body.visitorId']);
    expect(body.msg).toMatch(/^Invalid request: /);
    expect(body.msg).toContain('visitorId must be 8–64');
  });

  it('answers validation errors in Chinese when the client asks for it', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/app/version/lastOne?appType=abc',
      headers: { 'accept-language': 'zh-CN,zh;q=0.9' },
    });
    expect(response.statusCode).toBe(400);
    const body = envelope(response);
    expect(body.msg).toMatch(/^请求参数有误/);
    expect(body.fields?.[0]?.message).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('answers a body over 1 MB with a 413 envelope', async () => {
    const big = JSON.stringify({ path: 'x'.repeat(1024 * 1024 + 10), visitorId: 'visitor-0001' });
    const response = await post('/api/web/save/tenantBrowse', big, { 'accept-language': 'en' });
    expect(response.statusCode).toBe(413);
    expect(envelope(response)).toMatchObject({ code: 413, errorCode: 'PAYLOAD_TOO_LARGE' });
    expect(envelope(response).msg).toContain('1 MB');
  });

  it('answers an unsupported content type with a 415 envelope', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/web/save/tenantBrowse',
      payload: 'path=/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(415);
    expect(envelope(response).code).toBe(415);
  });

  it('answers a path with broken percent-encoding with a 400 envelope', async () => {
    for (const url of ['/api/order/%F0%9F/credentials', '/api/web/%E0%A4%A', '/pages/%C3%28']) {
      const response = await app.inject({ method: 'GET', url, headers: { 'accept-language': 'en-US' } });
      expect(response.statusCode, url).toBe(400);
      expect(envelope(response), url).toMatchObject({ code: 400, data: null, errorCode: 'BAD_REQUEST' });
    }
  });

  it('refuses a NUL character in any string of the query, body or path with a 400 naming the field', async () => {
    const cases = [
      { method: 'GET' as const, url: '/api/web/gameTemp?gameId=1%00', field: 'querystring.gameId' },
      {
        method: 'POST' as const,
        url: '/api/web/login',
        payload: { username: 'buyer\u0000', password: 'x', uuid: 'u', code: 'c' },
        field: 'body.username',
      },
      { method: 'GET' as const, url: '/api/web/systemNotice/1%00', field: 'params.id' },
    ];
    for (const { field, ...request } of cases) {
      const response = await app.inject({ ...request, headers: { 'accept-language': 'en-US' } });
      expect(response.statusCode, request.url).toBe(400);
      expect(envelope(response).errorCode, request.url).toBe('VALIDATION_FAILED');
      expect(
        envelope(response).fields?.map((entry) => entry.field),
        request.url,
      ).toEqual([field]);
    }
  });

  it('refuses a lone surrogate (half an emoji) in a string or a key with a 400 naming the field', async () => {
    const cases = [
      { payload: '{"username":"buyer\\ud83d","password":"x","uuid":"u","code":"c"}', field: 'body.username' },
      { payload: '{"username":"b","password":"x","uuid":"u","code":"c","\\udc00":1}', field: 'body.' },
    ];
    for (const { payload, field } of cases) {
      const response = await post('/api/web/login', payload, { 'accept-language': 'en-US' });
      expect(response.statusCode, payload).toBe(400);
      expect(envelope(response).errorCode).toBe('VALIDATION_FAILED');
      expect(envelope(response).msg).toContain('broken character');
      expect(envelope(response).fields?.map((entry) => entry.field)).toEqual([field]);
    }
    // A whole emoji (a surrogate pair) is text like any other.
    const emoji = await post('/api/web/login', JSON.stringify({ username: '😀', password: 'x', uuid: 'u', code: 'c' }));
    expect(envelope(emoji).msg).not.toContain('broken character');
  });

  it('answers 400, never 500, for a body nested 100,000 deep', async () => {
    const depth = 100_000;
    const bodies = [`${'['.repeat(depth)}${']'.repeat(depth)}`, `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`];
    for (const payload of bodies) {
      const response = await post('/api/web/login', payload, { 'accept-language': 'en-US' });
      expect(response.statusCode).toBe(400);
      expect(envelope(response).msg).toBe('The request is nested too deeply to be read.');
    }
    // Nesting a call's body may need (an object in an array in an object) is read as usual.
    const shallow = await post('/api/web/login', JSON.stringify({ username: 'b', extra: [{ a: [{ b: 1 }] }] }));
    expect(envelope(shallow).msg).not.toContain('nested too deeply');
  });

  it('answers 400, never 500, for numbers beyond what their column holds', async () => {
    for (const url of [
      '/api/web/districtSuit?parentId=2147483648',
      '/api/web/systemNotice/99999999999',
      '/api/web/gameTemp?gameId=9223372036854775808',
    ]) {
      const response = await app.inject({ method: 'GET', url, headers: { 'accept-language': 'en-US' } });
      expect(response.statusCode, url).toBeLessThan(500);
      expect(envelope(response).data, url).toBeNull();
    }
  });

  it('never answers a stack trace and never 500 for bad input', async () => {
    const attempts = [
      post('/api/web/save/tenantBrowse', 'null'),
      post('/api/web/save/tenantBrowse', '[]'),
      post('/api/web/save/tenantBrowse', '"text"'),
      post('/api/web/save/tenantBrowse', ''),
      post('/api/web/save/goodsBrowse', JSON.stringify({ goodsId: -1, visitorId: '<script>' })),
      app.inject({ method: 'GET', url: '/api/web/getTenant?type=abc' }),
      app.inject({ method: 'GET', url: '/api/app/version/lastOne' }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.body).not.toMatch(/\bat .+\.(ts|js):\d+/);
      expect(envelope(response).data).toBeNull();
    }
  });

  it('tags every answer with a request id, keeping a well-formed incoming one', async () => {
    const fresh = await app.inject({ method: 'GET', url: '/api/health' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const passed = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'proxy-id-12345' },
    });
    expect(passed.headers['x-request-id']).toBe('proxy-id-12345');
    const hostile = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'bad id\n<x>' } });
    // Replaced by a fresh id (a random UUID may itself start with the hex letters "bad").
    expect(hostile.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const failed = await app.inject({ method: 'GET', url: '/api/missing' });
    expect(envelope(failed).requestId).toBe(failed.headers['x-request-id']);
  });
});

describe('health and docs', () => {
  it('checks the database', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(envelope(response)).toEqual({ code: 200, msg: 'OK', data: { status: 'ok', database: 'ok' } });
  });

  it('publishes an OpenAPI document built from the route schemas, browsable at /api/docs', async () => {
    const json = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const doc = JSON.parse(json.body) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/web/getTenant',
        '/api/web/decoration/type',
        '/api/app/version/lastOne',
        '/api/web/save/tenantBrowse',
        '/api/web/save/goodsBrowse',
        '/api/health',
      ]),
    );
    const ui = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger');
  });

  it('serves no API document in production unless API_DOCS is on', async () => {
    const options = { schedulerIntervalMs: 0 };
    const production = await buildTestApp(database.db, { NODE_ENV: 'production' }, options);
    const opted = await buildTestApp(database.db, { NODE_ENV: 'production', API_DOCS: 'true' }, options);
    try {
      for (const url of ['/api/docs', '/api/docs/', '/api/docs/json']) {
        const hidden = await production.inject({ method: 'GET', url });
        expect(hidden.statusCode, url).toBe(404);
        expect(envelope(hidden).errorCode).toBe('ROUTE_NOT_FOUND');
      }
      expect((await opted.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
    } finally {
      await production.close();
      await opted.close();
    }
  });
});

describe('storefront serving', () => {
  it("writes the host's tenant and decoration into the page, with its name, logo and (home) first banner", async () => {
    const page = (url: string) => app.inject({ method: 'GET', url, headers: { host: 'nova.localhost' } });
    // The banner is the home page's: another page carries the boot data but does not preload it.
    expect((await page('/pages/goodList?gameId=1')).body).not.toContain('rel="preload"');
    const response = await page('/');
    const html = response.body;
    const json = /<script type="application\/json" id="boot-data">(.*?)<\/script>/.exec(html)?.[1];
    const boot = bootDataSchema.parse(JSON.parse(json ?? 'null'));
    expect(boot.tenant.code).toBe('nova');
    expect(html).toContain(`<title>${boot.tenant.tenantName}</title>`);
    expect(html).toContain(`<html lang="${boot.tenant.locale}">`);
    const banner = boot.decoration.find((entry) => entry.area === 1)?.decorationInfos[0]?.image;
    expect(banner).toBeTruthy();
    expect(html).toContain(`<link rel="preload" as="image" href="${banner}"`);
  });

  it('writes the boot data in the shop’s own language whatever the browser asks (the page shows that one)', async () => {
    const boot = async (language: string) => {
      const html = (
        await app.inject({ method: 'GET', url: '/', headers: { host: 'localhost', 'accept-language': language } })
      ).body;
      const json = /<script type="application\/json" id="boot-data">(.*?)<\/script>/.exec(html)?.[1];
      return bootDataSchema.parse(JSON.parse(json ?? 'null'));
    };
    const english = await boot('en-US,en;q=0.9');
    expect(english.tenant.locale).toBe('zh-CN');
    expect(english).toEqual(await boot('zh-CN'));
    expect(english.tenant.hotSearches).toContain('王者荣耀');
  });

  it('serves the plain page for a host without a tenant', async () => {
    const strict = await buildTestApp(database.db, { STOREFRONT_DIST: distDir, STRICT_TENANT_HOSTS: 'true' });
    const response = await strict.inject({ method: 'GET', url: '/', headers: { host: 'nobody.example.com' } });
    await strict.close();
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('boot-data');
    expect(response.body).toContain('<title></title>');
  });

  it('answers history-mode paths with index.html so that a reload works', async () => {
    for (const url of ['/', '/pages/other/gonggao', '/pages/goodList?gameId=3', '/login']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('serves fingerprinted assets with a long cache and missing files as 404', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await app.inject({ method: 'GET', url: '/assets/missing-123.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('application/json');
  });

  it('compresses assets and API answers for clients that accept it', async () => {
    const asset = await app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect(asset.rawPayload.length).toBeLessThan(1000);
    const plain = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const api = await app.inject({
      method: 'GET',
      url: '/api/web/decoration/type?type=1&state=1',
      headers: { 'accept-encoding': 'br' },
    });
    expect(api.headers['content-encoding']).toBe('br');
  });

  it('sends a content security policy without inline scripts', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the seeded tenant logos from /uploads', async () => {
    const response = await app.inject({ method: 'GET', url: '/uploads/tenants/nova/logo.webp' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
  });
});
