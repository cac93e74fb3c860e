import { type NoticeDetail, noticeDetailSchema } from '@gs/shared/notices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { noticeKeys } from './notice-keys';

/** GET /api/web/systemNotice/{id}: one notice with its rich-text content (sanitised on the server). */
export async function getNotice(id: number, options: { signal?: AbortSignal } = {}): Promise<NoticeDetail> {
  const data = await api.get(`/api/web/systemNotice/${id}`, undefined, options);
  return noticeDetailSchema.parse(data);
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
