import type { PaymentProviderName } from '@gs/shared/orders';
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { AWAITING_PAYMENT } from '../orders/order-transitions.ts';

/*
 * The rows the payment follow-up jobs work on, across tenants (each row carries its tenant): pending payments of
 * orders due to expire, payments we closed that the gateway may still take, and late payments to refund.
 */

const FOLLOWUP_COLUMNS = ['payments.tenant_id', 'payments.id', 'payments.out_trade_no', 'payments.provider'] as const;

/** Pending payments of orders whose payment time is up (the expiry sweep is about to cancel them), oldest first. */
export function listPendingPaymentsOfDueOrders(
  db: Db,
  due: { providers: PaymentProviderName[]; now: Date; limit: number },
) {
  return db
    .selectFrom('payments')
    .innerJoin('orders', (join) =>
      join.onRef('orders.tenant_id', '=', 'payments.tenant_id').onRef('orders.id', '=', 'payments.order_id'),
    )
    .select(FOLLOWUP_COLUMNS)
    .where('payments.status', '=', 'pending')
    .where('payments.provider', 'in', due.providers)
    .where('orders.status', 'in', AWAITING_PAYMENT)
    .where('orders.expires_at', '<=', due.now)
    .orderBy('orders.expires_at')
    .limit(due.limit)
    .execute();
}

/** Payments we closed within the last day whose gateway side is not yet known to be closed, oldest first. */
export function listPaymentsToCloseAtProvider(
  db: Db,
  close: { providers: PaymentProviderName[]; now: Date; limit: number },
) {
  return db
    .selectFrom('payments')
    .select(FOLLOWUP_COLUMNS)
    .where('payments.status', '=', 'closed')
    .where('payments.provider_closed_at', 'is', null)
    .where('payments.provider', 'in', close.providers)
    .where('payments.closed_at', '>', sql<Date>`${close.now}::timestamptz - interval '1 day'`)
    .orderBy('payments.closed_at')
    .limit(close.limit)
    .execute();
}

export function markClosedAtProvider(db: Db, tenantId: number, paymentId: number, at: Date) {
  return db
    .updateTable('payments')
    .set({ provider_closed_at: at })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', paymentId)
    .execute();
}

/** Late payments waiting for their refund through the provider whose next try is due, oldest first. */
export function listRefundsDue(db: Db, due: { providers: PaymentProviderName[]; now: Date; limit: number }) {
  return db
    .selectFrom('payments')
    .select([...FOLLOWUP_COLUMNS, 'payments.amount_fen', 'payments.refund_attempts', 'payments.purpose'])
    .where('payments.status', '=', 'refund_required')
    .where('payments.provider', 'in', due.providers)
    .where((eb) => eb.or([eb('payments.refund_next_at', 'is', null), eb('payments.refund_next_at', '<=', due.now)]))
    .orderBy('payments.id')
    .limit(due.limit)
    .execute();
}

/** Records a failed refund try: the count, the error (no secrets: the gateway's code) and when to try again. */
export function recordRefundFailure(
  db: Db,
  tenantId: number,
  paymentId: number,
  failure: { attempts: number; error: string; nextAt: Date },
) {
  return db
    .updateTable('payments')
    .set({ refund_attempts: failure.attempts, refund_error: failure.error, refund_next_at: failure.nextAt })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', paymentId)
    .where('status', '=', 'refund_required')
    .execute();
}

/**
 * Takes up to `limit` pending gateway refunds (staff and claim refunds) whose next try is due, across tenants, oldest
 * due first, and moves their next try to `leaseUntil`, in one statement: rows another instance holds are skipped
 * (SKIP LOCKED), and once this statement commits the others see them as not due until the lease ends — so two
 * instances never send one row at once, and a row whose sender died is sent again after the lease.
 */
export function takeProviderRefundsDue(
  db: Db,
  due: { providers: PaymentProviderName[]; now: Date; leaseUntil: Date; limit: number },
) {
  const taken = db
    .selectFrom('provider_refunds')
    .select(['tenant_id', 'id'])
    .where('status', '=', 'pending')
    .where('provider', 'in', due.providers)
    .where('next_attempt_at', '<=', due.now)
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(due.limit)
    .forUpdate()
    .skipLocked();
  return db
    .updateTable('provider_refunds')
    .from(taken.as('taken'))
    .set({ next_attempt_at: due.leaseUntil })
    .whereRef('provider_refunds.tenant_id', '=', 'taken.tenant_id')
    .whereRef('provider_refunds.id', '=', 'taken.id')
    .returningAll('provider_refunds')
    .execute();
}

/** Marks a gateway refund sent (the gateway accepted it). */
export function markProviderRefundDone(db: Db, tenantId: number, refundId: number, at: Date) {
  return db
    .updateTable('provider_refunds')
    .set({ status: 'done', done_at: at, last_error: null })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', refundId)
    .where('status', '=', 'pending')
    .execute();
}

/** Records a failed try of a gateway refund: the count, the error (the gateway's code) and when to try again. */
export function recordProviderRefundFailure(
  db: Db,
  tenantId: number,
  refundId: number,
  failure: { attempts: number; error: string; nextAt: Date },
) {
  return db
    .updateTable('provider_refunds')
    .set({ attempts: failure.attempts, last_error: failure.error, next_attempt_at: failure.nextAt })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', refundId)
    .where('status', '=', 'pending')
    .execute();
}
