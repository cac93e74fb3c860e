import type { Guarantee, OrderDetail, OrderStatus } from '@gs/shared/orders';
import type { ParseKeys } from 'i18next';

export const statusLabels: Record<OrderStatus, ParseKeys> = {
  pending_payment: 'orders.status.pending_payment',
  paid_deposit: 'orders.status.paid_deposit',
  in_trade: 'orders.status.in_trade',
  completed: 'orders.status.completed',
  cancelled: 'orders.status.cancelled',
  refunded: 'orders.status.refunded',
  after_sale: 'orders.status.after_sale',
};

/** antd Tag colours: money due in orange, moving in blue, done in green, closed in grey or red. */
export const statusColors: Record<OrderStatus, string> = {
  pending_payment: 'orange',
  paid_deposit: 'gold',
  in_trade: 'processing',
  completed: 'success',
  cancelled: 'default',
  refunded: 'red',
  after_sale: 'magenta',
};

export const guaranteeLabels: Record<Guarantee, ParseKeys> = {
  retrieval: 'orders.guarantee.retrieval',
  face: 'orders.guarantee.face',
  none: 'orders.guarantee.none',
};

/** The "my orders" tabs (DOMAIN.md): all, pending payment, in trade, completed, cancelled, refunded. */
export const orderTabs = ['all', 'pending_payment', 'in_trade', 'completed', 'cancelled', 'refunded'] as const;
export type OrderTab = (typeof orderTabs)[number];

export function toOrderTab(value: string | null): OrderTab {
  return (orderTabs as readonly string[]).includes(value ?? '') ? (value as OrderTab) : 'all';
}

/** The buyer owes money on it now: the whole order or the deposit (unpaid), or the balance (deposit paid). */
export function isPaymentDue(order: Pick<OrderDetail, 'status'>): boolean {
  return order.status === 'pending_payment' || order.status === 'paid_deposit';
}

/**
 * A payment was opened and the provider's answer has not come back yet (the gateway's notification may lag the
 * buyer's return from the cashier). The finish page waits while this holds.
 */
export function isAwaitingPayment(order: Pick<OrderDetail, 'status' | 'payments'>): boolean {
  return isPaymentDue(order) && order.payments.some((payment) => payment.status === 'pending');
}

/** The order page follows the payment while the order is unpaid or a payment is in flight. */
export function shouldPollOrder(order: Pick<OrderDetail, 'status' | 'payments'>): boolean {
  return order.status === 'pending_payment' || isAwaitingPayment(order);
}
