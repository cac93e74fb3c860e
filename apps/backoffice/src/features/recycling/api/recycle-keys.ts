import type { RecycleStatus } from '@gs/shared/recycle';
import { sessionScopeKey } from '@gs/web/session-scope';

/** Query keys of the quick-recycle screens. */
export const recycleKeys = {
  all: [...sessionScopeKey, 'recycling'] as const,
  lists: () => [...recycleKeys.all, 'list'] as const,
  list: (status: RecycleStatus | null, pageNum: number, pageSize: number) =>
    [...recycleKeys.lists(), status ?? '', pageNum, pageSize] as const,
  detail: (id: number) => [...recycleKeys.all, 'detail', id] as const,
  rule: (gameId: number) => [...recycleKeys.all, 'rule', gameId] as const,
  games: () => [...recycleKeys.all, 'games'] as const,
  template: (gameId: number) => [...recycleKeys.all, 'template', gameId] as const,
};
