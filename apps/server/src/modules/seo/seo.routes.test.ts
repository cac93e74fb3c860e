import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testAppDeps, testConfig } from '../../../test/helpers.ts';
import { tenantIdOf } from '../../../test/identity-helpers.ts';
import { buildApp } from '../../app.ts';
import type { AppDeps } from '../../composition/create-app-deps.ts';

// A real XML parser: jsdom's DOMParser (strict XML for application/xml), from the workspace's web test tooling.
interface XmlDocument {
  documentElement: { localName: string; namespaceURI: string | null };
  getElementsByTagName(name: string): ArrayLike<{ textContent: string | null }>;
  getElementsByTagNameNS(ns: string, name: string): ArrayLike<{ textContent: string | null; parentNode: unknown }>;
}
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new () => { window: { DOMParser: new () => { parseFromString(text: string, type: string): XmlDocument } } };
};
const xmlParser = new new JSDOM().window.DOMParser();
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** Parses a sitemap document (failing on malformed XML) into its root's name and each entry's loc and lastmod. */
function parseSitemap(xml: string) {
  const doc = xmlParser.parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  expect(doc.documentElement.namespaceURI).toBe(SITEMAP_NS);
  const texts = (name: string) => Array.from(doc.getElementsByTagNameNS(SITEMAP_NS, name), (el) => el.textContent);
  return { root: doc.documentElement.localName, locs: texts('loc') as string[], lastmods: texts('lastmod') };
}

const PER_PAGE = 7;
let database: TestDatabase;
let deps: AppDeps;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  deps = testAppDeps(database.db, testConfig({ SITEMAP_URLS_PER_PAGE: String(PER_PAGE) }));
  app = await buildApp(deps);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

const get = (url: string, host = 'localhost', headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { host, ...headers } });

const idOf = (loc: string) => Number(new URL(loc).searchParams.get('id'));

/** The ids of a shop's listings that buyers can buy now, ascending. */
async function onSaleIds(code: string): Promise<number[]> {
  const rows = await database.db
    .selectFrom('listings')
    .select('id')
    .where('tenant_id', '=', await tenantIdOf(database.db, code))
    .where('status', '=', 'on_sale')
    .where('origin', '<>', 'bid_recycle')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Every listing detail URL of a shop's sitemap, page by page, following its index. */
async function sitemapListingPages(host: string) {
  const index = await get('/sitemap.xml', host);
  expect(index.statusCode).toBe(200);
  const { root, locs } = parseSitemap(index.body);
  expect(root).toBe('sitemapindex');
  const pages = [];
  for (const loc of locs.filter((url) => url.includes('/sitemap-listings.xml'))) {
    const url = new URL(loc);
    expect(url.origin).toBe(`http://${host}`);
    const page = await get(url.pathname + url.search, host);
    expect(page.statusCode).toBe(200);
    const parsed = parseSitemap(page.body);
    expect(parsed.root).toBe('urlset');
    pages.push({ url, ...parsed });
  }
  return { indexLocs: locs, pages };
}

describe('GET /robots.txt', () => {
  it('allows the public pages, keeps crawlers out of the API, back office and signed-in pages, on each shop’s host', async () => {
    for (const host of ['localhost', 'nova.localhost']) {
      const response = await get('/robots.txt', host);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      const lines = response.body.split('\n');
      expect(lines[0]).toBe('User-agent: *');
      const disallowed = lines.filter((line) => line.startsWith('Disallow: ')).map((line) => line.slice(10));
      for (const path of ['/api/', '/admin', '/pages/sureOrder', '/pages/other/geren', '/pages/other/orderList'])
        expect(disallowed).toContain(path);
      const blocked = (path: string) => disallowed.some((prefix) => path.startsWith(prefix));
      for (const path of [
        '/',
        '/pages/accountOrder?pageType=buy',
        '/pages/goodList?gameId=1',
        '/pages/detail/index?id=1',
        '/pages/other/gonggao',
        '/pages/other/newsDetail?id=1',
        '/pages/other/jieshao',
        '/pages/login/yinsixyNoTitle',
        '/login',
      ])
        expect(blocked(path), path).toBe(false);
      for (const path of ['/pages/other/collect', '/pages/other/shouhouDetail?id=3', '/pages/guanwangjishou'])
        expect(blocked(path), path).toBe(true);
      expect(lines).toContain('Allow: /');
      expect(lines).toContain(`Sitemap: http://${host}/sitemap.xml`);
    }
  });

  it('names the sitemap with the port the shop was reached on, and ignores X-Forwarded-Proto from an untrusted peer', async () => {
    const response = await get('/robots.txt', 'nova.localhost:8443', { 'x-forwarded-proto': 'https' });
    expect(response.body).toContain('Sitemap: http://nova.localhost:8443/sitemap.xml');
  });

  it('tells crawlers to read nothing of a suspended shop, and its sitemap is gone', async () => {
    const lumen = await tenantIdOf(database.db, 'lumen');
    await database.db.updateTable('tenants').set({ status: 'suspended' }).where('id', '=', lumen).execute();
    deps.tenants.invalidate();
    try {
      const robots = await get('/robots.txt', 'lumen.localhost');
      expect(robots.statusCode).toBe(200);
      expect(robots.body).toBe('User-agent: *\nDisallow: /\n');
      expect((await get('/sitemap.xml', 'lumen.localhost')).statusCode).toBe(404);
      expect((await get('/sitemap-pages.xml', 'lumen.localhost')).statusCode).toBe(404);
    } finally {
      await database.db.updateTable('tenants').set({ status: 'active' }).where('id', '=', lumen).execute();
      deps.tenants.invalidate();
    }
  });
});

describe('behind a trusted proxy', () => {
  let proxied: FastifyInstance;
  beforeAll(async () => {
    proxied = await buildApp(
      testAppDeps(database.db, testConfig({ TRUST_PROXY: 'true', STRICT_TENANT_HOSTS: 'true' })),
    );
    await proxied.ready();
  });
  afterAll(() => proxied.close());

  it('names the sitemap with the scheme the proxy reports; a host without a shop may crawl nothing', async () => {
    const robots = await proxied.inject({
      method: 'GET',
      url: '/robots.txt',
      headers: { host: 'nova.localhost', 'x-forwarded-proto': 'https' },
    });
    expect(robots.body).toContain('Sitemap: https://nova.localhost/sitemap.xml');
    const index = await proxied.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { host: 'nova.localhost', 'x-forwarded-proto': 'https' },
    });
    expect(parseSitemap(index.body).locs[0]).toBe('https://nova.localhost/sitemap-pages.xml');

    const unknown = await proxied.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'nobody.example' } });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe('User-agent: *\nDisallow: /\n');
    expect(
      (await proxied.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'nobody.example' } })).statusCode,
    ).toBe(404);
  });
});

