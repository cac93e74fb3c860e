import { type Withdrawal, withdrawalSchema } from '@gs/shared/wallet';
import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { withdrawalKeys } from './withdrawal-keys';

/** POST /api/staff/withdrawals/{id}/approve: records the transfer made (its reference). */
export async function approveWithdrawal(id: number, transferRef: string) {
  return withdrawalSchema.parse(await api.post(`/api/staff/withdrawals/${id}/approve`, { transferRef }));
}

/** POST /api/staff/withdrawals/{id}/reject: the amount goes back to the user's balance. */
export async function rejectWithdrawal(id: number, reason: string) {
  return withdrawalSchema.parse(await api.post(`/api/staff/withdrawals/${id}/reject`, { reason }));
}

export type WithdrawalDecision =
  | { id: number; approve: true; transferRef: string }
  | { id: number; approve: false; reason: string };

/** Approves or rejects a withdrawal, then refreshes the lists. */
export function useDecideWithdrawal({
  onSuccess,
  ...options
}: Omit<UseMutationOptions<Withdrawal, Error, WithdrawalDecision>, 'mutationFn'> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (decision: WithdrawalDecision) =>
      decision.approve
        ? approveWithdrawal(decision.id, decision.transferRef)
        : rejectWithdrawal(decision.id, decision.reason),
    onSuccess: async (result, ...rest) => {
      await queryClient.invalidateQueries({ queryKey: withdrawalKeys.all });
      return onSuccess?.(result, ...rest);
    },
  });
}
