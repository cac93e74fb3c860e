import { type AuditPage, auditPageSchema } from '@gs/shared/staff-audit';
import { sessionScopeKey } from '@gs/web/session-scope';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/request';

/** The filters and page of `GET /api/staff/audit`, as the screen keeps them in its URL. */
export interface AuditLogQuery {
  pageNum: number;
  pageSize: number;
  actorUserId?: number;
  action?: string;
  targetId?: string;
  /** ISO 8601 with an offset: from (inclusive) and to (exclusive). */
  from?: string;
  to?: string;
}

export const auditKeys = {
  all: [...sessionScopeKey, 'audit'] as const,
  list: (query: AuditLogQuery) => [...auditKeys.all, 'list', query] as const,
  detail: (id: number) => [...auditKeys.all, 'detail', id] as const,
  staff: () => [...auditKeys.all, 'staff'] as const,
};

/** GET /api/staff/audit: the shop's staff actions, newest first, one page (owner). */
export async function getAuditLog(query: AuditLogQuery, options: { signal?: AbortSignal } = {}): Promise<AuditPage> {
  const data = await api.get('/api/staff/audit', { ...query }, options);
  return auditPageSchema.parse(data);
}

export function auditLogQueryOptions(query: AuditLogQuery) {
  return queryOptions({
    queryKey: auditKeys.list(query),
    queryFn: ({ signal }) => getAuditLog(query, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAuditLog(query: AuditLogQuery) {
  return useQuery(auditLogQueryOptions(query));
}
