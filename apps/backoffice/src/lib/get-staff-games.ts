import {
  type StaffGame,
  type StaffGameListQuery,
  type StaffGamePage,
  staffGamePageSchema,
} from '@gs/shared/staff-catalogue';
import { sessionScopeKey } from '@gs/web/session-scope';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from './request';

/**
 * Query keys of the staff game list (every state, hidden games too). The games screen invalidates
 * `staffGameKeys.all` after a change, which refreshes the pickers of the catalogue screens as well.
 */
export const staffGameKeys = {
  all: [...sessionScopeKey, 'catalogue', 'games'] as const,
  list: (query: StaffGameListQuery) => [...staffGameKeys.all, 'list', query] as const,
  picker: () => [...staffGameKeys.all, 'picker'] as const,
};

/** GET /api/staff/catalogue/games: a page of the shop's games in every state with their on-sale counts (owner). */
export async function getStaffGames(
  query: StaffGameListQuery,
  options: { signal?: AbortSignal } = {},
): Promise<StaffGamePage> {
  return staffGamePageSchema.parse(await api.get('/api/staff/catalogue/games', { ...query }, options));
}

export function staffGamesQueryOptions(query: StaffGameListQuery) {
  return queryOptions({
    queryKey: staffGameKeys.list(query),
    queryFn: ({ signal }) => getStaffGames(query, { signal }),
    placeholderData: keepPreviousData,
  });
}

const PICKER_PAGE = 100;
/** A guard against a server that keeps answering pages: no shop lists more games than this in a picker. */
const PICKER_MAX_PAGES = 50;

/**
 * Every game of the shop, hidden ones included, in the shop's order: for the pickers of the screens that edit a
 * game's catalogue (a hidden game's regions and template are still edited). Reads the pages one after another.
 */
export async function getEveryStaffGame(options: { signal?: AbortSignal } = {}): Promise<StaffGame[]> {
  const games: StaffGame[] = [];
  for (let pageNum = 1; pageNum <= PICKER_MAX_PAGES; pageNum += 1) {
    const page = await getStaffGames({ sortField: 'sort', sortOrder: 'asc', pageNum, pageSize: PICKER_PAGE }, options);
    games.push(...page.rows);
    if (page.rows.length < PICKER_PAGE || games.length >= page.total) break;
  }
  return games;
}

export function staffGamePickerQueryOptions() {
  return queryOptions({
    queryKey: staffGameKeys.picker(),
    queryFn: ({ signal }) => getEveryStaffGame({ signal }),
    staleTime: 60_000,
  });
}
