import type { Game, GameListQuery } from '@gs/shared/games';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { gameKeys } from './game-keys';
import { getCheckedLazily, lazySchema } from './request';

// Loaded with the first call (see lazySchema): the home page starts without building the games' schemas.
const gamesSchema = lazySchema(() => import('@gs/shared/games').then((module) => z.array(module.gameSchema)));

/** GET /api/web/game/Type?type&keyword&initial: the tenant's games, filtered by type, alias text and initial. */
export async function getGames(query: GameListQuery, options: { signal?: AbortSignal } = {}): Promise<Game[]> {
  return getCheckedLazily(gamesSchema, '/api/web/game/Type', { ...query }, options);
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
