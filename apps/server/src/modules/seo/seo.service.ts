import type { NoticeType } from '@gs/shared/notices';
import { defineCache } from '../../lib/caches.ts';
import type { RequestContext, TenantRecord } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { getTenantCatalogue } from '../catalogue/index.ts';
import { listOpenableNotices } from '../notices/index.ts';
import { nonPagePrefixes, privatePaths, publicPaths } from './crawl-paths.ts';
import { listOnSaleIdRange, listOnSalePageStarts } from './seo.repository.ts';
import { type SitemapEntry, sitemapIndexXml, urlSetXml } from './sitemap-xml.ts';

/** The sitemaps.org limit of URLs per sitemap file. */
export const SITEMAP_MAX_URLS = 50_000;

/** Where the sitemap files are served (at the site's root: a sitemap may list only URLs at or below its own path). */
export const sitemapPaths = {
  index: '/sitemap.xml',
  pages: '/sitemap-pages.xml',
  listings: '/sitemap-listings.xml',
} as const;

/** The ids at which the listing pages start; listings move on and off sale, a page only shrinks or grows a little. */
const listingPageStarts = defineCache<number[]>('seo.listingPageStarts', 10 * 60_000, 1_000);

/** Whether crawlers may read a host's storefront: an active shop's (not a suspended one's, not the platform's). */
export function isIndexable(tenant: TenantRecord | null): boolean {
  return tenant !== null && tenant.status === 'active' && tenant.kind === 'shop';
}

/**
 * robots.txt of a host (`origin` is `scheme://host` as the request reached it): the public pages allowed, the API,
 * back office and signed-in pages disallowed, and the shop's sitemap; everything disallowed for a suspended shop,
 * the platform's console or a host without a shop.
 */
export function robotsTxt(tenant: TenantRecord | null, origin: string): string {
  if (!isIndexable(tenant)) return 'User-agent: *\nDisallow: /\n';
  // Disallow lines first: crawlers that take the first matching line (not the longest) read them before `Allow: /`.
  const disallowed = [...nonPagePrefixes, ...privatePaths].map((path) => `Disallow: ${path}`);
  return ['User-agent: *', ...disallowed, 'Allow: /', '', `Sitemap: ${origin}${sitemapPaths.index}`, ''].join('\n');
}

function assertIndexable(ctx: RequestContext): void {
  if (!isIndexable(ctx.tenant)) throw notFound(ctx.tenant.status === 'active' ? 'notFound' : 'tenantSuspended');
}

function pageStarts(ctx: RequestContext, perPage: number): Promise<number[]> {
  return ctx.caches
    .of(listingPageStarts)
    .get(ctx.tenantId, String(perPage), () => listOnSalePageStarts(ctx.db, ctx.tenantId, perPage));
}

function listingsPageUrl(origin: string, from: number, to: number | undefined): string {
  const query = new URLSearchParams({ from: String(from) });
  if (to !== undefined) query.set('to', String(to));
  return `${origin}${sitemapPaths.listings}?${query.toString()}`;
}

/**
 * The shop's sitemap index: the public pages' sitemap, then one page per `perPage` listings on sale keyed by the id
 * range it covers (so a page's URLs do not depend on which instance answers). 404 for a shop crawlers may not read.
 */
export async function buildSitemapIndex(ctx: RequestContext, origin: string, perPage: number): Promise<string> {
  assertIndexable(ctx);
  const starts = await pageStarts(ctx, perPage);
  const listingPages = starts.map((from, index) => ({ loc: listingsPageUrl(origin, from, starts[index + 1]) }));
  return sitemapIndexXml([{ loc: `${origin}${sitemapPaths.pages}` }, ...listingPages]);
}

const w3cDate = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;

/**
 * The public pages: home, the account market, each visible game's product list, the notices and every notice a
 * visitor can open, and the introduction and privacy agreement when the shop has published them (each page shows
 * the newest notice of its type). 404 for a shop crawlers may not read.
 */
export async function buildPagesSitemap(ctx: RequestContext, origin: string): Promise<string> {
  assertIndexable(ctx);
  const fixed = 5; // home, account market, notices, introduction, privacy agreement
  const { games } = await getTenantCatalogue(ctx);
  const shownGames = games.slice(0, SITEMAP_MAX_URLS - fixed);
  const notices = await listOpenableNotices(
    ctx.db,
    ctx.tenantId,
    ctx.clock.now(),
    SITEMAP_MAX_URLS - fixed - shownGames.length,
  );
  const page = (path: string, lastmod?: string): SitemapEntry => ({ loc: `${origin}${path}`, lastmod });
  /** The page showing the newest notice of a type, changed when that notice last was; none without one. */
  const noticePage = (path: string, type: NoticeType) => {
    const newest = notices
      .filter((notice) => notice.notice_type === type)
      .reduce<Date | null>((last, notice) => (last && last > notice.changed_at ? last : notice.changed_at), null);
    return newest ? [page(path, w3cDate(newest))] : [];
  };
  return urlSetXml([
    page(publicPaths.home),
    page(`${publicPaths.accountMarket}?pageType=buy`),
    ...shownGames.map((game) => page(`${publicPaths.goodList}?gameId=${game.id}`)),
    page(publicPaths.notices),
    ...notices.map((notice) => page(`${publicPaths.noticeDetail}?id=${notice.id}`, w3cDate(notice.changed_at))),
    ...noticePage(publicPaths.introduction, 'jieshao'),
    ...noticePage(publicPaths.privacyAgreement, 'yszc'),
  ]);
}

/**
 * One page of listings on sale: the detail pages of those with ids in [from, to) (to open on the last page), at
 * most `perPage`, with their last change. 404 for a shop crawlers may not read.
 */
export async function buildListingsSitemap(
  ctx: RequestContext,
  origin: string,
  range: { from: number; to: number | null },
  perPage: number,
): Promise<string> {
  assertIndexable(ctx);
  const rows = await listOnSaleIdRange(ctx.db, ctx.tenantId, { ...range, limit: perPage });
  const detail = `${origin}${publicPaths.goodDetail}?id=`;
  return urlSetXml(rows.map((row) => ({ loc: `${detail}${row.id}`, lastmod: row.lastmod })));
}
