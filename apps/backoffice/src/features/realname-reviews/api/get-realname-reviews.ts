import { realNameReviewPageSchema } from '@gs/shared/identity';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { realNameReviewKeys } from './realname-review-keys';

/** GET /api/staff/realname/reviews: pending level-two applications, oldest first (operator or owner). */
export async function getRealNameReviews(pageNum: number, pageSize: number, options: { signal?: AbortSignal } = {}) {
  return realNameReviewPageSchema.parse(await api.get('/api/staff/realname/reviews', { pageNum, pageSize }, options));
}

export function realNameReviewsQueryOptions(pageNum: number, pageSize: number) {
  return queryOptions({
    queryKey: realNameReviewKeys.list(pageNum, pageSize),
    queryFn: ({ signal }) => getRealNameReviews(pageNum, pageSize, { signal }),
    placeholderData: keepPreviousData,
  });
}
