import { type Claim, claimSchema } from '@gs/shared/claims';
import { type MutationOptions, useInvalidatingMutation } from '@gs/web/hooks/use-invalidating-mutation';
import { api } from '../../../lib/request';
import { storeClaim } from './store-claim';

/** POST /api/claims/{id}/withdraw: withdraws my open claim; the order goes back to trade or to completed. */
export async function withdrawClaim(claimId: number): Promise<Claim> {
  return claimSchema.parse(await api.post(`/api/claims/${claimId}/withdraw`));
}

export function useWithdrawClaim(options?: MutationOptions<Claim, number>) {
  return useInvalidatingMutation(withdrawClaim, storeClaim, options);
}
