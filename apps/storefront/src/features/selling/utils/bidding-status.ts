import type { BidQuoteStatus, BidRequestStatus } from '@gs/shared/bidding';
import type { OrderStatus } from '@gs/shared/orders';
import type { ParseKeys } from 'i18next';

export const bidStatusLabels: Record<BidRequestStatus, ParseKeys> = {
  quoting: 'bidding.status.quoting',
  accepted: 'bidding.status.accepted',
  completed: 'bidding.status.completed',
  cancelled: 'bidding.status.cancelled',
  expired: 'bidding.status.expired',
};

export const bidStatusColors: Record<BidRequestStatus, string> = {
  quoting: 'processing',
  accepted: 'success',
  completed: 'green',
  cancelled: 'default',
  expired: 'warning',
};

export const bidQuoteStatusLabels: Record<BidQuoteStatus, ParseKeys> = {
  active: 'bidding.quoteStatus.active',
  superseded: 'bidding.quoteStatus.superseded',
  accepted: 'bidding.quoteStatus.accepted',
  rejected: 'bidding.quoteStatus.rejected',
};

export const bidQuoteStatusColors: Record<BidQuoteStatus, string> = {
  active: 'processing',
  superseded: 'default',
  accepted: 'success',
  rejected: 'default',
};

/** The accepted recycler's order as the seller follows it. */
export const bidOrderStatusLabels: Record<OrderStatus, ParseKeys> = {
  pending_payment: 'bidding.orderStatus.pending_payment',
  paid_deposit: 'bidding.orderStatus.paid_deposit',
  in_trade: 'bidding.orderStatus.in_trade',
  completed: 'bidding.orderStatus.completed',
  cancelled: 'bidding.orderStatus.cancelled',
  refunded: 'bidding.orderStatus.refunded',
  after_sale: 'bidding.orderStatus.after_sale',
};

/** Time left until `deadlineMs` in parts for the countdown; null once it has passed. */
export function timeLeft(deadlineMs: number, nowMs: number): { days: number; clock: string } | null {
  const seconds = Math.floor((deadlineMs - nowMs) / 1000);
  if (!(seconds > 0)) return null;
  const days = Math.floor(seconds / 86_400);
  const rest = seconds % 86_400;
  const pad = (value: number) => String(value).padStart(2, '0');
  const clock = `${pad(Math.floor(rest / 3600))}:${pad(Math.floor((rest % 3600) / 60))}:${pad(rest % 60)}`;
  return { days, clock };
}
