import {
  type Claim,
  type ClaimMessageInput,
  type ClaimPage,
  type CreateClaimInput,
  claimMessageInputSchema,
  createClaimInputSchema,
  type MyClaimsQuery,
  type OrderClaims,
} from '@gs/shared/claims';
import type { Db } from '../../../db/database.ts';
import type { OrderRow } from '../../../db/tables/orders.table.ts';
import { inTransaction } from '../../../db/transaction.ts';
import type { UserContext } from '../../../lib/context.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import { claimStateNames } from '../../../lib/messages/claims.ts';
import { renderMessage } from '../../../lib/messages.ts';
import type { PrivateFile, PrivateUploads } from '../../uploads/index.ts';
import { readPrivateUploadByRef } from '../../uploads/index.ts';
import { assertBuyerOf } from '../orders/order-guards.ts';
import { addHours } from '../orders/order-lifecycle.ts';
import { loadOrderSettings } from '../orders/order-settings.ts';
import { findOrder, lockOrder } from '../orders/orders.repository.ts';
import type { TradeDeps } from '../trade-deps.ts';
import { notifyClaimParties } from './claim-notices.ts';
import { pauseOrderForClaim, resumeOrderAfterClaim } from './claim-order.ts';
import { assertOwnClaimImages, type PartyRole, partyRoleOf, partyView, sealContactPhone } from './claim-parties.ts';
import { assertClaimMove, claimWindow, isClaimOpen } from './claim-rules.ts';
import { isUnread, toClaimSummary } from './claim-view.ts';
import {
  countClaimsOfUser,
  findClaim,
  findMessagesWithImage,
  insertClaim,
  insertClaimMessage,
  listClaimsOfOrder,
  listClaimsOfUser,
  lockClaim,
  markClaimRead,
  updateClaim,
} from './claims.repository.ts';

/*
 * The buyer's and the seller's side of a claim: opening (the order pauses in after_sale), reading, the thread, and
 * the buyer's withdrawal (the order goes back where it was). Staff's side and decisions live beside this file.
 */

/** What the claim flow needs of the app: the secret box (contact phones) and the origin hooks of orders. */
export type ClaimDeps = Pick<TradeDeps, 'secretBox' | 'outcomeHooks' | 'notifyBySms'>;

async function loadClaimOr404(ctx: UserContext, claimId: number) {
  const claim = await findClaim(ctx.db, ctx.tenantId, claimId);
  if (!claim) throw notFound('claimNotFound');
  return claim;
}

async function viewFor(ctx: UserContext, deps: ClaimDeps, claimId: number, role: PartyRole, markRead = true) {
  const claim = await loadClaimOr404(ctx, claimId);
  const scope = { db: ctx.db, tenantId: ctx.tenantId, userId: ctx.userId, now: ctx.clock.now() };
  return partyView(scope, deps.secretBox, claim, role, markRead);
}

/** The new claim's row for an order paused in after_sale, with its seller's reply deadline. */
export async function insertOpenedClaim(
  db: Db,
  ctx: Pick<UserContext, 'tenantId' | 'caches'>,
  paused: Awaited<ReturnType<typeof pauseOrderForClaim>>,
  opened: {
    by: 'buyer' | 'staff';
    userId: number;
    reason: CreateClaimInput['reason'];
    text: string;
    phoneSealed: string | null;
    at: Date;
  },
) {
  const { order } = paused;
  const settings = await loadOrderSettings({ ...ctx, db });
  return insertClaim(db, {
    tenant_id: ctx.tenantId,
    order_id: order.id,
    buyer_user_id: order.buyer_user_id,
    seller_user_id: order.seller_user_id,
    opened_by: opened.by,
    opened_by_user_id: opened.userId,
    reason: opened.reason,
    text: opened.text,
    contact_phone_sealed: opened.phoneSealed,
    guarantee: order.guarantee,
    state: 'submitted',
    from_status: paused.fromStatus,
    auto_confirm_left_ms: paused.autoConfirmLeftMs,
    seller_reply_due_at: order.seller_user_id === null ? null : addHours(opened.at, settings.claimSellerReplyHours),
    awaiting_staff_since: opened.at,
    buyer_activity_at: opened.at,
    seller_activity_at: opened.at,
    created_at: opened.at,
    updated_at: opened.at,
  });
}

/**
 * The buyer opens a claim on their order: in trade at any time, after completion within the guarantee's days. The
 * order moves to after_sale (its auto-confirm clock stops); the text and images start the thread. 404 another's
 * order; 409 a claim is open already; 422 unpaid, closed or outside the window (the message says why); 400 images
 * that are not the buyer's own claim uploads.
 */
