import type {
  BidQuoteStatus,
  BidRequestOrder,
  MyBidRequest,
  OwnBidQuote,
  SellerBidQuote,
  StaffBidQuote,
} from '@gs/shared/bidding';
import type { ListingAttributeValue } from '@gs/shared/listings';
import type { OrderStatus } from '@gs/shared/orders';
import type { RecycleBidRequestRow } from '../../../db/tables/bidding.table.ts';
import type { ListingAttrs } from '../../../db/tables/listings.table.ts';
import { type GameCatalogue, regionPath } from '../../catalogue/index.ts';
import { renderAttributes } from '../../listings/index.ts';
import { effectiveBidStatus, isBidOpen } from './bidding-rules.ts';

/** A recycler as the seller sees them: the first character of the nickname, the rest masked; never the phone. */
export function maskRecyclerName(nickName: string): string {
  const chars = [...nickName.trim()];
  return chars.length === 0 ? '***' : `${chars[0]}**`;
}

/** The region path names of the node the seller picked (empty without one, or when the game is hidden). */
export function bidRegionPath(catalogue: GameCatalogue | null, nodeId: number | null) {
  if (!catalogue || nodeId === null) return [];
  return regionPath(catalogue, nodeId).map((step) => ({ id: step.id, name: step.name }));
}

/** The attribute values in words, in template order (empty when the game is hidden). */
export function bidAttributes(catalogue: GameCatalogue | null, attrs: ListingAttrs): ListingAttributeValue[] {
  return catalogue ? renderAttributes(catalogue, attrs) : [];
}

type SellerRow = RecycleBidRequestRow & {
  game_name: string;
  quote_count: string | number | null;
  highest_fen: number | null;
  accepted_fen: number | null;
};

/** A request as its seller sees it in lists, with its quote figures. */
export function toMyBidRequest(row: SellerRow, now: Date): MyBidRequest {
  const open = isBidOpen(row, now);
  return {
    id: row.id,
    number: row.number,
    gameId: row.game_id,
    gameName: row.game_name,
    coverUrl: row.screenshots[0] ?? '',
    status: effectiveBidStatus(row, now),
    expectedPriceFen: row.expected_price_fen,
    deadlineAt: row.deadline_at.toISOString(),
    quoteCount: Number(row.quote_count ?? 0),
    highestQuoteFen: row.highest_fen === null ? null : Number(row.highest_fen),
    acceptedFen: row.accepted_fen,
    canAccept: open && Number(row.quote_count ?? 0) > 0,
    canCancel: open,
    createdAt: row.created_at.toISOString(),
  };
}

/** The accepted recycler's order as the seller follows it: the time to pay runs while it waits for the payment. */
export function toBidRequestOrder(row: {
  id: number;
  order_no: string;
  status: OrderStatus;
  expires_at: Date | null;
  commission_fen: number;
}): BidRequestOrder {
  const waiting = row.status === 'pending_payment' || row.status === 'paid_deposit';
  return {
    id: row.id,
    orderNo: row.order_no,
    status: row.status,
    payDueAt: waiting && row.expires_at ? row.expires_at.toISOString() : null,
    commissionFen: Number(row.commission_fen),
  };
}

/** A quote as the seller sees it. */
export function toSellerBidQuote(row: {
  id: number;
  amount_fen: number;
  status: BidQuoteStatus;
  note: string | null;
  created_at: Date;
  nick_name: string;
}): SellerBidQuote {
  return {
    id: row.id,
    amountFen: row.amount_fen,
    status: row.status,
    recycler: maskRecyclerName(row.nick_name),
    note: row.note,
    createdAt: row.created_at.toISOString(),
  };
}

/** A recycler's own quote. */
export function toOwnBidQuote(row: {
  id: number;
  amount_fen: number;
  status: BidQuoteStatus;
  note: string | null;
  created_at: Date;
}): OwnBidQuote {
  return {
    id: row.id,
    amountFen: row.amount_fen,
    status: row.status,
    note: row.note,
    createdAt: row.created_at.toISOString(),
  };
}

/** A quote as staff see it (an owner after the deadline, or the recycler their own): the recycler by nickname. */
export function toStaffBidQuote(row: {
  id: number;
  amount_fen: number;
  status: BidQuoteStatus;
  note: string | null;
  created_at: Date;
  recycler_user_id: number;
  nick_name: string;
}): StaffBidQuote {
  return {
    id: row.id,
    recycler: { userId: row.recycler_user_id, nickName: row.nick_name },
    amountFen: row.amount_fen,
    status: row.status,
    note: row.note,
    createdAt: row.created_at.toISOString(),
  };
}
