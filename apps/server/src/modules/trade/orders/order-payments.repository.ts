import { type Insertable, sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { ProviderRefundsTable } from '../../../db/tables/provider-refunds.table.ts';

// An order's rows of the payments table: what the order's own flow reads and closes (payments depend on orders).

/** Closes every pending payment of an order (it was cancelled or another payment of the part succeeded). */
export function closePendingPayments(db: Db, tenantId: number, orderId: number, at: Date, exceptId = 0) {
  return db
    .updateTable('payments')
    .set({ status: 'closed', closed_at: at })
    .where('tenant_id', '=', tenantId)
    .where('order_id', '=', orderId)
    .where('status', '=', 'pending')
    .where('id', '<>', exceptId)
    .execute();
}

export function listOrderPayments(db: Db, tenantId: number, orderId: number) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

/**
 * The order's succeeded payments with what queued gateway refunds already take from each, newest first (the balance
 * before the deposit): what a new refund through the provider may take from them.
 */
export async function listRefundablePayments(db: Db, tenantId: number, orderId: number) {
  const rows = await db
    .selectFrom('payments')
    .leftJoin('provider_refunds as refund', (join) =>
      join.onRef('refund.tenant_id', '=', 'payments.tenant_id').onRef('refund.payment_id', '=', 'payments.id'),
    )
    .select((eb) => [
      'payments.id',
      'payments.provider',
      'payments.out_trade_no',
      'payments.amount_fen',
      eb.fn.coalesce(eb.fn.sum<string>('refund.amount_fen'), sql<string>`0`).as('refunded_fen'),
    ])
    .where('payments.tenant_id', '=', tenantId)
    .where('payments.order_id', '=', orderId)
    .where('payments.status', '=', 'succeeded')
    .groupBy(['payments.id', 'payments.provider', 'payments.out_trade_no', 'payments.amount_fen', 'payments.paid_at'])
    .orderBy('payments.paid_at', (ob) => ob.desc().nullsLast())
    .orderBy('payments.id', 'desc')
    .execute();
  return rows.map((row) => ({ ...row, refunded_fen: Number(row.refunded_fen) }));
}

/** Queues gateway refunds; a request number queued before (a retried step) inserts nothing. */
export async function insertProviderRefunds(db: Db, rows: Insertable<ProviderRefundsTable>[]) {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insertInto('provider_refunds')
    .values(rows)
    .onConflict((oc) => oc.columns(['tenant_id', 'request_no']).doNothing())
    .returning('id')
    .execute();
  return inserted.length;
}
