import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestDatabase, envelope, type TestDatabase } from '../../test/helpers.ts';
import { pageEncoding } from './web-apps.ts';

let database: TestDatabase;
let app: FastifyInstance;
let root: string;

const STOREFRONT_PAGE =
  '<!doctype html><html><head><title></title></head><body><div id="root">storefront</div></body></html>';
const BACKOFFICE_PAGE =
  '<!doctype html><html><head><title></title></head><body><div id="root">back office</div></body></html>';

/** A built app as vite leaves it: index.html and a fingerprinted asset. */
function writeBuild(dir: string, page: string, asset: string): string {
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), page);
  writeFileSync(path.join(dir, 'assets', asset), 'console.log("built");');
  return dir;
}

beforeAll(async () => {
  database = await createTestDatabase();
  root = mkdtempSync(path.join(os.tmpdir(), 'gs-web-apps-'));
  app = await buildTestApp(database.db, {
    STOREFRONT_DIST: writeBuild(path.join(root, 'storefront'), STOREFRONT_PAGE, 'app-abc123.js'),
    BACKOFFICE_DIST: writeBuild(path.join(root, 'backoffice'), BACKOFFICE_PAGE, 'admin-def456.js'),
  });
});
afterAll(async () => {
  await app.close();
  await database.drop();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ method: 'GET', url });

describe('the back office under /admin', () => {
  it('answers /admin and /admin/ with its index.html, never cached', async () => {
    for (const url of ['/admin', '/admin/', '/admin?x=1']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('back office');
    }
  });

  it('answers its history-mode paths with its index.html, so that a reload stays in the back office', async () => {
    for (const url of ['/admin/orders', '/admin/orders/12?tab=ledger', '/admin/login?redirect=%2Forders']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('back office');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves its fingerprinted assets with a long cache, and a missing one as a 404 envelope', async () => {
    const asset = await get('/admin/assets/admin-def456.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toContain('javascript');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await get('/admin/assets/missing-000.js');
    expect(missing.statusCode).toBe(404);
    expect(envelope(missing)).toMatchObject({ code: 404, errorCode: 'ROUTE_NOT_FOUND' });
  });

  it("serves neither app's files from the other's folder", async () => {
    expect((await get('/admin/assets/app-abc123.js')).statusCode).toBe(404);
    expect((await get('/assets/admin-def456.js')).statusCode).toBe(404);
  });
});

describe('beside the back office, unchanged', () => {
  it("answers the storefront's history-mode paths with the storefront's page, /administrator included", async () => {
    for (const url of ['/', '/pages/goodList?gameId=3', '/login', '/administrator']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('storefront');
    }
    expect((await get('/assets/app-abc123.js')).headers['cache-control']).toContain('immutable');
  });

  it('answers /api with envelopes: an unknown call is a 404 envelope, not a page', async () => {
    const unknown = await get('/api/admin/nothing');
    expect(unknown.statusCode).toBe(404);
    expect(envelope(unknown)).toMatchObject({ code: 404, errorCode: 'ROUTE_NOT_FOUND' });
    const health = await get('/api/health');
    expect(health.statusCode).toBe(200);
    expect(envelope(health).code).toBe(200);
  });

  it('does not answer a page for other methods under /admin', async () => {
    const response = await app.inject({ method: 'POST', url: '/admin/orders', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(envelope(response).code).toBe(404);
  });
});

describe('before the back office is built', () => {
  it('says so with a 503 for its pages, and the storefront still serves', async () => {
    const unbuilt = await buildTestApp(database.db, {
      STOREFRONT_DIST: path.join(root, 'storefront'),
      BACKOFFICE_DIST: path.join(root, 'not-built'),
    });
    try {
      for (const url of ['/admin', '/admin/orders']) {
        const response = await unbuilt.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(503);
        expect(response.headers['content-type']).toContain('text/plain');
        expect(response.body).toContain('The back office has not been built yet');
      }
      expect((await unbuilt.inject({ method: 'GET', url: '/pages/goodList' })).body).toContain('storefront');
    } finally {
      await unbuilt.close();
    }
  });
});

describe('pages compressed as the browser takes them', () => {
  it('sends a page by brotli, else gzip, else as it is, and it reads as the page', async () => {
    const page = (acceptEncoding: string) =>
      app.inject({ method: 'GET', url: '/pages/goodList?gameId=3', headers: { 'accept-encoding': acceptEncoding } });
    const plain = await page('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('storefront');
    expect(plain.body.length).toBeGreaterThan(1024); // the boot data makes it worth compressing

    const brotli = await page('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);

    const gzip = await page('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('reads Accept-Encoding as HTTP means it: preferences of 0 refuse, * stands for the rest', () => {
    expect(pageEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pageEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(pageEncoding('GZIP')).toBe('gzip');
    expect(pageEncoding('*')).toBe('br');
    expect(pageEncoding('*;q=0, gzip')).toBe('gzip');
    expect(pageEncoding('deflate')).toBeNull();
    expect(pageEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(pageEncoding('')).toBeNull();
    expect(pageEncoding(undefined)).toBeNull();
  });
});
