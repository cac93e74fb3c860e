import type { PaymentKind, PaymentProviderName, PaymentPurposeName, PaymentStatus } from '@gs/shared/orders';
import type { ColumnType, Generated, Selectable } from 'kysely';

export interface PaymentsTable {
  tenant_id: number;
  id: Generated<number>;
  /** The order paid for; null for a payment with a purpose instead (a seller's bidding deposit). */
  order_id: number | null;
  /** What a payment without an order pays for, its id there, and who pays (all three or none). */
  purpose: ColumnType<PaymentPurposeName | null, PaymentPurposeName | null | undefined, PaymentPurposeName | null>;
  purpose_id: ColumnType<number | null, number | null | undefined, number | null>;
  payer_user_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** When a held purpose payment went to the other party of a failed trade instead of back to its payer. */
  forfeited_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  kind: PaymentKind;
  provider: PaymentProviderName;
  /** Our number for the payment at the provider (Alipay's out_trade_no): random, unique everywhere. */
  out_trade_no: string;
  provider_trade_no: string | null;
  amount_fen: number;
  status: ColumnType<PaymentStatus, PaymentStatus | undefined, PaymentStatus>;
  created_at: Date;
  paid_at: Date | null;
  closed_at: Date | null;
  /** When the provider confirmed it closed its side of a payment we closed (no late payment can then arrive). */
  provider_closed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Refunds through the provider of a payment that arrived after its order closed: tries so far, next try. */
  refund_attempts: ColumnType<number, number | undefined, number>;
  refund_next_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  refund_error: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface PaymentNotificationsTable {
  tenant_id: number;
  id: Generated<number>;
  provider: string;
  notify_id: string;
  out_trade_no: string;
  payment_id: number | null;
  verified: boolean;
  outcome: string;
  /** The notification as received (no secrets: gateways sign, they do not send keys). */
  raw: string;
  received_at: Date;
}

export type PaymentRow = Selectable<PaymentsTable>;
