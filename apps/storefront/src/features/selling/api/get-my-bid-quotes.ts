import { type MyBidQuotes, myBidQuotesSchema } from '@gs/shared/bidding';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { biddingKeys } from './bidding-keys';

/** How often the quotes of a request still quoting are fetched again. */
export const BID_QUOTES_POLL_MS = 15_000;

/** GET /api/account/quotation/mybprice?backId: my request with every quote, highest first. 404 unless mine. */
export async function getMyBidQuotes(requestId: number, options: { signal?: AbortSignal } = {}): Promise<MyBidQuotes> {
  return myBidQuotesSchema.parse(await api.get('/api/account/quotation/mybprice', { backId: requestId }, options));
}

export function myBidQuotesQueryOptions(requestId: number) {
  return queryOptions({
    queryKey: biddingKeys.quotes(requestId),
    queryFn: ({ signal }) => getMyBidQuotes(requestId, { signal }),
  });
}

/** How often to fetch the quotes again: every 15 s while recyclers may still quote, else never. */
export function bidQuotesRefetchInterval(data: MyBidQuotes | undefined): number | false {
  return data?.request.status === 'quoting' ? BID_QUOTES_POLL_MS : false;
}

/** The request and its quotes; fetched again every 15 s while recyclers may still quote. */
export function useMyBidQuotes(requestId: number) {
  return useQuery({
    ...myBidQuotesQueryOptions(requestId),
    refetchInterval: (query) => bidQuotesRefetchInterval(query.state.data),
  });
}
