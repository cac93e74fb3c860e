import type { StaffDictListQuery, StaffGameListQuery, StaffLabelListQuery } from '@gs/shared/staff-catalogue';
import { sessionScopeKey } from '@gs/web/session-scope';

/** Query keys of the catalogue screens (games, region trees, label types, dictionaries). */
export const catalogueKeys = {
  all: [...sessionScopeKey, 'catalogue'] as const,
  games: () => [...catalogueKeys.all, 'games'] as const,
  gameList: (query: StaffGameListQuery) => [...catalogueKeys.games(), query] as const,
  regionTree: (gameId: number) => [...catalogueKeys.all, 'regions', gameId] as const,
  labels: () => [...catalogueKeys.all, 'labels'] as const,
  labelList: (query: StaffLabelListQuery) => [...catalogueKeys.labels(), query] as const,
  dictionaries: () => [...catalogueKeys.all, 'dictionaries'] as const,
  dictTypes: () => [...catalogueKeys.dictionaries(), 'types'] as const,
  dictList: (query: StaffDictListQuery) => [...catalogueKeys.dictionaries(), 'list', query] as const,
};
