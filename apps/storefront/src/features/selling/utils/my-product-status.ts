import type { ConsignmentStatus, MyProductTab } from '@gs/shared/consignment';
import { myProductTabs } from '@gs/shared/consignment';
import type { WalletEntryAccount, WalletEntryKind, WithdrawalStatus } from '@gs/shared/wallet';
import type { ParseKeys } from 'i18next';

/** The tab of `?tab=`, or "all" when absent or unknown. */
export function toMyProductTab(value: string | null): MyProductTab {
  return (myProductTabs as readonly string[]).includes(value ?? '') ? (value as MyProductTab) : 'all';
}

export const tabLabels: Record<MyProductTab, ParseKeys> = {
  all: 'myProducts.tabs.all',
  reviewing: 'myProducts.tabs.reviewing',
  on_sale: 'myProducts.tabs.on_sale',
  in_trade: 'myProducts.tabs.in_trade',
  sold: 'myProducts.tabs.sold',
  off_shelf: 'myProducts.tabs.off_shelf',
  rejected: 'myProducts.tabs.rejected',
};

export const listingStatusLabels: Record<ConsignmentStatus, ParseKeys> = {
  pending_review: 'myProducts.status.pending_review',
  on_sale: 'myProducts.status.on_sale',
  off_shelf: 'myProducts.status.off_shelf',
  locked: 'myProducts.status.locked',
  sold: 'myProducts.status.sold',
  retrieved: 'myProducts.status.retrieved',
  rejected: 'myProducts.status.rejected',
};

export const listingStatusColors: Record<ConsignmentStatus, string> = {
  pending_review: 'processing',
  on_sale: 'success',
  off_shelf: 'default',
  locked: 'warning',
  sold: 'purple',
  retrieved: 'error',
  rejected: 'error',
};

export const walletEntryLabels: Record<WalletEntryKind, ParseKeys> = {
  sale_proceeds: 'wallet.kind.sale_proceeds',
  recycle_payment: 'wallet.kind.recycle_payment',
  withdrawal_requested: 'wallet.kind.withdrawal_requested',
  withdrawal_released: 'wallet.kind.withdrawal_released',
  withdrawal_paid: 'wallet.kind.withdrawal_paid',
  deposit_compensation: 'wallet.kind.deposit_compensation',
  proceeds_held: 'wallet.kind.proceeds_held',
  proceeds_released: 'wallet.kind.proceeds_released',
  claim_charge: 'wallet.kind.claim_charge',
  recovery_debt: 'wallet.kind.recovery_debt',
  recovery_repaid: 'wallet.kind.recovery_repaid',
  claim_compensation: 'wallet.kind.claim_compensation',
  adjustment: 'wallet.kind.adjustment',
};

/** The part of the wallet a history entry moves, named when it is not the available balance. */
export const walletAccountLabels: Record<WalletEntryAccount, ParseKeys | null> = {
  available: null,
  held: 'wallet.account.held',
  owed: 'wallet.account.owed',
};

export const withdrawalStatusLabels: Record<WithdrawalStatus, ParseKeys> = {
  pending: 'wallet.withdrawalStatus.pending',
  paid: 'wallet.withdrawalStatus.paid',
  rejected: 'wallet.withdrawalStatus.rejected',
};

export const withdrawalStatusColors: Record<WithdrawalStatus, string> = {
  pending: 'processing',
  paid: 'success',
  rejected: 'error',
};
