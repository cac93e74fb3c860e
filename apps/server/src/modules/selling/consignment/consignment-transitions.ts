import type { ConsignmentAction } from '@gs/shared/consignment';
import type { ListingStatus } from '@gs/shared/listings';

/** The staff's review of a submitted listing. */
export type ReviewAction = 'approve' | 'reject';

/**
 * A consignment listing's moves, by action: the statuses each may start from — the one table every call checks.
 * The seller's actions (and the staff's same actions on the back office) and the staff's review; the repositories'
 * conditional updates (`UPDATE listings … WHERE status IN (…)`) take their "from" statuses from here. Where a move
 * lands is the repository's (`put_up` back on sale or back to review, depending on whether it was approved).
 */
export const LISTING_MOVES: Record<ConsignmentAction | ReviewAction, readonly ListingStatus[]> = {
  edit: ['pending_review', 'on_sale', 'off_shelf', 'rejected'],
  replace_credentials: ['pending_review', 'on_sale', 'off_shelf', 'rejected'],
  edit_price: ['pending_review', 'on_sale', 'off_shelf', 'rejected'],
  take_down: ['pending_review', 'on_sale'],
  put_up: ['off_shelf'],
  approve: ['pending_review'],
  reject: ['pending_review'],
};

/** The statuses the action may start from, as a list for a query's `IN`. */
export function allowedFrom(action: ConsignmentAction | ReviewAction): ListingStatus[] {
  return [...LISTING_MOVES[action]];
}

/** Whether the table lets the action start from `status`. */
export function canTakeAction(action: ConsignmentAction | ReviewAction, status: ListingStatus): boolean {
  return LISTING_MOVES[action].includes(status);
}
