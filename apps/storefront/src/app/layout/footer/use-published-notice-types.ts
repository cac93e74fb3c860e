import type { NoticeType } from '@gs/shared/notices';
import { useQuery } from '@tanstack/react-query';
import { publishedNoticeTypesQueryOptions } from '../../../features/notices/api/get-published-notice-types';

// The shop's texts change rarely: a visit asks once, not on every page.
const STALE_MS = 10 * 60_000;

/**
 * Which notice types the shop has published (one call for all of them). While it loads, or when it failed, no type
 * counts as published: the footer then leaves the links out rather than link to an empty page.
 */
export function usePublishedNoticeTypes(): ReadonlySet<NoticeType> {
  const published = useQuery({ ...publishedNoticeTypesQueryOptions(), staleTime: STALE_MS });
  return new Set((published.data ?? []).map((type) => type.noticeType));
}
