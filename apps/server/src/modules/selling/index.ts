/**
 * Selling as one feature: the intake every way to sell shares, consignment (with the staff's listing review), price
 * competition (竞价回收) and quick recycle (快速回收).
 */

export { bidDepositPurpose } from './bidding/bid-deposit.service.ts';
export { biddingOrderOutcomeHooks } from './bidding/bid-orders.ts';
export { formAttributes, validateListingAttributes } from './listing-attributes.ts';
export { ensureRecycleRule } from './quick-recycle/recycle-rules.service.ts';
export { sellingPlugin } from './selling.plugin.ts';
