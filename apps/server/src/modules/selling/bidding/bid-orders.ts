import type { Db } from '../../../db/database.ts';
import type { OrderOutcome, OrderOutcomeEvent, OrderOutcomeHooks } from '../../trade/index.ts';
import { settleBidDeposit } from './bid-deposit.service.ts';
import { endAcceptedBidRequest } from './bid-requests.repository.ts';
import { BID_REQUEST_MOVES } from './bid-transitions.ts';

/*
 * An accepted request and its recycle order. The accept opens the order (trade's createRecycleOrder, in the accept's
 * transaction); from then on the request follows the order: trade calls `followRecycleOrder` — the `bid_recycle`
 * hook of `biddingOrderOutcomeHooks`, which the composition puts into the app's trade deps — inside the transaction
 * of the step that ends the order, so trade never imports bidding and the request can never disagree with its order.
 *
 * - completed (the recycler confirmed, or it auto-confirmed; the seller's wallet is credited): `completed`;
 * - lapsed (not paid within the window, or cancelled by the recycler before paying): `expired` — the account is
 *   back in the seller's draft and the request is not re-opened (other quotes were rejected at the accept; the
 *   seller submits again to ask again);
 * - refunded by staff before completion: `cancelled`. A refund after completion (after-sale) leaves it `completed`.
 */
const requestMoveAfter: Record<OrderOutcome, 'complete' | 'lapse' | 'refund'> = {
  completed: 'complete',
  lapsed: 'lapse',
  refunded: 'refund',
};

/** The order's end written onto its accepted request (no-op when the request has ended already). */
export async function followRecycleOrder(db: Db, event: OrderOutcomeEvent): Promise<void> {
  const move = requestMoveAfter[event.outcome];
  const status = BID_REQUEST_MOVES[move].to;
  const ended = await endAcceptedBidRequest(
    db,
    event.tenantId,
    { orderId: event.orderId, listingId: event.listingId },
    move,
    event.at,
  );
  // The seller's deposit ends with the trade: returned, or the recycler's when staff refunded it (bid-deposit).
  if (ended) {
    await settleBidDeposit(
      db,
      event.tenantId,
      { id: ended.id, status, order_id: event.orderId },
      event.buyerUserId,
      event.at,
    );
  }
}

/** Bidding's hooks on how orders end, for the app's trade deps (composition/create-app-deps.ts). */
export const biddingOrderOutcomeHooks: OrderOutcomeHooks = { bid_recycle: followRecycleOrder };
