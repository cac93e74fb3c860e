import type { PaymentKind, PaymentProviderName, PaymentStatus } from '@gs/shared/orders';
import type { ColumnType, Generated, Selectable } from 'kysely';

export interface PaymentsTable {
  tenant_id: number;
  id: Generated<number>;
  order_id: number;
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
