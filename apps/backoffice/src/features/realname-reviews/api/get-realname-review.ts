import { type RealNameReview, realNameReviewSchema } from '@gs/shared/identity';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { realNameReviewKeys } from './realname-review-keys';

/** GET /api/staff/realname/reviews/{id}: one pending application, wherever it sits in the queue (operator or owner). */
export async function getRealNameReview(id: number, options: { signal?: AbortSignal } = {}): Promise<RealNameReview> {
  return realNameReviewSchema.parse(await api.get(`/api/staff/realname/reviews/${id}`, undefined, options));
}

export function realNameReviewQueryOptions(id: number) {
  return queryOptions({
    queryKey: realNameReviewKeys.detail(id),
    queryFn: ({ signal }) => getRealNameReview(id, { signal }),
  });
}

/** The application `id`, fetched only when `enabled` (the drawer is open on one not on the current page). */
export function useRealNameReview(id: number, { enabled }: { enabled: boolean }) {
  return useQuery({ ...realNameReviewQueryOptions(id), enabled });
}
