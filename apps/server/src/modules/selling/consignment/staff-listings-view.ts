import type { StaffListing, StaffListingAction } from '@gs/shared/consignment';
import { maskPhone } from '@gs/shared/identity';
import type { ListingStatus } from '@gs/shared/listings';
import { actionsIn } from './consignment-rules.ts';
import type { StaffListingRow } from './staff-listings-search.repository.ts';

/** What staff may do in a state: review a pending listing, and whatever the shared rules allow a seller. */
export function staffActionsIn(status: ListingStatus): StaffListingAction[] {
  const review: StaffListingAction[] = status === 'pending_review' ? ['approve', 'reject'] : [];
  return [...review, ...(status === 'draft' ? [] : actionsIn(status).filter((action) => action !== 'edit_price'))];
}

export function toStaffListing(row: StaffListingRow): StaffListing {
  return {
    id: row.id,
    number: row.number,
    gameId: row.game_id,
    gameName: row.game_name,
    title: row.title,
    coverUrl: row.cover_url,
    priceFen: row.price_fen,
    status: row.status,
    kind: row.kind,
    origin: row.origin,
    seller: row.seller_phone === null ? '' : maskPhone(row.seller_phone),
    sellerUserId: row.seller_user_id,
    views: row.views,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    listedAt: row.listed_at === null ? null : row.listed_at.toISOString(),
    actions: staffActionsIn(row.status),
  };
}
