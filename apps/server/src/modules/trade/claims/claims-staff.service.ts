import {
  type StaffClaimDetail,
  type StaffClaimMessageInput,
  type StaffClaimPage,
  type StaffClaimQuery,
  type StaffOpenClaimInput,
  staffClaimMessageInputSchema,
  staffOpenClaimInputSchema,
} from '@gs/shared/claims';
import { maskPhone } from '@gs/shared/identity';
import type { Order } from '@gs/shared/orders';
import { inTransaction } from '../../../db/transaction.ts';
import type { UserContext } from '../../../lib/context.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import { claimStateNames } from '../../../lib/messages/claims.ts';
import { type PrivateFile, type PrivateUploads, readPrivateUploadByRef } from '../../uploads/index.ts';
import { assertCanMoveTo } from '../orders/order-guards.ts';
import { toOrder, toOrderDetail } from '../orders/order-view.ts';
import { findOrder, listHistory, listRebindSteps, lockOrder } from '../orders/orders.repository.ts';
import { listCredentialReads } from '../vault/vault.repository.ts';
import { notifyClaimParties } from './claim-notices.ts';
import { pauseOrderForClaim } from './claim-order.ts';
import { openContactPhone } from './claim-parties.ts';
import { claimMoneyOf, sellerClaimRecord } from './claim-record.ts';
import { allowedOutcomes, assertClaimMove, isClaimOpen, paidOf } from './claim-rules.ts';
import { iso, toStaffClaimRow, toStaffMessages } from './claim-view.ts';
import {
  countStaffClaims,
  findClaim,
  findListingState,
  findMessagesWithImage,
  findUserPhoneOf,
  insertClaimMessage,
  listClaimMessages,
  lockClaim,
  type StaffClaimFilter,
  searchStaffClaims,
  shareBuyerMessages,
  updateClaim,
} from './claims.repository.ts';
import { type ClaimDeps, insertOpenedClaim } from './claims.service.ts';

const HOUR_MS = 3_600_000;

