import { type BalanceCheck, balanceCheckSchema } from '@gs/shared/staff-finance';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/request';

/** A check over every order can take a while on a big shop: longer than the usual 10 s limit. */
const CHECK_TIMEOUT_MS = 120_000;

/** POST /api/staff/finance/balance-check: proves the shop's ledger now (every order, posting and wallet). */
export async function runBalanceCheck() {
  return balanceCheckSchema.parse(
    await api.post('/api/staff/finance/balance-check', undefined, { timeoutMs: CHECK_TIMEOUT_MS }),
  );
}

export function useBalanceCheck(options: Omit<UseMutationOptions<BalanceCheck, Error, void>, 'mutationFn'> = {}) {
  return useMutation({ ...options, mutationFn: () => runBalanceCheck() });
}
