import { type ListingSummary, listingSummarySchema } from '@gs/shared/listings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/request';
import { listingKeys } from './listing-keys';

const summariesSchema = z.array(listingSummarySchema);

/** GET /api/web/recommend/{id}: up to 8 listings on sale of the same game near its price. */
export async function getRecommendations(
  id: number,
  options: { signal?: AbortSignal } = {},
): Promise<ListingSummary[]> {
  const data = await api.get(`/api/web/recommend/${id}`, undefined, options);
  return summariesSchema.parse(data);
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
