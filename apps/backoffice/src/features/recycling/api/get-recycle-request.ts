import { staffRecycleDetailSchema } from '@gs/shared/recycle';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { recycleKeys } from './recycle-keys';

/** GET /api/staff/recycle/{id}: one request with attributes, quote basis, contact and checklist. */
export async function getRecycleRequest(id: number, options: { signal?: AbortSignal } = {}) {
  return staffRecycleDetailSchema.parse(await api.get(`/api/staff/recycle/${id}`, undefined, options));
}

export function recycleRequestQueryOptions(id: number) {
  return queryOptions({
    queryKey: recycleKeys.detail(id),
    queryFn: ({ signal }) => getRecycleRequest(id, { signal }),
  });
}
