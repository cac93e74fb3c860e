import type { ClosedBidRequestStatus } from '@gs/shared/bidding';
import { sessionScopeKey } from '@gs/web/session-scope';

export const bidPoolKeys = {
  all: [...sessionScopeKey, 'bid-pool'] as const,
  pool: (pageNum: number, pageSize: number) => [...bidPoolKeys.all, 'pool', pageNum, pageSize] as const,
  myQuotes: (pageNum: number) => [...bidPoolKeys.all, 'my-quotes', pageNum] as const,
  closed: (filter: { status: ClosedBidRequestStatus | null; pageNum: number; pageSize: number }) =>
    [...bidPoolKeys.all, 'closed', filter] as const,
  quotes: (requestId: number) => [...bidPoolKeys.all, 'quotes', requestId] as const,
};
