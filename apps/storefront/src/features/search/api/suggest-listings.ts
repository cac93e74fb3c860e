import { type ListingSummary, listingSummarySchema } from '@gs/shared/listings';
import { sessionIndependentMeta } from '@gs/web/session-scope';
import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/request';

const suggestionsSchema = z.array(listingSummarySchema);

/** How many listings the type-ahead shows under the games. */
export const SUGGESTED_LISTINGS = 5;

/** GET /api/web/good/suggest: listings on sale of any game whose title contains `keyword` or whose number it is. */
export async function suggestListings(
  keyword: string,
  options: { signal?: AbortSignal } = {},
): Promise<ListingSummary[]> {
  const data = await api.get('/api/web/good/suggest', { keyword, limit: SUGGESTED_LISTINGS }, options);
  return suggestionsSchema.parse(data);
}

export const searchKeys = {
  all: ['search'] as const,
  suggestions: (keyword: string) => [...searchKeys.all, 'listings', keyword] as const,
};

export function listingSuggestionsQueryOptions(keyword: string) {
  const text = keyword.trim();
  return queryOptions({
    queryKey: searchKeys.suggestions(text.toLowerCase()),
    queryFn: ({ signal }) => suggestListings(text, { signal }),
    staleTime: 30_000,
    meta: sessionIndependentMeta,
  });
}

/** The listings suggested for `keyword` (idle for empty text); the last answer stays shown while the next loads. */
export function useListingSuggestions(keyword: string) {
  return useQuery({
    ...listingSuggestionsQueryOptions(keyword),
    enabled: keyword.trim() !== '',
    placeholderData: keepPreviousData,
  });
}

/** The listing on sale whose number is `text` (the list page's keyword matches numbers too), or null. */
export async function findListingByNumber(queryClient: QueryClient, text: string): Promise<ListingSummary | null> {
  const found = await queryClient.fetchQuery(listingSuggestionsQueryOptions(text)).catch(() => []);
  return found.find((listing) => listing.number === text.trim().toUpperCase()) ?? null;
}
