import { BID_QUOTE_NOTE_MAX, BID_QUOTES_PER_DAY, type BidRequestStatus } from '@gs/shared/bidding';
import { AppError } from '../../../lib/errors.ts';
import { bidStatusNames } from '../../../lib/messages/bidding.ts';

/*
 * The rules of the bidding pool in one place. A request takes quotes, an accept or a cancel only while it is
 * `quoting` and before its deadline; past the deadline it is closed at once, answered as `expired`, whether or not
 * the sweep has written that yet. The minimum increment of a recycler's next quote is `minimumNextQuoteFen` in the
 * shared contract (max(¥1, 1 %) over their own previous quote), so the storefront shows the same figure.
 */

interface RequestState {
  status: BidRequestStatus;
  deadline_at: Date;
}

/** Whether the request still takes quotes, an accept or a cancel. */
export function isBidOpen(request: RequestState, now: Date): boolean {
  return request.status === 'quoting' && request.deadline_at.getTime() > now.getTime();
}

/** The status as answered: `quoting` past the deadline is `expired` before the sweep writes it. */
export function effectiveBidStatus(request: RequestState, now: Date): BidRequestStatus {
  return request.status === 'quoting' && !isBidOpen(request, now) ? 'expired' : request.status;
}

/** 409 unless the request is open: naming its state in words, or that the deadline has passed. */
export function assertBidOpen(request: RequestState, now: Date): void {
  if (isBidOpen(request, now)) return;
  if (request.status === 'quoting') throw new AppError(409, 'CONFLICT', 'bidDeadlinePassed');
  throw new AppError(409, 'CONFLICT', 'bidNotQuoting', { params: { status: bidStatusNames[request.status] } });
}

// China Standard Time has no daylight saving: a day starts at 16:00 UTC the day before.
const CST_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** The start of the calendar day (China Standard Time, UTC+8) `now` falls in: the quote limit counts from here. */
export function quoteDayStart(now: Date): Date {
  const local = now.getTime() + CST_OFFSET_MS;
  return new Date(local - (local % DAY_MS) - CST_OFFSET_MS);
}

/** Quotes the recycler may still make on a request today, given how many they made. */
export function quotesLeftToday(madeToday: number): number {
  return Math.max(0, BID_QUOTES_PER_DAY - madeToday);
}

/** 422 when the recycler has used up today's quotes on the request. */
export function assertQuoteAllowance(madeToday: number): void {
  if (madeToday >= BID_QUOTES_PER_DAY) {
    throw new AppError(422, 'BUSINESS_RULE', 'bidQuoteLimit', { params: { max: BID_QUOTES_PER_DAY } });
  }
}

/** 400 (on `body.note`) unless the normalised note is plain text of at most BID_QUOTE_NOTE_MAX characters. */
export function assertQuoteNote(note: string | null): void {
  if (note === null) return;
  // Characters as PostgreSQL's char_length counts them (code points), so the check matches the column's.
  if ([...note].length > BID_QUOTE_NOTE_MAX) {
    const params = { max: BID_QUOTE_NOTE_MAX };
    throw new AppError(400, 'VALIDATION_FAILED', 'bidQuoteNoteTooLong', {
      params,
      fields: [{ field: 'body.note', messageKey: 'bidQuoteNoteTooLong', params }],
    });
  }
  if (/\p{Cc}/u.test(note)) {
    throw new AppError(400, 'VALIDATION_FAILED', 'bidQuoteNoteInvalid', {
      fields: [{ field: 'body.note', messageKey: 'bidQuoteNoteInvalid' }],
    });
  }
}
