import { type StaffClaimDetail, type StaffClaimMessageInput, staffClaimDetailSchema } from '@gs/shared/claims';
import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { claimKeys } from './claim-keys';

type Variables = { id: number; input: StaffClaimMessageInput };

/**
 * POST /api/staff/claims/{id}/messages: writes to both parties or one; `askBuyer` makes the claim wait for the buyer;
 * `shareMessageIds` shows those buyer messages' images to the seller. 409 closed or withdrawn.
 */
export async function postClaimMessage({ id, input }: Variables): Promise<StaffClaimDetail> {
  return staffClaimDetailSchema.parse(await api.post(`/api/staff/claims/${id}/messages`, input));
}

export function usePostClaimMessage({
  onSuccess,
  ...options
}: Omit<UseMutationOptions<StaffClaimDetail, Error, Variables>, 'mutationFn'> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: postClaimMessage,
    onSuccess: async (claim, ...rest) => {
      queryClient.setQueryData(claimKeys.detail(claim.id), claim);
      await queryClient.invalidateQueries({ queryKey: claimKeys.lists() });
      return onSuccess?.(claim, ...rest);
    },
  });
}
