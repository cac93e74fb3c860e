import { bidPoolPageSchema, recyclerQuotePageSchema } from '@gs/shared/bidding';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { bidPoolKeys } from './bid-pool-keys';

/** GET /api/recycler/pool: open bidding requests, soonest deadline first (recycler or owner). */
export async function getBidPool(pageNum: number, pageSize: number, options: { signal?: AbortSignal } = {}) {
  return bidPoolPageSchema.parse(await api.get('/api/recycler/pool', { pageNum, pageSize }, options));
}

export function bidPoolQueryOptions(pageNum: number, pageSize: number) {
  return queryOptions({
    queryKey: bidPoolKeys.pool(pageNum, pageSize),
    queryFn: ({ signal }) => getBidPool(pageNum, pageSize, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });
}

/** GET /api/recycler/quotes: the caller's own quotes, newest first, with each request's state. */
export async function getMyQuotes(pageNum: number, options: { signal?: AbortSignal } = {}) {
  return recyclerQuotePageSchema.parse(await api.get('/api/recycler/quotes', { pageNum, pageSize: 10 }, options));
}

export function myQuotesQueryOptions(pageNum: number) {
  return queryOptions({
    queryKey: bidPoolKeys.myQuotes(pageNum),
    queryFn: ({ signal }) => getMyQuotes(pageNum, { signal }),
    placeholderData: keepPreviousData,
  });
}
