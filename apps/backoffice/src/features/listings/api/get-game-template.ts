import { type GameTemplate, gameTemplateSchema } from '@gs/shared/games';
import { sessionScopeKey } from '@gs/web/session-scope';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/request';

const gameKeys = {
  all: [...sessionScopeKey, 'listing-games'] as const,
  template: (gameId: number) => [...gameKeys.all, 'template', gameId] as const,
};

/** GET /api/web/gameTemp: a game's attribute template, the edit form's attribute fields. */
export async function getGameTemplate(gameId: number, options: { signal?: AbortSignal } = {}): Promise<GameTemplate> {
  return gameTemplateSchema.parse(await api.get('/api/web/gameTemp', { gameId }, options));
}

export function gameTemplateQueryOptions(gameId: number) {
  return queryOptions({
    queryKey: gameKeys.template(gameId),
    queryFn: ({ signal }) => getGameTemplate(gameId, { signal }),
    staleTime: 60_000,
  });
}
