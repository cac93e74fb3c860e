import type { PublishedNoticeType } from '@gs/shared/notices';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { getCheckedLazily, lazySchema } from '../../../lib/request';
import { noticeKeys } from './notice-keys';

const publishedNoticeTypesSchema = lazySchema(() =>
  import('@gs/shared/notices').then((module) => z.array(module.publishedNoticeTypeSchema)),
);

/** GET /api/web/systemNotice/types: every notice type the shop has published, with the notice its list opens first. */
export async function getPublishedNoticeTypes(options: { signal?: AbortSignal } = {}): Promise<PublishedNoticeType[]> {
  // The footer's call, on every page.
  return getCheckedLazily(publishedNoticeTypesSchema, '/api/web/systemNotice/types', undefined, options);
}

export function publishedNoticeTypesQueryOptions() {
  return queryOptions({
    queryKey: noticeKeys.publishedTypes(),
    queryFn: ({ signal }) => getPublishedNoticeTypes({ signal }),
  });
}
