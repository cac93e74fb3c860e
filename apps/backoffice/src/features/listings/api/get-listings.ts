import { type StaffListingPage, type StaffListingQuery, staffListingPageSchema } from '@gs/shared/consignment';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { listingKeys } from './listing-keys';

/** The filters, sort and page of the staff listing list as the URL keeps them (absent: not filtered). */
export type ListingListQuery = Partial<StaffListingQuery> & Pick<StaffListingQuery, 'pageNum' | 'pageSize'>;

/** GET /api/staff/listings: a page of the shop's listings matching the filters (operator or owner). */
export async function getListings(
  query: ListingListQuery,
  options: { signal?: AbortSignal } = {},
): Promise<StaffListingPage> {
  return staffListingPageSchema.parse(await api.get('/api/staff/listings', { ...query }, options));
}

export function listingsQueryOptions(query: ListingListQuery) {
  return queryOptions({
    queryKey: listingKeys.list(query),
    queryFn: ({ signal }) => getListings(query, { signal }),
    placeholderData: keepPreviousData,
  });
}
