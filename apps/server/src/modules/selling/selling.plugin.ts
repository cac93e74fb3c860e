import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { TradeDeps } from '../trade/index.ts';
import type { PrivateUploads } from '../uploads/index.ts';
import { bidPoolRoutes } from './bidding/bid-pool.routes.ts';
import { bidRequestsRoutes } from './bidding/bid-requests.routes.ts';
import { startBidScheduler } from './bidding/bid-scheduler.ts';
import { consignmentRoutes } from './consignment/consignment.routes.ts';
import { staffListingsRoutes } from './consignment/staff-listings.routes.ts';
import { recycleRoutes } from './quick-recycle/recycle.routes.ts';
import { recycleStaffRoutes } from './quick-recycle/recycle-staff.routes.ts';
import { sellingRoutes } from './selling.routes.ts';

export interface SellingPluginOptions {
  db: Db;
  clock: Clock;
  /**
   * The shop's payment providers (the seller's bidding deposit) and the vault's box, which seals the sellers'
   * credentials and keys the login digests the blacklist matches.
   */
  trade: TradeDeps;
  /** Where sellers' real-name screenshots are kept (staff read them through an audited route). */
  privateUploads: PrivateUploads;
  /** Bidding deadline sweep interval; 0 runs no scheduler (tests call the sweeps with their own clock). */
  schedulerIntervalMs: number;
}

/**
 * Selling under /api: the region pickers of the selling forms; consignment and the staff's listing review; price
 * competition (the seller's requests, the recyclers' pool, the deadline sweep); quick recycle (valuation, the
 * seller's requests, the staff's verification, payment and rules). Accepted bidding requests follow their recycle
 * orders through `biddingOrderOutcomeHooks`, which the composition hands to trade (bidding/bid-orders.ts).
 */
export async function sellingPlugin(api: FastifyInstance, options: SellingPluginOptions): Promise<void> {
  const { secretBox } = options.trade;
  await api.register(sellingRoutes);
  await api.register(consignmentRoutes, { deps: { secretBox } });
  await api.register(staffListingsRoutes, { privateUploads: options.privateUploads });
  await api.register(bidRequestsRoutes, { secretBox, trade: options.trade });
  await api.register(bidPoolRoutes);
  await api.register(recycleRoutes, { secretBox });
  await api.register(recycleStaffRoutes, { secretBox });
  if (options.schedulerIntervalMs > 0) {
    const scheduler = startBidScheduler({
      db: options.db,
      clock: options.clock,
      intervalMs: options.schedulerIntervalMs,
      onError: (error) => api.log.error({ err: error }, 'bidding scheduler tick failed'),
    });
    api.addHook('onClose', () => scheduler.stop());
  }
}
