import type { ListingKind, ListingStatus } from '@gs/shared/listings';
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

type Defaulted<T> = ColumnType<T, T | undefined, T>;

/**
 * A listing's attribute values by attribute id: text and date (YYYY-MM-DD) as strings, numbers as numbers, a
 * single choice as its id, a multiple choice as ids, a choice with level as `[choiceId, levelIndex]` pairs.
 */
export type ListingAttrValue = string | number | number[] | [number, number][];
export type ListingAttrs = Record<string, ListingAttrValue>;

/**
 * Where a listing came from: the market (consignment, the merchant's stock), a quick recycle (public only once
 * staff put it on sale as the merchant's), or a price-competition recycle (sold to a recycler, never public).
 */
export type ListingOrigin = 'market' | 'quick_recycle' | 'bid_recycle';

export interface ListingsTable {
  tenant_id: number;
  id: Generated<number>;
  number: string;
  game_id: number;
  /** Null for self-operated listings (the merchant owns them). */
  seller_user_id: number | null;
  kind: ListingKind;
  origin: Defaulted<ListingOrigin>;
  status: Defaulted<ListingStatus>;
  title: string;
  description: Defaulted<string>;
  cover_url: Defaulted<string>;
  gallery: ColumnType<string[], string | undefined, string>;
  price_fen: number;
  /** What the merchant paid (self-operated): never leaves the server. */
  cost_fen: number | null;
  system_id: number | null;
  operator_id: number | null;
  region_id: number | null;
  server_id: number | null;
  attrs: ColumnType<ListingAttrs, string | undefined, string>;
  /** Choice ids and negated region path ids, for the GIN-indexed search. */
  search_ids: Defaulted<number[]>;
  num_1: number | null;
  num_2: number | null;
  num_3: number | null;
  num_4: number | null;
  label_ids: Defaulted<number[]>;
  /** Staff notes: never leaves the server. */
  internal_remark: Defaulted<string>;
  views: Defaulted<number>;
  listed_at: Date | null;
  sold_at: Date | null;
  /** Credentials are released to the buyer as soon as payment completes (no staff rebinding). */
  instant_delivery: Defaulted<boolean>;
  /** Where staff reach the consignment seller (QQ, WeChat, phone): never shown to buyers. */
  contact: Defaulted<string>;
  /** The seller can provide the documents a retrieval guarantee needs. */
  guarantee_docs: Defaulted<boolean>;
  /** Why staff rejected it; empty unless rejected. */
  reject_reason: Defaulted<string>;
  /** The seller's screenshot of the account's real-name page: staff only. */
  realname_shot_url: Defaulted<string>;
  /** Keyed digest (secret box blind index) of the normalized game login, matched against the blacklist. */
  login_digest: ColumnType<string | null, string | null | undefined, string | null>;
  /** The login with its middle masked (`ab****yz`), for the seller's own view; the login itself is in the vault. */
  login_masked: Defaulted<string>;
  /** Whether the vault's credentials carry notes (security answers, bound phone…), for the seller's own view. */
  credential_notes: Defaulted<boolean>;
  /** The region node the seller picked last (the region columns hold its path). */
  region_node_id: ColumnType<number | null, number | null | undefined, number | null>;
  reviewed_by: ColumnType<number | null, number | null | undefined, number | null>;
  reviewed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface ListingFavouritesTable {
  tenant_id: number;
  user_id: number;
  listing_id: number;
  created_at: Generated<Date>;
}

/**
 * The title, lower-cased, and the sort keys of a listing on sale, kept by triggers on listings (migrations
 * 2026_12_02_1530 and _1600): the narrow table the keyword search rechecks its candidates on.
 */
export interface ListingTitlesTable {
  tenant_id: number;
  listing_id: number;
  game_id: number;
  /** game_id % 64: the partition. */
  slot: number;
  kind: ListingKind;
  price_fen: number;
  listed_at: Date;
  title: string;
}

export type ListingRow = Selectable<ListingsTable>;
export type NewListingRow = Insertable<ListingsTable>;
