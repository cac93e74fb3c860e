import type { Db } from '../../../db/database.ts';
import type { OrderRow } from '../../../db/tables/orders.table.ts';
import { inTransaction } from '../../../db/transaction.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { TradeDeps } from '../trade-deps.ts';
import { cancelOrder, completeOrder } from './order-lifecycle.ts';
import { AWAITING_PAYMENT } from './order-transitions.ts';
import { claimDueOrder } from './orders.repository.ts';

/*
 * Time-based transitions. Each due order is claimed in its own transaction with FOR UPDATE SKIP LOCKED: several
 * server instances (or a sweep and a buyer's request) never work on the same order at once, and one failing
 * order does not hold up the others.
 */

type Job = 'expire' | 'autoConfirm';

function claimForJob(trx: Db, job: Job, now: Date): Promise<OrderRow | undefined> {
  return job === 'expire'
    ? claimDueOrder(trx, { statuses: AWAITING_PAYMENT, column: 'expires_at', now })
    : claimDueOrder(trx, { statuses: ['in_trade'], column: 'auto_confirm_at', now });
}

/** What the sweeps need of the app's trade deps: the hooks of other features' order origins. */
type SweepDeps = Pick<TradeDeps, 'outcomeHooks'>;

async function runOne(db: Db, deps: SweepDeps, job: Job, now: Date): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const order = await claimForJob(trx, job, now);
    if (!order) return false;
    const system = { actor: 'system' as const, userId: null };
    if (job === 'expire') {
      const reason = order.status === 'pending_payment' ? 'payment time ran out' : 'balance not paid in time';
      await cancelOrder(trx, order.tenant_id, order, { ...system, note: reason }, reason, now, deps.outcomeHooks);
    } else {
      const actor = { ...system, note: 'confirmed automatically' };
      await completeOrder(trx, order.tenant_id, order, actor, now, deps.outcomeHooks);
    }
    return true;
  });
}

async function sweep(db: Db, deps: SweepDeps, job: Job, now: Date, limit: number): Promise<number> {
  let done = 0;
  while (done < limit && (await runOne(db, deps, job, now))) done++;
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

export interface OrderScheduler {
  /** One pass of every job (also what each tick runs). */
  tick(): Promise<void>;
  stop(): Promise<void>;
}

/** Runs the sweeps every `intervalMs` until stopped; a tick never overlaps the previous one. */
export function startOrderScheduler(options: {
  db: Db;
  deps: SweepDeps;
  clock: Clock;
  intervalMs: number;
  onError: (error: unknown) => void;
  /** More work for each tick (asking payment providers about payments whose notification never came). */
  alsoEachTick?: () => Promise<unknown>;
}): OrderScheduler {
  let running: Promise<void> | null = null;
  const tick = async () => {
    const now = options.clock.now();
    await sweepExpiredOrders(options.db, options.deps, now);
    await sweepAutoConfirm(options.db, options.deps, now);
    await options.alsoEachTick?.();
  };
  const timer = setInterval(() => {
    if (running) return;
    running = tick()
      .catch(options.onError)
      .finally(() => {
        running = null;
      });
  }, options.intervalMs);
  timer.unref();
  return {
    tick,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
