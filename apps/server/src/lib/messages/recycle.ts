import type { Locale } from '@gs/shared/tenant';

/** Quick recycle: valuation, requests, verification and payment. */
export const recycleMessages = {} satisfies Record<string, Record<Locale, string>>;
