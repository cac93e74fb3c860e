import { type StaffMemberList, staffMemberListSchema } from '@gs/shared/staff-users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { auditKeys } from './get-audit-log';

/** GET /api/staff/members: the shop's staff (nickname, masked phone, roles), for the log's staff picker (owner). */
export async function getAuditStaff(options: { signal?: AbortSignal } = {}): Promise<StaffMemberList> {
  return staffMemberListSchema.parse(await api.get('/api/staff/members', undefined, options));
}

export function auditStaffQueryOptions() {
  return queryOptions({
    queryKey: auditKeys.staff(),
    queryFn: ({ signal }) => getAuditStaff({ signal }),
    staleTime: 60_000,
  });
}

export function useAuditStaff() {
  return useQuery(auditStaffQueryOptions());
}
