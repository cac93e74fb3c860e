import { type Game, gameSchema } from '@gs/shared/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/request';
import { settingsKeys } from './get-settings';

/** GET /api/web/game/Type: the shop's games (for the game a QQ group serves). */
export async function getGames(options: { signal?: AbortSignal } = {}): Promise<Game[]> {
  const data = await api.get('/api/web/game/Type', undefined, options);
  return z.array(gameSchema).parse(data);
}

export function useGames() {
  return useQuery(
    queryOptions({
      queryKey: [...settingsKeys.all, 'games'] as const,
      queryFn: ({ signal }) => getGames({ signal }),
      staleTime: 5 * 60_000,
    }),
  );
}