export async function openClaim(
  ctx: UserContext,
  deps: ClaimDeps,
  orderId: number,
  raw: CreateClaimInput,
): Promise<Claim> {
  const input = createClaimInputSchema.parse(raw);
  const images = await assertOwnClaimImages(ctx, input.imageIds);
  const claimId = await inTransaction(ctx.db, async (trx) => {
    const order = await lockOrder(trx, ctx.tenantId, orderId);
    assertBuyerOf(order, ctx.userId);
    const at = ctx.clock.now();
    const verdict = claimWindow(order, await loadOrderSettings({ ...ctx, db: trx }), at);
    if (!verdict.allowed) throw verdict.error;
    const actor = { actor: 'buyer' as const, userId: ctx.userId, note: `claim: ${input.reason}` };
    const paused = await pauseOrderForClaim(trx, ctx.tenantId, order, actor, at);
    const claim = await insertOpenedClaim(trx, ctx, paused, {
      by: 'buyer',
      userId: ctx.userId,
      reason: input.reason,
      text: input.text,
      phoneSealed: sealContactPhone(deps.secretBox, ctx.tenantId, ctx.userId, input.contactPhone),
      at,
    });
    await insertClaimMessage(trx, {
      tenant_id: ctx.tenantId,
      claim_id: claim.id,
      author: 'buyer',
      author_user_id: ctx.userId,
      body: input.text,
      images: JSON.stringify(images),
      created_at: at,
    });
    await markClaimRead(trx, ctx.tenantId, claim.id, ctx.userId, at);
    return claim.id;
  });
  await notifyClaimParties(ctx, deps, claimId, 'opened');
  return viewFor(ctx, deps, claimId, 'buyer');
}

/** The caller's role on the order: its buyer or its seller; 404 for anyone else. */
function orderRoleOf(order: OrderRow | undefined, userId: number): PartyRole {
  if (order && order.buyer_user_id === userId) return 'buyer';
  if (order && order.seller_user_id === userId) return 'seller';
  throw notFound('orderNotFound');
}

/**
 * The order's claims, newest first, for its buyer or seller, with whether the buyer may open one now and if not why
 * (the sentence in the request's language). 404 for anyone else.
 */
export async function listOrderClaims(ctx: UserContext, orderId: number): Promise<OrderClaims> {
  const order = await findOrder(ctx.db, ctx.tenantId, orderId);
  if (!order) throw notFound('orderNotFound');
  const role = orderRoleOf(order, ctx.userId);
  const rows = await listClaimsOfOrder(ctx.db, ctx.tenantId, orderId, ctx.userId);
  const claims = rows.map((row) => toClaimSummary(row, isUnread(row, role, row.read_at)));
  if (role === 'seller') return { rows: claims, window: { allowed: false, reason: null, until: null } };
  const verdict = claimWindow(order, await loadOrderSettings(ctx), ctx.clock.now());
  return {
    rows: claims,
    window: {
      allowed: verdict.allowed,
      reason: verdict.allowed ? null : renderMessage(verdict.error.messageKey, ctx.locale, verdict.error.params),
      until: verdict.until ? verdict.until.toISOString() : null,
    },
  };
}

