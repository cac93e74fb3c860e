import type { Locale } from '@gs/shared/tenant';

/** Consignment: submitting, editing, review, up/down. */
export const consignmentMessages = {} satisfies Record<string, Record<Locale, string>>;
