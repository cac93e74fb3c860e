import { type Game, type GameListQuery, gameSchema } from '@gs/shared/games';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { gameKeys } from './game-keys';
import { api } from './request';

const gamesSchema = z.array(gameSchema);

/** GET /api/web/game/Type?type&keyword&initial: the tenant's games, filtered by type, alias text and initial. */
export async function getGames(query: GameListQuery, options: { signal?: AbortSignal } = {}): Promise<Game[]> {
  const data = await api.get('/api/web/game/Type', { ...query }, options);
  return gamesSchema.parse(data);
}

export function gamesQueryOptions(query: GameListQuery = {}) {
  return queryOptions({
    queryKey: gameKeys.games(query),
    queryFn: ({ signal }) => getGames(query, { signal }),
    staleTime: 60_000,
  });
}

export function useGames(query: GameListQuery = {}) {
  return useQuery(gamesQueryOptions(query));
}
