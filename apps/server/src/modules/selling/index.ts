/** Selling: consignment and recycle forms, the region pickers they use, and the blacklist every way to sell checks. */

export { blacklistHit, loginDigestOf } from './consignment/blacklist.service.ts';
export { formAttributes, validateListingAttributes } from './listing-attributes.ts';
export { sellingPlugin } from './selling.plugin.ts';
