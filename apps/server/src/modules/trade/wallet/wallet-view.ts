import { maskPhone } from '@gs/shared/identity';
import type { LedgerAccount } from '@gs/shared/orders';
import type {
  StaffWithdrawal,
  WalletEntry,
  WalletEntryAccount,
  WalletEntryKind,
  WalletSummary,
  Withdrawal,
} from '@gs/shared/wallet';
import type { Selectable } from 'kysely';
import type { WithdrawalsTable } from '../../../db/tables/withdrawals.table.ts';
import { payoutPostingKinds } from '../payouts/payout-kinds.ts';

/** Ledger posting kinds of the wallet (the idempotency keys are `withdrawal:<id>:request|pay|reject`). */
export const walletPostingKinds = {
  request: 'withdrawal_request',
  pay: 'withdrawal_payout',
  reject: 'withdrawal_release',
} as const;

const entryKinds: Record<string, WalletEntryKind> = {
  // Orders completed before the payout hold paid the seller in their settlement posting.
  settlement: 'sale_proceeds',
  [payoutPostingKinds.paid]: 'sale_proceeds',
  [payoutPostingKinds.hold]: 'proceeds_held',
  [payoutPostingKinds.release]: 'proceeds_released',
  [payoutPostingKinds.claimCharge]: 'claim_charge',
  claim_compensation: 'claim_compensation',
  recycle_payment: 'recycle_payment',
  deposit_forfeit: 'deposit_compensation',
  [walletPostingKinds.request]: 'withdrawal_requested',
  [walletPostingKinds.reject]: 'withdrawal_released',
  [walletPostingKinds.pay]: 'withdrawal_paid',
};

const entryAccounts: Partial<Record<LedgerAccount, WalletEntryAccount>> = {
  seller_wallet: 'available',
  seller_held: 'held',
  seller_recovery: 'owed',
};

/** The history's kind of an entry: on the amount owed, a debt or its repayment whatever posting moved it. */
function entryKind(row: WalletEntryRow): WalletEntryKind {
  if (row.account === 'seller_recovery') return row.amount_fen < 0 ? 'recovery_debt' : 'recovery_repaid';
  return entryKinds[row.kind] ?? 'adjustment';
}

export interface WalletEntryRow {
  id: number;
  created_at: Date;
  account: LedgerAccount;
  amount_fen: number;
  order_id: number | null;
  order_no: string | null;
  kind: string;
  ref_type: string | null;
  ref_id: number | null;
}

/** A wallet entry as the history shows it; a posting kind the wallet does not know is an adjustment. */
export function toWalletEntry(row: WalletEntryRow): WalletEntry {
  return {
    id: row.id,
    at: row.created_at.toISOString(),
    kind: entryKind(row),
    account: entryAccounts[row.account] ?? 'available',
    amountFen: row.amount_fen,
    orderId: row.order_id,
    orderNumber: row.order_no,
    withdrawalId: row.ref_type === 'withdrawal' ? row.ref_id : null,
  };
}

export interface HeldPayoutRow {
  order_id: number;
  order_no: string;
  status: string;
  amount_fen: number;
  taken_fen: number;
  release_at: Date;
}

/** A held sale's proceeds as the wallet shows them: what claims left of them, and until when. */
export function toHeldProceeds(row: HeldPayoutRow): WalletSummary['heldProceeds'][number] {
  return {
    orderId: row.order_id,
    orderNumber: row.order_no,
    amountFen: row.amount_fen - row.taken_fen,
    releaseAt: row.release_at.toISOString(),
    inClaim: row.status === 'after_sale',
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
