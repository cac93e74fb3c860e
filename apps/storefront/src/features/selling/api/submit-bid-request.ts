import { type BidRequestInput, type BidRequestResult, bidRequestResultSchema } from '@gs/shared/bidding';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { biddingKeys } from './bidding-keys';

/** POST /api/account/backlist: puts the account into the bidding pool until its deadline. */
export async function createBidRequest(input: BidRequestInput): Promise<BidRequestResult> {
  return bidRequestResultSchema.parse(await api.post('/api/account/backlist', input));
}

/** Submits a bidding request, then drops what my requests looked like before. */
export function useSubmitBidRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBidRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: biddingKeys.all }),
  });
}
