import type { FastifyInstance } from 'fastify';
import { sellingRoutes } from './selling.routes.ts';

/** Selling under /api: the region pickers of the selling forms. */
export async function sellingPlugin(api: FastifyInstance): Promise<void> {
  await api.register(sellingRoutes);
}
