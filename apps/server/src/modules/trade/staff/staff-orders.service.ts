import type {
  Credentials,
  DeliverInput,
  Order,
  OrderDetail,
  RebindStep,
  RebindStepInput,
  RefundInput,
} from '@gs/shared/orders';
import type { StaffOrderRow, StaffOrderSearch } from '@gs/shared/staff-orders';
import type { OrderRow } from '../../../db/tables/orders.table.ts';
import { inTransaction } from '../../../db/transaction.ts';
import type { UserContext } from '../../../lib/context.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import { isOrderEvaluated } from '../orders/evaluations.repository.ts';
import { assertCanMoveTo, assertInTrade, assertRebindingOpen } from '../orders/order-guards.ts';
import { markDelivered } from '../orders/order-lifecycle.ts';
import { deliveredNote } from '../orders/order-notes.ts';
import { listOrderPayments } from '../orders/order-payments.repository.ts';
import { refundOrderInFull } from '../orders/order-refund.ts';
import { toOrder, toOrderDetail } from '../orders/order-view.ts';
import {
  findOrder,
  listHistory,
  listingExists,
  listRebindSteps,
  lockOrder,
  updateRebindStep,
} from '../orders/orders.repository.ts';
import type { TradeDeps } from '../trade-deps.ts';
import { hasCredentials } from '../vault/vault.repository.ts';
import { type CredentialChange, revealCredentials, storeCredentials } from '../vault/vault.service.ts';
import {
  assertChecklistDoneOrConfirmed,
  assertRelistAllowed,
  resolveStaffOrderFilter,
  staffMayReadCredentials,
  toStaffOrderRow,
} from './staff-order-rules.ts';
import { countStaffOrders, searchStaffOrders } from './staff-orders.repository.ts';

function assertOrderFound(order: OrderRow | undefined): asserts order is OrderRow {
  if (!order) throw notFound('orderNotFound');
}

const staffActor = (ctx: UserContext, note: string) => ({ actor: 'staff' as const, userId: ctx.userId, note });

/** A page of the tenant's orders matching the filters, sorted by creation time or total (newest first by default). */
export async function listStaffOrders(
  ctx: UserContext,
  query: Omit<StaffOrderSearch, 'sort' | 'order'> & Partial<Pick<StaffOrderSearch, 'sort' | 'order'>>,
) {
  const filter = await resolveStaffOrderFilter(ctx, query);
  const page = { limit: query.pageSize, offset: (query.pageNum - 1) * query.pageSize };
  const order = { sort: query.sort ?? 'created', order: query.order ?? 'desc' } as const;
  const [rows, total] = await Promise.all([
    searchStaffOrders(ctx.db, ctx.tenantId, filter, order, page),
    countStaffOrders(ctx.db, ctx.tenantId, filter),
  ]);
  const staffRows: StaffOrderRow[] = rows.map(toStaffOrderRow);
  return { rows: staffRows, total, pageNum: query.pageNum, pageSize: query.pageSize };
}

/** Any order of the tenant with history, rebinding and payments. 404. */
export async function getStaffOrder(ctx: UserContext, orderId: number): Promise<OrderDetail> {
  const row = await findOrder(ctx.db, ctx.tenantId, orderId);
  assertOrderFound(row);
  const [history, rebinding, payments, stored, evaluated] = await Promise.all([
    listHistory(ctx.db, ctx.tenantId, orderId),
    listRebindSteps(ctx.db, ctx.tenantId, orderId),
    listOrderPayments(ctx.db, ctx.tenantId, orderId),
    hasCredentials(ctx.db, ctx.tenantId, row.listing_id),
    isOrderEvaluated(ctx.db, ctx.tenantId, orderId),
  ]);
  return toOrderDetail({
    row,
    evaluated,
    history,
    rebinding,
    payments,
    credentialsAvailable: stored,
    role: 'staff',
    locale: ctx.locale,
  });
}

/** Ticks (or unticks) a rebinding step with a note while the order is in trade. 404/409/422. */
export async function markRebindStep(ctx: UserContext, orderId: number, input: RebindStepInput): Promise<OrderDetail> {
  const order = await findOrder(ctx.db, ctx.tenantId, orderId);
  assertOrderFound(order);
  assertRebindingOpen(order);
  const updated = await updateRebindStep(ctx.db, ctx.tenantId, orderId, {
    ...input,
    userId: ctx.userId,
    at: ctx.clock.now(),
  });
  if (!updated) throw new AppError(422, 'BUSINESS_RULE', 'rebindStepUnknown', { params: { step: input.step } });
  return getStaffOrder(ctx, orderId);
}

/** What a delivery did: the order, and the rebinding steps staff confirmed delivering without. */
export interface StaffDelivery {
  order: Order;
  unfinishedSteps: RebindStep[];
}

