/** Selling: consignment and recycle forms, and the region pickers they use. */
export { sellingPlugin } from './selling.plugin.ts';
