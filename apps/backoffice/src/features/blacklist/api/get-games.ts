import { type Game, gameSchema } from '@gs/shared/catalogue';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/request';
import { blacklistKeys } from './blacklist-keys';

/** GET /api/web/game/Type: the shop's games, for the game filter and the add form. */
export async function getGames(options: { signal?: AbortSignal } = {}): Promise<Game[]> {
  return z.array(gameSchema).parse(await api.get('/api/web/game/Type', undefined, options));
}

export function gamesQueryOptions() {
  return queryOptions({
    queryKey: blacklistKeys.games(),
    queryFn: ({ signal }) => getGames({ signal }),
    staleTime: 5 * 60_000,
  });
}
