import { type PublishedNoticeType, publishedNoticeTypeSchema } from '@gs/shared/notices';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/request';
import { noticeKeys } from './notice-keys';

/** GET /api/web/systemNotice/types: every notice type the shop has published, with the notice its list opens first. */
export async function getPublishedNoticeTypes(options: { signal?: AbortSignal } = {}): Promise<PublishedNoticeType[]> {
  return z.array(publishedNoticeTypeSchema).parse(await api.get('/api/web/systemNotice/types', undefined, options));
}

export function publishedNoticeTypesQueryOptions() {
  return queryOptions({
    queryKey: noticeKeys.publishedTypes(),
    queryFn: ({ signal }) => getPublishedNoticeTypes({ signal }),
  });
}