/** The caller's claims as buyer (or seller), newest activity first, with the count of those with unread activity. */
export async function listMyClaims(ctx: UserContext, query: MyClaimsQuery): Promise<ClaimPage> {
  const who = { role: query.role, userId: ctx.userId };
  const page = { limit: query.pageSize, offset: (query.pageNum - 1) * query.pageSize };
  const [rows, counts] = await Promise.all([
    listClaimsOfUser(ctx.db, ctx.tenantId, who, page),
    countClaimsOfUser(ctx.db, ctx.tenantId, who),
  ]);
  return {
    rows: rows.map((row) => toClaimSummary(row, isUnread(row, query.role, row.read_at))),
    total: counts.total,
    unreadCount: counts.unread,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

/** A claim for its buyer or its order's seller (the seller without the buyer's phone or unshared images). 404. */
export async function getClaim(ctx: UserContext, deps: ClaimDeps, claimId: number): Promise<Claim> {
  const claim = await loadClaimOr404(ctx, claimId);
  return viewFor(ctx, deps, claimId, partyRoleOf(claim, ctx.userId));
}

/**
 * The buyer or the seller adds to the thread (text and their own claim images). The buyer's answer to a question
 * puts the claim back in review; the seller may still answer after the deadline, marked late. 404 not a party; 409
 * the claim is closed or withdrawn; 400 foreign images.
 */
export async function postClaimMessage(
  ctx: UserContext,
  deps: ClaimDeps,
  claimId: number,
  raw: ClaimMessageInput,
): Promise<Claim> {
  const input = claimMessageInputSchema.parse(raw);
  const role = partyRoleOf(await findClaim(ctx.db, ctx.tenantId, claimId), ctx.userId);
  const images = await assertOwnClaimImages(ctx, input.imageIds);
  await inTransaction(ctx.db, async (trx) => {
    const claim = await lockClaim(trx, ctx.tenantId, claimId);
    if (!claim) throw notFound('claimNotFound');
    if (claim.state === 'closed' || claim.state === 'withdrawn') {
      throw new AppError(409, 'CONFLICT', 'claimClosedForMessages', {
        params: { state: claimStateNames[claim.state] },
      });
    }
    const at = ctx.clock.now();
    const late = role === 'seller' && claim.seller_reply_due_at !== null && at > claim.seller_reply_due_at;
    await insertClaimMessage(trx, {
      tenant_id: ctx.tenantId,
      claim_id: claimId,
      author: role,
      author_user_id: ctx.userId,
      body: input.text,
      images: JSON.stringify(images),
      late,
      created_at: at,
    });
    const open = isClaimOpen(claim.state);
    const answered = role === 'buyer' && claim.state === 'waiting_buyer';
    if (answered) assertClaimMove(claim, 'in_review');
    const updated = await updateClaim(trx, ctx.tenantId, claimId, [claim.state], {
      ...(answered ? { state: 'in_review' as const } : {}),
      ...(open ? { awaiting_staff_since: claim.awaiting_staff_since ?? at } : {}),
      ...(role === 'buyer' ? { seller_activity_at: at } : { buyer_activity_at: at }),
      updated_at: at,
    });
    if (!updated)
      throw new AppError(409, 'CONFLICT', 'claimNotOpen', { params: { state: claimStateNames[claim.state] } });
    await markClaimRead(trx, ctx.tenantId, claimId, ctx.userId, at);
  });
  return viewFor(ctx, deps, claimId, role);
}

/**
 * The buyer withdraws their open claim: the order goes back where it was (in trade with the auto-confirm time it
 * had left, or completed). 404 not the buyer's; 409 no longer open; 422 a claim staff opened for the buyer.
 */
export async function withdrawClaim(ctx: UserContext, deps: ClaimDeps, claimId: number): Promise<Claim> {
  const found = await findClaim(ctx.db, ctx.tenantId, claimId);
  if (!found || found.buyer_user_id !== ctx.userId) throw notFound('claimNotFound');
  if (found.opened_by === 'staff') throw new AppError(422, 'BUSINESS_RULE', 'claimWithdrawStaffOpened');
  await inTransaction(ctx.db, async (trx) => {
    // The order first, then the claim: the lock order every claim step takes.
    const order = await lockOrder(trx, ctx.tenantId, found.order_id);
    const claim = await lockClaim(trx, ctx.tenantId, claimId);
    if (!order || !claim) throw notFound('claimNotFound');
    assertClaimMove(claim, 'withdrawn');
    const at = ctx.clock.now();
    const actor = { actor: 'buyer' as const, userId: ctx.userId, note: 'claim withdrawn' };
    await resumeOrderAfterClaim(trx, ctx, order, claim, actor, at);
    const updated = await updateClaim(trx, ctx.tenantId, claimId, [claim.state], {
      state: 'withdrawn',
      closed_at: at,
      awaiting_staff_since: null,
      seller_activity_at: at,
      updated_at: at,
    });
    if (!updated)
      throw new AppError(409, 'CONFLICT', 'claimNotOpen', { params: { state: claimStateNames[claim.state] } });
    await markClaimRead(trx, ctx.tenantId, claimId, ctx.userId, at);
  });
  await notifyClaimParties(ctx, deps, claimId, 'withdrawn');
  return viewFor(ctx, deps, claimId, 'buyer');
}

/**
 * One image of a claim in clear for a party: the buyer's own images, the seller's own, and the buyer's images staff
 * shared with the seller. 404 for any other (or not a party).
 */
export async function readClaimImageAsParty(
  ctx: UserContext,
  uploads: PrivateUploads,
  claimId: number,
  imageId: string,
): Promise<PrivateFile> {
  const role = partyRoleOf(await findClaim(ctx.db, ctx.tenantId, claimId), ctx.userId);
  const carriers = await findMessagesWithImage(ctx.db, ctx.tenantId, claimId, imageId);
  const visible = carriers.some(
    (message) =>
      message.author === role || (role === 'seller' && message.author === 'buyer' && message.shared_with_seller),
  );
  const file = visible ? await readPrivateUploadByRef(ctx, uploads, `private:${imageId}`) : null;
  if (!file) throw notFound('claimImageNotFound');
  return file;
}
