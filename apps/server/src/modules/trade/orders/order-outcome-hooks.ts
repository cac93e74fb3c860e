import type { Db } from '../../../db/database.ts';
import type { OrderOrigin, OrderRow } from '../../../db/tables/orders.table.ts';

/*
 * How a feature that opens orders of its own origin (bidding's recycle orders) learns how they end, without trade
 * knowing that feature: the composition hands trade the feature's hook for its origin (createTradeDeps, in
 * composition/create-app-deps.ts), and the order's lifecycle calls it inside the transaction of the closing step, so
 * the feature's own rows change with the order or not at all. The hooks belong to one app's trade deps: two apps in
 * one process each run their own.
 */

/** How an order ended: settled, closed unpaid (expired or cancelled by its buyer), or refunded by staff. */
export type OrderOutcome = 'completed' | 'lapsed' | 'refunded';

export interface OrderOutcomeEvent {
  tenantId: number;
  orderId: number;
  listingId: number;
  /** Who bought (for a recycle order, the recycler). */
  buyerUserId: number;
  outcome: OrderOutcome;
  at: Date;
}

export type OrderOutcomeHook = (db: Db, event: OrderOutcomeEvent) => Promise<void>;

/** At most one hook per origin other than a purchase (trade settles purchases itself). */
export type OrderOutcomeHooks = Readonly<Partial<Record<Exclude<OrderOrigin, 'purchase'>, OrderOutcomeHook>>>;

/** The lifecycle's call after a closing step: runs the hook of the order's origin, if the app has one. */
export async function runOrderOutcomeHook(
  hooks: OrderOutcomeHooks,
  db: Db,
  order: OrderRow,
  outcome: OrderOutcome,
  at: Date,
): Promise<void> {
  const hook = order.origin === 'purchase' ? undefined : hooks[order.origin];
  if (!hook) return;
  await hook(db, {
    tenantId: order.tenant_id,
    orderId: order.id,
    listingId: order.listing_id,
    buyerUserId: order.buyer_user_id,
    outcome,
    at,
  });
}
