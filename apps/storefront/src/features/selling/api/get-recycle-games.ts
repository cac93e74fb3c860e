import { type RecycleGame, recycleGameListSchema } from '@gs/shared/recycle';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { recycleKeys } from './recycle-keys';

/** GET /api/account/krecycle/games: the games quick recycle takes, with the lowest and highest quote of each. */
export async function getRecycleGames(options: { signal?: AbortSignal } = {}): Promise<RecycleGame[]> {
  return recycleGameListSchema.parse(await api.get('/api/account/krecycle/games', undefined, options));
}

export function useRecycleGames() {
  return useQuery({
    queryKey: recycleKeys.games(),
    queryFn: ({ signal }) => getRecycleGames({ signal }),
    staleTime: 5 * 60_000,
  });
}
