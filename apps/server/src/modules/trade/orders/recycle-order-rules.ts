import type { ListingStatus } from '@gs/shared/listings';
import type { OrderOrigin } from '../../../db/tables/orders.table.ts';

/*
 * Recycle orders (price-competition recycle, DOMAIN "Selling"): when a seller accepts a recycler's quote, the
 * recycler buys the account through an ordinary order on the request's draft listing — pays into escrow, staff
 * verify and rebind it, the credentials are delivered from the vault, the recycler confirms (or it auto-confirms)
 * and settlement credits the seller's wallet. What differs from a purchase, all here or in `quoteRecycleOrder`:
 * - money: the accepted amount only (no guarantee, no service fee, no markup, no deposit); the seller pays the
 *   bidding commission (`bid_commission_rate_bp` / `bid_commission_min_fen` of the tenant's trade_fee dictionary);
 * - payment window: the tenant's `recycle_payment_hours` (default 24), not the buyer's minutes (a recycler is a
 *   business paying by transfer);
 * - no real-name check of the recycler here: the role is granted by the merchant, and a seller's accept must not
 *   fail on the recycler's profile;
 * - when the order closes before settlement (unpaid, or refunded before completion, whatever staff chose for
 *   `relist`) the listing goes back to `draft`, never on sale: the account is the seller's, and was never on the
 *   market. A refund after completion (an after-sale claim) marks it `retrieved` as for any sale;
 * - the feature that opened the order learns its end through its outcome hook (order-outcome-hooks.ts).
 */

/** The listing's status once an order on it closes before settlement: back on sale, or back to the seller's draft. */
export function releasedListingStatus(order: { origin: OrderOrigin }): ListingStatus {
  return order.origin === 'bid_recycle' ? 'draft' : 'on_sale';
}
