import { pageSchema } from '@gs/shared/envelope';
import { type NoticeListQuery, type NoticeSummary, noticeSummarySchema } from '@gs/shared/notices';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { noticeKeys } from './notice-keys';

const noticePageSchema = pageSchema(noticeSummarySchema);

export interface NoticePage {
  rows: NoticeSummary[];
  total: number;
  pageNum: number;
  pageSize: number;
}

/** GET /api/web/systemNotice?noticeType&pageNum&pageSize: one page of the tenant's notices (newest first). */
export async function getNotices(query: NoticeListQuery, options: { signal?: AbortSignal } = {}): Promise<NoticePage> {
  const data = await api.get('/api/web/systemNotice', { ...query }, options);
  return noticePageSchema.parse(data);
}

export function noticesQueryOptions(query: NoticeListQuery) {
  return queryOptions({
    queryKey: noticeKeys.list(query),
    queryFn: ({ signal }) => getNotices(query, { signal }),
    // A server-rendered notices page hydrates its list and does not ask for it again as it starts.
    staleTime: 60_000,
  });
}

/** A page of notices; the previous page stays on screen while the next one loads. */
export function useNotices(query: NoticeListQuery) {
  return useQuery({ ...noticesQueryOptions(query), placeholderData: keepPreviousData });
}
