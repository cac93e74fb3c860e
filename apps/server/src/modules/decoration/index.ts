import type { FastifyInstance } from 'fastify';
import { decorationRoutes } from './decoration.routes.ts';
import type { PreviewSigner } from './staff-decoration.preview.ts';
import { staffDecorationRoutes } from './staff-decoration.routes.ts';

/** The storefront's decoration (banners, navigation) as the boot data reads it. */
export { getDecoration } from './decoration.service.ts';

/** Decoration under /api: the storefront's public call (published set, or the draft with a preview token) and staff's. */
export async function decorationPlugin(api: FastifyInstance, options: { signer: PreviewSigner }): Promise<void> {
  await api.register(decorationRoutes, options);
  await api.register(staffDecorationRoutes, options);
}
