import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../lib/errors.ts';

export interface WebAppsOptions {
  storefrontDist: string;
  uploadsDir: string;
  /** Writes the request's tenant data into index.html (the template as built); the template alone when absent. */
  renderIndex?: (template: string, request: FastifyRequest) => Promise<string>;
}

const HASHED_ASSET = /\/assets\//;

/**
 * Serves uploads and the built storefront; every other GET that is not an API call and not a file answers the
 * storefront's index.html so that history-mode routes survive a reload.
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

  const indexFile = path.join(options.storefrontDist, 'index.html');
  const hasStorefront = existsSync(indexFile);
  const indexHtml = hasStorefront ? readFileSync(indexFile, 'utf8') : null;
  if (hasStorefront) {
    await app.register(fastifyStatic, {
      root: options.storefrontDist,
      prefix: '/',
      index: false,
      wildcard: true,
      cacheControl: false,
      setHeaders(res, filePath) {
        // Vite fingerprints everything under assets/: cache forever. Anything else may change between builds.
        res.setHeader(
          'cache-control',
          HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    if (indexHtml === null) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The storefront has not been built yet: run "npm run build" (npm start does this for you).');
    }
    // The page must still load when the tenant data cannot be had: the storefront then asks the API itself.
    const html = options.renderIndex
      ? await options.renderIndex(indexHtml, request).catch((error: unknown) => {
          request.log.warn({ err: error }, 'index.html rendered without boot data');
          return indexHtml;
        })
      : indexHtml;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  };
  // The static handler refuses directories (403); the root is a page like any other.
  app.get('/', (request, reply) => sendIndex(request, reply));

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    const isPage = !isApi && (request.method === 'GET' || request.method === 'HEAD') && !path.extname(pathname);
    if (!isPage) throw notFound('routeNotFound', { method: request.method, path: pathname }, 'ROUTE_NOT_FOUND');
    return sendIndex(request, reply);
  });
});
