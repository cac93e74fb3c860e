import { type Game, gameSchema } from '@gs/shared/games';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from './request';
import { tenantKeys } from './tenant-keys';

/** Query keys of the shop's game list (the catalogue screens invalidate `gameListKeys.all` after a change). */
export const gameListKeys = {
  all: [...tenantKeys.all, 'games'] as const,
};

/** GET /api/web/game/Type: the shop's games as the storefront lists them (for game pickers, filters and columns). */
export async function getGames(options: { signal?: AbortSignal } = {}): Promise<Game[]> {
  return z.array(gameSchema).parse(await api.get('/api/web/game/Type', undefined, options));
}

export function gamesQueryOptions() {
  return queryOptions({
    queryKey: gameListKeys.all,
    queryFn: ({ signal }) => getGames({ signal }),
    staleTime: 5 * 60_000,
  });
}
