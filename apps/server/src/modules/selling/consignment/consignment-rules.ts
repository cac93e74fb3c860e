import type { ConsignmentAction } from '@gs/shared/consignment';
import type { ListingStatus } from '@gs/shared/listings';
import { AppError, notFound } from '../../../lib/errors.ts';
import type { MessageKey } from '../../../lib/messages.ts';
import { canTakeAction } from './consignment-transitions.ts';

const ORDER: readonly ConsignmentAction[] = ['edit', 'edit_price', 'take_down', 'put_up', 'replace_credentials'];

/** The actions allowed in a state, in display order. */
export function actionsIn(status: ListingStatus): ConsignmentAction[] {
  return ORDER.filter((action) => canTakeAction(action, status));
}

/** Why the action is refused in the state (a 409 sentence); drafts are not the seller's to see. */
function refusalOf(action: ConsignmentAction, status: ListingStatus): MessageKey {
  switch (status) {
    case 'locked':
      return 'listingInTrade';
    case 'sold':
    case 'retrieved':
      return 'listingSoldFinal';
    case 'rejected':
      return 'listingRejectedEditFirst';
    case 'off_shelf':
      return 'listingAlreadyOffShelf';
    case 'on_sale':
      return 'listingAlreadyOnSale';
    case 'pending_review':
      return action === 'put_up' ? 'listingAwaitingReview' : 'listingNotPendingReview';
    default:
      return 'listingNotPendingReview';
  }
}

/** 409 with the state's reason unless the action is allowed in it; 404 for a draft (not submitted). */
export function assertActionAllowed(action: ConsignmentAction, status: ListingStatus, id: number): void {
  if (status === 'draft') throw notFound('consignmentNotFound', { id });
  if (canTakeAction(action, status)) return;
  throw new AppError(409, 'CONFLICT', refusalOf(action, status));
}

/** The login with its middle hidden: never more than a quarter of it shown, never all of a short one. */
export function maskLogin(login: string): string {
  const chars = [...login];
  const keep = chars.length >= 8 ? 2 : chars.length >= 5 ? 1 : 0;
  const head = chars.slice(0, keep === 0 ? 1 : keep).join('');
  const tail = keep === 0 ? '' : chars.slice(chars.length - keep).join('');
  return `${head}****${tail}`;
}
