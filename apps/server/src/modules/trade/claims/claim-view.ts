import type { ClaimDecision, ClaimMessage, ClaimSummary, StaffClaimMessage, StaffClaimRow } from '@gs/shared/claims';
import type { ClaimMessageRow, ClaimRow } from '../../../db/tables/claims.table.ts';
import { paidOf } from './claim-rules.ts';
import type { ClaimWithOrder } from './claims.repository.ts';

/** A claim is overdue for staff once it has waited for them this long. */
export const OVERDUE_MS = 24 * 3_600_000;

export const iso = (at: Date | null) => (at ? at.toISOString() : null);

export function toDecision(row: ClaimRow): ClaimDecision | null {
  if (row.outcome === null || row.decided_at === null) return null;
  return {
    outcome: row.outcome,
    amountFen: row.amount_fen,
    payTo: row.pay_to,
    reason: row.decision_reason,
    decidedAt: row.decided_at.toISOString(),
  };
}

/** Whether something the party has to see happened after they last opened the claim. */
export function isUnread(row: ClaimRow, role: 'buyer' | 'seller', readAt: Date | null | undefined): boolean {
  const activity = role === 'buyer' ? row.buyer_activity_at : row.seller_activity_at;
  return !readAt || readAt.getTime() < activity.getTime();
}

export function toClaimSummary(row: ClaimWithOrder, unread: boolean): ClaimSummary {
  return {
    id: row.id,
    orderId: row.order_id,
    orderNo: row.order_no,
    title: row.listing_title,
    reason: row.reason,
    state: row.state,
    openedBy: row.opened_by,
    guarantee: row.guarantee,
    decision: toDecision(row),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    unread,
  };
}

/**
 * The thread as a party sees it: staff messages meant for them, every party message; images of their own messages,
 * and of the buyer's messages staff shared with the seller; any other image only counted.
 */
export function toPartyMessages(rows: ClaimMessageRow[], role: 'buyer' | 'seller'): ClaimMessage[] {
  return rows
    .filter((row) => row.author !== 'staff' || row.audience === 'both' || row.audience === role)
    .map((row) => {
      const visible = row.author === role || (role === 'seller' && row.author === 'buyer' && row.shared_with_seller);
      return {
        id: row.id,
        author: row.author,
        text: row.body,
        images: visible ? row.images : [],
        imagesHidden: visible ? 0 : row.images.length,
        audience: row.audience,
        sharedWithSeller: row.shared_with_seller,
        late: row.late,
        createdAt: row.created_at.toISOString(),
      };
    });
}

export function toStaffMessages(rows: ClaimMessageRow[]): StaffClaimMessage[] {
  return rows.map((row) => ({
    id: row.id,
    author: row.author,
    authorUserId: row.author_user_id,
    text: row.body,
    images: row.images,
    imagesHidden: 0,
    audience: row.audience,
    sharedWithSeller: row.shared_with_seller,
    late: row.late,
    createdAt: row.created_at.toISOString(),
  }));
}

export function toStaffClaimRow(row: ClaimWithOrder, now: Date): StaffClaimRow {
  const { unread: _unread, ...summary } = toClaimSummary(row, false);
  return {
    ...summary,
    buyerUserId: row.buyer_user_id,
    sellerUserId: row.seller_user_id,
    amountPaidFen: paidOf(row),
    awaitingStaffSince: iso(row.awaiting_staff_since),
    overdue: row.awaiting_staff_since !== null && now.getTime() - row.awaiting_staff_since.getTime() > OVERDUE_MS,
  };
}
