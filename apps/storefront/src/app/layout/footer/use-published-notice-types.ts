import type { NoticeType } from '@gs/shared/notices';
import { useQueries } from '@tanstack/react-query';
import { noticesQueryOptions } from '../../../features/notices/api/get-notices';

// The shop's texts change rarely: a visit asks once per type, not on every page.
const STALE_MS = 10 * 60_000;

/**
 * Which of these notice types the shop has published (one one-row page each). A type still loading or whose list
 * failed counts as not published: the footer then leaves its link out rather than link to an empty page.
 */
export function usePublishedNoticeTypes(types: readonly NoticeType[]): ReadonlySet<NoticeType> {
  const results = useQueries({
    queries: types.map((noticeType) => ({
      ...noticesQueryOptions({ noticeType, pageNum: 1, pageSize: 1 }),
      staleTime: STALE_MS,
    })),
  });
  return new Set(types.filter((_, index) => (results[index]?.data?.total ?? 0) > 0));
}
