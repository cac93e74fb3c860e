import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../lib/errors.ts';

export interface WebAppsOptions {
  storefrontDist: string;
  /** The built back office, served under `/admin/`. */
  backofficeDist: string;
  uploadsDir: string;
  /**
   * Writes the request's page into index.html (the template as built): its tenant data, and the page itself when
   * the server renders it (with its status, or a redirect); the template alone when absent.
   */
  renderIndex?: (template: string, request: FastifyRequest) => Promise<string | RenderedPage>;
}

/**
 * A storefront page as the server rendered it (`serverTiming`: its render's phases for the `Server-Timing` header), or
 * the redirect its route answered.
 */
export type RenderedPage =
  | { html: string; status: number; serverTiming?: string }
  | { redirect: string; status: number };

/** Where the back office lives; its build has `/admin/` as vite's base. */
export const BACKOFFICE_PREFIX = '/admin';

const HASHED_ASSET = /\/assets\//;

// Vite fingerprints everything under assets/: cache forever. Anything else may change between builds.
function setCacheHeaders(res: { setHeader(name: string, value: string): unknown }, filePath: string): void {
  res.setHeader('cache-control', HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/** A built app's index.html, or null when the app has not been built. */
function readIndex(dist: string): string | null {
  const indexFile = path.join(dist, 'index.html');
  return existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
}

/** The encoding a page goes in: brotli, else gzip, when the browser takes it (a q of 0 refuses one). */
export function pageEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Map<string, number>();
  for (const item of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...parameters] = item.split(';').map((part) => part.trim());
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    accepted.set(name, quality ? Number(quality.slice(2)) || 0 : 1);
  }
  const takes = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return takes('br') ? 'br' : takes('gzip') ? 'gzip' : null;
}

// A page is compressed for each request (it carries its data): at brotli 3 / gzip 3, about half the time of the
// API's levels (brotli 4 / gzip 6) for a few percent more bytes (a 150 KB listing page: 0.9 ms and 25 KB by brotli).
const PAGE_COMPRESSION = {
  br: (html: string) => brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 3 } }),
  gzip: (html: string) => gzipSync(html, { level: 3 }),
};
const COMPRESSED_FROM_BYTES = 1024;

const isUnder = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/**
 * Serves uploads, the built back office under /admin/ and the built storefront everywhere else. A GET that is not
 * an API call and not a file answers the index.html of the app whose path it is, so that history-mode routes
 * survive a reload.
 */
export const webAppsPlugin = fp(async (app: FastifyInstance, options: WebAppsOptions) => {
  mkdirSync(options.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: options.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    maxAge: '7d',
  });

  const storefrontIndex = readIndex(options.storefrontDist);
  if (storefrontIndex !== null) {
    await app.register(fastifyStatic, {
      root: options.storefrontDist,
      prefix: '/',
      index: false,
      wildcard: true,
      cacheControl: false,
      setHeaders: setCacheHeaders,
    });
  }
  const backofficeIndex = readIndex(options.backofficeDist);
  if (backofficeIndex !== null) {
    await app.register(fastifyStatic, {
      root: options.backofficeDist,
      prefix: `${BACKOFFICE_PREFIX}/`,
      decorateReply: false,
      index: false,
      wildcard: true,
      cacheControl: false,
      setHeaders: setCacheHeaders,
    });
  }

  const notBuilt = (reply: FastifyReply, appName: string) =>
    reply
      .status(503)
      .type('text/plain; charset=utf-8')
      .send(`The ${appName} has not been built yet: run "npm run build" (npm start does this for you).`);
  /** `serverTiming`: the page's `Server-Timing` so far; the compression's time is added to it. */
  const sendHtml = (reply: FastifyReply, html: string, serverTiming?: string) => {
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    const encoding =
      html.length >= COMPRESSED_FROM_BYTES ? pageEncoding(reply.request.headers['accept-encoding']) : null;
    if (!encoding) {
      if (serverTiming) reply.header('server-timing', serverTiming);
      return reply.send(html);
    }
    const started = performance.now();
    const compressed = PAGE_COMPRESSION[encoding](html);
    if (serverTiming) {
      const compress = (performance.now() - started).toFixed(1);
      // total: from the request's arrival (Fastify's clock) to the compressed page.
      reply.header(
        'server-timing',
        `${serverTiming}, compress;dur=${compress}, total;dur=${reply.elapsedTime.toFixed(1)}`,
      );
    }
    // Sent encoded: @fastify/compress leaves a reply that already has its Content-Encoding.
    return reply.header('content-encoding', encoding).header('vary', 'accept-encoding').send(compressed);
  };

  const sendStorefrontIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    if (storefrontIndex === null) return notBuilt(reply, 'storefront');
    // The page must still load when the tenant data cannot be had: the storefront then asks the API itself.
    const started = performance.now();
    const page = options.renderIndex
      ? await options.renderIndex(storefrontIndex, request).catch((error: unknown) => {
          request.log.warn({ err: error }, 'index.html rendered without boot data');
          return storefrontIndex;
        })
      : storefrontIndex;
    if (typeof page === 'string') return sendHtml(reply, page);
    if ('redirect' in page) return reply.redirect(page.redirect, page.status);
    // A server-rendered page's time: its render's phases, then the whole page (boot data, render and assembly).
    const timing = page.serverTiming && `${page.serverTiming}, page;dur=${(performance.now() - started).toFixed(1)}`;
    return sendHtml(reply.status(page.status), page.html, timing);
  };
  // The back office is for signed-in staff: its page carries no tenant data, it asks the API.
  const sendBackofficeIndex = async (_request: FastifyRequest, reply: FastifyReply) =>
    backofficeIndex === null ? notBuilt(reply, 'back office') : sendHtml(reply, backofficeIndex);

  // The static handlers refuse directories (403); the apps' roots are pages like any other.
  app.get('/', sendStorefrontIndex);
  app.get(BACKOFFICE_PREFIX, sendBackofficeIndex);
  app.get(`${BACKOFFICE_PREFIX}/`, sendBackofficeIndex);

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage =
      !isUnder(pathname, '/api') && (request.method === 'GET' || request.method === 'HEAD') && !path.extname(pathname);
    if (!isPage) throw notFound('routeNotFound', undefined, 'ROUTE_NOT_FOUND');
    return isUnder(pathname, BACKOFFICE_PREFIX)
      ? sendBackofficeIndex(request, reply)
      : sendStorefrontIndex(request, reply);
  });
});
