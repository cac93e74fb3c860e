import { type WalletSummary, walletSummarySchema } from '@gs/shared/wallet';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { personalCenterKeys } from './personal-center-keys';

/** GET /api/wallet: my balances (available, held by withdrawals, in trade). */
export async function getCenterWallet(options: { signal?: AbortSignal } = {}): Promise<WalletSummary> {
  return walletSummarySchema.parse(await api.get('/api/wallet', undefined, options));
}

export function useCenterWallet() {
  return useQuery({ queryKey: personalCenterKeys.wallet(), queryFn: ({ signal }) => getCenterWallet({ signal }) });
}
