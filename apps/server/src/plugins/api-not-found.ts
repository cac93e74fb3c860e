import type { FastifyInstance } from 'fastify';
import { notFound } from '../lib/errors.ts';

/** Inside the /api scope: an unknown path is a 404 envelope, never the storefront's HTML. */
export async function apiNotFoundPlugin(app: FastifyInstance) {
  app.setNotFoundHandler(async (request) => {
    throw notFound(
      'routeNotFound',
      { method: request.method, path: request.url.split('?')[0] ?? '' },
      'ROUTE_NOT_FOUND',
    );
  });
}
