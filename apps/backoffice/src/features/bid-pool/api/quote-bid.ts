import { type BidQuoteResult, bidQuoteResultSchema } from '@gs/shared/bidding';
import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { bidPoolKeys } from './bid-pool-keys';

/**
 * POST /api/recycler/pool/{id}/quote: a sealed quote with an optional note for the seller (recyclers only; 422 under
 * the minimum or over the day's cap; 400 for a note over 200 characters).
 */
export async function quoteBid(id: number, amountFen: number, note: string | null) {
  return bidQuoteResultSchema.parse(await api.post(`/api/recycler/pool/${id}/quote`, { amountFen, note }));
}

type Variables = { id: number; amountFen: number; note: string | null };

export function useQuoteBid({
  onSuccess,
  ...options
}: Omit<UseMutationOptions<BidQuoteResult, Error, Variables>, 'mutationFn'> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: ({ id, amountFen, note }: Variables) => quoteBid(id, amountFen, note),
    onSuccess: async (result, ...rest) => {
      await queryClient.invalidateQueries({ queryKey: bidPoolKeys.all });
      return onSuccess?.(result, ...rest);
    },
  });
}
