import type { Db } from '../../../db/database.ts';
import type { OrderRow } from '../../../db/tables/orders.table.ts';
import { refundToBuyer } from './buyer-refund.ts';
import { type Actor, transitionOrder } from './order-lifecycle.ts';
import { type OrderOutcomeHooks, runOrderOutcomeHook } from './order-outcome-hooks.ts';
import { closePendingPayments } from './order-payments.repository.ts';
import { setListingStatus } from './orders.repository.ts';
import { releasedListingStatus } from './recycle-order-rules.ts';

export interface OrderRefund {
  /** What goes back to the buyer (at most what the order still holds). */
  amount: number;
  /**
   * Who pays: `escrow` before completion (what is held and not refunded stays with the merchant as the cancellation
   * charge), `guarantee` after completion (the shop's guarantee reserve, for a claim decided for the buyer).
   */
  from: 'escrow' | 'guarantee';
  relist: boolean;
  reason: string;
  /** The ledger posting's idempotency key. */
  key: string;
}

/**
 * The one refund step (staff's refund, a claim's full refund): the money goes back to the buyer (the ledger's
 * `buyer` account, with the gateway refunds queued that send it back the way they paid), open payments are closed,
 * the order becomes refunded, and the listing goes back on sale when `relist`, else off the shelf before completion
 * or `retrieved` after it (a recycle order's listing returns to its seller's draft before completion); the hook of the
 * order's origin runs. In the caller's transaction, with the order row locked.
 */
export async function refundOrderInFull(
  db: Db,
  tenantId: number,
  order: OrderRow,
  refund: OrderRefund,
  actor: Actor,
  at: Date,
  hooks: OrderOutcomeHooks,
): Promise<OrderRow> {
  const held = order.paid_fen - order.refunded_fen;
  await refundToBuyer(db, tenantId, order, {
    kind: 'refund',
    key: refund.key,
    at,
    amount: refund.amount,
    reason: refund.reason,
    from:
      refund.from === 'guarantee'
        ? [{ account: 'guarantee', amount: -refund.amount }]
        : [
            { account: 'escrow', amount: -held },
            { account: 'merchant', amount: held - refund.amount },
          ],
  });
  await closePendingPayments(db, tenantId, order.id, at);
  const updated = await transitionOrder(db, tenantId, order, 'refunded', actor, at, {
    refunded_fen: order.refunded_fen + refund.amount,
    closed_at: at,
    close_reason: refund.reason,
    auto_confirm_at: null,
  });
  const settled = order.completed_at !== null;
  if (!settled && order.origin === 'bid_recycle') {
    await setListingStatus(db, tenantId, order.listing_id, ['locked', 'sold'], releasedListingStatus(order), at);
  } else if (refund.relist) {
    await setListingStatus(db, tenantId, order.listing_id, ['locked', 'sold', 'retrieved', 'off_shelf'], 'on_sale', at);
  } else {
    await setListingStatus(db, tenantId, order.listing_id, ['locked', 'sold'], settled ? 'retrieved' : 'off_shelf', at);
  }
  await runOrderOutcomeHook(hooks, db, updated, 'refunded', at);
  return updated;
}
