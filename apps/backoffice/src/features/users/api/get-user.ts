import { type StaffUserDetail, staffUserDetailSchema } from '@gs/shared/staff-users';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { userKeys } from './user-keys';

/** GET /api/staff/users/{id}: one user in full (phone, real-name state, wallet, recent orders and listings). */
export async function getUser(id: number, options: { signal?: AbortSignal } = {}): Promise<StaffUserDetail> {
  return staffUserDetailSchema.parse(await api.get(`/api/staff/users/${id}`, undefined, options));
}

export function userQueryOptions(id: number) {
  return queryOptions({ queryKey: userKeys.detail(id), queryFn: ({ signal }) => getUser(id, { signal }) });
}
