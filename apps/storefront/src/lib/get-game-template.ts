import type { GameTemplate } from '@gs/shared/games';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { gameKeys } from './game-keys';
import { getCheckedLazily, lazySchema } from './request';

// Loaded with the first call (see lazySchema), not with the page's start: a server-rendered page hydrates the answer.
const gameTemplateSchema = lazySchema(() => import('@gs/shared/games').then((module) => module.gameTemplateSchema));

/** GET /api/web/gameTemp?gameId: the game with its attribute template (choices and level names included). */
export async function getGameTemplate(gameId: number, options: { signal?: AbortSignal } = {}): Promise<GameTemplate> {
  return getCheckedLazily(gameTemplateSchema, '/api/web/gameTemp', { gameId }, options);
}

export function gameTemplateQueryOptions(gameId: number) {
  return queryOptions({
    queryKey: gameKeys.template(gameId),
    queryFn: ({ signal }) => getGameTemplate(gameId, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** The template of `gameId`; idle while no game is chosen. */
export function useGameTemplate(gameId: number | null) {
  return useQuery({ ...gameTemplateQueryOptions(gameId ?? 0), enabled: gameId !== null });
}
