import { type AuditEntry, auditEntrySchema } from '@gs/shared/staff-audit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { auditKeys } from './get-audit-log';

/** GET /api/staff/audit/{id}: one action of the shop's log, wherever it sits in the list (owner). */
export async function getAuditEntry(id: number, options: { signal?: AbortSignal } = {}): Promise<AuditEntry> {
  return auditEntrySchema.parse(await api.get(`/api/staff/audit/${id}`, undefined, options));
}

export function auditEntryQueryOptions(id: number) {
  return queryOptions({
    queryKey: auditKeys.detail(id),
    queryFn: ({ signal }) => getAuditEntry(id, { signal }),
    // An entry never changes once written.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The entry `id`, fetched only when `enabled` (the drawer is open on an entry not already in the list). */
export function useAuditEntry(id: number, { enabled }: { enabled: boolean }) {
  return useQuery({ ...auditEntryQueryOptions(id), enabled });
}
