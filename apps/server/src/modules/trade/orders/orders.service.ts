import type { CreateOrderInput, Order, OrderConfirm, OrderDetail, OrderListQuery, OrderPage } from '@gs/shared/orders';
import { inTransaction } from '../../../db/transaction.ts';
import type { RequestContext, UserContext } from '../../../lib/context.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import { findPublicListing, shownPriceFen, toListingSummaries } from '../../listings/index.ts';
import { getNotice, listNotices } from '../../notices/index.ts';
import type { TradeDeps } from '../trade-deps.ts';
import { hasCredentials } from '../vault/vault.repository.ts';
import { CLOSE_REASON } from './close-reasons.ts';
import { isOrderEvaluated } from './evaluations.repository.ts';
import {
  assertBuyerMayCancel,
  assertBuyerOf,
  assertDelivered,
  assertGuaranteeAllowed,
  assertListingOnSale,
  assertRealNameForBuying,
} from './order-guards.ts';
import { addMinutes, cancelOrder, completeOrder } from './order-lifecycle.ts';
import { assertBuyerMayOpenOrder } from './order-limits.ts';
import { isSecondLiveOrder, openOrder } from './order-open.ts';
import { listOrderPayments } from './order-payments.repository.ts';
import { depositFor, guaranteeFee, quoteOrder } from './order-pricing.ts';
import { loadOrderSettings, loadTradeFees } from './order-settings.ts';
import { toOrder, toOrderDetail } from './order-view.ts';
import {
  countOrders,
  findListingForOrder,
  findOrder,
  listHistory,
  listOrders,
  listRebindSteps,
  lockListingForOrder,
  lockOrder,
  setListingStatus,
} from './orders.repository.ts';

async function purchaseAgreement(ctx: RequestContext): Promise<OrderConfirm['agreement']> {
  const page = await listNotices(ctx, { noticeType: 'gmxy', pageNum: 1, pageSize: 1 });
  const first = page.rows[0];
  if (!first) return null;
  const notice = await getNotice(ctx, first.id);
  return { id: notice.id, title: notice.title, content: notice.content };
}

/**
 * The confirmation page's data: summary, each guarantee with its fee, total and claim window, deposit offer, agreement.
 * 404/409.
 */
export async function getOrderConfirm(ctx: UserContext, listingId: number): Promise<OrderConfirm> {
  await assertListingOnSale(
    ctx.db,
    ctx.tenantId,
    await findListingForOrder(ctx.db, ctx.tenantId, listingId),
    ctx.userId,
  );
  const row = await findPublicListing(ctx.db, ctx.tenantId, listingId);
  if (!row) throw notFound('listingNotFound');
  const [settings, fees, [listing], agreement] = await Promise.all([
    loadOrderSettings(ctx),
    loadTradeFees(ctx),
    toListingSummaries(ctx, [row]),
    purchaseAgreement(ctx),
  ]);
  if (!listing) throw notFound('listingNotFound');
  const price = shownPriceFen(row.price_fen, ctx.tenant.price_markup_bp);
  const choices = settings.allowNoGuarantee
    ? (['retrieval', 'face', 'none'] as const)
    : (['retrieval', 'face'] as const);
  const guarantees = choices.map((guarantee) => {
    const fee = guaranteeFee(price, guarantee, fees);
    const total = price + fee + fees.serviceFeeFen;
    const claimDays =
      guarantee === 'retrieval' ? settings.claimDaysRetrieval : guarantee === 'face' ? settings.claimDaysFace : null;
    return { guarantee, fee, total, deposit: depositFor(price, total, fees), claimDays };
  });
  return {
    listing,
    price,
    serviceFee: fees.serviceFeeFen,
    guarantees,
    depositOffered: guarantees.some((option) => option.deposit !== null),
    agreement,
    paymentMinutes: settings.paymentMinutes,
  };
}

/**
 * Creates an order and locks the listing in one transaction (the listing row is locked FOR UPDATE, so concurrent
 * buyers queue and all but the first see it locked). Every amount is recomputed here. 404 unknown listing; 409
 * sold / locked by another buyer / the buyer's own unpaid order (extra.orderId); 422 own listing, real name,
 * guarantee or deposit not allowed.
 */
