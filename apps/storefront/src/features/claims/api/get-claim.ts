import { type Claim, claimSchema } from '@gs/shared/claims';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { claimKeys } from './claim-keys';

/** GET /api/claims/{id}: the claim with its thread, as its buyer or seller sees it (opening it marks it read). */
export async function getClaim(id: number, options: { signal?: AbortSignal } = {}): Promise<Claim> {
  return claimSchema.parse(await api.get(`/api/claims/${id}`, undefined, options));
}

/** The claim `id` (disabled while null). */
export function useClaim(id: number | null) {
  return useQuery({
    queryKey: claimKeys.detail(id ?? 0),
    queryFn: ({ signal }) => getClaim(id ?? 0, { signal }),
    enabled: id !== null,
  });
}
