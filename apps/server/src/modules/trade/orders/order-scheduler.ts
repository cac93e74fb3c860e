import type { Db } from '../../../db/database.ts';
import type { OrderRow } from '../../../db/tables/orders.table.ts';
import { inTransaction } from '../../../db/transaction.ts';
import type { Clock } from '../../../lib/clock.ts';
import { type IntervalJob, startIntervalJob } from '../../../lib/interval-job.ts';
import { listTenantsWithDuePayouts } from '../payouts/payouts.repository.ts';
import { releaseDuePayouts } from '../payouts/payouts.service.ts';
import type { TradeDeps } from '../trade-deps.ts';
import { CLOSE_REASON } from './close-reasons.ts';
import { cancelOrder, completeOrder } from './order-lifecycle.ts';
import { AWAITING_PAYMENT } from './order-transitions.ts';
import { claimDueOrder } from './orders.repository.ts';
import {
  clearSchedulerFailure,
  markSchedulerFailureAlerted,
  recordSchedulerFailure,
  type SchedulerJob,
} from './scheduler-failures.repository.ts';

/*
 * Time-based transitions. Each due order is claimed in its own transaction with FOR UPDATE SKIP LOCKED: several
 * server instances (or a sweep and a buyer's request) never work on the same order at once. An order whose job
 * fails is recorded (scheduler_failures) and retried with backoff while the sweep goes on with the others; after
 * ALERT_AFTER_FAILURES failures in a row a person is alerted, once.
 */

/** After this many failures in a row of one order's job, the alert goes out (once). */
export const ALERT_AFTER_FAILURES = 5;

function claimForJob(trx: Db, job: SchedulerJob, now: Date): Promise<OrderRow | undefined> {
  return job === 'expire'
    ? claimDueOrder(trx, { statuses: AWAITING_PAYMENT, column: 'expires_at', now, job })
    : claimDueOrder(trx, { statuses: ['in_trade'], column: 'auto_confirm_at', now, job });
}

/** What the sweeps need of the app's trade deps: the hooks of other features' order origins, and the alert. */
type SweepDeps = Pick<TradeDeps, 'outcomeHooks' | 'alert'>;

async function runJob(trx: Db, deps: SweepDeps, job: SchedulerJob, order: OrderRow, now: Date): Promise<void> {
  const system = { actor: 'system' as const, userId: null };
  if (job === 'expire') {
    const reason = order.status === 'pending_payment' ? CLOSE_REASON.paymentTimedOut : CLOSE_REASON.balanceTimedOut;
    await cancelOrder(trx, order.tenant_id, order, { ...system, note: reason }, reason, now, deps.outcomeHooks);
  } else {
    const actor = { ...system, note: 'confirmed automatically' };
    await completeOrder(trx, order.tenant_id, order, actor, now, deps.outcomeHooks);
  }
  await clearSchedulerFailure(trx, { tenantId: order.tenant_id, orderId: order.id, job });
}

async function recordFailure(db: Db, deps: SweepDeps, job: SchedulerJob, order: OrderRow, error: unknown, now: Date) {
  const key = { tenantId: order.tenant_id, orderId: order.id, job };
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  // The alert after the commit: a rerun transaction (inTransaction) would otherwise alert twice.
  const toAlert = await inTransaction(db, async (trx) => {
    const { attempts, alerted } = await recordSchedulerFailure(trx, { ...key, error: message, at: now });
    if (attempts < ALERT_AFTER_FAILURES || alerted) return null;
    await markSchedulerFailureAlerted(trx, key, now);
    return attempts;
  });
  if (toAlert !== null) {
    deps.alert('order_job_failing', { ...key, orderNo: order.order_no, attempts: toAlert, error: message });
  }
}

