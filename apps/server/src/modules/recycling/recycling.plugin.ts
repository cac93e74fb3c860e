import type { FastifyInstance } from 'fastify';
import type { SecretBox } from '../../lib/secret-box.ts';
import { recycleRoutes } from './recycle.routes.ts';
import { recycleStaffRoutes } from './recycle-staff.routes.ts';

export interface RecyclingPluginOptions {
  /** Seals the submitted credentials into the vault (the trade feature's box). */
  secretBox: SecretBox;
}

/** Quick recycle under /api: valuation, the seller's requests, and the staff's verification, payment and rules. */
export async function recyclingPlugin(api: FastifyInstance, options: RecyclingPluginOptions): Promise<void> {
  await api.register(recycleRoutes, { secretBox: options.secretBox });
  await api.register(recycleStaffRoutes, { secretBox: options.secretBox });
}
