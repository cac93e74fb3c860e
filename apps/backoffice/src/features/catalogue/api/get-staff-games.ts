import { type StaffGameListQuery, type StaffGamePage, staffGamePageSchema } from '@gs/shared/staff-catalogue';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { catalogueKeys } from './catalogue-keys';

/** GET /api/staff/catalogue/games: the shop's games in every state with their on-sale counts (owner). */
export async function getStaffGames(
  query: StaffGameListQuery,
  options: { signal?: AbortSignal } = {},
): Promise<StaffGamePage> {
  return staffGamePageSchema.parse(await api.get('/api/staff/catalogue/games', { ...query }, options));
}

export function staffGamesQueryOptions(query: StaffGameListQuery) {
  return queryOptions({
    queryKey: catalogueKeys.gameList(query),
    queryFn: ({ signal }) => getStaffGames(query, { signal }),
    placeholderData: keepPreviousData,
  });
}
