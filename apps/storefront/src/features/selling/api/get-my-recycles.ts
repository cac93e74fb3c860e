import { type MyRecyclePage, type MyRecycleQuery, myRecyclePageSchema } from '@gs/shared/recycle';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { recycleKeys } from './recycle-keys';

/** GET /api/account/krecycle/list?status&pageNum&pageSize: my quick-recycle requests, newest first. */
export async function getMyRecycles(
  query: MyRecycleQuery,
  options: { signal?: AbortSignal } = {},
): Promise<MyRecyclePage> {
  return myRecyclePageSchema.parse(await api.get('/api/account/krecycle/list', { ...query }, options));
}

/** A page of my quick-recycle requests; the previous page stays on screen while the next one loads. */
export function useMyRecycles(query: MyRecycleQuery) {
  return useQuery({
    queryKey: recycleKeys.list(query),
    queryFn: ({ signal }) => getMyRecycles(query, { signal }),
    placeholderData: keepPreviousData,
  });
}
