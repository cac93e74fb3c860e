import type { PublishedNoticeType } from '@gs/shared/notices';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/request';
import { noticeKeys } from './notice-keys';

/** GET /api/web/systemNotice/types: every notice type the shop has published, with the notice its list opens first. */
export async function getPublishedNoticeTypes(options: { signal?: AbortSignal } = {}): Promise<PublishedNoticeType[]> {
  // The notices' schemas load with the first answer (the footer's, on every page), not with every page's start.
  const [{ publishedNoticeTypeSchema }, data] = await Promise.all([
    import('@gs/shared/notices'),
    api.get('/api/web/systemNotice/types', undefined, options),
  ]);
  return z.array(publishedNoticeTypeSchema).parse(data);
}

export function publishedNoticeTypesQueryOptions() {
  return queryOptions({
    queryKey: noticeKeys.publishedTypes(),
    queryFn: ({ signal }) => getPublishedNoticeTypes({ signal }),
  });
}
