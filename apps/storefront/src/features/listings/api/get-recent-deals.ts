import type { RecentDeal } from '@gs/shared/listings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { getCheckedLazily, lazySchema } from '../../../lib/request';
import { listingKeys } from './listing-keys';

// Loaded with the first call (see lazySchema), not with the home page's start.
const recentDealsSchema = lazySchema(() =>
  import('@gs/shared/listings').then((module) => z.array(module.recentDealSchema)),
);

/** GET /api/saleOrder/web/recently/deal?limit: the latest sold listings (no buyer). */
export async function getRecentDeals(limit: number, options: { signal?: AbortSignal } = {}): Promise<RecentDeal[]> {
  return getCheckedLazily(recentDealsSchema, '/api/saleOrder/web/recently/deal', { limit }, options);
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
