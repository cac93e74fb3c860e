import type { BidQuoteStatus, BidRequestStatus } from '@gs/shared/bidding';
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { ListingAttrs } from './listings.table.ts';

type Defaulted<T> = ColumnType<T, T | undefined, T>;
/** A jsonb column: read as the value, written as its JSON text. */
type Json<T> = ColumnType<T, string, string>;

/** A seller's price-competition recycle request; the account (and its vault credentials) sits in draft `listing_id`. */
export interface RecycleBidRequestsTable {
  tenant_id: number;
  id: Generated<number>;
  number: string;
  user_id: number;
  game_id: number;
  listing_id: number;
  region_node_id: number | null;
  attrs: Json<ListingAttrs>;
  screenshots: Json<string[]>;
  /** Staff only: never shown to recyclers. */
  contact: string;
  expected_price_fen: number | null;
  deadline_at: Date;
  status: Defaulted<BidRequestStatus>;
  accepted_quote_id: number | null;
  accepted_at: Date | null;
  /** The accepted recycler's order on the listing (created with the accept). */
  order_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** When it ended: completed, cancelled or expired. */
  closed_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** A recycler's sealed quote on a request. */
export interface RecycleBidQuotesTable {
  tenant_id: number;
  id: Generated<number>;
  request_id: number;
  recycler_user_id: number;
  amount_fen: number;
  status: Defaulted<BidQuoteStatus>;
  /** The recycler's plain-text note for the seller (1–200 characters), or null. */
  note: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Date;
  updated_at: Date;
}

export type RecycleBidRequestRow = Selectable<RecycleBidRequestsTable>;
export type RecycleBidQuoteRow = Selectable<RecycleBidQuotesTable>;
