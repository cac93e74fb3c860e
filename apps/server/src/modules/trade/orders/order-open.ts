import { randomInt } from 'node:crypto';
import type { Guarantee, PayMode } from '@gs/shared/orders';
import type { Db } from '../../../db/database.ts';
import type { OrderOrigin, OrderRow } from '../../../db/tables/orders.table.ts';
import type { Actor } from './order-lifecycle.ts';
import type { OrderQuote } from './order-pricing.ts';
import { insertHistory, insertOrder, type LockedListing } from './orders.repository.ts';

/** 20 digits: the creation time to the second, then 6 random digits (unique per tenant, checked by the index). */
export function newOrderNo(at: Date): string {
  const stamp = at.toISOString().replace(/\D/g, '').slice(0, 14);
  return `${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

export interface NewOrder {
  origin: OrderOrigin;
  /** The listing row, locked by the caller's transaction and checked by the caller's rules. */
  listing: LockedListing;
  buyerUserId: number;
  guarantee: Guarantee;
  payMode: PayMode;
  quote: OrderQuote;
  /** When the order expires unpaid. */
  expiresAt: Date;
  /** Who opened it, for the history. */
  actor: Actor;
  at: Date;
}

/**
 * The part every way of opening an order shares (a purchase, a recycle order): the `pending_payment` order row
 * with its listing snapshot and amounts, and its first history row, in the caller's transaction. Locking the
 * listing is the caller's step (from the status its rules expect). A second live order for the listing fails on
 * the unique index (23505), which callers answer as 409.
 */
export async function openOrder(db: Db, tenantId: number, order: NewOrder): Promise<OrderRow> {
  const { listing, quote, at } = order;
  const row = await insertOrder(db, {
    tenant_id: tenantId,
    order_no: newOrderNo(at),
    origin: order.origin,
    buyer_user_id: order.buyerUserId,
    listing_id: listing.id,
    seller_user_id: listing.seller_user_id,
    listing_kind: listing.kind,
    listing_number: listing.number,
    listing_title: listing.title,
    listing_cover: listing.cover_url,
    game_id: listing.game_id,
    guarantee: order.guarantee,
    pay_mode: order.payMode,
    listing_price_fen: quote.listingPriceFen,
    price_fen: quote.priceFen,
    guarantee_fee_fen: quote.guaranteeFeeFen,
    service_fee_fen: quote.serviceFeeFen,
    total_fen: quote.totalFen,
    deposit_fen: quote.depositFen,
    commission_fen: quote.commissionFen,
    instant_delivery: listing.instant_delivery,
    expires_at: order.expiresAt,
    paid_at: null,
    delivered_at: null,
    auto_confirm_at: null,
    completed_at: null,
    closed_at: null,
    created_at: at,
    updated_at: at,
  });
  await insertHistory(db, tenantId, {
    orderId: row.id,
    from: null,
    to: 'pending_payment',
    actor: order.actor.actor,
    userId: order.actor.userId,
    note: order.actor.note ?? '',
    at,
  });
  return row;
}

/** Whether an error is the unique index on live orders refusing a second order for the listing. */
export const isSecondLiveOrder = (error: unknown) => (error as { code?: string }).code === '23505';
