import type { Db } from '../../../db/database.ts';
import type { ClaimRow } from '../../../db/tables/claims.table.ts';
import type { OrderRow } from '../../../db/tables/orders.table.ts';
import type { RequestContext } from '../../../lib/context.ts';
import { type Actor, addHours, transitionOrder } from '../orders/order-lifecycle.ts';
import { loadOrderSettings } from '../orders/order-settings.ts';

/** The order's step into after_sale, and back out of it when a claim ends without moving money. */

export interface PausedOrder {
  order: OrderRow;
  fromStatus: 'in_trade' | 'completed';
  /** The auto-confirm time it had left (null: not delivered yet, or completed). */
  autoConfirmLeftMs: number | null;
}

/**
 * Moves an order in trade or completed to after_sale, keeping where it came from and the auto-confirm time it had
 * left (the clock stops while the claim is open). 409 from any other status.
 */
export async function pauseOrderForClaim(
  db: Db,
  tenantId: number,
  order: OrderRow,
  actor: Actor,
  at: Date,
): Promise<PausedOrder> {
  const fromStatus = order.status === 'completed' ? 'completed' : 'in_trade';
  const autoConfirmLeftMs =
    order.status === 'in_trade' && order.auto_confirm_at
      ? Math.max(0, order.auto_confirm_at.getTime() - at.getTime())
      : null;
  const updated = await transitionOrder(db, tenantId, order, 'after_sale', actor, at, { auto_confirm_at: null });
  return { order: updated, fromStatus, autoConfirmLeftMs };
}

/**
 * Puts the order back where it was when the claim opened: in trade with the auto-confirm time it had left (a
 * delivered order without a recorded time gets a fresh window), or completed. The caller holds the order's lock.
 */
export async function resumeOrderAfterClaim(
  db: Db,
  ctx: Pick<RequestContext, 'tenantId' | 'caches'>,
  order: OrderRow,
  claim: Pick<ClaimRow, 'from_status' | 'auto_confirm_left_ms'>,
  actor: Actor,
  at: Date,
): Promise<OrderRow> {
  if (claim.from_status === 'completed') return transitionOrder(db, ctx.tenantId, order, 'completed', actor, at);
  let autoConfirmAt: Date | null = null;
  if (claim.auto_confirm_left_ms !== null) {
    autoConfirmAt = new Date(at.getTime() + claim.auto_confirm_left_ms);
  } else if (order.delivered_at) {
    autoConfirmAt = addHours(at, (await loadOrderSettings({ ...ctx, db })).autoConfirmHours);
  }
  return transitionOrder(db, ctx.tenantId, order, 'in_trade', actor, at, { auto_confirm_at: autoConfirmAt });
}