export async function createOrder(ctx: UserContext, input: CreateOrderInput): Promise<Order> {
  const settings = await loadOrderSettings(ctx);
  await assertRealNameForBuying(ctx.db, ctx.tenantId, ctx.userId, settings);
  assertGuaranteeAllowed(settings, input.guarantee);
  const fees = await loadTradeFees(ctx);
  const now = ctx.clock.now();
  try {
    return await inTransaction(ctx.db, async (trx) => {
      await assertBuyerMayOpenOrder(trx, ctx.tenantId, ctx.userId, settings, now);
      const listing = await lockListingForOrder(trx, ctx.tenantId, input.goodsId);
      await assertListingOnSale(trx, ctx.tenantId, listing, ctx.userId);
      if (!listing) throw notFound('listingNotFound');
      const quote = quoteOrder(
        {
          listingPriceFen: listing.price_fen,
          shownPriceFen: shownPriceFen(listing.price_fen, ctx.tenant.price_markup_bp),
          hasSeller: listing.seller_user_id !== null,
        },
        input.guarantee,
        input.payMode,
        fees,
      );
      if (input.payMode === 'deposit' && !quote.depositAllowed) {
        throw new AppError(422, 'BUSINESS_RULE', 'depositNotOffered', {
          params: { min: fees.depositThresholdFen / 100 },
          fields: [{ field: 'body.payMode', message: '' }],
        });
      }
      const order = await openOrder(trx, ctx.tenantId, {
        origin: 'purchase',
        listing,
        buyerUserId: ctx.userId,
        guarantee: input.guarantee,
        payMode: input.payMode,
        quote,
        expiresAt: addMinutes(now, settings.paymentMinutes),
        actor: { actor: 'buyer', userId: ctx.userId },
        at: now,
      });
      // Last before commit: the on-sale counter row of the game (kept by a trigger) stays locked only briefly.
      await setListingStatus(trx, ctx.tenantId, listing.id, ['on_sale'], 'locked', now);
      return toOrder(order);
    });
  } catch (error) {
    // The unique index on live orders is the last line: a racer that got past the row lock still loses here.
    if (isSecondLiveOrder(error)) throw new AppError(409, 'LISTING_LOCKED', 'listingLocked');
    throw error;
  }
}

/** The buyer cancels an unpaid order; the listing is released. 404 not theirs; 409 not unpaid any more. */
export async function cancelOrderByBuyer(ctx: UserContext, deps: TradeDeps, orderId: number): Promise<Order> {
  return inTransaction(ctx.db, async (trx) => {
    const order = await lockOrder(trx, ctx.tenantId, orderId);
    assertBuyerOf(order, ctx.userId);
    assertBuyerMayCancel(order);
    const actor = { actor: 'buyer' as const, userId: ctx.userId };
    const at = ctx.clock.now();
    return toOrder(
      await cancelOrder(trx, ctx.tenantId, order, actor, CLOSE_REASON.cancelledByBuyer, at, deps.outcomeHooks),
    );
  });
}

/** The buyer confirms receipt of a delivered order: it completes and the proceeds are paid out. 404/409. */
export async function confirmReceipt(ctx: UserContext, deps: TradeDeps, orderId: number): Promise<Order> {
  return inTransaction(ctx.db, async (trx) => {
    const order = await lockOrder(trx, ctx.tenantId, orderId);
    assertBuyerOf(order, ctx.userId);
    assertDelivered(order);
    const actor = { actor: 'buyer' as const, userId: ctx.userId, note: 'receipt confirmed' };
    return toOrder(await completeOrder(trx, ctx.tenantId, order, actor, ctx.clock.now(), deps.outcomeHooks));
  });
}

/** An order with its history, rebinding progress and payments, for its buyer or its consignment seller. 404. */
export async function getOrderDetail(ctx: UserContext, orderId: number): Promise<OrderDetail> {
  const row = await findOrder(ctx.db, ctx.tenantId, orderId);
  const role = row?.buyer_user_id === ctx.userId ? 'buyer' : row?.seller_user_id === ctx.userId ? 'seller' : null;
  if (!row || role === null) throw notFound('orderNotFound');
  const [history, rebinding, payments, stored, evaluated] = await Promise.all([
    listHistory(ctx.db, ctx.tenantId, orderId),
    listRebindSteps(ctx.db, ctx.tenantId, orderId),
    listOrderPayments(ctx.db, ctx.tenantId, orderId),
    hasCredentials(ctx.db, ctx.tenantId, row.listing_id),
    isOrderEvaluated(ctx.db, ctx.tenantId, orderId),
  ]);
  const revealable =
    role === 'buyer' && row.delivered_at !== null && ['in_trade', 'completed', 'after_sale'].includes(row.status);
  return toOrderDetail({
    row,
    evaluated,
    history,
    rebinding,
    payments,
    credentialsAvailable: revealable && stored,
    role,
    locale: ctx.locale,
  });
}

/** A page of the user's orders as buyer (or, with role=seller, of their consignment listings), newest first. */
export async function listMyOrders(ctx: UserContext, query: OrderListQuery): Promise<OrderPage> {
  const status = query.status === '' || query.status === 'all' ? undefined : query.status;
  const filter = query.role === 'seller' ? { sellerUserId: ctx.userId, status } : { buyerUserId: ctx.userId, status };
  const page = { limit: query.pageSize, offset: (query.pageNum - 1) * query.pageSize };
  const [rows, total] = await Promise.all([
    listOrders(ctx.db, ctx.tenantId, filter, page),
    countOrders(ctx.db, ctx.tenantId, filter),
  ]);
  return {
    rows: rows.map((row) => toOrder(row, row.evaluated)),
    total,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}
