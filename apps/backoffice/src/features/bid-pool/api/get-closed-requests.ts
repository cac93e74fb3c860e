import { type ClosedBidRequestStatus, closedBidRequestPageSchema } from '@gs/shared/bidding';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { bidPoolKeys } from './bid-pool-keys';

interface ClosedFilter {
  status: ClosedBidRequestStatus | null;
  pageNum: number;
  pageSize: number;
}

/** GET /api/recycler/requests (owner): closed bidding requests with their quote figures, latest deadline first. */
export async function getClosedRequests(filter: ClosedFilter, options: { signal?: AbortSignal } = {}) {
  const query = {
    pageNum: filter.pageNum,
    pageSize: filter.pageSize,
    ...(filter.status ? { status: filter.status } : {}),
  };
  return closedBidRequestPageSchema.parse(await api.get('/api/recycler/requests', query, options));
}

export function closedRequestsQueryOptions(filter: ClosedFilter) {
  return queryOptions({
    queryKey: bidPoolKeys.closed(filter),
    queryFn: ({ signal }) => getClosedRequests(filter, { signal }),
    placeholderData: keepPreviousData,
  });
}
