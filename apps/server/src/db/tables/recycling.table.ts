import type { RecycleChecklistStep, RecycleQuoteLine, RecycleRules, RecycleStatus } from '@gs/shared/recycle';
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { ListingAttrs } from './listings.table.ts';

type Defaulted<T> = ColumnType<T, T | undefined, T>;
/** A jsonb column: read as the value, written as its JSON text. */
type Json<T> = ColumnType<T, string, string>;

/** A tenant's quick-recycle valuation rule for one game: base price, increments, clamped to [min, max]. */
export interface RecycleValuationRulesTable {
  tenant_id: number;
  game_id: number;
  base_fen: number;
  min_fen: number;
  max_fen: number;
  rules: Json<RecycleRules>;
  enabled: Defaulted<boolean>;
  updated_by: number | null;
  updated_at: Date;
}

/** A user's quick-recycle request; the account (and its vault credentials) sits in the draft listing `listing_id`. */
export interface RecycleRequestsTable {
  tenant_id: number;
  id: Generated<number>;
  number: string;
  user_id: number;
  game_id: number;
  listing_id: number;
  region_node_id: number | null;
  attrs: Json<ListingAttrs>;
  quote_fen: number;
  /** The lines the quote was computed from, as answered to the seller. */
  quote_basis: Json<RecycleQuoteLine[]>;
  /** Staff only. */
  contact: string;
  status: Defaulted<RecycleStatus>;
  reject_reason: Defaulted<string>;
  checklist: ColumnType<RecycleChecklistStep[], string | undefined, string>;
  verified_by: number | null;
  paid_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export type RecycleValuationRuleRow = Selectable<RecycleValuationRulesTable>;
export type RecycleRequestRow = Selectable<RecycleRequestsTable>;
