import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { Caches } from '../../lib/caches.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PrivateUploads } from '../uploads/index.ts';
import { closeDecidedClaims } from './claims/claim-decisions.service.ts';
import { claimsRoutes } from './claims/claims.routes.ts';
import { claimsStaffRoutes } from './claims/claims-staff.routes.ts';
import { startOrderScheduler } from './orders/order-scheduler.ts';
import { ordersRoutes } from './orders/orders.routes.ts';
import { orderPayRoutes } from './payments/order-pay.routes.ts';
import { paymentsRoutes } from './payments/payments.routes.ts';
import { sendProviderRefunds } from './payments/provider-refunds.service.ts';
import {
  closeTradesAtProviders,
  reconcileBeforeExpiry,
  reconcilePendingPayments,
  refundLatePayments,
} from './payments/reconcile.service.ts';
import { staffOrdersRoutes } from './staff/staff-orders.routes.ts';
import type { TradeDeps } from './trade-deps.ts';
import { walletRoutes } from './wallet/wallet.routes.ts';

export interface TradePluginOptions {
  deps: TradeDeps;
  db: Db;
  clock: Clock;
  caches: Caches;
  /** The app root, for the sandbox gateway's notification through the HTTP pipeline. */
  root: FastifyInstance;
  /** Claim evidence: the buyer's and seller's private images. */
  privateUploads: PrivateUploads;
  /** Sweep interval; 0 runs no scheduler (tests call the sweeps with their own clock). */
  schedulerIntervalMs: number;
}

/** The buying flow under /api: orders, payments, claims, staff order calls, and the expiry/auto-confirm scheduler. */
export async function tradePlugin(api: FastifyInstance, options: TradePluginOptions): Promise<void> {
  const { deps } = options;
  await api.register(ordersRoutes, { deps });
  await api.register(orderPayRoutes, { deps });
  await api.register(paymentsRoutes, { deps, root: options.root });
  await api.register(staffOrdersRoutes, { deps });
  await api.register(walletRoutes, { deps });
  await api.register(claimsRoutes, { deps, privateUploads: options.privateUploads });
  await api.register(claimsStaffRoutes, { deps, privateUploads: options.privateUploads });
  if (options.schedulerIntervalMs > 0) {
    const scheduler = startOrderScheduler({
      db: options.db,
      deps,
      clock: options.clock,
      intervalMs: options.schedulerIntervalMs,
      onError: (error) => api.log.error({ err: error }, 'order scheduler tick failed'),
      // The gateway is asked before an order expires; what we closed is closed there; late money goes back, and so
      // does what staff and claim refunds gave back to the buyer.
      beforeEachTick: () => reconcileBeforeExpiry(options, deps),
      alsoEachTick: async () => {
        const jobs = [reconcilePendingPayments, closeTradesAtProviders, refundLatePayments, sendProviderRefunds];
        for (const job of jobs) {
          await job(options, deps).catch((error) => api.log.error({ err: error }, 'payment follow-up failed'));
        }
        await closeDecidedClaims(options.db, options.clock.now()).catch((error) =>
          api.log.error({ err: error }, 'closing decided claims failed'),
        );
      },
    });
    api.addHook('onClose', () => scheduler.stop());
  }
}
