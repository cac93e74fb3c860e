import type { StaffOrderSearch } from '@gs/shared/staff-orders';
import { sessionScopeKey } from '@gs/web/session-scope';

/** The list's query as the screen asks it (page and sort included); undefined filters are left out. */
export type OrderListQuery = Partial<StaffOrderSearch> & Pick<StaffOrderSearch, 'pageNum' | 'pageSize'>;

export const orderKeys = {
  all: [...sessionScopeKey, 'staff-orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (query: OrderListQuery) => [...orderKeys.lists(), query] as const,
  detail: (id: number) => [...orderKeys.all, 'detail', id] as const,
  notes: (id: number) => [...orderKeys.all, 'notes', id] as const,
};
