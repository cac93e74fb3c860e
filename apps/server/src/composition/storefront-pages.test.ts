import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestDatabase, type TestDatabase } from '../../test/helpers.ts';
import { chosenLanguage } from './storefront-pages.ts';

// A stand-in for the storefront's server build (apps/storefront/src/entry-server.tsx), with its contract: it asks
// the API through the fetch it is given and answers a page, a redirect, "render it in the browser", or fails.
const FAKE_ENTRY = `
export async function createRenderer({ fetch }) {
  return async (request) => {
    const url = new URL(request.url);
    if (url.pathname === '/boom') throw new Error('render failed');
    if (url.pathname === '/slow') return new Promise(() => {});
    if (url.pathname === '/old') return { kind: 'redirect', status: 302, location: '/new' };
    if (url.pathname === '/mine') return { kind: 'client' };
    if (url.pathname === '/pages/login') return { kind: 'client', head: '<meta name="description" content="shell" />' };
    const answer = await (await fetch('/api/web/getTenant?type=1&state=1')).json();
    return {
      kind: 'page',
      status: url.pathname === '/gone' ? 404 : 200,
      title: 'Shop <' + answer.data.tenantName + '>',
      head: '<meta name="description" content="d" />',
      body: '<p>' + [request.language, request.mobile, request.boot.tenant.tenantName, url.host].join('|') + '</p>',
      timing: { data: 1.25, render: 2, head: 0.3 },
    };
  };
}
`;
const TEMPLATE =
  '<!doctype html><html lang="zh-CN"><head><link rel="icon" href="data:," /><title></title></head>' +
  '<body><div id="root"></div><!-- the only script --></body></html>';

let database: TestDatabase;
let app: FastifyInstance;
let root: string;

beforeAll(async () => {
  database = await createTestDatabase();
  root = mkdtempSync(path.join(os.tmpdir(), 'gs-ssr-'));
  mkdirSync(path.join(root, 'storefront'));
  writeFileSync(path.join(root, 'storefront', 'index.html'), TEMPLATE);
  mkdirSync(path.join(root, 'storefront-ssr'));
  writeFileSync(path.join(root, 'storefront-ssr', 'entry-server.js'), FAKE_ENTRY);
  app = await buildTestApp(database.db, {
    STOREFRONT_DIST: path.join(root, 'storefront'),
    SERVER_RENDER_TIMEOUT_MS: '300',
  });
});
afterAll(async () => {
  await app.close();
  await database.drop();
  rmSync(root, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { host: 'localhost', ...headers } });

describe('server-rendered storefront pages', () => {
  it('writes the rendered page into index.html: markup, head, title and the language it was rendered in', async () => {
    const response = await page('/pages/goodList?gameId=1', {
      cookie: 'theme=x; language=en-US',
      'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(html).toContain('<html lang="en-US">');
    // The API answered in process, for the request's host; the title is escaped.
    expect(html).toMatch(/<title>Shop &#60;[^<]+&#62;<\/title>/);
    expect(html).toMatch(/<div id="root"><p>en-US\|true\|[^|]+\|localhost<\/p><\/div>/);
    expect(html).toContain('<meta name="description" content="d" /></head>');
    // The boot data block is still there for the browser.
    expect(html).toContain('type="application/json"');
    // Where the render spent its time, for the browser's network panel and the SSR benchmark.
    expect(response.headers['server-timing']).toMatch(
      /^data;dur=1\.3, render;dur=2\.0, head;dur=0\.3, page;dur=\d+\.\d$/,
    );
    // Compressed, the compression's time is named too.
    const compressed = await page('/pages/goodList?gameId=1', { 'accept-encoding': 'gzip' });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.headers['server-timing']).toMatch(/, page;dur=\d+\.\d, compress;dur=\d+\.\d, total;dur=\d+\.\d$/);
  });

  it('renders the shop’s own language for a visitor who has not chosen one, and the desktop layout', async () => {
    const html = (await page('/')).body;
    expect(html).toContain('<html lang="zh-CN">');
    expect(html).toMatch(/<p>zh-CN\|false\|/);
  });

  it('answers the status and redirects the render decided', async () => {
    expect((await page('/gone')).statusCode).toBe(404);
    const moved = await page('/old');
    expect(moved.statusCode).toBe(302);
    expect(moved.headers.location).toBe('/new');
  });

  it('serves the client-rendered page when the render fails, takes too long, or leaves the page to the browser', async () => {
    for (const url of ['/boom', '/slow', '/mine']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root"></div>');
      expect(response.body, url).toContain('<title>');
      expect(response.headers['server-timing'], url).toBeUndefined();
    }
  });
});

it('gives a page rendered in the browser the head the renderer wrote for it', async () => {
  const response = await page('/pages/login');
  expect(response.body).toContain('<div id="root"></div>');
  expect(response.body).toContain('<meta name="description" content="shell" /></head>');
});

describe('chosenLanguage', () => {
  it('reads a valid language cookie and ignores anything else', () => {
    expect(chosenLanguage('language=en-US')).toBe('en-US');
    expect(chosenLanguage('a=1; language=zh-CN; b=2')).toBe('zh-CN');
    expect(chosenLanguage('language=xx-XX')).toBeNull();
    expect(chosenLanguage('mylanguage=en-US')).toBeNull();
    expect(chosenLanguage('language=%E0%A4%A')).toBeNull();
    expect(chosenLanguage(undefined)).toBeNull();
  });
});
