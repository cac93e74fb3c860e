import { type StaffOrderDetail, staffOrderDetailSchema } from '@gs/shared/staff-orders';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { orderKeys } from './order-keys';

/** GET /api/staff/orders/{id}: the order in full with the actions its state allows. */
export async function getOrder(id: number, options: { signal?: AbortSignal } = {}): Promise<StaffOrderDetail> {
  return staffOrderDetailSchema.parse(await api.get(`/api/staff/orders/${id}`, undefined, options));
}

export function orderQueryOptions(id: number) {
  return queryOptions({ queryKey: orderKeys.detail(id), queryFn: ({ signal }) => getOrder(id, { signal }) });
}
