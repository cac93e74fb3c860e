import type { ColumnType, Selectable } from 'kysely';

/**
 * A seller's proceeds of one completed order and their payout hold: the money sits in the ledger's `seller_held`
 * until `release_at` (later while a claim keeps the order in after-sale); claims take back from it (`taken_fen`) or,
 * once released, record a recovery debt (`debt_fen`). A hold of 0 days is written released at completion.
 */
export interface PayoutHoldsTable {
  tenant_id: number;
  order_id: number;
  seller_user_id: number;
  amount_fen: number;
  release_at: Date;
  released_at: Date | null;
  /** Taken back by claims while held (seller_held → guarantee). */
  taken_fen: ColumnType<number, number | undefined, number>;
  /** Charged by claims after release, as a recovery debt (seller_recovery → guarantee). */
  debt_fen: ColumnType<number, number | undefined, number>;
  created_at: Date;
}

export type PayoutHoldRow = Selectable<PayoutHoldsTable>;
