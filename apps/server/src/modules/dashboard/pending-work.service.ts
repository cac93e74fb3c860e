import type { StaffRole } from '@gs/shared/identity';
import { type PendingQueueKey, type PendingWork, pendingQueueKeys } from '@gs/shared/staff-dashboard';
import { defineCache } from '../../lib/caches.ts';
import type { StaffContext } from '../../lib/context.ts';
import { countPendingWork, onDashboardSnapshot } from './dashboard.repository.ts';
import { loadShared } from './shared-load.ts';

const operators: readonly StaffRole[] = ['operator', 'owner'];

/**
 * Who works on each queue: the roles of its list's server calls (their `requireRole`), so a tile never leads to a
 * list its viewer may not open. The one definition of the queues Home and the dashboard show.
 */
export const PENDING_QUEUE_ROLES: Readonly<Record<PendingQueueKey, readonly StaffRole[]>> = {
  listingReviews: operators,
  recycleSubmitted: operators,
  recycleVerifying: operators,
  ordersInTrade: operators,
  afterSales: operators,
  claimsSubmitted: operators,
  claimsInReview: operators,
  withdrawals: operators,
  realNameReviews: operators,
  merchantApplications: ['owner'],
  bidPool: ['recycler', 'owner'],
  feedbackOpen: operators,
  chatsUnassigned: operators,
};

/** The staff roles that have at least one queue: the route's guard. */
export const PENDING_WORK_ROLES: StaffRole[] = [...new Set(Object.values(PENDING_QUEUE_ROLES).flat())];

interface Counts {
  at: Date;
  counts: Record<PendingQueueKey, number>;
}

/** A shop's counts are computed at most once every 10 seconds, however many staff have Home or the dashboard open. */
export const PENDING_WORK_FRESH_MS = 10_000;
const pendingCache = defineCache<Counts>('dashboard.pending-work', PENDING_WORK_FRESH_MS, 1_000);

/**
 * The work waiting in the caller's shop, one count per queue the caller's roles may work on, in the order shown
 * (at most 10 seconds old). Concurrent requests of one shop share one computation.
 */
export async function getPendingWork(ctx: StaffContext): Promise<PendingWork> {
  const { tenantId } = ctx;
  const { at, counts } = await loadShared(ctx.caches, pendingCache, tenantId, async () => {
    const now = ctx.clock.now();
    return { at: now, counts: await onDashboardSnapshot(ctx.db, (db) => countPendingWork(db, tenantId, now)) };
  });
  const mine = pendingQueueKeys.filter((key) => PENDING_QUEUE_ROLES[key].some((role) => ctx.roles.includes(role)));
  return { generatedAt: at.toISOString(), queues: mine.map((key) => ({ key, count: counts[key] })) };
}
