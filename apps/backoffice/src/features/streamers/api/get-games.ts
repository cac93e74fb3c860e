import { type Game, gameSchema } from '@gs/shared/catalogue';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/request';
import { streamerKeys } from './streamers';

/** GET /api/web/game/Type: the shop's games, for the games a streamer plays. */
export async function getGames(options: { signal?: AbortSignal } = {}): Promise<Game[]> {
  return z.array(gameSchema).parse(await api.get('/api/web/game/Type', undefined, options));
}

export function gamesQueryOptions() {
  return queryOptions({
    queryKey: [...streamerKeys.all, 'games'] as const,
    queryFn: ({ signal }) => getGames({ signal }),
    staleTime: 5 * 60_000,
  });
}
