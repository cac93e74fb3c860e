import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';

export type SchedulerJob = 'expire' | 'autoConfirm';

/**
 * Records one more failure of `job` on an order, to be retried after 1, 2, 4 … minutes (at most an hour) from
 * `at`; answers the attempts so far and whether it was alerted already.
 */
export async function recordSchedulerFailure(
  db: Db,
  failure: { tenantId: number; orderId: number; job: SchedulerJob; error: string; at: Date },
): Promise<{ attempts: number; alerted: boolean }> {
  const row = await db
    .insertInto('scheduler_failures')
    .values({
      tenant_id: failure.tenantId,
      order_id: failure.orderId,
      job: failure.job,
      attempts: 1,
      last_error: failure.error,
      next_attempt_at: new Date(failure.at.getTime() + 60_000),
      updated_at: failure.at,
    })
    .onConflict((conflict) =>
      conflict.columns(['tenant_id', 'order_id', 'job']).doUpdateSet({
        attempts: sql<number>`scheduler_failures.attempts + 1`,
        last_error: failure.error,
        // The delay doubles with each failure: 2^(attempts before this one) minutes, capped at an hour.
        next_attempt_at: sql<Date>`${failure.at}::timestamptz + least(60, power(2, scheduler_failures.attempts)) * interval '1 minute'`,
        updated_at: failure.at,
      }),
    )
    .returning(['attempts', 'alerted_at'])
    .executeTakeFirstOrThrow();
  return { attempts: row.attempts, alerted: row.alerted_at !== null };
}

export async function markSchedulerFailureAlerted(
  db: Db,
  key: { tenantId: number; orderId: number; job: SchedulerJob },
  at: Date,
): Promise<void> {
  await db
    .updateTable('scheduler_failures')
    .set({ alerted_at: at })
    .where('tenant_id', '=', key.tenantId)
    .where('order_id', '=', key.orderId)
    .where('job', '=', key.job)
    .execute();
}

/** Forgets an order's failures of `job` (it has now succeeded). */
export async function clearSchedulerFailure(
  db: Db,
  key: { tenantId: number; orderId: number; job: SchedulerJob },
): Promise<void> {
  await db
    .deleteFrom('scheduler_failures')
    .where('tenant_id', '=', key.tenantId)
    .where('order_id', '=', key.orderId)
    .where('job', '=', key.job)
    .execute();
}
