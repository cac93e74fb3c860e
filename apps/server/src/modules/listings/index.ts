/**
 * Listings as other features use them: the public listing, its shown price, summaries and view counting; the
 * search and region columns, numbers and draft listings the selling features write.
 */

export { newListingNumber } from './listing-number.ts';
export { shownPriceFen } from './listing-price.ts';
export { leafRegionColumns } from './listing-region.ts';
export { type ListingRegionColumns, listingSearchColumns, searchColumnValues } from './listing-search-ids.ts';
export { renderAttributes } from './listing-view.ts';
export {
  findPublicListing,
  insertDraftListing,
  listingRowColumns,
  recordListingView,
} from './listings.repository.ts';
export { toListingSummaries } from './listings.service.ts';
