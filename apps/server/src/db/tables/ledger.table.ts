import type { LedgerAccount } from '@gs/shared/orders';
import type { Generated } from 'kysely';

/** What a posting without an order belongs to. */
export type LedgerRefType = 'withdrawal' | 'recycle' | 'bid_deposit';

export interface LedgerPostingsTable {
  tenant_id: number;
  id: Generated<number>;
  /** The order the money moved for; null for a withdrawal or a quick-recycle payment (then `ref_*` name it). */
  order_id: number | null;
  ref_type: LedgerRefType | null;
  ref_id: number | null;
  kind: string;
  /** One posting per key (`payment:12`, `settle:7`): a retried step cannot move money twice. */
  idempotency_key: string;
  created_at: Date;
}

/** Append-only (the database refuses UPDATE and DELETE); each posting's entries sum to zero. */
export interface LedgerEntriesTable {
  tenant_id: number;
  id: Generated<number>;
  posting_id: number;
  order_id: number | null;
  account: LedgerAccount;
  /** The buyer or seller for per-user accounts; null for the merchant's and platform's accounts. */
  user_id: number | null;
  /** Signed fen: positive into the account, negative out of it. */
  amount_fen: number;
  created_at: Date;
}

export interface WalletBalancesView {
  tenant_id: number;
  account: LedgerAccount;
  user_id: number | null;
  balance_fen: number;
}
