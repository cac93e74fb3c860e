import type { WithdrawalStatus } from '@gs/shared/wallet';
import type { ColumnType, Generated } from 'kysely';

/** A seller's withdrawal request; the money moves in the ledger, this row tells the request's story. */
export interface WithdrawalsTable {
  tenant_id: number;
  id: Generated<number>;
  user_id: number;
  amount_fen: number;
  /** The Alipay holder's name and account, sealed by the secret box (personal data). */
  alipay_name_sealed: string;
  alipay_account_sealed: string;
  /** For the owner's list: `138****8000`, `ab***@example.com`. */
  alipay_account_masked: string;
  status: ColumnType<WithdrawalStatus, 'pending' | undefined, 'paid' | 'rejected'>;
  transfer_ref: string | null;
  reject_reason: string | null;
  decided_by: number | null;
  decided_at: Date | null;
  requested_at: Date;
}
