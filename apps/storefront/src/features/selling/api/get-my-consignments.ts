import { type MyConsignmentPage, type MyConsignmentQuery, myConsignmentPageSchema } from '@gs/shared/consignment';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { myProductKeys } from './my-product-keys';

/** GET /api/need/myConsignment?tab&pageNum&pageSize: a page of my listings in one tab, with the count of every tab. */
export async function getMyConsignments(
  query: MyConsignmentQuery,
  options: { signal?: AbortSignal } = {},
): Promise<MyConsignmentPage> {
  return myConsignmentPageSchema.parse(await api.get('/api/need/myConsignment', { ...query }, options));
}

export function myConsignmentsQueryOptions(query: MyConsignmentQuery) {
  return queryOptions({
    queryKey: myProductKeys.list(query),
    queryFn: ({ signal }) => getMyConsignments(query, { signal }),
  });
}

/** A page of my listings; the previous page stays on screen while the next one loads. */
export function useMyConsignments(query: MyConsignmentQuery) {
  return useQuery({ ...myConsignmentsQueryOptions(query), placeholderData: keepPreviousData });
}
