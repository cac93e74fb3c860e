import { type OrderListQuery, type OrderPage, orderPageSchema } from '@gs/shared/orders';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { orderKeys } from './order-keys';

/** GET /api/order/list?status&role&pageNum&pageSize: my orders as buyer, or (role=seller) of my consignments. */
export async function getOrders(query: OrderListQuery, options: { signal?: AbortSignal } = {}): Promise<OrderPage> {
  const { status, ...rest } = query;
  const data = await api.get('/api/order/list', status ? { ...rest, status } : rest, options);
  return orderPageSchema.parse(data);
}

export function ordersQueryOptions(query: OrderListQuery) {
  return queryOptions({
    queryKey: orderKeys.list(query),
    queryFn: ({ signal }) => getOrders(query, { signal }),
  });
}

/** A page of orders; the previous page stays on screen while the next one loads. */
export function useOrders(query: OrderListQuery) {
  return useQuery({ ...ordersQueryOptions(query), placeholderData: keepPreviousData });
}
