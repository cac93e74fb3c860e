import { type StaffOrderRowPage, staffOrderRowPageSchema } from '@gs/shared/staff-orders';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { type OrderListQuery, orderKeys } from './order-keys';

/** GET /api/staff/orders: a page of the shop's orders with the filters and sort (operator or owner). */
export async function getOrders(
  query: OrderListQuery,
  options: { signal?: AbortSignal } = {},
): Promise<StaffOrderRowPage> {
  return staffOrderRowPageSchema.parse(await api.get('/api/staff/orders', { ...query }, options));
}

export function ordersQueryOptions(query: OrderListQuery) {
  return queryOptions({
    queryKey: orderKeys.list(query),
    queryFn: ({ signal }) => getOrders(query, { signal }),
    placeholderData: keepPreviousData,
  });
}
