import {
  type WalletSummary,
  walletHistoryPageSchema,
  walletSummarySchema,
  withdrawalPageSchema,
} from '@gs/shared/wallet';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/request';
import { walletKeys } from './wallet-keys';

export type WalletHistoryPage = z.infer<typeof walletHistoryPageSchema>;
export type WithdrawalPage = z.infer<typeof withdrawalPageSchema>;
type PageQuery = { pageNum: number; pageSize: number };

/** GET /api/wallet: the balances (sums over the ledger) and the withdrawal rules. */
export async function getWalletSummary(options: { signal?: AbortSignal } = {}): Promise<WalletSummary> {
  return walletSummarySchema.parse(await api.get('/api/wallet', undefined, options));
}

/** GET /api/wallet/history?pageNum&pageSize: movements of the available balance, newest first. */
export async function getWalletHistory(
  query: PageQuery,
  options: { signal?: AbortSignal } = {},
): Promise<WalletHistoryPage> {
  return walletHistoryPageSchema.parse(await api.get('/api/wallet/history', { ...query }, options));
}

/** GET /api/wallet/withdrawals?pageNum&pageSize: my withdrawal requests, newest first. */
export async function getWithdrawals(
  query: PageQuery,
  options: { signal?: AbortSignal } = {},
): Promise<WithdrawalPage> {
  return withdrawalPageSchema.parse(await api.get('/api/wallet/withdrawals', { ...query }, options));
}

export function useWalletSummary() {
  return useQuery({ queryKey: walletKeys.summary(), queryFn: ({ signal }) => getWalletSummary({ signal }) });
}

export function useWalletHistory(query: PageQuery) {
  return useQuery({
    queryKey: walletKeys.history(query),
    queryFn: ({ signal }) => getWalletHistory(query, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useWithdrawals(query: PageQuery) {
  return useQuery({
    queryKey: walletKeys.withdrawals(query),
    queryFn: ({ signal }) => getWithdrawals(query, { signal }),
    placeholderData: keepPreviousData,
  });
}
