import type { NoticeListQuery, NoticeType } from '@gs/shared/notices';

/** Query keys of the tenant's notices (public content: the same for every visitor). */
export const noticeKeys = {
  all: ['notices'] as const,
  lists: () => [...noticeKeys.all, 'list'] as const,
  list: (query: NoticeListQuery) => [...noticeKeys.lists(), query] as const,
  detail: (id: number) => [...noticeKeys.all, 'detail', id] as const,
  latest: (noticeType: NoticeType) => [...noticeKeys.all, 'latest', noticeType] as const,
  publishedTypes: () => [...noticeKeys.all, 'published-types'] as const,
};
