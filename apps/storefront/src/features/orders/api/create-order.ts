import { type CreateOrderInput, type Order, orderSchema } from '@gs/shared/orders';
import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { orderKeys } from './order-keys';

/** POST /api/order/create: the server recomputes every amount and locks the listing. 409 sold/locked/own unpaid; 422. */
export async function createOrder(input: CreateOrderInput): Promise<Order> {
  const data = await api.post('/api/order/create', input);
  return orderSchema.parse(data);
}

/**
 * Creates the order, refreshes the order lists, then runs the caller's `onSuccess`. The listing's confirmation is
 * left alone: asked again now it would answer "your unpaid order exists" while the page leaves for the cashier.
 */
export function useCreateOrder({
  onSuccess,
  ...options
}: Omit<UseMutationOptions<Order, Error, CreateOrderInput>, 'mutationFn'> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: createOrder,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
      return onSuccess?.(...args);
    },
  });
}
