import { staffClaimDetailSchema } from '@gs/shared/claims';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { claimKeys } from './claim-keys';

/** GET /api/staff/claims/{id}: a claim in full (thread, order, listing as sold, seller's record, money). 404. */
export async function getClaim(id: number, options: { signal?: AbortSignal } = {}) {
  return staffClaimDetailSchema.parse(await api.get(`/api/staff/claims/${id}`, undefined, options));
}

export function claimQueryOptions(id: number) {
  return queryOptions({
    queryKey: claimKeys.detail(id),
    queryFn: ({ signal }) => getClaim(id, { signal }),
  });
}
