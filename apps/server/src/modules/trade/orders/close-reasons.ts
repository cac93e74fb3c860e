/**
 * The fixed English phrases the system stores as an order's close reason (stable in the database and the logs;
 * order-notes.ts shows them in the reader's language).
 */
export const CLOSE_REASON = {
  paymentTimedOut: 'payment time ran out',
  balanceTimedOut: 'balance not paid in time',
  cancelledByBuyer: 'cancelled by buyer',
} as const;
