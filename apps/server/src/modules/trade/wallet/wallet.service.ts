import type { PageQuery } from '@gs/shared/envelope';
import type { WalletSummary, Withdrawal, WithdrawalInput } from '@gs/shared/wallet';
import type { Db } from '../../../db/database.ts';
import { inTransaction } from '../../../db/transaction.ts';
import type { UserContext } from '../../../lib/context.ts';
import { AppError } from '../../../lib/errors.ts';
import type { SecretBox } from '../../../lib/secret-box.ts';
import { REAL_NAME_PAGE, readVerifiedName } from '../../identity/index.ts';
import { lockUserWallet } from '../ledger/ledger.repository.ts';
import { amountOwed, postEntries } from '../ledger/ledger.service.ts';
import { listHeldPayouts } from '../payouts/payouts.repository.ts';
import {
  countUserWithdrawals,
  countWalletEntries,
  findWalletAccountBalance,
  insertWithdrawal,
  listUserWithdrawals,
  listWalletBalances,
  listWalletEntries,
  sumProceedsInTrade,
  sumWithdrawalsRequestedSince,
} from './wallet.repository.ts';
import { loadWithdrawalRules, type WithdrawalRules, withdrawalDayStart } from './wallet-rules.ts';
import {
  maskAlipayAccount,
  toHeldProceeds,
  toWalletEntry,
  toWithdrawal,
  walletPostingKinds,
  withdrawalAad,
  yuan,
} from './wallet-view.ts';

/** The held proceeds the wallet lists one by one (the total covers them all). */
const HELD_PROCEEDS_SHOWN = 50;

/**
 * The seller's figures: available, held for withdrawal, in trade, held proceeds (each with its release time), owed,
 * withdrawn, the tenant's limits and the verified name, masked.
 */
export async function getWalletSummary(ctx: UserContext, secretBox: SecretBox): Promise<WalletSummary> {
  const { db, tenantId, userId } = ctx;
  const [balances, inTradeFen, held, rules, todayRequestedFen, verified] = await Promise.all([
    listWalletBalances(db, tenantId, userId),
    sumProceedsInTrade(db, tenantId, userId),
    listHeldPayouts(db, tenantId, userId, HELD_PROCEEDS_SHOWN),
    loadWithdrawalRules(ctx),
    sumWithdrawalsRequestedSince(db, tenantId, userId, withdrawalDayStart(ctx.clock.now())),
    readVerifiedName(ctx, secretBox, userId),
  ]);
  const balance = (account: string) => balances.find((row) => row.account === account)?.balance_fen ?? 0;
  return {
    availableFen: balance('seller_wallet'),
    heldFen: balance('withdrawal_hold'),
    inTradeFen,
    heldProceedsFen: balance('seller_held'),
    heldProceeds: held.map(toHeldProceeds),
    owedFen: Math.max(0, -balance('seller_recovery')),
    withdrawnFen: balance('payout'),
    minWithdrawalFen: rules.minFen,
    dailyLimitFen: rules.dailyLimitFen,
    todayRequestedFen,
    realName: verified?.masked ?? null,
  };
}

/** The movements of the seller's available balance, newest first. */
export async function listWalletHistory(ctx: UserContext, query: PageQuery) {
  const page = { limit: query.pageSize, offset: (query.pageNum - 1) * query.pageSize };
  const [rows, total] = await Promise.all([
    listWalletEntries(ctx.db, ctx.tenantId, ctx.userId, page),
    countWalletEntries(ctx.db, ctx.tenantId, ctx.userId),
  ]);
  return { rows: rows.map(toWalletEntry), total, pageNum: query.pageNum, pageSize: query.pageSize };
}

/** The user's own withdrawals, newest first, the account masked. */
export async function listMyWithdrawals(ctx: UserContext, query: PageQuery) {
  const page = { limit: query.pageSize, offset: (query.pageNum - 1) * query.pageSize };
  const [rows, total] = await Promise.all([
    listUserWithdrawals(ctx.db, ctx.tenantId, ctx.userId, page),
    countUserWithdrawals(ctx.db, ctx.tenantId, ctx.userId),
  ]);
  return { rows: rows.map(toWithdrawal), total, pageNum: query.pageNum, pageSize: query.pageSize };
}

