import { type RealNameReviewIdentity, realNameReviewIdentitySchema } from '@gs/shared/identity';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { realNameReviewKeys } from './realname-review-keys';

/**
 * GET /api/staff/realname/reviews/{id}/identity: the verified name and ID number of a pending application in full
 * (operator or owner). Each call is recorded in the audit log under the reviewer's name.
 */
export async function revealRealNameIdentity(
  id: number,
  options: { signal?: AbortSignal } = {},
): Promise<RealNameReviewIdentity> {
  return realNameReviewIdentitySchema.parse(
    await api.get(`/api/staff/realname/reviews/${id}/identity`, undefined, options),
  );
}

/**
 * The full name and number of application `id`, asked for only once the reviewer chose to see them (`enabled`).
 * Nothing keeps them after the review closes, and nothing asks again on its own: each reveal is a deliberate,
 * audited call.
 */
export function useRealNameIdentity(id: number, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: realNameReviewKeys.identity(id),
    queryFn: ({ signal }) => revealRealNameIdentity(id, { signal }),
    enabled,
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
