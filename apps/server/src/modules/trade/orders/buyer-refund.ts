import type { Db } from '../../../db/database.ts';
import type { OrderRow } from '../../../db/tables/orders.table.ts';
import { inTransaction } from '../../../db/transaction.ts';
import type { NewEntry } from '../ledger/ledger.repository.ts';
import { postEntries } from '../ledger/ledger.service.ts';
import { insertProviderRefunds, listRefundablePayments } from './order-payments.repository.ts';

export interface BuyerRefund {
  /** The ledger posting's kind and idempotency key; the gateway's request numbers derive from the key. */
  kind: string;
  key: string;
  at: Date;
  /** What goes back to the buyer, in fen. */
  amount: number;
  /** Where it comes from: entries that balance the buyer's credit of `amount`. */
  from: NewEntry[];
  /** Shown to the buyer by the gateway. */
  reason: string;
}

/** The gateway's out_request_no for one payment's part of a refund: stable for a key, at most 64 characters. */
export function refundRequestNo(key: string, paymentId: number): string {
  const requestNo = `${key.replaceAll(':', '-')}-${paymentId}`;
  if (requestNo.length > 64) throw new Error(`refund request number too long: ${requestNo}`);
  return requestNo;
}

/**
 * Gives money back to the buyer "through the way they paid" (the ledger's `buyer` account) and, in the same
 * transaction, queues the gateway refunds that return it (sent by the scheduler). The amount is split over the order's
 * succeeded payments newest first (the balance before the deposit), each taking at most its amount less what earlier
 * queued refunds took from it. Queued whatever the provider: one that cannot refund is skipped by the sweep. A posting
 * made before (a retried step) posts and queues nothing; answers whether it posted. Throws (the caller's transaction
 * rolls back) when the payments cannot cover the amount: the ledger must never promise what no gateway will send.
 */
export async function refundToBuyer(
  db: Db,
  tenantId: number,
  order: Pick<OrderRow, 'id' | 'buyer_user_id'>,
  refund: BuyerRefund,
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const posted = await postEntries(trx, tenantId, {
      orderId: order.id,
      kind: refund.kind,
      key: refund.key,
      at: refund.at,
      entries: [...refund.from, { account: 'buyer', userId: order.buyer_user_id, amount: refund.amount }],
    });
    if (!posted || refund.amount <= 0) return posted;
    let left = refund.amount;
    const rows = [];
    for (const payment of await listRefundablePayments(trx, tenantId, order.id)) {
      const take = Math.min(left, payment.amount_fen - payment.refunded_fen);
      if (take <= 0) continue;
      rows.push({
        tenant_id: tenantId,
        order_id: order.id,
        payment_id: payment.id,
        provider: payment.provider,
        out_trade_no: payment.out_trade_no,
        amount_fen: take,
        request_no: refundRequestNo(refund.key, payment.id),
        reason: refund.reason.slice(0, 256),
        next_attempt_at: refund.at,
        created_at: refund.at,
      });
      left -= take;
      if (left === 0) break;
    }
    if (left > 0) {
      throw new Error(`order ${order.id}: its payments cannot return ${refund.amount} fen (${left} fen short)`);
    }
    await insertProviderRefunds(trx, rows);
    return posted;
  });
}
