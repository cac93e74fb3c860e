import { gameSchema, gameTemplateSchema } from '@gs/shared/games';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/request';
import { recycleKeys } from './recycle-keys';

/** GET /api/web/game/Type: the shop's games, for the rule's game picker. */
export async function getRuleGames(options: { signal?: AbortSignal } = {}) {
  return z.array(gameSchema).parse(await api.get('/api/web/game/Type', undefined, options));
}

export function ruleGamesQueryOptions() {
  return queryOptions({ queryKey: recycleKeys.games(), queryFn: ({ signal }) => getRuleGames({ signal }) });
}

/** GET /api/web/gameTemp: the game's attribute template (choices included), to edit increments against. */
export async function getGameTemplate(gameId: number, options: { signal?: AbortSignal } = {}) {
  return gameTemplateSchema.parse(await api.get('/api/web/gameTemp', { gameId }, options));
}

export function gameTemplateQueryOptions(gameId: number) {
  return queryOptions({
    queryKey: recycleKeys.template(gameId),
    queryFn: ({ signal }) => getGameTemplate(gameId, { signal }),
  });
}
