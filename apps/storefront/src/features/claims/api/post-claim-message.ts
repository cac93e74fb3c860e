import { type Claim, type ClaimMessageInput, claimSchema } from '@gs/shared/claims';
import { type MutationOptions, useInvalidatingMutation } from '@gs/web/hooks/use-invalidating-mutation';
import { api } from '../../../lib/request';
import { storeClaim } from './store-claim';

/** POST /api/claims/{id}/messages: adds my text and images to the thread (a seller's late answer is marked late). */
export async function postClaimMessage({
  claimId,
  input,
}: {
  claimId: number;
  input: ClaimMessageInput;
}): Promise<Claim> {
  return claimSchema.parse(await api.post(`/api/claims/${claimId}/messages`, input));
}

export function usePostClaimMessage(options?: MutationOptions<Claim, { claimId: number; input: ClaimMessageInput }>) {
  return useInvalidatingMutation(postClaimMessage, storeClaim, options);
}
