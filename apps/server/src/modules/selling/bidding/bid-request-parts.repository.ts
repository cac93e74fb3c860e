import type { BidRequestStatus } from '@gs/shared/bidding';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Database } from '../../../db/database.ts';
import type { RecycleBidRequestsTable } from '../../../db/tables/bidding.table.ts';

/* Query parts the requests' lists share (the seller's list and the owner's review), on a request aliased `r`. */

/** A request aliased `r`, as the lists select it. */
type RequestRef = ExpressionBuilder<Database & { r: RecycleBidRequestsTable }, 'r'>;

/** The request's quote count and highest quote (replaced quotes not counted), as `quote_count` and `highest_fen`. */
export function quoteFigures(eb: RequestRef) {
  const counted = eb
    .selectFrom('recycle_bid_quotes as q')
    .whereRef('q.tenant_id', '=', 'r.tenant_id')
    .whereRef('q.request_id', '=', 'r.id')
    .where('q.status', '<>', 'superseded');
  return [
    counted.select((sub) => sub.fn.countAll<string>().as('n')).as('quote_count'),
    counted.select((sub) => sub.fn.max('q.amount_fen').as('m')).as('highest_fen'),
  ];
}

/**
 * `r` has the status as answered: a request still `quoting` past its deadline counts as `expired` even before the
 * sweep writes it.
 */
export function effectiveStatusIs(status: BidRequestStatus | undefined, now: Date) {
  if (status === 'quoting') return sql<boolean>`(r.status = 'quoting' AND r.deadline_at > ${now})`;
  if (status === 'expired') {
    return sql<boolean>`(r.status = 'expired' OR (r.status = 'quoting' AND r.deadline_at <= ${now}))`;
  }
  return sql<boolean>`r.status = ${status ?? ''}`;
}

/** `r` no longer takes quotes: decided or cancelled, or past its deadline (swept or not). */
export function closedRequestsWhere(now: Date) {
  return sql<boolean>`(r.status <> 'quoting' OR r.deadline_at <= ${now})`;
}
