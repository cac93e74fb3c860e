import type { FastifyInstance } from 'fastify';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { PrivateUploads } from '../uploads/index.ts';
import { consignmentRoutes } from './consignment/consignment.routes.ts';
import { staffListingsRoutes } from './consignment/staff-listings.routes.ts';
import { sellingRoutes } from './selling.routes.ts';

export interface SellingPluginOptions {
  /** Seals consignment credentials into the vault and keys the login digests the blacklist matches. */
  secretBox: SecretBox;
  /** Where sellers' real-name screenshots are kept (staff read them through an audited route). */
  privateUploads: PrivateUploads;
}

/** Selling under /api: the region pickers of the selling forms, consignment, and the staff's listing review. */
export async function sellingPlugin(api: FastifyInstance, options: SellingPluginOptions): Promise<void> {
  await api.register(sellingRoutes);
  await api.register(consignmentRoutes, { deps: { secretBox: options.secretBox } });
  await api.register(staffListingsRoutes, { privateUploads: options.privateUploads });
}
