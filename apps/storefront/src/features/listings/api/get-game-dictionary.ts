import { type GameDictionary, gameDictionarySchema } from '@gs/shared/games';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { listingKeys } from './listing-keys';

/** GET /api/web/good/attr/info?gameId: every attribute's choices by id, to render listing values. */
export async function getGameDictionary(
  gameId: number,
  options: { signal?: AbortSignal } = {},
): Promise<GameDictionary> {
  const data = await api.get('/api/web/good/attr/info', { gameId }, options);
  return gameDictionarySchema.parse(data);
}

export function gameDictionaryQueryOptions(gameId: number) {
  return queryOptions({
    queryKey: listingKeys.dictionary(gameId),
    queryFn: ({ signal }) => getGameDictionary(gameId, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useGameDictionary(gameId: number | null) {
  return useQuery({ ...gameDictionaryQueryOptions(gameId ?? 0), enabled: gameId !== null });
}
