import { bidRequestQuotesSchema } from '@gs/shared/bidding';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { bidPoolKeys } from './bid-pool-keys';

/**
 * GET /api/recycler/requests/{id}/quotes: every quote for an owner once the request is closed (403 before: sealed),
 * the caller's own for a recycler.
 */
export async function getBidRequestQuotes(id: number, options: { signal?: AbortSignal } = {}) {
  return bidRequestQuotesSchema.parse(await api.get(`/api/recycler/requests/${id}/quotes`, undefined, options));
}

export function bidRequestQuotesQueryOptions(id: number) {
  return queryOptions({
    queryKey: bidPoolKeys.quotes(id),
    queryFn: ({ signal }) => getBidRequestQuotes(id, { signal }),
  });
}
