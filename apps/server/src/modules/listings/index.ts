/** Listings as other features use them: the public listing, its shown price, summaries and view counting. */

export { shownPriceFen } from './listing-price.ts';
export { type ListingRegionColumns, listingSearchColumns } from './listing-search-ids.ts';
export { renderAttributes } from './listing-view.ts';
export { findPublicListing, recordListingView } from './listings.repository.ts';
export { toListingSummaries } from './listings.service.ts';
