import { type OrderConfirm, orderConfirmSchema } from '@gs/shared/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { orderKeys } from './order-keys';

/** GET /api/order/confirm?goodsId: listing summary, guarantee options with fees and totals, deposit offer, agreement. */
export async function getOrderConfirm(goodsId: number, options: { signal?: AbortSignal } = {}): Promise<OrderConfirm> {
  const data = await api.get('/api/order/confirm', { goodsId }, options);
  return orderConfirmSchema.parse(data);
}

export function orderConfirmQueryOptions(goodsId: number) {
  return queryOptions({
    queryKey: orderKeys.confirm(goodsId),
    queryFn: ({ signal }) => getOrderConfirm(goodsId, { signal }),
    // Fees and availability can change at any time: always ask again when the page opens.
    staleTime: 0,
  });
}

/** The confirmation data of listing `goodsId`; disabled (pending, never fetched) while it is null. */
export function useOrderConfirm(goodsId: number | null) {
  return useQuery({ ...orderConfirmQueryOptions(goodsId ?? 0), enabled: goodsId !== null });
}
