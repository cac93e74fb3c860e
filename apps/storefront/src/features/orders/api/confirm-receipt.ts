import { type Order, orderSchema } from '@gs/shared/orders';
import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { orderKeys } from './order-keys';

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
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.detail(args[1]) }),
        queryClient.invalidateQueries({ queryKey: orderKeys.lists() }),
      ]);
      return onSuccess?.(...args);
    },
  });
}
