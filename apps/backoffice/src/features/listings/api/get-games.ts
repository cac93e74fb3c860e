import { type Game, type GameTemplate, gameSchema, gameTemplateSchema } from '@gs/shared/catalogue';
import { sessionScopeKey } from '@gs/web/session-scope';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/request';

const gameKeys = {
  all: [...sessionScopeKey, 'listing-games'] as const,
  template: (gameId: number) => [...gameKeys.all, 'template', gameId] as const,
};

/** GET /api/web/game/Type: the shop's games, for the game filter. */
export async function getGames(options: { signal?: AbortSignal } = {}): Promise<Game[]> {
  return z.array(gameSchema).parse(await api.get('/api/web/game/Type', undefined, options));
}

export function gamesQueryOptions() {
  return queryOptions({ queryKey: gameKeys.all, queryFn: ({ signal }) => getGames({ signal }), staleTime: 5 * 60_000 });
}

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
