import type { PaymentProviderName } from '@gs/shared/orders';
import type { ColumnType, Generated, Selectable } from 'kysely';

/**
 * A refund to send through a payment's gateway: money the ledger gave back to the buyer (a staff or claim refund),
 * queued with the posting and sent by the scheduler until the gateway accepts it.
 */
export interface ProviderRefundsTable {
  tenant_id: number;
  id: Generated<number>;
  order_id: number;
  payment_id: number;
  provider: PaymentProviderName;
  out_trade_no: string;
  amount_fen: number;
  /** The gateway's out_request_no, derived from the posting's key: the same refund however often it is sent. */
  request_no: string;
  reason: string;
  status: ColumnType<'pending' | 'done', 'pending' | 'done' | undefined, 'pending' | 'done'>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Date;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Date;
  done_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export type ProviderRefundRow = Selectable<ProviderRefundsTable>;
