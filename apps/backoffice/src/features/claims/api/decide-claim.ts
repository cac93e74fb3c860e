import { type DecideClaimInput, type StaffClaimDetail, staffClaimDetailSchema } from '@gs/shared/claims';
import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { claimKeys } from './claim-keys';

type Variables = { id: number; input: DecideClaimInput };

/**
 * POST /api/staff/claims/{id}/decide: the money moves at once. 409 decided already (or no longer open); 422 an
 * amount out of range or a compensation before completion.
 */
export async function decideClaim({ id, input }: Variables): Promise<StaffClaimDetail> {
  return staffClaimDetailSchema.parse(await api.post(`/api/staff/claims/${id}/decide`, input));
}

export function useDecideClaim({
  onSuccess,
  onSettled,
  ...options
}: Omit<UseMutationOptions<StaffClaimDetail, Error, Variables>, 'mutationFn'> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: decideClaim,
    onSuccess: async (claim, ...rest) => {
      queryClient.setQueryData(claimKeys.detail(claim.id), claim);
      await queryClient.invalidateQueries({ queryKey: claimKeys.lists() });
      return onSuccess?.(claim, ...rest);
    },
    onSettled: async (...args) => {
      // A refusal (decided elsewhere meanwhile) leaves the screen stale: reload the claim and the queue.
      if (args[1]) await queryClient.invalidateQueries({ queryKey: claimKeys.all });
      return onSettled?.(...args);
    },
  });
}
