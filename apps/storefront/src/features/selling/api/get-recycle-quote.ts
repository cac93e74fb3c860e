import { type RecycleQuote, type RecycleQuoteInput, recycleQuoteSchema } from '@gs/shared/recycle';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { recycleKeys } from './recycle-keys';

/** POST /api/account/krecycle/quote: the quote for the game and the recycle form's values, with its basis. */
export async function getRecycleQuote(
  input: RecycleQuoteInput,
  options: { signal?: AbortSignal } = {},
): Promise<RecycleQuote> {
  return recycleQuoteSchema.parse(await api.post('/api/account/krecycle/quote', input, options));
}

/**
 * The quote of `input` (idle while null). The previous quote stays on screen while the next one loads; a refused
 * one (400: a value does not fit) is not retried.
 */
export function useRecycleQuote(input: RecycleQuoteInput | null) {
  return useQuery({
    queryKey: recycleKeys.quote(input ?? { gameId: 0, attrs: {} }),
    queryFn: ({ signal }) => getRecycleQuote(input ?? { gameId: 0, attrs: {} }, { signal }),
    enabled: input !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
  });
}
