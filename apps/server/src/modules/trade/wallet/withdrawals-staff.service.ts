import type {
  StaffWithdrawal,
  StaffWithdrawalQuery,
  Withdrawal,
  WithdrawalApproveInput,
  WithdrawalRejectInput,
} from '@gs/shared/wallet';
import type { Db } from '../../../db/database.ts';
import { inTransaction } from '../../../db/transaction.ts';
import type { UserContext } from '../../../lib/context.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import type { SecretBox } from '../../../lib/secret-box.ts';
import { postEntries } from '../ledger/ledger.service.ts';
import {
  countWithdrawalsByStatus,
  decideWithdrawal,
  findWithdrawal,
  listWithdrawalsByStatus,
  type WithdrawalDecision,
} from './wallet.repository.ts';
import { toStaffWithdrawal, toWithdrawal, walletPostingKinds, withdrawalAad } from './wallet-view.ts';

/** The tenant's withdrawals of one status (pending by default), newest first, name and account in full. */
export async function listStaffWithdrawals(ctx: UserContext, secretBox: SecretBox, query: StaffWithdrawalQuery) {
  const page = { limit: query.pageSize, offset: (query.pageNum - 1) * query.pageSize };
  const [rows, total] = await Promise.all([
    listWithdrawalsByStatus(ctx.db, ctx.tenantId, query.status, page),
    countWithdrawalsByStatus(ctx.db, ctx.tenantId, query.status),
  ]);
  const staffRows: StaffWithdrawal[] = rows.map((row) => {
    const aad = withdrawalAad(ctx.tenantId, row.user_id);
    return toStaffWithdrawal(row, {
      name: secretBox.decrypt(row.alipay_name_sealed, aad),
      account: secretBox.decrypt(row.alipay_account_sealed, aad),
    });
  });
  return { rows: staffRows, total, pageNum: query.pageNum, pageSize: query.pageSize };
}

/**
 * Records that staff transferred a pending withdrawal (with the transfer's reference): the held amount leaves the
 * platform as a payout. 404; 409 when it was decided already (another decision won) or the reference pays another.
 */
export async function approveWithdrawal(
  ctx: UserContext,
  id: number,
  input: WithdrawalApproveInput,
): Promise<Withdrawal> {
  const decision = {
    status: 'paid',
    transferRef: input.transferRef,
    staffId: ctx.userId,
    at: ctx.clock.now(),
  } as const;
  return decide(ctx, id, decision, (amount) => [
    { account: 'withdrawal_hold', amount: -amount },
    { account: 'payout', amount },
  ]);
}

/**
 * Rejects a pending withdrawal with a reason: the held amount goes back to the available balance. 404; 409 when
 * it was decided already.
 */
export async function rejectWithdrawal(
  ctx: UserContext,
  id: number,
  input: WithdrawalRejectInput,
): Promise<Withdrawal> {
  const decision = { status: 'rejected', reason: input.reason, staffId: ctx.userId, at: ctx.clock.now() } as const;
  return decide(ctx, id, decision, (amount) => [
    { account: 'withdrawal_hold', amount: -amount },
    { account: 'seller_wallet', amount },
  ]);
}

type Movement = { account: 'withdrawal_hold' | 'payout' | 'seller_wallet'; amount: number }[];

/** The conditional update (pending → decided) and its posting, in one transaction: one decision wins. */
async function decide(
  ctx: UserContext,
  id: number,
  decision: WithdrawalDecision,
  movement: (amountFen: number) => Movement,
): Promise<Withdrawal> {
  return inTransaction(ctx.db, async (trx) => {
    const row = await decideOrRefuse(trx, ctx.tenantId, id, decision);
    const step = decision.status === 'paid' ? 'pay' : 'reject';
    const posted = await postEntries(trx, ctx.tenantId, {
      orderId: null,
      ref: { type: 'withdrawal', id },
      kind: walletPostingKinds[step],
      key: `withdrawal:${id}:${step}`,
      at: decision.at,
      entries: movement(row.amount_fen).map((entry) => ({ ...entry, userId: row.user_id })),
    });
    // The conditional update lets one decision through; a posting already there means the row lies.
    if (!posted) throw new Error(`withdrawal ${id} was decided twice in the ledger`);
    return toWithdrawal(row);
  });
}

async function decideOrRefuse(db: Db, tenantId: number, id: number, decision: WithdrawalDecision) {
  let row: Awaited<ReturnType<typeof decideWithdrawal>>;
  try {
    row = await decideWithdrawal(db, tenantId, id, decision);
  } catch (error) {
    if ((error as { code?: string }).code === '23505' && decision.status === 'paid') {
      throw new AppError(409, 'CONFLICT', 'withdrawalTransferRefUsed', { params: { ref: decision.transferRef } });
    }
    throw error;
  }
  if (row) return row;
  const current = await findWithdrawal(db, tenantId, id);
  if (!current) throw notFound('withdrawalNotFound');
  throw new AppError(
    409,
    'CONFLICT',
    current.status === 'paid' ? 'withdrawalAlreadyPaid' : 'withdrawalAlreadyRejected',
  );
}
