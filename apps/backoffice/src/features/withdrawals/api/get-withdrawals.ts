import { staffWithdrawalPageSchema, type WithdrawalStatus } from '@gs/shared/wallet';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { withdrawalKeys } from './withdrawal-keys';

export interface WithdrawalListQuery {
  status: WithdrawalStatus;
  pageNum: number;
  pageSize: number;
}

/** GET /api/staff/withdrawals: the shop's withdrawals of a status, newest first (operator or owner). */
export async function getWithdrawals(query: WithdrawalListQuery, options: { signal?: AbortSignal } = {}) {
  return staffWithdrawalPageSchema.parse(await api.get('/api/staff/withdrawals', { ...query }, options));
}

export function withdrawalsQueryOptions(query: WithdrawalListQuery) {
  return queryOptions({
    queryKey: withdrawalKeys.list(query.status, query.pageNum, query.pageSize),
    queryFn: ({ signal }) => getWithdrawals(query, { signal }),
    placeholderData: keepPreviousData,
  });
}