/** The queue: filters by state, reason, guarantee and age; those waiting for staff longest first. */
export async function listStaffClaims(ctx: UserContext, query: StaffClaimQuery): Promise<StaffClaimPage> {
  const now = ctx.clock.now();
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * HOUR_MS);
  const filter: StaffClaimFilter = {
    ...(query.state ? { state: query.state } : {}),
    ...(query.reason ? { reason: query.reason } : {}),
    ...(query.guarantee ? { guarantee: query.guarantee } : {}),
    ...(query.minAgeHours !== undefined ? { createdBefore: hoursAgo(query.minAgeHours) } : {}),
    ...(query.maxAgeHours !== undefined ? { createdAfter: hoursAgo(query.maxAgeHours) } : {}),
    ...(query.overdue ? { awaitingBefore: hoursAgo(24) } : {}),
  };
  const page = { limit: query.pageSize, offset: (query.pageNum - 1) * query.pageSize };
  const [rows, total] = await Promise.all([
    searchStaffClaims(ctx.db, ctx.tenantId, filter, page),
    countStaffClaims(ctx.db, ctx.tenantId, filter),
  ]);
  return {
    rows: rows.map((row) => toStaffClaimRow(row, now)),
    total,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

/**
 * A claim in full for staff: the thread with every image id, the order and the listing as sold, the timeline and
 * rebinding checklist, who read the credentials, the seller's record, the money a decision can move and the
 * decisions possible now. 404.
 */
export async function getStaffClaim(ctx: UserContext, deps: ClaimDeps, claimId: number): Promise<StaffClaimDetail> {
  const claim = await findClaim(ctx.db, ctx.tenantId, claimId);
  if (!claim) throw notFound('claimNotFound');
  const order = await findOrder(ctx.db, ctx.tenantId, claim.order_id);
  if (!order) throw notFound('claimNotFound');
  const [messages, history, rebinding, reads, listing, buyer, record, money] = await Promise.all([
    listClaimMessages(ctx.db, ctx.tenantId, claimId),
    listHistory(ctx.db, ctx.tenantId, order.id),
    listRebindSteps(ctx.db, ctx.tenantId, order.id),
    listCredentialReads(ctx.db, ctx.tenantId, order.listing_id),
    findListingState(ctx.db, ctx.tenantId, order.listing_id),
    findUserPhoneOf(ctx.db, ctx.tenantId, claim.buyer_user_id),
    claim.seller_user_id === null ? null : sellerClaimRecord(ctx.db, ctx.tenantId, claim.seller_user_id, claimId),
    claimMoneyOf(ctx.db, ctx.tenantId, order),
  ]);
  const timeline = toOrderDetail({
    row: order,
    evaluated: false,
    history,
    rebinding,
    payments: [],
    credentialsAvailable: false,
    role: 'staff',
    locale: ctx.locale,
  });
  const phone = openContactPhone(deps.secretBox, claim) ?? buyer?.phone ?? null;
  return {
    ...toStaffClaimRow(claim, ctx.clock.now()),
    text: claim.text,
    fromStatus: claim.from_status,
    sellerReplyDueAt: iso(claim.seller_reply_due_at),
    contactPhone: phone ? maskPhone(phone) : null,
    closedAt: iso(claim.closed_at),
    openedByUserId: claim.opened_by_user_id,
    messages: toStaffMessages(messages),
    order: { ...toOrder(order), buyerUserId: order.buyer_user_id, sellerUserId: order.seller_user_id },
    listing: {
      id: order.listing_id,
      number: order.listing_number,
      title: order.listing_title,
      cover: order.listing_cover,
      priceFen: order.price_fen,
      status: listing?.status ?? 'unknown',
    },
    history: timeline.history,
    rebinding: timeline.rebinding,
    credentialReads: reads.map((read) => ({ userId: read.user_id, purpose: read.purpose, at: read.at.toISOString() })),
    sellerRecord: record,
    money: { ...money, paidFen: paidOf(order) },
    allowedOutcomes: allowedOutcomes(claim),
  };
}

/**
 * Staff open a claim for the buyer (the back office's after-sale action) on an order in trade or completed — staff
 * are not bound by the guarantee's window. The order pauses in after_sale like a buyer's claim. 404; 409 not in
 * trade or completed, or a claim is open already.
 */
export async function openClaimForBuyer(
  ctx: UserContext,
  deps: ClaimDeps,
  orderId: number,
  raw: StaffOpenClaimInput,
): Promise<Order> {
  const input = staffOpenClaimInputSchema.parse(raw);
  const opened = await inTransaction(ctx.db, async (trx) => {
    const order = await lockOrder(trx, ctx.tenantId, orderId);
    if (!order) throw notFound('orderNotFound');
    if (order.status === 'after_sale') throw new AppError(409, 'CONFLICT', 'claimAlreadyOpen');
    assertCanMoveTo(order, 'after_sale', 'orderActionNotAllowed');
    const at = ctx.clock.now();
    const actor = { actor: 'staff' as const, userId: ctx.userId, note: input.reason };
    const paused = await pauseOrderForClaim(trx, ctx.tenantId, order, actor, at);
    const claim = await insertOpenedClaim(trx, ctx, paused, {
      by: 'staff',
      userId: ctx.userId,
      reason: input.claimReason,
      text: input.reason,
      phoneSealed: null,
      at,
    });
    await insertClaimMessage(trx, {
      tenant_id: ctx.tenantId,
      claim_id: claim.id,
      author: 'staff',
      author_user_id: ctx.userId,
      body: input.reason,
      images: '[]',
      created_at: at,
    });
    return { order: toOrder(paused.order), claimId: claim.id };
  });
  await notifyClaimParties(ctx, deps, opened.claimId, 'opened');
  return opened.order;
}

/**
 * Staff write in the thread, to both parties or one; `askBuyer` asks the buyer for more (the claim waits for them);
 * `shareMessageIds` shows those buyer messages' images to the seller. A first staff message takes the claim into
 * review. 404; 409 closed, withdrawn, or a question on a decided claim; 422 a shared id that is not the buyer's
 * message of this claim.
 */
export async function postStaffClaimMessage(
  ctx: UserContext,
  deps: ClaimDeps,
  claimId: number,
  raw: StaffClaimMessageInput,
): Promise<StaffClaimDetail> {
  const input = staffClaimMessageInputSchema.parse(raw);
  await inTransaction(ctx.db, async (trx) => {
    const claim = await lockClaim(trx, ctx.tenantId, claimId);
    if (!claim) throw notFound('claimNotFound');
    if (claim.state === 'closed' || claim.state === 'withdrawn') {
      throw new AppError(409, 'CONFLICT', 'claimClosedForMessages', {
        params: { state: claimStateNames[claim.state] },
      });
    }
    const open = isClaimOpen(claim.state);
    const next = input.askBuyer ? 'waiting_buyer' : claim.state === 'submitted' ? 'in_review' : claim.state;
    if (next !== claim.state || input.askBuyer) assertClaimMove(claim, next);
    const at = ctx.clock.now();
    await insertClaimMessage(trx, {
      tenant_id: ctx.tenantId,
      claim_id: claimId,
      author: 'staff',
      author_user_id: ctx.userId,
      body: input.text,
      images: '[]',
      audience: input.audience,
      created_at: at,
    });
    const shared = await shareBuyerMessages(trx, ctx.tenantId, claimId, input.shareMessageIds);
    if (shared.length !== new Set(input.shareMessageIds).size) {
      throw new AppError(422, 'BUSINESS_RULE', 'claimShareNotBuyerMessage', {
        fields: [{ field: 'body.shareMessageIds', messageKey: 'claimShareNotBuyerMessage' }],
      });
    }
    const toBuyer = input.audience !== 'seller';
    const toSeller = input.audience !== 'buyer' || shared.length > 0;
    const updated = await updateClaim(trx, ctx.tenantId, claimId, [claim.state], {
      state: next,
      // Staff acted: a question leaves the claim with the buyer; otherwise the 24-hour clock starts again.
      ...(open ? { awaiting_staff_since: input.askBuyer ? null : at } : {}),
      ...(toBuyer ? { buyer_activity_at: at } : {}),
      ...(toSeller ? { seller_activity_at: at } : {}),
      updated_at: at,
    });
    if (!updated)
      throw new AppError(409, 'CONFLICT', 'claimNotOpen', { params: { state: claimStateNames[claim.state] } });
  });
  if (input.askBuyer) await notifyClaimParties(ctx, deps, claimId, 'asked-buyer');
  return getStaffClaim(ctx, deps, claimId);
}

/** Staff: one image of the claim's thread in clear; 404 unless it belongs to the tenant's claim. The route audits. */
export async function readClaimImageAsStaff(
  ctx: UserContext,
  uploads: PrivateUploads,
  claimId: number,
  imageId: string,
): Promise<PrivateFile> {
  const carriers = await findMessagesWithImage(ctx.db, ctx.tenantId, claimId, imageId);
  const file = carriers.length > 0 ? await readPrivateUploadByRef(ctx, uploads, `private:${imageId}`) : null;
  if (!file) throw notFound('claimImageNotFound');
  return file;
}
