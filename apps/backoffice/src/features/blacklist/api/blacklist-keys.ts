import type { StaffBlacklistQuery } from '@gs/shared/blacklist';
import { sessionScopeKey } from '@gs/web/session-scope';

export const blacklistKeys = {
  all: [...sessionScopeKey, 'blacklist'] as const,
  lists: () => [...blacklistKeys.all, 'list'] as const,
  list: (query: StaffBlacklistQuery) => [...blacklistKeys.lists(), query] as const,
};
