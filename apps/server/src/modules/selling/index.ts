/** Selling: consignment and recycle forms, and the region pickers they use. */

export { formAttributes, validateListingAttributes } from './listing-attributes.ts';
export { sellingPlugin } from './selling.plugin.ts';
