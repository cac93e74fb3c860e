import type { OrderStatus } from '@gs/shared/orders';

/**
 * The order's state machine: for each status, the statuses an order in it may move to. `transitionOrder` checks
 * every step against this table (the one list of allowed moves); a service's guard asks it too, to answer with its
 * own message before any work. Who may take a step (buyer, staff, scheduler) is the caller's rule, not the table's.
 * Moving `in_trade → in_trade` is delivery (credentials released, the auto-confirm clock started).
 * A claim (after_sale) ends back in trade (rejected before confirmation), completed (rejected after completion, a
 * partial refund, a compensation) or refunded.
 */
export const ORDER_TRANSITIONS: Record<OrderStatus, OrderStatus[]> = {
  pending_payment: ['paid_deposit', 'in_trade', 'cancelled'],
  paid_deposit: ['in_trade', 'cancelled', 'refunded'],
  in_trade: ['in_trade', 'completed', 'after_sale', 'refunded'],
  completed: ['after_sale'],
  after_sale: ['in_trade', 'completed', 'refunded'],
  cancelled: [],
  refunded: [],
};

/** Whether the table lets an order in `from` move to `to`. */
export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** Orders waiting for money (the whole order, or the balance after a deposit): payable now, and expired if not. */
export const AWAITING_PAYMENT: OrderStatus[] = ['pending_payment', 'paid_deposit'];
