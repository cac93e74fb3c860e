import { type Claim, type CreateClaimInput, claimSchema } from '@gs/shared/claims';
import { type MutationOptions, useInvalidatingMutation } from '@gs/web/hooks/use-invalidating-mutation';
import { api } from '../../../lib/request';
import { storeClaim } from './store-claim';

/** POST /api/order/{id}/claims: opens a claim on my order (409 one is open, 422 outside the window). */
export async function openClaim({ orderId, input }: { orderId: number; input: CreateClaimInput }): Promise<Claim> {
  return claimSchema.parse(await api.post(`/api/order/${orderId}/claims`, input));
}

export function useOpenClaim(options?: MutationOptions<Claim, { orderId: number; input: CreateClaimInput }>) {
  return useInvalidatingMutation(openClaim, storeClaim, options);
}
