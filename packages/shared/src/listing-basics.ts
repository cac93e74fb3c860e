/*
 * What the storefront's product list needs of the listing contract without a schema: the kinds, the sorts and the
 * search's limits. listings.ts re-exports all of it; the list page imports it from here so that starting the page
 * builds none of listings.ts's schemas (nor games.ts's and envelope.ts's, which listings.ts imports): they load with
 * the first call that parses an answer.
 */

export const listingKinds = ['self_operated', 'consignment', 'special_offer'] as const;
export type ListingKind = (typeof listingKinds)[number];

export const listingSorts = ['price_asc', 'price_desc', 'time_asc', 'time_desc'] as const;
export type ListingSort = (typeof listingSorts)[number];

export const LISTING_PAGE_SIZE_MAX = 100;
/** The largest price filter, in fen (¥1,000,000,000). */
export const PRICE_FILTER_MAX = 100_000_000_000;
/** Results beyond this position are not served (ask for narrower filters); filtered totals are counted up to it. */
export const LISTING_SEARCH_MAX_WINDOW = 10_000;

/** The highest level index a choice-with-level attribute may have (16 levels). */
export const LEVEL_INDEX_MAX = 15;
