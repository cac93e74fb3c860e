import type { OrderStatus } from '@gs/shared/orders';
import type { Updateable } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { OrderActor, OrderRow, OrdersTable } from '../../../db/tables/orders.table.ts';
import type { PaymentRow } from '../../../db/tables/payments.table.ts';
import type { RequestContext } from '../../../lib/context.ts';
import { AppError } from '../../../lib/errors.ts';
import { postEntries } from '../ledger/ledger.service.ts';
import { settleSellerProceeds } from '../payouts/payouts.service.ts';
import { hasCredentials } from '../vault/vault.repository.ts';
import { refundToBuyer } from './buyer-refund.ts';
import { type OrderOutcomeHooks, runOrderOutcomeHook } from './order-outcome-hooks.ts';
import { closePendingPayments } from './order-payments.repository.ts';
import { loadOrderSettings, loadRebindSteps } from './order-settings.ts';
import { canTransition } from './order-transitions.ts';
import { insertHistory, insertRebindSteps, setListingStatus, updateOrder } from './orders.repository.ts';
import { releasedListingStatus } from './recycle-order-rules.ts';

/*
 * The order's state machine (its allowed moves: ORDER_TRANSITIONS). Every step runs inside the caller's transaction
 * with the order row locked, changes the order by a conditional update (WHERE status = the status it was read in),
 * writes its history row, and posts its ledger entries in the same transaction: a step happens whole or not at all.
 */

/** The tenant and the app's caches, for the steps that read the tenant's trade settings. */
type StepContext = Pick<RequestContext, 'tenantId' | 'caches'>;

export interface Actor {
  actor: OrderActor;
  userId: number | null;
  note?: string;
}

const HOUR_MS = 3_600_000;
export const addHours = (at: Date, hours: number) => new Date(at.getTime() + hours * HOUR_MS);
export const addMinutes = (at: Date, minutes: number) => new Date(at.getTime() + minutes * 60_000);

/**
 * Moves the order to `to` when ORDER_TRANSITIONS allows it from the status it was read in, and only while it is
 * still in that status; 409 when the move is not allowed or someone else moved the order first.
 */
export async function transitionOrder(
  db: Db,
  tenantId: number,
  order: OrderRow,
  to: OrderStatus,
  actor: Actor,
  at: Date,
  changes: Updateable<OrdersTable> = {},
): Promise<OrderRow> {
  if (!canTransition(order.status, to)) throw new AppError(409, 'CONFLICT', 'orderStateChanged');
  // The allowed "from" narrowed to the status the caller read: a concurrent move between read and write loses here.
  const updated = await updateOrder(db, tenantId, order.id, [order.status], { ...changes, status: to, updated_at: at });
  if (!updated) throw new AppError(409, 'CONFLICT', 'orderStateChanged');
  await insertHistory(db, tenantId, {
    orderId: order.id,
    from: order.status,
    to,
    actor: actor.actor,
    userId: actor.userId,
    note: actor.note ?? '',
    at,
  });
  return updated;
}

/** Delivery: credentials released to the buyer; the auto-confirm clock starts. The order stays in trade. */
export async function markDelivered(
  db: Db,
  ctx: StepContext,
  order: OrderRow,
  actor: Actor,
  at: Date,
): Promise<OrderRow> {
  // Payment leads to in_trade too: the table cannot tell delivery (in_trade → in_trade) apart by its target.
  if (order.status !== 'in_trade' || order.delivered_at) throw new AppError(409, 'CONFLICT', 'orderStateChanged');
  const settings = await loadOrderSettings({ ...ctx, db });
  return transitionOrder(db, ctx.tenantId, order, 'in_trade', { ...actor, note: actor.note ?? 'delivered' }, at, {
    delivered_at: at,
    auto_confirm_at: addHours(at, settings.autoConfirmHours),
  });
}

/**
 * A payment the provider confirmed, applied to an order that is waiting for it: the money moves from the buyer
 * into escrow; a deposit leaves the balance due, a full or balance payment puts the order in trade, marks the
 * listing sold, opens the rebinding checklist and, for instant-delivery listings, delivers at once.
 */
