import { type BidRequestStatus, bidQuoteStatuses, bidRequestStatuses } from '@gs/shared/bidding';
import { describe, expect, it } from 'vitest';
import { BID_QUOTE_MOVES, BID_REQUEST_MOVES, bidRequestFrom, canMoveBidRequest } from './bid-transitions.ts';

describe('BID_REQUEST_MOVES', () => {
  it('names only statuses of the shared enums, each move from at least one status', () => {
    for (const move of Object.values(BID_REQUEST_MOVES)) {
      expect(bidRequestStatuses).toContain(move.to);
      expect(move.from.length).toBeGreaterThan(0);
      for (const from of move.from) expect(bidRequestStatuses).toContain(from);
    }
    for (const move of Object.values(BID_QUOTE_MOVES)) {
      expect(bidQuoteStatuses).toContain(move.to);
      for (const from of move.from) expect(bidQuoteStatuses).toContain(from);
    }
  });

  it('lets nothing out of a final status', () => {
    for (const from of ['completed', 'cancelled', 'expired'] as const) {
      for (const to of bidRequestStatuses) expect(canMoveBidRequest(from, to), `${from} → ${to}`).toBe(false);
    }
  });

  it('decides a request only while it is quoting, and ends it only once accepted', () => {
    expect(bidRequestFrom('accept')).toEqual(['quoting']);
    expect(bidRequestFrom('cancel')).toEqual(['quoting']);
    expect(bidRequestFrom('expire')).toEqual(['quoting']);
    expect(bidRequestFrom('complete')).toEqual(['accepted']);
    expect(bidRequestFrom('lapse')).toEqual(['accepted']);
    expect(bidRequestFrom('refund')).toEqual(['accepted']);
  });

  it('allows every step the flow takes and refuses the ones it never takes', () => {
    const allowed: [BidRequestStatus, BidRequestStatus][] = [
      ['quoting', 'accepted'],
      ['quoting', 'cancelled'],
      ['quoting', 'expired'],
      ['accepted', 'completed'],
      ['accepted', 'expired'],
      ['accepted', 'cancelled'],
    ];
    for (const [from, to] of allowed) expect(canMoveBidRequest(from, to), `${from} → ${to}`).toBe(true);
    const refused: [BidRequestStatus, BidRequestStatus][] = [
      ['quoting', 'completed'],
      ['accepted', 'quoting'],
      ['accepted', 'accepted'],
      ['quoting', 'quoting'],
    ];
    for (const [from, to] of refused) expect(canMoveBidRequest(from, to), `${from} → ${to}`).toBe(false);
  });

  it('moves a quote only while it is active', () => {
    for (const move of Object.values(BID_QUOTE_MOVES)) expect(move.from).toEqual(['active']);
  });
});
