import type { Db } from '../../../db/database.ts';

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
