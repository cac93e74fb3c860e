import type { StaffRole } from '@gs/shared/identity';
import type { ListingStatus } from '@gs/shared/listings';
import type { StaffBulkAction, StaffBulkItem, StaffBulkResult, StaffListingBulkInput } from '@gs/shared/staff-listings';
import { inTransaction } from '../../../db/transaction.ts';
import type { UserContext } from '../../../lib/context.ts';
import { AppError } from '../../../lib/errors.ts';
import { type MessageKey, renderMessage } from '../../../lib/messages.ts';
import { findListing } from './consignment.repository.ts';
import { putUpListing, takeDownListing } from './listing-shelf.service.ts';
import { approveListingReview, rejectListingReview } from './staff-listings.service.ts';

/** The states an action leads to, and what a listing already there is skipped with. */
const TARGETS: Record<StaffBulkAction, Partial<Record<ListingStatus, MessageKey>>> = {
  approve: { on_sale: 'listingAlreadyApproved' },
  reject: { rejected: 'listingAlreadyRejected' },
  down: { off_shelf: 'listingAlreadyOffShelf' },
  // Put up without a past approval, a listing goes back to review: up as far as staff can put it.
  up: { on_sale: 'listingAlreadyOnSale', pending_review: 'listingAwaitingReview' },
};

export const ALREADY_IN_STATE = 'ALREADY_IN_STATE';

type Act = (ctx: UserContext, id: number) => Promise<{ status: string }>;

function actionOf(input: StaffListingBulkInput, roles: readonly StaffRole[]): Act {
  switch (input.action) {
    case 'approve':
      return approveListingReview;
    case 'reject':
      return (ctx, id) => rejectListingReview(ctx, id, input.reason ?? '');
    case 'down':
      return (ctx, id) => takeDownListing(ctx, roles, id);
    case 'up':
      return (ctx, id) => putUpListing(ctx, roles, id);
  }
}

/** The listing's state now, and the skip message when that is already the action's target. */
async function skipOf(ctx: UserContext, action: StaffBulkAction, id: number) {
  const listing = await findListing(ctx.db, ctx.tenantId, id);
  const status = listing?.status ?? null;
  const messageKey = status === null ? undefined : TARGETS[action][status];
  return { status, messageKey };
}

/** One listing in its own transaction: changed, skipped when already in the target state, or failed with why. */
async function runOne(ctx: UserContext, action: StaffBulkAction, act: Act, id: number): Promise<StaffBulkItem> {
  const skipped = (status: ListingStatus, messageKey: MessageKey): StaffBulkItem => ({
    id,
    ok: true,
    outcome: 'skipped',
    status,
    code: ALREADY_IN_STATE,
    msg: renderMessage(messageKey, ctx.locale),
  });
  const before = await skipOf(ctx, action, id);
  if (before.status !== null && before.messageKey) return skipped(before.status, before.messageKey);
  try {
    const result = await inTransaction(ctx.db, (trx) => act({ ...ctx, db: trx }, id));
    return { id, ok: true, outcome: 'changed', status: result.status as StaffBulkItem['status'] };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    // Someone else got there first (a second tab, another operator): the listing is where it was meant to go.
    const now = await skipOf(ctx, action, id);
    if (now.status !== null && now.messageKey) return skipped(now.status, now.messageKey);
    return {
      id,
      ok: false,
      outcome: 'failed',
      status: now.status,
      code: error.errorCode,
      msg: renderMessage(error.messageKey, ctx.locale, error.params),
    };
  }
}

/** Counts by outcome, and the skipped and failed grouped by reason (most frequent first). */
function summarize(results: StaffBulkItem[]): StaffBulkResult['summary'] {
  const reasons = new Map<string, StaffBulkResult['summary']['reasons'][number]>();
  for (const item of results) {
    if (item.outcome === 'changed') continue;
    const key = `${item.outcome}\u0000${item.code}\u0000${item.msg}`;
    const reason = reasons.get(key);
    if (reason) reason.count += 1;
    else reasons.set(key, { outcome: item.outcome, code: item.code ?? '', msg: item.msg ?? '', count: 1 });
  }
  const count = (outcome: StaffBulkItem['outcome']) => results.filter((item) => item.outcome === outcome).length;
  return {
    changed: count('changed'),
    skipped: count('skipped'),
    failed: count('failed'),
    reasons: [...reasons.values()].sort((a, b) => b.count - a.count),
  };
}

/**
 * One action (approve, reject, take down, put up) on up to 100 listings, each in its own transaction under the
 * same rules as the single calls, so one refused listing does not undo the others. A listing already in the
 * target state is skipped, not failed (repeating a bulk action is harmless). Answers each listing's outcome and
 * a summary; unexpected errors (not a rule's refusal) still fail the call.
 */
export async function runBulkListingAction(
  ctx: UserContext,
  roles: readonly StaffRole[],
  input: StaffListingBulkInput,
): Promise<StaffBulkResult> {
  const act = actionOf(input, roles);
  const results: StaffBulkItem[] = [];
  // One after another: each waits for its own transaction, and staff rarely select more than a page.
  for (const id of input.ids) results.push(await runOne(ctx, input.action, act, id));
  return { action: input.action, results, summary: summarize(results) };
}
