import { type ConsignmentDetail, consignmentDetailSchema } from '@gs/shared/consignment';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { sellingKeys } from './selling-keys';

/** GET /api/need/consignment/{id}: the seller's own listing, to edit it (credentials masked). */
export async function getConsignment(id: number, options: { signal?: AbortSignal } = {}): Promise<ConsignmentDetail> {
  return consignmentDetailSchema.parse(await api.get(`/api/need/consignment/${id}`, undefined, options));
}

/** The listing being edited; idle without an id. Not refetched behind the seller's back while they edit. */
export function useConsignment(id: number | null) {
  return useQuery({
    queryKey: sellingKeys.consignment(id ?? 0),
    queryFn: ({ signal }) => getConsignment(id ?? 0, { signal }),
    enabled: id !== null,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}
