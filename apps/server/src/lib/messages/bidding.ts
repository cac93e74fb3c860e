import type { Locale } from '@gs/shared/tenant';

/** Price-competition recycle: requests, sealed quotes, acceptance and expiry. */
export const biddingMessages = {} satisfies Record<string, Record<Locale, string>>;
