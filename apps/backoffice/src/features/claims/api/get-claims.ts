import { staffClaimPageSchema } from '@gs/shared/claims';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { type ClaimQueueQuery, claimKeys } from './claim-keys';

/** GET /api/staff/claims: the claim queue by state, reason, guarantee and age (operator or owner; no phones). */
export async function getClaims(query: ClaimQueueQuery, options: { signal?: AbortSignal } = {}) {
  const { overdue, ...rest } = query;
  const params = { ...rest, ...(overdue ? { overdue: 'true' } : {}) };
  return staffClaimPageSchema.parse(await api.get('/api/staff/claims', params, options));
}

export function claimsQueryOptions(query: ClaimQueueQuery) {
  return queryOptions({
    queryKey: claimKeys.list(query),
    queryFn: ({ signal }) => getClaims(query, { signal }),
    placeholderData: keepPreviousData,
  });
}
