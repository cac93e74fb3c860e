import type { NoticeDetail, NoticeSummary, NoticeType } from '@gs/shared/notices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getNotice } from './get-notice';
import { getNotices } from './get-notices';
import { noticeKeys } from './notice-keys';

// The list puts pinned notices first, then the newest: the newest overall is among the pinned ones or is the
// first unpinned one, so one page this long holds it unless a tenant pins more notices of one type than this.
const LATEST_WINDOW = 20;

/** The newest of some notice summaries by publication time (the higher id on a tie), or undefined. */
export function pickNewest(rows: readonly NoticeSummary[]): NoticeSummary | undefined {
  let newest: NoticeSummary | undefined;
  for (const row of rows) {
    if (!newest) newest = row;
    else {
      const byTime = Date.parse(row.publishedAt) - Date.parse(newest.publishedAt);
      if (byTime > 0 || (byTime === 0 && row.id > newest.id)) newest = row;
    }
  }
  return newest;
}

/**
 * The newest notice of one type with its content, or null when the tenant has published none. For the pages
 * that show one text (introduction, privacy agreement).
 */
export async function getLatestNotice(
  noticeType: NoticeType,
  options: { signal?: AbortSignal } = {},
): Promise<NoticeDetail | null> {
  const page = await getNotices({ noticeType, pageNum: 1, pageSize: LATEST_WINDOW }, options);
  const newest = pickNewest(page.rows);
  return newest ? getNotice(newest.id, options) : null;
}

export function latestNoticeQueryOptions(noticeType: NoticeType) {
  return queryOptions({
    queryKey: noticeKeys.latest(noticeType),
    queryFn: ({ signal }) => getLatestNotice(noticeType, { signal }),
  });
}

export function useLatestNotice(noticeType: NoticeType) {
  return useQuery(latestNoticeQueryOptions(noticeType));
}
