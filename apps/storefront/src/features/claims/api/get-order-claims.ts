import { type OrderClaims, orderClaimsSchema } from '@gs/shared/claims';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { claimKeys } from './claim-keys';

/** GET /api/order/{id}/claims: the order's claims (newest first) and whether the buyer may open one now, or why not. */
export async function getOrderClaims(orderId: number, options: { signal?: AbortSignal } = {}): Promise<OrderClaims> {
  return orderClaimsSchema.parse(await api.get(`/api/order/${orderId}/claims`, undefined, options));
}

export function useOrderClaims(orderId: number) {
  return useQuery({
    queryKey: claimKeys.ofOrder(orderId),
    queryFn: ({ signal }) => getOrderClaims(orderId, { signal }),
  });
}
