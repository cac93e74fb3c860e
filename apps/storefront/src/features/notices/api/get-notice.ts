import type { NoticeDetail } from '@gs/shared/notices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCheckedLazily, lazySchema } from '../../../lib/request';
import { noticeKeys } from './notice-keys';

// Loaded with the first call (see lazySchema), not with the page's start: a server-rendered page hydrates the answer.
const noticeDetailSchema = lazySchema(() => import('@gs/shared/notices').then((module) => module.noticeDetailSchema));

/** GET /api/web/systemNotice/{id}: one notice with its rich-text content (sanitised on the server). */
export async function getNotice(id: number, options: { signal?: AbortSignal } = {}): Promise<NoticeDetail> {
  return getCheckedLazily(noticeDetailSchema, `/api/web/systemNotice/${id}`, undefined, options);
}

export function noticeQueryOptions(id: number) {
  return queryOptions({
    queryKey: noticeKeys.detail(id),
    queryFn: ({ signal }) => getNotice(id, { signal }),
  });
}

/** The notice `id`; disabled (pending, never fetched) while `id` is null. */
export function useNotice(id: number | null) {
  return useQuery({ ...noticeQueryOptions(id ?? 0), enabled: id !== null });
}