describe('beside a built storefront', () => {
  let root: string;
  let served: FastifyInstance;
  beforeAll(async () => {
    // A build that even ships files of these names: the shop's own answers still win over the static files and
    // the history-mode fallback.
    root = mkdtempSync(path.join(os.tmpdir(), 'gs-seo-'));
    const dist = path.join(root, 'storefront');
    mkdirSync(dist, { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\nDisallow:\n');
    served = await buildApp(testAppDeps(database.db, testConfig({ STOREFRONT_DIST: dist, SERVER_RENDERING: 'false' })));
    await served.ready();
  });
  afterAll(async () => {
    await served.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('answers robots.txt and the sitemap itself, not with the storefront', async () => {
    const inject = (url: string) => served.inject({ method: 'GET', url, headers: { host: 'nova.localhost' } });
    const robots = await inject('/robots.txt');
    expect(robots.body).toContain('Sitemap: http://nova.localhost/sitemap.xml');
    for (const url of ['/sitemap.xml', '/sitemap-pages.xml']) {
      const response = await inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toBe('application/xml; charset=utf-8');
    }
    // The storefront still answers its pages.
    expect((await inject('/pages/other/gonggao')).headers['content-type']).toBe('text/html; charset=utf-8');
  });
});

describe('GET /sitemap.xml', () => {
  it('is a sitemap index of the public pages and pages of listings, as XML crawlers may cache', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    const { root, locs } = parseSitemap(response.body);
    expect(root).toBe('sitemapindex');
    expect(locs[0]).toBe('http://localhost/sitemap-pages.xml');
    // The second query parameter's & is escaped in the document (and read back by the parser).
    expect(response.body).toMatch(/sitemap-listings\.xml\?from=\d+&amp;to=\d+/);
    expect(locs.filter((loc) => loc.includes('/sitemap-listings.xml'))).toHaveLength(
      Math.ceil((await onSaleIds('demo')).length / PER_PAGE),
    );
  });

  it('lists every listing on sale of the shop exactly once, PER_PAGE a page in id order, and nothing else', async () => {
    const expected = await onSaleIds('demo');
    expect(expected.length).toBeGreaterThan(PER_PAGE * 3);
    const { pages } = await sitemapListingPages('localhost');
    // Full pages up to the last; each page's range starts where the previous one ended.
    for (const [index, page] of pages.entries()) {
      if (index < pages.length - 1) expect(page.locs).toHaveLength(PER_PAGE);
      else expect(page.locs.length).toBeGreaterThan(0);
      const next = pages[index + 1];
      if (next) expect(page.url.searchParams.get('to')).toBe(next.url.searchParams.get('from'));
      else expect(page.url.searchParams.has('to')).toBe(false);
      for (const loc of page.locs) expect(loc).toMatch(/^http:\/\/localhost\/pages\/detail\/index\?id=\d+$/);
      expect(page.lastmods).toHaveLength(page.locs.length);
      for (const lastmod of page.lastmods) expect(lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    }
    const listed = pages.flatMap((page) => page.locs.map(idOf));
    expect(listed).toEqual(expected);
  });

  it('leaves out a listing once it is sold, and never shows another shop’s listings', async () => {
    const [first, second] = await onSaleIds('demo');
    const demo = await tenantIdOf(database.db, 'demo');
    await database.db
      .updateTable('listings')
      .set({ status: 'sold', sold_at: new Date() })
      .where('tenant_id', '=', demo)
      .where('id', '=', second as number)
      .execute();
    const page = await get(`/sitemap-listings.xml?from=${first}`);
    const ids = parseSitemap(page.body).locs.map(idOf);
    expect(ids[0]).toBe(first);
    expect(ids).not.toContain(second);

    // Nova asked for the demo shop's range: only nova's own listings answer.
    const novaIds = new Set(await onSaleIds('nova'));
    const foreign = parseSitemap((await get(`/sitemap-listings.xml?from=${first}`, 'nova.localhost')).body);
    expect(foreign.locs.length).toBeGreaterThan(0);
    for (const loc of foreign.locs) {
      expect(loc.startsWith('http://nova.localhost/')).toBe(true);
      expect(novaIds.has(idOf(loc))).toBe(true);
    }
    const { pages } = await sitemapListingPages('nova.localhost');
    expect(pages.flatMap((p) => p.locs.map(idOf))).toEqual([...novaIds]);
  });

  it('refuses a listings page without a valid range', async () => {
    expect((await get('/sitemap-listings.xml')).statusCode).toBe(400);
    expect((await get('/sitemap-listings.xml?from=abc')).statusCode).toBe(400);
    expect((await get('/sitemap-listings.xml?from=50&to=10')).statusCode).toBe(400);
  });
});

describe('GET /sitemap-pages.xml', () => {
  it('lists home, the account market, each game’s list, the notices and each open notice, the introduction and privacy published', async () => {
    const response = await get('/sitemap-pages.xml', 'nova.localhost');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const { root, locs } = parseSitemap(response.body);
    expect(root).toBe('urlset');
    const paths = locs.map((loc) => {
      const url = new URL(loc);
      expect(url.origin).toBe('http://nova.localhost');
      return url.pathname + url.search;
    });
    const games = (JSON.parse((await get('/api/web/game/Type', 'nova.localhost')).body) as { data: { id: number }[] })
      .data;
    expect(games.length).toBeGreaterThan(0);
    const nova = await tenantIdOf(database.db, 'nova');
    const now = new Date();
    const notices = await database.db
      .selectFrom('notices')
      .select(['id', 'notice_type'])
      .where('tenant_id', '=', nova)
      .where('state', '=', 'published')
      .where('published_at', '<=', now)
      .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
      .execute();
    expect(notices.length).toBeGreaterThan(0);
    expect(paths.sort()).toEqual(
      [
        '/',
        '/pages/accountOrder?pageType=buy',
        ...games.map((game) => `/pages/goodList?gameId=${game.id}`),
        '/pages/other/gonggao',
        ...notices.map((notice) => `/pages/other/newsDetail?id=${notice.id}`),
        ...(notices.some((notice) => notice.notice_type === 'jieshao') ? ['/pages/other/jieshao'] : []),
        ...(notices.some((notice) => notice.notice_type === 'yszc') ? ['/pages/login/yinsixyNoTitle'] : []),
      ].sort(),
    );
    // The demo shops publish both.
    expect(paths).toContain('/pages/other/jieshao');
    expect(paths).toContain('/pages/login/yinsixyNoTitle');
    // Drafts and other shops' notices stay out.
    const hidden = await database.db
      .selectFrom('notices')
      .select('id')
      .where((eb) => eb.or([eb('tenant_id', '<>', nova), eb('state', '<>', 'published')]))
      .execute();
    for (const notice of hidden) expect(paths).not.toContain(`/pages/other/newsDetail?id=${notice.id}`);
  });

  it('leaves out the privacy agreement of a shop that has none published', async () => {
    const lumen = await tenantIdOf(database.db, 'lumen');
    await database.db
      .updateTable('notices')
      .set({ state: 'withdrawn' })
      .where('tenant_id', '=', lumen)
      .where('notice_type', '=', 'yszc')
      .execute();
    const paths = parseSitemap((await get('/sitemap-pages.xml', 'lumen.localhost')).body).locs.map(
      (loc) => new URL(loc).pathname,
    );
    expect(paths).toContain('/pages/other/jieshao');
    expect(paths).not.toContain('/pages/login/yinsixyNoTitle');
  });
});
