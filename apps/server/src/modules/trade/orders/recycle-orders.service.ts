import type { Order } from '@gs/shared/orders';
import { inTransaction } from '../../../db/transaction.ts';
import { AppError } from '../../../lib/errors.ts';
import { addHours } from './order-lifecycle.ts';
import { isSecondLiveOrder, openOrder } from './order-open.ts';
import { quoteRecycleOrder } from './order-pricing.ts';
import { loadTradeFees, type TradeSettingsScope } from './order-settings.ts';
import { toOrder } from './order-view.ts';
import { lockDraftListingAtPrice } from './orders.repository.ts';

export interface RecycleOrderInput {
  /** The seller's draft listing holding the account (and its vault credentials). */
  listingId: number;
  sellerUserId: number;
  /** The accepted recycler: the order's buyer. */
  buyerUserId: number;
  /** The accepted amount. */
  priceFen: number;
}

/**
 * Opens the `pending_payment` recycle order for the accepted recycler, in the caller's transaction (the accept's):
 * the draft listing takes the accepted price and becomes `locked`. 409 when the listing is not that seller's draft
 * any more or already has a live order; 422 when the recycler is the seller.
 */
export async function createRecycleOrder(
  scope: TradeSettingsScope,
  input: RecycleOrderInput,
  at: Date,
): Promise<Order> {
  if (input.buyerUserId === input.sellerUserId) throw new AppError(422, 'OWN_LISTING', 'cannotBuyOwnListing');
  const fees = await loadTradeFees(scope);
  return inTransaction(scope.db, async (trx) => {
    const listing = await lockDraftListingAtPrice(
      trx,
      scope.tenantId,
      { id: input.listingId, sellerUserId: input.sellerUserId, priceFen: input.priceFen },
      at,
    );
    if (!listing) throw new AppError(409, 'LISTING_UNAVAILABLE', 'listingNotOnSale');
    try {
      const order = await openOrder(trx, scope.tenantId, {
        origin: 'bid_recycle',
        listing,
        buyerUserId: input.buyerUserId,
        guarantee: 'none',
        payMode: 'full',
        quote: quoteRecycleOrder(input.priceFen, fees),
        expiresAt: addHours(at, fees.recyclePaymentHours),
        actor: { actor: 'system', userId: null, note: 'recycle quote accepted' },
        at,
      });
      return toOrder(order);
    } catch (error) {
      if (isSecondLiveOrder(error)) throw new AppError(409, 'LISTING_LOCKED', 'listingLocked');
      throw error;
    }
  });
}
