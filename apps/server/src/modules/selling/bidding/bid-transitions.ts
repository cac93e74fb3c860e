import type { BidQuoteStatus, BidRequestStatus } from '@gs/shared/bidding';

/**
 * A bidding request's moves, in one table: each names the statuses it starts from and the one it ends in. The
 * repositories' conditional updates (`UPDATE … WHERE status IN (from)`) take `from` from here, so of two racing steps
 * exactly one wins, and no call site lists statuses of its own. Who may take a step (seller, sweep, the recycle
 * order's end) and the deadline are the caller's rules, not the table's.
 */
export const BID_REQUEST_MOVES = {
  /** The seller accepts an active quote before the deadline (the recycle order opens). */
  accept: { from: ['quoting'], to: 'accepted' },
  /** The seller withdraws the request before the deadline. */
  cancel: { from: ['quoting'], to: 'cancelled' },
  /** The deadline passed without an accept (the sweep). */
  expire: { from: ['quoting'], to: 'expired' },
  /** The recycle order completed. */
  complete: { from: ['accepted'], to: 'completed' },
  /** The recycle order lapsed unpaid: not re-opened. */
  lapse: { from: ['accepted'], to: 'expired' },
  /** Staff refunded the recycle order before completion. */
  refund: { from: ['accepted'], to: 'cancelled' },
} as const satisfies Record<string, { from: readonly BidRequestStatus[]; to: BidRequestStatus }>;

export type BidRequestMove = keyof typeof BID_REQUEST_MOVES;

/** A quote's moves: replaced by the recycler's next quote, accepted by the seller, rejected when the request closes. */
export const BID_QUOTE_MOVES = {
  supersede: { from: ['active'], to: 'superseded' },
  accept: { from: ['active'], to: 'accepted' },
  reject: { from: ['active'], to: 'rejected' },
} as const satisfies Record<string, { from: readonly BidQuoteStatus[]; to: BidQuoteStatus }>;

export type BidQuoteMove = keyof typeof BID_QUOTE_MOVES;

/** Whether some move of the table takes a request in `from` to `to`. */
export function canMoveBidRequest(from: BidRequestStatus, to: BidRequestStatus): boolean {
  return Object.values(BID_REQUEST_MOVES).some(
    (move) => move.to === to && (move.from as readonly BidRequestStatus[]).includes(from),
  );
}

/** The "from" statuses of a request move, as a mutable list for a query's `IN`. */
export const bidRequestFrom = (move: BidRequestMove): BidRequestStatus[] => [...BID_REQUEST_MOVES[move].from];

/** The "from" statuses of a quote move, as a mutable list for a query's `IN`. */
export const bidQuoteFrom = (move: BidQuoteMove): BidQuoteStatus[] => [...BID_QUOTE_MOVES[move].from];