export async function applyPayment(
  db: Db,
  ctx: StepContext,
  order: OrderRow,
  payment: PaymentRow,
  at: Date,
): Promise<OrderRow> {
  const { tenantId } = ctx;
  await postEntries(db, tenantId, {
    orderId: order.id,
    kind: 'payment',
    key: `payment:${payment.id}`,
    at,
    entries: [
      { account: 'buyer', userId: order.buyer_user_id, amount: -payment.amount_fen },
      { account: 'escrow', amount: payment.amount_fen },
    ],
  });
  const settings = await loadOrderSettings({ ...ctx, db });
  const paid = order.paid_fen + payment.amount_fen;
  const actor: Actor = { actor: 'gateway', userId: null, note: `${payment.kind} payment via ${payment.provider}` };
  if (payment.kind === 'deposit') {
    return transitionOrder(db, tenantId, order, 'paid_deposit', actor, at, {
      paid_fen: paid,
      expires_at: addHours(at, settings.balanceDueHours),
    });
  }
  let updated = await transitionOrder(db, tenantId, order, 'in_trade', actor, at, { paid_fen: paid, paid_at: at });
  await setListingStatus(db, tenantId, order.listing_id, ['locked'], 'sold', at);
  await insertRebindSteps(db, tenantId, order.id, await loadRebindSteps({ ...ctx, db }, order.game_id));
  if (updated.instant_delivery && (await hasCredentials(db, tenantId, order.listing_id))) {
    updated = await markDelivered(db, ctx, updated, { actor: 'system', userId: null, note: 'instant delivery' }, at);
  }
  return updated;
}

/**
 * Completion (buyer confirms, the auto-confirm window passes, or a claim ends with a partial refund): escrow pays out
 * what it holds — the service fee, the guarantee premium, the merchant's share and the consignment seller's proceeds
 * (their price less commission, held for the tenant's payout hold: settleSellerProceeds). A part refunded before
 * completion comes off the seller's proceeds (never below 0), the merchant's share covering any rest; the fees stay.
 * The hook of the order's origin runs (`hooks`, the app's trade deps).
 */
export async function completeOrder(
  db: Db,
  tenantId: number,
  order: OrderRow,
  actor: Actor,
  at: Date,
  hooks: OrderOutcomeHooks,
): Promise<OrderRow> {
  if (order.paid_fen !== order.total_fen || order.refunded_fen > order.paid_fen) {
    throw new Error(`order ${order.id} cannot settle: paid ${order.paid_fen} of ${order.total_fen}`);
  }
  const escrowFen = order.paid_fen - order.refunded_fen;
  const fullProceeds = order.seller_user_id === null ? 0 : order.listing_price_fen - order.commission_fen;
  const sellerProceeds = Math.max(0, fullProceeds - order.refunded_fen);
  await postEntries(db, tenantId, {
    orderId: order.id,
    kind: 'settlement',
    key: `settle:${order.id}`,
    at,
    entries: [
      { account: 'escrow', amount: -(escrowFen - sellerProceeds) },
      { account: 'platform_fee', amount: order.service_fee_fen },
      { account: 'guarantee', amount: order.guarantee_fee_fen },
      {
        account: 'merchant',
        amount: escrowFen - order.service_fee_fen - order.guarantee_fee_fen - sellerProceeds,
      },
    ],
  });
  await settleSellerProceeds(db, { tenantId }, order, sellerProceeds, at);
  const updated = await transitionOrder(db, tenantId, order, 'completed', actor, at, {
    completed_at: at,
    auto_confirm_at: null,
  });
  await runOrderOutcomeHook(hooks, db, updated, 'completed', at);
  return updated;
}

/**
 * Cancels an order that is not in trade yet (unpaid, or with only a deposit paid): open payments are closed, a
 * paid deposit goes back to the buyer, and the listing is on sale again (a recycle order's back to its draft); the
 * hook of the order's origin runs (`hooks`, the app's trade deps).
 */
export async function cancelOrder(
  db: Db,
  tenantId: number,
  order: OrderRow,
  actor: Actor,
  reason: string,
  at: Date,
  hooks: OrderOutcomeHooks,
): Promise<OrderRow> {
  await closePendingPayments(db, tenantId, order.id, at);
  const held = order.paid_fen - order.refunded_fen;
  if (held > 0) {
    // The deposit goes back through the gateway it came by (queued with the posting, sent by the scheduler).
    await refundToBuyer(db, tenantId, order, {
      kind: 'refund',
      key: `cancel-refund:${order.id}`,
      at,
      amount: held,
      reason,
      from: [{ account: 'escrow', amount: -held }],
    });
  }
  const updated = await transitionOrder(
    db,
    tenantId,
    order,
    'cancelled',
    { ...actor, note: actor.note ?? reason },
    at,
    { closed_at: at, close_reason: reason, refunded_fen: order.paid_fen },
  );
  await setListingStatus(db, tenantId, order.listing_id, ['locked'], releasedListingStatus(order), at);
  await runOrderOutcomeHook(hooks, db, updated, 'lapsed', at);
  return updated;
}
