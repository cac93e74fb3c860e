import { type StaffContactListQuery, type StaffContactPage, staffContactPageSchema } from '@gs/shared/staff-contacts';
import { sessionScopeKey } from '@gs/web/session-scope';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/request';

export const staffContactKeys = {
  all: [...sessionScopeKey, 'staff-contacts'] as const,
  list: (query: StaffContactListQuery) => [...staffContactKeys.all, 'list', query] as const,
};

/** GET /api/staff/staff-contacts?kind&role&keyword&pageNum&pageSize: the shop's staff contacts (operator or owner). */
export async function getStaffContacts(
  query: StaffContactListQuery,
  options: { signal?: AbortSignal } = {},
): Promise<StaffContactPage> {
  return staffContactPageSchema.parse(await api.get('/api/staff/staff-contacts', { ...query }, options));
}

export function staffContactsQueryOptions(query: StaffContactListQuery) {
  return queryOptions({
    queryKey: staffContactKeys.list(query),
    queryFn: ({ signal }) => getStaffContacts(query, { signal }),
    placeholderData: keepPreviousData,
  });
}
