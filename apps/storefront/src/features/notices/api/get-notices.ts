import type { NoticeListQuery, NoticeSummary } from '@gs/shared/notices';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getCheckedLazily, lazySchema } from '../../../lib/request';
import { noticeKeys } from './notice-keys';

// Loaded with the first call (see lazySchema), not with the page's start: the listing detail's notice tab imports this
// module (through get-latest-notice), and a server-rendered page hydrates the answer.
const noticePageSchema = lazySchema(() =>
  Promise.all([import('@gs/shared/envelope'), import('@gs/shared/notices')]).then(([envelope, notices]) =>
    envelope.pageSchema(notices.noticeSummarySchema),
  ),
);

export interface NoticePage {
  rows: NoticeSummary[];
  total: number;
  pageNum: number;
  pageSize: number;
}

/** GET /api/web/systemNotice?noticeType&pageNum&pageSize: one page of the tenant's notices (newest first). */
export async function getNotices(query: NoticeListQuery, options: { signal?: AbortSignal } = {}): Promise<NoticePage> {
  return getCheckedLazily(noticePageSchema, '/api/web/systemNotice', { ...query }, options);
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
