import type { StaffDictListQuery, StaffLabelListQuery } from '@gs/shared/staff-catalogue';
import { sessionScopeKey } from '@gs/web/session-scope';
import { staffGameKeys } from '../../../lib/get-staff-games';

/** Query keys of the catalogue screens (games, region trees, label types, dictionaries). */
export const catalogueKeys = {
  all: [...sessionScopeKey, 'catalogue'] as const,
  /** The staff game list and the game pickers (their keys live in lib, beside the query the pickers share). */
  games: () => staffGameKeys.all,
  regionTree: (gameId: number) => [...catalogueKeys.all, 'regions', gameId] as const,
  labels: () => [...catalogueKeys.all, 'labels'] as const,
  labelList: (query: StaffLabelListQuery) => [...catalogueKeys.labels(), query] as const,
  dictionaries: () => [...catalogueKeys.all, 'dictionaries'] as const,
  dictTypes: () => [...catalogueKeys.dictionaries(), 'types'] as const,
  dictList: (query: StaffDictListQuery) => [...catalogueKeys.dictionaries(), 'list', query] as const,
  dictMissing: () => [...catalogueKeys.dictionaries(), 'missing'] as const,
};
