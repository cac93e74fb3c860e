import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors.ts';

/** Inside the /api scope: an unknown path is a 404 envelope, never the storefront's HTML. */
export async function apiNotFoundPlugin(app: FastifyInstance) {
  app.setNotFoundHandler(async (request) => {
    throw new AppError(404, 'ROUTE_NOT_FOUND', 'routeNotFound', {
      params: { method: request.method, path: request.url.split('?')[0] ?? '' },
    });
  });
}
