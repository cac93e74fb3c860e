import { maskPhone } from '@gs/shared/identity';
import {
  CONTEXT_CLAIMS_LISTED,
  CONTEXT_PAID_DAYS,
  CONTEXT_WITHDRAWALS_LISTED,
  NEW_ACCOUNT_DAYS,
  type WithdrawalContext,
  type WithdrawalWarning,
} from '@gs/shared/withdrawal-context';
import type { UserContext } from '../../../lib/context.ts';
import { notFound } from '../../../lib/errors.ts';
import type { SecretBox } from '../../../lib/secret-box.ts';
import { hasRealNameLevelTwo, readVerifiedName } from '../../identity/index.ts';
import { listWalletBalances, sumWithdrawalsRequestedSince } from './wallet.repository.ts';
import { loadWithdrawalRules, withdrawalDayStart } from './wallet-rules.ts';
import {
  countClaimsAgainstSeller,
  findWithdrawalWithUser,
  listOpenClaimsAgainstSeller,
  listOtherWithdrawals,
  summarizeOtherWithdrawals,
  sumWithdrawalsRequestedBetween,
} from './withdrawal-context.repository.ts';

const DAY_MS = 24 * 3_600_000;

/** The figures the warnings are derived from. */
export interface WarningFacts {
  amountFen: number;
  wallet: WithdrawalContext['wallet'];
  limits: WithdrawalContext['limits'];
  openClaimCount: number;
  paidBefore: number;
  accountAgeDays: number;
  realNameLevel: number;
}

/** What the reviewer is warned of (the conditions are documented on `withdrawalWarnings` in the contract). */
export function withdrawalWarningsOf(facts: WarningFacts): WithdrawalWarning[] {
  const warnings: WithdrawalWarning[] = [];
  if (facts.wallet.owedFen > 0 || facts.wallet.availableFen < 0) warnings.push('negative_balance');
  if (facts.openClaimCount > 0) warnings.push('open_claims');
  if (facts.limits.requestDayRequestedFen > facts.limits.dailyLimitFen) warnings.push('over_daily_limit');
  if (facts.amountFen < facts.limits.minFen) warnings.push('below_minimum');
  if (facts.paidBefore === 0 && facts.accountAgeDays < NEW_ACCOUNT_DAYS) warnings.push('new_account_first');
  if (facts.realNameLevel === 0) warnings.push('no_real_name');
  return warnings;
}

/**
 * Who is withdrawing, for the reviewer: the requesting user's wallet now, the shop's limits and their use, their
 * other withdrawals, the open claims on their sales, their account's age and real-name level, and the warnings.
 * 404 for a withdrawal not of this shop. The verified name is answered masked only.
 */
export async function getWithdrawalContext(
  ctx: UserContext,
  secretBox: SecretBox,
  withdrawalId: number,
): Promise<WithdrawalContext> {
  const { db, tenantId } = ctx;
  const withdrawal = await findWithdrawalWithUser(db, tenantId, withdrawalId);
  if (!withdrawal) throw notFound('withdrawalNotFound');
  const userId = withdrawal.user_id;
  const now = ctx.clock.now();
  const requestDay = withdrawalDayStart(withdrawal.requested_at);
  const [balances, rules, todayRequestedFen, requestDayRequestedFen, previous, summary, claims, counts] =
    await Promise.all([
      listWalletBalances(db, tenantId, userId),
      loadWithdrawalRules(ctx),
      sumWithdrawalsRequestedSince(db, tenantId, userId, withdrawalDayStart(now)),
      sumWithdrawalsRequestedBetween(db, tenantId, userId, requestDay, new Date(requestDay.getTime() + DAY_MS)),
      listOtherWithdrawals(db, tenantId, userId, withdrawalId, CONTEXT_WITHDRAWALS_LISTED),
      summarizeOtherWithdrawals(
        db,
        tenantId,
        userId,
        withdrawalId,
        new Date(now.getTime() - CONTEXT_PAID_DAYS * DAY_MS),
      ),
      listOpenClaimsAgainstSeller(db, tenantId, userId, CONTEXT_CLAIMS_LISTED),
      countClaimsAgainstSeller(db, tenantId, userId),
    ]);
  const [verified, levelTwo] = await Promise.all([
    readVerifiedName(ctx, secretBox, userId),
    hasRealNameLevelTwo(ctx, userId),
  ]);
  const balance = (account: string) => Number(balances.find((row) => row.account === account)?.balance_fen ?? 0);
  const wallet = {
    availableFen: balance('seller_wallet'),
    withdrawalHoldFen: balance('withdrawal_hold'),
    heldProceedsFen: balance('seller_held'),
    owedFen: Math.max(0, -balance('seller_recovery')),
    withdrawnFen: balance('payout'),
  };
  const limits = {
    minFen: rules.minFen,
    dailyLimitFen: rules.dailyLimitFen,
    todayRequestedFen: Number(todayRequestedFen),
    requestDayRequestedFen,
  };
  const accountAgeDays = Math.max(
    0,
    Math.floor((withdrawal.requested_at.getTime() - withdrawal.user_created_at.getTime()) / DAY_MS),
  );
  const realNameLevel = verified ? (levelTwo ? 2 : 1) : 0;
  return {
    withdrawalId,
    userId,
    user: maskPhone(withdrawal.phone),
    nickName: withdrawal.nick_name,
    accountCreatedAt: withdrawal.user_created_at.toISOString(),
    accountAgeDays,
    realNameLevel,
    realName: verified?.masked ?? null,
    wallet,
    limits,
    previousWithdrawals: previous.map((row) => ({
      id: row.id,
      amountFen: Number(row.amount_fen),
      status: row.status,
      requestedAt: row.requested_at.toISOString(),
      decidedAt: row.decided_at?.toISOString() ?? null,
    })),
    previousWithdrawalCount: summary.total,
    paidLast30DaysFen: summary.recentFen,
    paidLast30DaysCount: summary.recentCount,
    openClaims: claims.map((row) => ({
      id: row.id,
      orderNumber: row.order_no,
      state: row.state,
      reason: row.reason,
      openedAt: row.created_at.toISOString(),
    })),
    openClaimCount: counts.open,
    claimsLostCount: counts.lost,
    warnings: withdrawalWarningsOf({
      amountFen: Number(withdrawal.amount_fen),
      wallet,
      limits,
      openClaimCount: counts.open,
      paidBefore: summary.paid,
      accountAgeDays,
      realNameLevel,
    }),
  };
}
