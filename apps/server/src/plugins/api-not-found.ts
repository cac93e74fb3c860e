import type { FastifyInstance } from 'fastify';
import { notFound } from '../lib/errors.ts';

/**
 * Inside the /api scope: an unknown path is a 404 envelope, never the storefront's HTML. The answer does not repeat
 * the path (a crafted link would make it say the attacker's words); the request log already holds the URL.
 */
export async function apiNotFoundPlugin(app: FastifyInstance) {
  app.setNotFoundHandler(async () => {
    throw notFound('routeNotFound', undefined, 'ROUTE_NOT_FOUND');
  });
}
