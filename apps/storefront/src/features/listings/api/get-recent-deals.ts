import { type RecentDeal, recentDealSchema } from '@gs/shared/listings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/request';
import { listingKeys } from './listing-keys';

const recentDealsSchema = z.array(recentDealSchema);

/** GET /api/saleOrder/web/recently/deal?limit: the latest sold listings (no buyer). */
export async function getRecentDeals(limit: number, options: { signal?: AbortSignal } = {}): Promise<RecentDeal[]> {
  const data = await api.get('/api/saleOrder/web/recently/deal', { limit }, options);
  return recentDealsSchema.parse(data);
}

export function recentDealsQueryOptions(limit = 10) {
  return queryOptions({
    queryKey: listingKeys.recentDeals(limit),
    queryFn: ({ signal }) => getRecentDeals(limit, { signal }),
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}

export function useRecentDeals(limit = 10) {
  return useQuery(recentDealsQueryOptions(limit));
}
