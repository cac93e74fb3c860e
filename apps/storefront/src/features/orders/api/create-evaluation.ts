import { type Evaluation, type EvaluationInput, evaluationSchema } from '@gs/shared/orders';
import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { invalidateOrder } from './invalidate-order';
import { orderKeys } from './order-keys';

export interface CreateEvaluationVariables {
  orderId: number;
  input: EvaluationInput;
}

/** POST /api/order/{id}/evaluation: evaluates a completed order, once (1–5 stars, text ≤ 500, optional images). */
export async function createEvaluation({ orderId, input }: CreateEvaluationVariables): Promise<Evaluation> {
  const data = await api.post(`/api/order/${orderId}/evaluation`, input);
  return evaluationSchema.parse(data);
}

/** Saves the evaluation, refreshes the order, the lists and my evaluations, then runs the caller's `onSuccess`. */
export function useCreateEvaluation({
  onSuccess,
  ...options
}: Omit<UseMutationOptions<Evaluation, Error, CreateEvaluationVariables>, 'mutationFn'> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: createEvaluation,
    onSuccess: async (...args) => {
      await Promise.all([
        invalidateOrder(queryClient, args[1].orderId),
        queryClient.invalidateQueries({ queryKey: orderKeys.evaluations() }),
      ]);
      return onSuccess?.(...args);
    },
  });
}
