import type { RealNameReviewInput } from '@gs/shared/identity';
import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { realNameReviewKeys } from './realname-review-keys';

/** POST /api/staff/realname/reviews/{id}: approve, or reject with a reason. */
export async function decideRealNameReview(id: number, input: RealNameReviewInput): Promise<void> {
  await api.post(`/api/staff/realname/reviews/${id}`, input);
}

type Variables = { id: number; input: RealNameReviewInput };

export function useDecideRealNameReview({
  onSuccess,
  ...options
}: Omit<UseMutationOptions<void, Error, Variables>, 'mutationFn'> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: ({ id, input }: Variables) => decideRealNameReview(id, input),
    onSuccess: async (result, ...rest) => {
      await queryClient.invalidateQueries({ queryKey: realNameReviewKeys.all });
      return onSuccess?.(result, ...rest);
    },
  });
}
