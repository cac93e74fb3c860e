/** Quick recycle: valuation rules, the sellers' requests, staff verification and payment. */

export { quoteRecycle } from './recycle-quote.ts';
export { ensureRecycleRule } from './recycle-rules.service.ts';
export { recyclingPlugin } from './recycling.plugin.ts';
