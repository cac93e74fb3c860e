import type { ListingSummary } from '@gs/shared/listings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { getCheckedLazily, lazySchema } from '../../../lib/request';
import { listingKeys } from './listing-keys';

// Loaded with the first call (see lazySchema), not with the page's start: a server-rendered page hydrates the answer.
const summariesSchema = lazySchema(() =>
  import('@gs/shared/listings').then((module) => z.array(module.listingSummarySchema)),
);

/** GET /api/web/recommend/{id}: up to 8 listings on sale of the same game near its price. */
export async function getRecommendations(
  id: number,
  options: { signal?: AbortSignal } = {},
): Promise<ListingSummary[]> {
  return getCheckedLazily(summariesSchema, `/api/web/recommend/${id}`, undefined, options);
}

export function recommendationsQueryOptions(id: number) {
  return queryOptions({
    queryKey: listingKeys.recommendations(id),
    queryFn: ({ signal }) => getRecommendations(id, { signal }),
    staleTime: 60_000,
  });
}

export function useRecommendations(id: number | null) {
  return useQuery({ ...recommendationsQueryOptions(id ?? 0), enabled: id !== null });
}
