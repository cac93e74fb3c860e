import { type MyBidRequestPage, type MyBidRequestQuery, myBidRequestPageSchema } from '@gs/shared/bidding';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { biddingKeys } from './bidding-keys';

/** GET /api/account/backlist/allList?pageNum&pageSize: my bidding requests, newest first, with quote figures. */
export async function getMyBidRequests(
  query: MyBidRequestQuery,
  options: { signal?: AbortSignal } = {},
): Promise<MyBidRequestPage> {
  return myBidRequestPageSchema.parse(await api.get('/api/account/backlist/allList', { ...query }, options));
}

export function myBidRequestsQueryOptions(query: MyBidRequestQuery) {
  return queryOptions({
    queryKey: biddingKeys.list(query),
    queryFn: ({ signal }) => getMyBidRequests(query, { signal }),
  });
}

/** A page of my bidding requests; the previous page stays on screen while the next one loads. */
export function useMyBidRequests(query: MyBidRequestQuery) {
  return useQuery({ ...myBidRequestsQueryOptions(query), placeholderData: keepPreviousData });
}