/** Claims and runs one due order: 'none' when nothing is due, 'failed' when its job failed (and was recorded). */
async function runOne(db: Db, deps: SweepDeps, job: SchedulerJob, now: Date): Promise<'none' | 'done' | 'failed'> {
  const claimed: { order?: OrderRow } = {};
  try {
    return await inTransaction(db, async (trx) => {
      // A rerun (inTransaction after a deadlock) claims afresh: the order of an aborted run is not this run's.
      delete claimed.order;
      const order = await claimForJob(trx, job, now);
      if (!order) return 'none';
      claimed.order = order;
      await runJob(trx, deps, job, order, now);
      return 'done';
    });
  } catch (error) {
    // The claim itself failed (the database is away): nothing to isolate, the tick reports it.
    if (!claimed.order) throw error;
    await recordFailure(db, deps, job, claimed.order, error, now);
    return 'failed';
  }
}

async function sweep(db: Db, deps: SweepDeps, job: SchedulerJob, now: Date, limit: number): Promise<number> {
  let done = 0;
  // A failed order waits for its next attempt, so it is not claimed again in this sweep: the loop ends.
  for (let tries = 0; tries < limit; tries++) {
    const outcome = await runOne(db, deps, job, now);
    if (outcome === 'none') break;
    if (outcome === 'done') done++;
  }
  return done;
}

/** Cancels orders whose payment (or balance) time has run out and releases their listings; answers how many. */
export function sweepExpiredOrders(db: Db, deps: SweepDeps, now: Date, limit = 200): Promise<number> {
  return sweep(db, deps, 'expire', now, limit);
}

/** Completes delivered orders whose confirmation window has passed, paying out their proceeds; answers how many. */
export function sweepAutoConfirm(db: Db, deps: SweepDeps, now: Date, limit = 200): Promise<number> {
  return sweep(db, deps, 'autoConfirm', now, limit);
}

/** Holds released per transaction: a pass over many due holds commits as it goes. */
const RELEASE_BATCH = 100;

/**
 * Releases the sellers' proceeds whose payout hold has ended (orders in `completed` only), tenant by tenant, each
 * batch in its own transaction; answers how many. A tenant whose release fails does not stop the others; the first
 * failure is thrown at the end for the tick to report.
 */
export async function sweepDuePayouts(db: Db, now: Date): Promise<number> {
  let released = 0;
  let failure: { error: unknown } | null = null;
  for (const tenantId of await listTenantsWithDuePayouts(db, now)) {
    try {
      let count: number;
      do {
        count = await inTransaction(db, (trx) => releaseDuePayouts(trx, tenantId, now, RELEASE_BATCH));
        released += count;
      } while (count === RELEASE_BATCH);
    } catch (error) {
      failure ??= { error };
    }
  }
  if (failure) throw failure.error;
  return released;
}

/** `tick` is one pass of every job (also what each timer tick runs). */
export type OrderScheduler = IntervalJob;

/** Runs the sweeps every `intervalMs` until stopped; a tick never overlaps the previous one. */
export function startOrderScheduler(options: {
  db: Db;
  deps: SweepDeps;
  clock: Clock;
  intervalMs: number;
  onError: (error: unknown) => void;
  /** Work before the sweeps (asking the gateway about payments of orders about to expire). */
  beforeEachTick?: () => Promise<unknown>;
  /** More work for each tick, after the sweeps (payments whose notification never came, closes, refunds). */
  alsoEachTick?: () => Promise<unknown>;
}): OrderScheduler {
  // Each job on its own: one that fails (the database away) does not skip the others.
  const tick = async () => {
    const now = options.clock.now();
    const jobs = [
      async () => options.beforeEachTick?.(),
      () => sweepExpiredOrders(options.db, options.deps, now),
      () => sweepAutoConfirm(options.db, options.deps, now),
      () => sweepDuePayouts(options.db, now),
      async () => options.alsoEachTick?.(),
    ];
    for (const job of jobs) await job().catch(options.onError);
  };
  return startIntervalJob({ tick, intervalMs: options.intervalMs, onError: options.onError });
}
