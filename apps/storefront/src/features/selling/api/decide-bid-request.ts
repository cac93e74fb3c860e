import { type BidRequestResult, bidRequestResultSchema } from '@gs/shared/bidding';
import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { biddingKeys } from './bidding-keys';

/** POST /api/account/backlist/{id}/accept: accepts one quote, every other is rejected. 409 once decided or closed. */
export async function acceptBidQuote({
  requestId,
  quoteId,
}: {
  requestId: number;
  quoteId: number;
}): Promise<BidRequestResult> {
  return bidRequestResultSchema.parse(await api.post(`/api/account/backlist/${requestId}/accept`, { quoteId }));
}

/** POST /api/account/backlist/{id}/cancel: withdraws the request while it is quoting. 409 once decided or closed. */
export async function cancelBidRequest(requestId: number): Promise<BidRequestResult> {
  return bidRequestResultSchema.parse(await api.post(`/api/account/backlist/${requestId}/cancel`));
}

type Options<TInput> = Omit<UseMutationOptions<BidRequestResult, Error, TInput>, 'mutationFn'>;

/**
 * A decision on a request as a mutation: afterwards (done or refused — a 409 means its state changed underneath)
 * the request and my list are fetched again, then the caller's `onSuccess` / `onError` run.
 */
function useBidDecision<TInput>(mutationFn: (input: TInput) => Promise<BidRequestResult>, options: Options<TInput>) {
  const queryClient = useQueryClient();
  const { onSettled, ...rest } = options;
  return useMutation({
    ...rest,
    mutationFn,
    onSettled: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: biddingKeys.all });
      return onSettled?.(...args);
    },
  });
}

export function useAcceptBidQuote(options: Options<{ requestId: number; quoteId: number }> = {}) {
  return useBidDecision(acceptBidQuote, options);
}

export function useCancelBidRequest(options: Options<number> = {}) {
  return useBidDecision(cancelBidRequest, options);
}
