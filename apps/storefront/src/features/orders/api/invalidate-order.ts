import type { QueryClient } from '@tanstack/react-query';
import { orderKeys } from './order-keys';

/** After an order changed state: its detail and every order list are stale. */
export function invalidateOrder(queryClient: QueryClient, orderId: number): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId) }),
    queryClient.invalidateQueries({ queryKey: orderKeys.lists() }),
  ]);
}
