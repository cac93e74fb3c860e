import type { Db } from '../../../db/database.ts';
import { sumUnreleasedPayouts } from '../payouts/payouts.repository.ts';
import { sumWalletEntriesByKind, sumWithdrawalsByStatus } from './wallet.repository.ts';
import { walletPostingKinds } from './wallet-view.ts';

export interface WalletCheck {
  balanced: boolean;
  problems: string[];
  accounts: {
    seller_wallet: number;
    withdrawal_hold: number;
    payout: number;
    seller_held: number;
    seller_recovery: number;
  };
  withdrawals: { pending: number; paid: number; rejected: number };
}

/**
 * Proves a user's wallet accounts agree with their withdrawals and payouts: the hold is the sum of pending requests,
 * the payout the sum of paid ones; every request took its amount out of the available balance and every rejection
 * put it back; the held proceeds are what their unreleased payout holds have left; the available balance is never
 * negative and the recovery account never positive (it only records what the user owes).
 */
export async function checkUserWallet(db: Db, tenantId: number, userId: number): Promise<WalletCheck> {
  const [entries, withdrawalSums, unreleased] = await Promise.all([
    sumWalletEntriesByKind(db, tenantId, userId),
    sumWithdrawalsByStatus(db, tenantId, userId),
    sumUnreleasedPayouts(db, tenantId, userId),
  ]);
  const accounts = { seller_wallet: 0, withdrawal_hold: 0, payout: 0, seller_held: 0, seller_recovery: 0 };
  const byKind = new Map<string, number>();
  for (const row of entries) {
    accounts[row.account] += row.total;
    if (row.account === 'seller_wallet') byKind.set(row.kind, (byKind.get(row.kind) ?? 0) + row.total);
  }
  const withdrawals = { pending: 0, paid: 0, rejected: 0 };
  for (const row of withdrawalSums) withdrawals[row.status] = row.total;
  const all = withdrawals.pending + withdrawals.paid + withdrawals.rejected;

  const problems: string[] = [];
  const expect = (what: string, actual: number, wanted: number) => {
    if (actual !== wanted) problems.push(`${what} ${actual}, expected ${wanted}`);
  };
  expect('withdrawal_hold', accounts.withdrawal_hold, withdrawals.pending);
  expect('payout', accounts.payout, withdrawals.paid);
  expect('requests out of seller_wallet', byKind.get(walletPostingKinds.request) ?? 0, -all);
  expect('releases into seller_wallet', byKind.get(walletPostingKinds.reject) ?? 0, withdrawals.rejected);
  expect('seller_held', accounts.seller_held, unreleased);
  if (accounts.seller_wallet < 0) problems.push(`seller_wallet is negative: ${accounts.seller_wallet}`);
  if (accounts.seller_recovery > 0) problems.push(`seller_recovery is positive: ${accounts.seller_recovery}`);
  return { balanced: problems.length === 0, problems, accounts, withdrawals };
}
