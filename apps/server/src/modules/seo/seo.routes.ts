import { sitemapListingsQuerySchema } from '@gs/shared/seo';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { normalizeHost } from '../../lib/hosts.ts';
import { type TenantPluginOptions, tenantPlugin } from '../../plugins/tenant.ts';
import { buildListingsSitemap, buildPagesSitemap, buildSitemapIndex, robotsTxt, sitemapPaths } from './seo.service.ts';

export interface SeoPluginOptions extends TenantPluginOptions {
  /** Listings per sitemap page (SITEMAP_URLS_PER_PAGE, at most 50,000). */
  urlsPerPage: number;
}

// A host name or IP literal with an optional port: anything else in the Host header never reaches a document.
const HOST_AND_PORT = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * `scheme://host[:port]` as the visitor reached the shop: the request's host, and the scheme the proxy reports when
 * the app trusts proxies (TRUST_PROXY: request.protocol and request.host read X-Forwarded-*), like the payments'
 * return URLs.
 */
function requestOrigin(request: FastifyRequest): string {
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  const host = HOST_AND_PORT.test(request.host) ? request.host.toLowerCase() : normalizeHost(request.headers.host);
  return `${protocol}://${host}`;
}

// Crawlers fetch these a few times a day; an hour in caches is fresh enough.
const CACHE_CONTROL = 'public, max-age=3600';

const sendXml = (reply: FastifyReply, xml: string) =>
  reply.type('application/xml; charset=utf-8').header('cache-control', CACHE_CONTROL).send(xml);

/**
 * robots.txt and the sitemap of the shop on the request's host, at the site's root (registered as routes, so the
 * storefront's history-mode fallback never answers them). Not in the API document: they are for crawlers.
 */
export const seoPlugin: FastifyPluginAsyncZod<SeoPluginOptions> = async (app, options) => {
  const { urlsPerPage, ...tenantOptions } = options;
  // Its own tenant resolution (the API's is under /api): the same resolver, the same request context.
  await app.register(tenantPlugin, tenantOptions);

  app.get(
    '/robots.txt',
    // Every host gets an answer: one without a shop (or a suspended one) is told to crawl nothing, not a 404
    // (crawlers read a missing robots.txt as "everything allowed").
    { config: { skipTenant: true }, schema: { hide: true } },
    async (request, reply) => {
      const tenant = await options.resolveTenant(normalizeHost(request.headers.host));
      return reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', CACHE_CONTROL)
        .send(robotsTxt(tenant, requestOrigin(request)));
    },
  );

  app.get(sitemapPaths.index, { schema: { hide: true } }, async (request, reply) =>
    sendXml(reply, await buildSitemapIndex(request.ctx, requestOrigin(request), urlsPerPage)),
  );

  app.get(sitemapPaths.pages, { schema: { hide: true } }, async (request, reply) =>
    sendXml(reply, await buildPagesSitemap(request.ctx, requestOrigin(request))),
  );

  app.get(
    sitemapPaths.listings,
    { schema: { hide: true, querystring: sitemapListingsQuerySchema } },
    async (request, reply) =>
      sendXml(
        reply,
        await buildListingsSitemap(
          request.ctx,
          requestOrigin(request),
          { from: request.query.from, to: request.query.to ?? null },
          urlsPerPage,
        ),
      ),
  );
};
