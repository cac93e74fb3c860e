import { type StaffListingDetail, staffListingDetailSchema } from '@gs/shared/consignment';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { listingKeys } from './listing-keys';

/** GET /api/staff/listings/{id}: everything a reviewer checks of one listing (never the credentials). */
export async function getListing(id: number, options: { signal?: AbortSignal } = {}): Promise<StaffListingDetail> {
  return staffListingDetailSchema.parse(await api.get(`/api/staff/listings/${id}`, undefined, options));
}

export function listingQueryOptions(id: number) {
  return queryOptions({ queryKey: listingKeys.detail(id), queryFn: ({ signal }) => getListing(id, { signal }) });
}
