import { maskPhone } from '@gs/shared/identity';
import type { LedgerAccount } from '@gs/shared/orders';
import type { OrderNote, OrderNoteInput, StaffOrderDetail } from '@gs/shared/staff-orders';
import type { UserContext } from '../../../lib/context.ts';
import { notFound } from '../../../lib/errors.ts';
import { isOrderEvaluated } from '../orders/evaluations.repository.ts';
import { listOrderPayments } from '../orders/order-payments.repository.ts';
import { toOrderDetail } from '../orders/order-view.ts';
import { findOrder, listHistory, listRebindSteps } from '../orders/orders.repository.ts';
import { hasCredentials } from '../vault/vault.repository.ts';
import { allowedStaffActions, isRelistAllowed } from './staff-order-rules.ts';
import { findUserPhone, insertOrderNote, listOrderLedger, listOrderNotes } from './staff-orders.repository.ts';

async function findOrderOr404(ctx: UserContext, orderId: number) {
  const row = await findOrder(ctx.db, ctx.tenantId, orderId);
  if (!row) throw notFound('orderNotFound');
  return row;
}

/**
 * Any order of the tenant as the back office shows it: the buyer's view plus the buyer (masked phone), the ledger
 * postings, the rebinding progress, the after-sale case and the actions its state allows. 404.
 */
export async function getStaffOrderDetail(ctx: UserContext, orderId: number): Promise<StaffOrderDetail> {
  const row = await findOrderOr404(ctx, orderId);
  const [history, rebinding, payments, stored, evaluated, ledger, buyer] = await Promise.all([
    listHistory(ctx.db, ctx.tenantId, orderId),
    listRebindSteps(ctx.db, ctx.tenantId, orderId),
    listOrderPayments(ctx.db, ctx.tenantId, orderId),
    hasCredentials(ctx.db, ctx.tenantId, row.listing_id),
    isOrderEvaluated(ctx.db, ctx.tenantId, orderId),
    listOrderLedger(ctx.db, ctx.tenantId, orderId),
    findUserPhone(ctx.db, ctx.tenantId, row.buyer_user_id),
  ]);
  const detail = toOrderDetail({
    row,
    evaluated,
    history,
    rebinding,
    payments,
    credentialsAvailable: stored,
    role: 'staff',
    locale: ctx.locale,
  });
  const afterSale = [...detail.history].reverse().find((entry) => entry.to === 'after_sale') ?? null;
  return {
    ...detail,
    origin: row.origin,
    buyerUserId: row.buyer_user_id,
    buyerPhone: buyer ? maskPhone(buyer.phone) : '',
    sellerUserId: row.seller_user_id,
    refundable: row.paid_fen - row.refunded_fen,
    ledger: ledger.map((entry) => ({
      postingId: entry.posting_id,
      kind: entry.kind,
      account: entry.account as LedgerAccount,
      userId: entry.user_id,
      amount: entry.amount_fen,
      at: entry.created_at.toISOString(),
    })),
    rebindProgress: { done: rebinding.filter((step) => step.done).length, total: rebinding.length },
    afterSale,
    allowedActions: allowedStaffActions(row, { rebindSteps: rebinding.length, credentialsStored: stored }),
    relistAllowed: isRelistAllowed(row),
  };
}

/** The order's internal notes, oldest first (staff only). 404 unknown order. */
export async function listStaffOrderNotes(ctx: UserContext, orderId: number): Promise<{ rows: OrderNote[] }> {
  await findOrderOr404(ctx, orderId);
  const rows = await listOrderNotes(ctx.db, ctx.tenantId, orderId);
  return {
    rows: rows.map((note) => ({
      id: note.id,
      authorUserId: note.author_user_id,
      authorName: note.nick_name ?? '',
      text: note.text,
      createdAt: note.created_at.toISOString(),
    })),
  };
}

/** Appends an internal note by the signed-in staff member; answers the notes. 404 unknown order. */
export async function addStaffOrderNote(
  ctx: UserContext,
  orderId: number,
  input: OrderNoteInput,
): Promise<{ rows: OrderNote[] }> {
  await findOrderOr404(ctx, orderId);
  await insertOrderNote(ctx.db, ctx.tenantId, {
    orderId,
    authorUserId: ctx.userId,
    text: input.text,
    at: ctx.clock.now(),
  });
  return listStaffOrderNotes(ctx, orderId);
}
