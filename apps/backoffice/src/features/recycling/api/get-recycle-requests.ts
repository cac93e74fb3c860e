import { type RecycleStatus, staffRecyclePageSchema } from '@gs/shared/recycle';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { recycleKeys } from './recycle-keys';

export interface RecycleListQuery {
  status: RecycleStatus | null;
  pageNum: number;
  pageSize: number;
}

/** GET /api/staff/recycle: the shop's quick-recycle requests, newest first (operator or owner). */
export async function getRecycleRequests(query: RecycleListQuery, options: { signal?: AbortSignal } = {}) {
  const params = { status: query.status ?? undefined, pageNum: query.pageNum, pageSize: query.pageSize };
  return staffRecyclePageSchema.parse(await api.get('/api/staff/recycle', params, options));
}

export function recycleRequestsQueryOptions(query: RecycleListQuery) {
  return queryOptions({
    queryKey: recycleKeys.list(query.status, query.pageNum, query.pageSize),
    queryFn: ({ signal }) => getRecycleRequests(query, { signal }),
    placeholderData: keepPreviousData,
  });
}
