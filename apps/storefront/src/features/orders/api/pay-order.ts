import { type PayResult, payResultSchema } from '@gs/shared/orders';
import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { orderKeys } from './order-keys';

/** POST /api/order/{id}/pay: opens the payment now due (full, deposit or balance); answers the cashier's URL. */
export async function payOrder(orderId: number): Promise<PayResult> {
  const data = await api.post(`/api/order/${orderId}/pay`);
  return payResultSchema.parse(data);
}

/** Opens the payment, refreshes the order, then runs the caller's `onSuccess` (which goes to `payUrl`). */
export function usePayOrder({
  onSuccess,
  ...options
}: Omit<UseMutationOptions<PayResult, Error, number>, 'mutationFn'> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: payOrder,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: orderKeys.detail(args[1]) });
      return onSuccess?.(...args);
    },
  });
}
