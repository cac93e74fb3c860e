import type { Credentials } from '@gs/shared/orders';
import type { RecycleChecklistInput, StaffRecycleDetail, StaffRecycleQuery } from '@gs/shared/recycle';
import { inTransaction } from '../../../db/transaction.ts';
import type { UserContext } from '../../../lib/context.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import type { SecretBox } from '../../../lib/secret-box.ts';
import { findGameCatalogue } from '../../catalogue/index.ts';
import { loadRebindSteps, postEntries, revealCredentials } from '../../trade/index.ts';
import {
  countRequests,
  findRequest,
  listRequests,
  lockRequest,
  takeOverListing,
  updateChecklist,
  updateRequestStatus,
} from './recycle-requests.repository.ts';
import { canMove } from './recycle-transitions.ts';
import { refusal, toStaffRecycle, toStaffRecycleDetail } from './recycle-view.ts';

/** The tenant's requests, newest first, optionally of one status. */
export async function listStaffRecycleRequests(ctx: UserContext, query: StaffRecycleQuery) {
  const filter = { locale: ctx.locale, status: query.status };
  const offset = (query.pageNum - 1) * query.pageSize;
  const [rows, total] = await Promise.all([
    listRequests(ctx.db, ctx.tenantId, filter, query.pageSize, offset),
    countRequests(ctx.db, ctx.tenantId, filter),
  ]);
  return { rows: rows.map(toStaffRecycle), total, pageNum: query.pageNum, pageSize: query.pageSize };
}

/** One request in full (attributes named, quote basis, contact, checklist). 404. */
export async function getStaffRecycleRequest(ctx: UserContext, id: number): Promise<StaffRecycleDetail> {
  const row = await findRequest(ctx.db, ctx.tenantId, id, ctx.locale);
  if (!row) throw notFound('recycleNotFound', { id });
  return toStaffRecycleDetail(row, await findGameCatalogue(ctx, row.game_id));
}

/**
 * Starts verifying a submitted request, with the game's rebinding steps as its checklist (all to do), the caller
 * as verifier. 404; 409 when it is not submitted (another staff member was first, or the seller cancelled).
 */
export async function verifyRecycleRequest(ctx: UserContext, id: number): Promise<StaffRecycleDetail> {
  const row = await findRequest(ctx.db, ctx.tenantId, id, ctx.locale);
  if (!row) throw notFound('recycleNotFound', { id });
  const steps = await loadRebindSteps(ctx, row.game_id);
  const checklist = steps.map((step) => ({ step, done: false, note: '', updatedAt: null }));
  const updated = await updateRequestStatus(ctx.db, ctx.tenantId, id, {
    status: 'verifying',
    checklist,
    verifiedBy: ctx.userId,
    at: ctx.clock.now(),
  });
  if (!updated) throw refusal(await findRequest(ctx.db, ctx.tenantId, id, ctx.locale), id);
  return getStaffRecycleRequest(ctx, id);
}

/** Ticks (or unticks) a checklist step with a note while verifying. 404; 409 unless verifying; 422 unknown step. */
export async function markRecycleChecklistStep(
  ctx: UserContext,
  id: number,
  input: RecycleChecklistInput,
): Promise<StaffRecycleDetail> {
  await inTransaction(ctx.db, async (trx) => {
    const row = await lockRequest(trx, ctx.tenantId, id);
    if (row?.status !== 'verifying') throw refusal(row, id);
    if (!row.checklist.some((step) => step.step === input.step)) {
      throw new AppError(422, 'BUSINESS_RULE', 'recycleChecklistUnknownStep', { params: { step: input.step } });
    }
    const at = ctx.clock.now();
    const checklist = row.checklist.map((step) =>
      step.step === input.step ? { ...step, done: input.done, note: input.note, updatedAt: at.toISOString() } : step,
    );
    await updateChecklist(trx, ctx.tenantId, id, checklist, at);
  });
  return getStaffRecycleRequest(ctx, id);
}

/**
 * Pays the quote and takes the account over, in one transaction: the request is locked; it must be verifying with
 * every checklist step done; the ledger moves the quote from the merchant to the seller's wallet (one posting per
 * request, key `recycle:<id>:pay`); the draft listing becomes the merchant's (self-operated, cost = quote, off the
 * shelf until staff price it); the request ends `listed`. 404; 409 unless verifying (a concurrent pay loses here);
 * 422 with the steps still to do.
 */
export async function payRecycleRequest(ctx: UserContext, id: number): Promise<StaffRecycleDetail> {
  await inTransaction(ctx.db, async (trx) => {
    const row = await lockRequest(trx, ctx.tenantId, id);
    if (!row || !canMove(row.status, 'paid')) throw refusal(row, id);
    const open = row.checklist.filter((step) => !step.done).map((step) => step.step);
    if (open.length > 0) {
      throw new AppError(422, 'BUSINESS_RULE', 'recycleChecklistIncomplete', { params: { steps: open.join(', ') } });
    }
    const at = ctx.clock.now();
    const paid = await updateRequestStatus(trx, ctx.tenantId, id, { status: 'paid', paidAt: at, at });
    if (!paid) throw refusal(row, id);
    const posted = await postEntries(trx, ctx.tenantId, {
      orderId: null,
      ref: { type: 'recycle', id },
      kind: 'recycle_payment',
      key: `recycle:${id}:pay`,
      at,
      entries: [
        { account: 'merchant', amount: -row.quote_fen },
        { account: 'seller_wallet', userId: row.user_id, amount: row.quote_fen },
      ],
    });
    // The lock makes a second posting impossible; if one exists anyway, the request is not what it claims.
    if (!posted) throw new Error(`recycle request ${id} was paid already`);
    if (!(await takeOverListing(trx, ctx.tenantId, row.listing_id, row.quote_fen, at))) {
      throw new Error(`recycle request ${id}: listing ${row.listing_id} is no longer a draft`);
    }
    await updateRequestStatus(trx, ctx.tenantId, id, { status: 'listed', at });
  });
  return getStaffRecycleRequest(ctx, id);
}

/** Rejects a request before payment, with the reason the seller sees. 404; 409 once paid, cancelled or rejected. */
export async function rejectRecycleRequest(ctx: UserContext, id: number, reason: string): Promise<StaffRecycleDetail> {
  const updated = await updateRequestStatus(ctx.db, ctx.tenantId, id, {
    status: 'rejected',
    rejectReason: reason,
    at: ctx.clock.now(),
  });
  if (!updated) throw refusal(await findRequest(ctx.db, ctx.tenantId, id, ctx.locale), id);
  return getStaffRecycleRequest(ctx, id);
}

/** The account's credentials for verification (submitted or verifying), audited as a staff read. 404; 409. */
export async function readRecycleCredentials(ctx: UserContext, box: SecretBox, id: number): Promise<Credentials> {
  const row = await findRequest(ctx.db, ctx.tenantId, id, ctx.locale);
  // Readable while a decision is still open: exactly the statuses a request can still be rejected from.
  if (!row || !canMove(row.status, 'rejected')) throw refusal(row, id);
  const credentials = await revealCredentials(
    ctx.db,
    box,
    ctx.tenantId,
    row.listing_id,
    { userId: ctx.userId, purpose: 'staff_read' },
    ctx.clock.now(),
  );
  if (!credentials) throw notFound('recycleNotFound', { id });
  return credentials;
}
