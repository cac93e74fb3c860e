import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { TradeDeps } from '../trade/index.ts';
import { bidPoolRoutes } from './bid-pool.routes.ts';
import { bidRequestsRoutes } from './bid-requests.routes.ts';
import { startBidScheduler } from './bid-scheduler.ts';

export interface BiddingPluginOptions {
  db: Db;
  clock: Clock;
  /** Seals the submitted credentials into the vault. */
  secretBox: SecretBox;
  /** The shop's payment providers, for the seller's deposit. */
  trade: TradeDeps;
  /** Sweep interval; 0 runs no scheduler (tests call the sweep with their own clock). */
  schedulerIntervalMs: number;
}

/**
 * Price-competition recycle under /api: the seller's requests, the recyclers' pool and the deadline sweep. The
 * accepted requests follow their recycle orders through `biddingOrderOutcomeHooks`, which the composition hands to
 * trade (bid-orders.ts).
 */
export async function biddingPlugin(api: FastifyInstance, options: BiddingPluginOptions): Promise<void> {
  await api.register(bidRequestsRoutes, { secretBox: options.secretBox, trade: options.trade });
  await api.register(bidPoolRoutes);
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
