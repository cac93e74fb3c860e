import { type OrderDetail, orderDetailSchema } from '@gs/shared/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { orderKeys } from './order-keys';

export const ORDER_POLL_MS = 2000;

/** GET /api/order/{id}: an order with its status history, rebinding progress and payments. 404 when not mine. */
export async function getOrder(id: number, options: { signal?: AbortSignal } = {}): Promise<OrderDetail> {
  const data = await api.get(`/api/order/${id}`, undefined, options);
  return orderDetailSchema.parse(data);
}

export function orderQueryOptions(id: number) {
  return queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => getOrder(id, { signal }),
  });
}

/**
 * The order `id` (disabled while null). While `pollWhile` holds for the loaded order it is fetched again every
 * 2 s, so the page follows the payment provider's confirmation.
 */
export function useOrder(id: number | null, pollWhile?: (order: OrderDetail) => boolean) {
  return useQuery({
    ...orderQueryOptions(id ?? 0),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data && pollWhile?.(query.state.data) ? ORDER_POLL_MS : false),
  });
}
