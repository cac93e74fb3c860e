import { type StaffUserPage, staffUserPageSchema } from '@gs/shared/staff-users';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { type UserListQuery, userKeys } from './user-keys';

/** GET /api/staff/users: a page of the shop's users by id, phone or nickname, phones masked (operator or owner). */
export async function getUsers(query: UserListQuery, options: { signal?: AbortSignal } = {}): Promise<StaffUserPage> {
  return staffUserPageSchema.parse(await api.get('/api/staff/users', { ...query }, options));
}

export function usersQueryOptions(query: UserListQuery) {
  return queryOptions({
    queryKey: userKeys.list(query),
    queryFn: ({ signal }) => getUsers(query, { signal }),
    placeholderData: keepPreviousData,
  });
}