/** Names compare as a person reads them: Unicode-normalised, spaces collapsed, case ignored (Latin names). */
const comparableName = (name: string) => name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Requests a withdrawal to an Alipay account in the user's verified real name: the amount moves from the available
 * balance to the hold until staff pay or reject it. 422 under the minimum, without a verified real name, with
 * another name, while the user owes the shop a recovery debt, over the available balance or over today's limit. The
 * balances and today's total are read under a per-user lock, so concurrent requests cannot overdraw together.
 */
export async function requestWithdrawal(
  ctx: UserContext,
  secretBox: SecretBox,
  input: WithdrawalInput,
): Promise<Withdrawal> {
  const { tenantId, userId } = ctx;
  const rules = await loadWithdrawalRules(ctx);
  assertAboveMinimum(input.amountFen, rules);
  const verified = await readVerifiedName(ctx, secretBox, userId);
  if (!verified) {
    throw new AppError(422, 'REAL_NAME_REQUIRED', 'withdrawalNeedsRealName', { extra: { link: REAL_NAME_PAGE } });
  }
  if (comparableName(input.alipayName) !== comparableName(verified.name)) {
    throw new AppError(422, 'BUSINESS_RULE', 'withdrawalNameMismatch', {
      params: { name: verified.masked },
      fields: [{ field: 'body.alipayName', message: '' }],
    });
  }
  const at = ctx.clock.now();
  const aad = withdrawalAad(tenantId, userId);
  const row = await inTransaction(ctx.db, async (trx) => {
    await lockUserWallet(trx, tenantId, userId);
    await assertNothingOwed(trx, tenantId, userId);
    const available = await findWalletAccountBalance(trx, tenantId, userId, 'seller_wallet');
    if (input.amountFen > available) {
      throw new AppError(422, 'BUSINESS_RULE', 'withdrawalOverAvailable', {
        params: { available: yuan(Math.max(available, 0)) },
        fields: [{ field: 'body.amountFen', message: '' }],
      });
    }
    const today = await sumWithdrawalsRequestedSince(trx, tenantId, userId, withdrawalDayStart(at));
    if (today + input.amountFen > rules.dailyLimitFen) {
      throw new AppError(422, 'BUSINESS_RULE', 'withdrawalDailyLimit', {
        params: { limit: yuan(rules.dailyLimitFen), left: yuan(Math.max(rules.dailyLimitFen - today, 0)) },
        fields: [{ field: 'body.amountFen', message: '' }],
      });
    }
    const inserted = await insertWithdrawal(trx, tenantId, {
      userId,
      amountFen: input.amountFen,
      nameSealed: secretBox.encrypt(input.alipayName, aad),
      accountSealed: secretBox.encrypt(input.alipayAccount, aad),
      accountMasked: maskAlipayAccount(input.alipayAccount),
      at,
    });
    await postEntries(trx, tenantId, {
      orderId: null,
      ref: { type: 'withdrawal', id: inserted.id },
      kind: walletPostingKinds.request,
      key: `withdrawal:${inserted.id}:request`,
      at,
      entries: [
        { account: 'seller_wallet', userId, amount: -input.amountFen },
        { account: 'withdrawal_hold', userId, amount: input.amountFen },
      ],
    });
    return inserted;
  });
  return toWithdrawal(row);
}

/** A seller who owes the shop (a claim paid after their proceeds were released) repays it before withdrawing. */
async function assertNothingOwed(db: Db, tenantId: number, userId: number) {
  const owed = await amountOwed(db, tenantId, userId);
  if (owed > 0) throw new AppError(422, 'BUSINESS_RULE', 'withdrawalWhileOwing', { params: { owed: yuan(owed) } });
}

function assertAboveMinimum(amountFen: number, rules: WithdrawalRules) {
  if (amountFen < rules.minFen) {
    throw new AppError(422, 'BUSINESS_RULE', 'withdrawalBelowMin', {
      params: { min: yuan(rules.minFen) },
      fields: [{ field: 'body.amountFen', message: '' }],
    });
  }
}
