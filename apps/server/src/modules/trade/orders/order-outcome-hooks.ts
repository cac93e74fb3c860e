import type { Db } from '../../../db/database.ts';
import type { OrderOrigin, OrderRow } from '../../../db/tables/orders.table.ts';

/*
 * How a feature that opens orders of its own origin (bidding's recycle orders) learns how they end, without trade
 * knowing that feature: it registers a hook for its origin when its plugin starts, and the order's lifecycle calls
 * it inside the transaction of the closing step, so the feature's own rows change with the order or not at all.
 * One hook per origin; registering again replaces it (every app built in one process registers the same one).
 */

/** How an order ended: settled, closed unpaid (expired or cancelled by its buyer), or refunded by staff. */
export type OrderOutcome = 'completed' | 'lapsed' | 'refunded';

export interface OrderOutcomeEvent {
  tenantId: number;
  orderId: number;
  listingId: number;
  outcome: OrderOutcome;
  at: Date;
}

export type OrderOutcomeHook = (db: Db, event: OrderOutcomeEvent) => Promise<void>;

const hooks = new Map<OrderOrigin, OrderOutcomeHook>();

/** Calls `hook` (in the order's transaction) whenever an order of `origin` completes, lapses or is refunded. */
export function onOrderOutcome(origin: Exclude<OrderOrigin, 'purchase'>, hook: OrderOutcomeHook): void {
  hooks.set(origin, hook);
}

/** The lifecycle's call after a closing step: runs the hook of the order's origin, if any. */
export async function runOrderOutcomeHook(db: Db, order: OrderRow, outcome: OrderOutcome, at: Date): Promise<void> {
  const hook = hooks.get(order.origin);
  if (!hook) return;
  await hook(db, { tenantId: order.tenant_id, orderId: order.id, listingId: order.listing_id, outcome, at });
}
