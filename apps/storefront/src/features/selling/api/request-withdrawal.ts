import type { WithdrawalInput } from '@gs/shared/wallet';
import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { walletKeys } from './wallet-keys';

/** POST /api/wallet/withdrawals: asks staff to pay the amount to the Alipay account; it is held until they decide. */
export async function requestWithdrawal(input: WithdrawalInput): Promise<void> {
  await api.post('/api/wallet/withdrawals', input);
}

/** Requests a withdrawal, refreshes the balances, the history and the withdrawals, then runs the caller's `onSuccess`. */
export function useRequestWithdrawal({
  onSuccess,
  ...options
}: Omit<UseMutationOptions<void, Error, WithdrawalInput>, 'mutationFn'> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: requestWithdrawal,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: walletKeys.all });
      return onSuccess?.(...args);
    },
  });
}
