import { withdrawalContextSchema } from '@gs/shared/withdrawal-context';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { withdrawalKeys } from './withdrawal-keys';

/** The key of one withdrawal's review context (under the withdrawals' keys: a decision refreshes it too). */
export const withdrawalContextKey = (id: number) => [...withdrawalKeys.all, 'context', id] as const;

/** GET /api/staff/withdrawals/{id}/context: who is withdrawing — wallet, limits, history, claims, warnings. */
export async function getWithdrawalContext(id: number, options: { signal?: AbortSignal } = {}) {
  return withdrawalContextSchema.parse(await api.get(`/api/staff/withdrawals/${id}/context`, undefined, options));
}

export function withdrawalContextQueryOptions(id: number) {
  return queryOptions({
    queryKey: withdrawalContextKey(id),
    queryFn: ({ signal }) => getWithdrawalContext(id, { signal }),
  });
}

/** The context of the withdrawal `id` (nothing is fetched while `id` is null). */
export function useWithdrawalContext(id: number | null) {
  return useQuery({ ...withdrawalContextQueryOptions(id ?? 0), enabled: id !== null });
}
