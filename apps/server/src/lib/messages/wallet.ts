import type { Locale } from '@gs/shared/tenant';

/** The seller's wallet and withdrawals. */
export const walletMessages = {} satisfies Record<string, Record<Locale, string>>;
