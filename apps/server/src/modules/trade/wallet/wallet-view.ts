import { maskPhone } from '@gs/shared/identity';
import type { StaffWithdrawal, WalletEntry, WalletEntryKind, Withdrawal } from '@gs/shared/wallet';
import type { Selectable } from 'kysely';
import type { WithdrawalsTable } from '../../../db/tables/withdrawals.table.ts';

/** Ledger posting kinds of the wallet (the idempotency keys are `withdrawal:<id>:request|pay|reject`). */
export const walletPostingKinds = {
  request: 'withdrawal_request',
  pay: 'withdrawal_payout',
  reject: 'withdrawal_release',
} as const;

const entryKinds: Record<string, WalletEntryKind> = {
  settlement: 'sale_proceeds',
  recycle_payment: 'recycle_payment',
  deposit_forfeit: 'deposit_compensation',
  [walletPostingKinds.request]: 'withdrawal_requested',
  [walletPostingKinds.reject]: 'withdrawal_released',
  [walletPostingKinds.pay]: 'withdrawal_paid',
};

export interface WalletEntryRow {
  id: number;
  created_at: Date;
  amount_fen: number;
  order_id: number | null;
  order_no: string | null;
  kind: string;
  ref_type: string | null;
  ref_id: number | null;
}

/** A seller_wallet entry as the history shows it; a posting kind the wallet does not know is an adjustment. */
export function toWalletEntry(row: WalletEntryRow): WalletEntry {
  return {
    id: row.id,
    at: row.created_at.toISOString(),
    kind: entryKinds[row.kind] ?? 'adjustment',
    amountFen: row.amount_fen,
    orderId: row.order_id,
    orderNumber: row.order_no,
    withdrawalId: row.ref_type === 'withdrawal' ? row.ref_id : null,
  };
}

/** 13812348000 → 138****8000; alice@example.com → a****@example.com. */
export function maskAlipayAccount(account: string): string {
  const at = account.indexOf('@');
  if (at < 0) return maskPhone(account);
  const local = [...account.slice(0, at)];
  return `${local[0] ?? ''}${'*'.repeat(Math.max(local.length - 1, 1))}${account.slice(at)}`;
}

export type WithdrawalRow = Selectable<WithdrawalsTable>;

/** A withdrawal as its owner sees it: the account masked, the name not at all. */
export function toWithdrawal(row: WithdrawalRow): Withdrawal {
  return {
    id: row.id,
    amountFen: row.amount_fen,
    alipayAccount: row.alipay_account_masked,
    status: row.status,
    rejectReason: row.reject_reason ?? '',
    transferRef: row.transfer_ref ?? '',
    requestedAt: row.requested_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
  };
}

/** A withdrawal as staff see it: name and account in full to make the transfer, the user's phone masked. */
export function toStaffWithdrawal(
  row: WithdrawalRow & { phone: string },
  opened: { name: string; account: string },
): StaffWithdrawal {
  return {
    ...toWithdrawal(row),
    userId: row.user_id,
    user: maskPhone(row.phone),
    alipayName: opened.name,
    alipayAccount: opened.account,
  };
}

/** Amounts in messages: yuan with two decimals. */
export const yuan = (fen: number) => (fen / 100).toFixed(2);

/** The AAD a withdrawal's name and account are sealed under (bound to the tenant and the requesting user). */
export const withdrawalAad = (tenantId: number, userId: number) => `tenant:${tenantId}:withdrawal-user:${userId}`;
