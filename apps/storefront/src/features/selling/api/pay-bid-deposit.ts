import { type PayResult, payResultSchema } from '@gs/shared/orders';
import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { biddingKeys } from './bidding-keys';

/**
 * POST /api/account/backlist/{id}/deposit: opens (or reopens) the seller's deposit payment of a quoting request and
 * answers the cashier's URL. 409 once it is paid, not offered, or the request has closed.
 */
export async function payBidDeposit(requestId: number): Promise<PayResult> {
  return payResultSchema.parse(await api.post(`/api/account/backlist/${requestId}/deposit`));
}

/** Opens the payment; afterwards (done or refused) the request is fetched again, then the caller's callbacks run. */
export function usePayBidDeposit({
  onSettled,
  ...options
}: Omit<UseMutationOptions<PayResult, Error, number>, 'mutationFn'> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: payBidDeposit,
    onSettled: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: biddingKeys.all });
      return onSettled?.(...args);
    },
  });
}
