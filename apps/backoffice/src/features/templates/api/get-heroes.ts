import { type StaffHeroes, staffHeroesSchema } from '@gs/shared/staff-templates';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { templateKeys } from './template-keys';

/** GET /api/staff/catalogue/heroes/{gameId}: heroes with their skins, disabled ones included (owner). */
export async function getHeroes(gameId: number, options: { signal?: AbortSignal } = {}): Promise<StaffHeroes> {
  return staffHeroesSchema.parse(await api.get(`/api/staff/catalogue/heroes/${gameId}`, undefined, options));
}

export function heroesQueryOptions(gameId: number) {
  return queryOptions({
    queryKey: templateKeys.heroes(gameId),
    queryFn: ({ signal }) => getHeroes(gameId, { signal }),
  });
}
