import { type ListingDetail, listingDetailSchema } from '@gs/shared/listings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { listingKeys } from './listing-keys';

/** GET /api/web/good/info?id: a listing's detail (404 when it is not this tenant's or does not exist). */
export async function getListing(id: number, options: { signal?: AbortSignal } = {}): Promise<ListingDetail> {
  const data = await api.get('/api/web/good/info', { id }, options);
  return listingDetailSchema.parse(data);
}

export function listingQueryOptions(id: number) {
  return queryOptions({
    queryKey: listingKeys.listing(id),
    queryFn: ({ signal }) => getListing(id, { signal }),
  });
}

export function useListing(id: number | null) {
  return useQuery({ ...listingQueryOptions(id ?? 0), enabled: id !== null });
}