/**
 * Releases the credentials to the buyer (optionally replacing them with the ones staff set while rebinding) and
 * starts the auto-confirm clock. With rebinding steps still open it needs `confirmIncompleteChecklist`, and the
 * history's delivery entry names the open steps. 404; 409 not in trade or delivered already; 422 no credentials in
 * the vault, or the checklist unfinished and not confirmed (`unfinishedSteps` in the answer).
 */
export async function deliverOrder(
  ctx: UserContext,
  deps: TradeDeps,
  orderId: number,
  input: DeliverInput,
): Promise<StaffDelivery> {
  return inTransaction(ctx.db, async (trx) => {
    const order = await lockOrder(trx, ctx.tenantId, orderId);
    assertOrderFound(order);
    assertInTrade(order);
    if (order.delivered_at) throw new AppError(409, 'CONFLICT', 'orderAlreadyDelivered');
    const steps = await listRebindSteps(trx, ctx.tenantId, orderId);
    const unfinishedSteps = steps.filter((step) => !step.done).map((step) => step.step as RebindStep);
    assertChecklistDoneOrConfirmed(unfinishedSteps, steps.length, input);
    const at = ctx.clock.now();
    if (input.credentials) {
      await storeCredentials(trx, deps.secretBox, ctx.tenantId, order.listing_id, input.credentials, at, {
        userId: ctx.userId,
        orderId,
      });
    } else if (!(await hasCredentials(trx, ctx.tenantId, order.listing_id))) {
      throw new AppError(422, 'BUSINESS_RULE', 'credentialsMissing');
    }
    const actor = staffActor(ctx, deliveredNote(unfinishedSteps));
    return { order: toOrder(await markDelivered(trx, ctx, order, actor, at)), unfinishedSteps };
  });
}

/**
 * Refunds the buyer in full or in part from escrow before completion (what is not refunded is kept by the merchant as
 * the cancellation charge). The listing goes back on sale when `relist`, else off the shelf; a recycle order's
 * listing goes back to the seller's draft. An order with an open claim is decided on the claim (409).
 */
export async function refundOrder(
  ctx: UserContext,
  deps: TradeDeps,
  orderId: number,
  input: RefundInput,
): Promise<Order> {
  return inTransaction(ctx.db, async (trx) => {
    const order = await lockOrder(trx, ctx.tenantId, orderId);
    assertOrderFound(order);
    if (order.status === 'after_sale') throw new AppError(409, 'CONFLICT', 'orderHasOpenClaim');
    assertCanMoveTo(order, 'refunded', 'orderActionNotAllowed');
    assertRelistAllowed(order, input.relist);
    const held = order.paid_fen - order.refunded_fen;
    const amount = input.amount ?? held;
    if (amount > held) {
      throw new AppError(422, 'BUSINESS_RULE', 'refundTooLarge', {
        params: { max: (held / 100).toFixed(2) },
        fields: [{ field: 'body.amount', message: '' }],
      });
    }
    const refund = {
      amount,
      from: 'escrow' as const,
      relist: input.relist,
      reason: input.reason,
      key: `refund:${orderId}`,
    };
    const at = ctx.clock.now();
    const actor = staffActor(ctx, input.reason);
    return toOrder(await refundOrderInFull(trx, ctx.tenantId, order, refund, actor, at, deps.outcomeHooks));
  });
}

/**
 * Staff read of an order's credentials (to rebind the account), audited. 404; 409 when the order no longer needs
 * them (not in trade or after sale).
 */
export async function readOrderCredentials(ctx: UserContext, deps: TradeDeps, orderId: number): Promise<Credentials> {
  const order = await findOrder(ctx.db, ctx.tenantId, orderId);
  assertOrderFound(order);
  if (!staffMayReadCredentials(order)) throw new AppError(409, 'CONFLICT', 'credentialsNotNeeded');
  const credentials = await revealCredentials(
    ctx.db,
    deps.secretBox,
    ctx.tenantId,
    order.listing_id,
    { userId: ctx.userId, orderId, purpose: 'staff_read' },
    ctx.clock.now(),
  );
  if (!credentials) throw notFound('credentialsMissing');
  return credentials;
}

/** Stores a listing's credentials in the vault (staff entering or resetting them), audited. 404 unknown listing. */
export async function putListingCredentials(
  ctx: UserContext,
  deps: TradeDeps,
  listingId: number,
  credentials: Credentials,
): Promise<CredentialChange> {
  if (!(await listingExists(ctx.db, ctx.tenantId, listingId))) throw notFound('listingNotFound');
  return storeCredentials(ctx.db, deps.secretBox, ctx.tenantId, listingId, credentials, ctx.clock.now(), {
    userId: ctx.userId,
  });
}
