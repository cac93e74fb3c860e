import { type Order, orderSchema } from '@gs/shared/orders';
import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { invalidateOrder } from './invalidate-order';

/** POST /api/order/{id}/confirm: the buyer confirms receipt; the order completes and the seller is paid. */
export async function confirmReceipt(orderId: number): Promise<Order> {
  const data = await api.post(`/api/order/${orderId}/confirm`);
  return orderSchema.parse(data);
}

/** Confirms receipt, refreshes the order and the lists, then runs the caller's `onSuccess`. */
export function useConfirmReceipt({
  onSuccess,
  ...options
}: Omit<UseMutationOptions<Order, Error, number>, 'mutationFn'> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: confirmReceipt,
    onSuccess: async (...args) => {
      await invalidateOrder(queryClient, args[1]);
      return onSuccess?.(...args);
    },
  });
}
