import { type Order, orderSchema } from '@gs/shared/orders';
import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { invalidateOrder } from './invalidate-order';

/** POST /api/order/{id}/cancel: cancels an unpaid order and releases the listing. 409 when no longer unpaid. */
export async function cancelOrder(orderId: number): Promise<Order> {
  const data = await api.post(`/api/order/${orderId}/cancel`);
  return orderSchema.parse(data);
}

/** Cancels, refreshes the order and the lists, then runs the caller's `onSuccess`. */
export function useCancelOrder({
  onSuccess,
  ...options
}: Omit<UseMutationOptions<Order, Error, number>, 'mutationFn'> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: cancelOrder,
    onSuccess: async (...args) => {
      await invalidateOrder(queryClient, args[1]);
      return onSuccess?.(...args);
    },
  });
}
