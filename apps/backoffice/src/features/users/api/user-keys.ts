import type { StaffUserSearch } from '@gs/shared/staff-users';
import { sessionScopeKey } from '@gs/web/session-scope';

/** The users list's query as the screen asks it; undefined filters are left out. */
export type UserListQuery = Partial<StaffUserSearch> & Pick<StaffUserSearch, 'pageNum' | 'pageSize'>;

export const userKeys = {
  all: [...sessionScopeKey, 'staff-users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (query: UserListQuery) => [...userKeys.lists(), query] as const,
  detail: (id: number) => [...userKeys.all, 'detail', id] as const,
};

export const staffMemberKeys = {
  all: [...sessionScopeKey, 'staff-members'] as const,
};
