import type { ListingKind } from '@gs/shared/listings';
import type { Guarantee, OrderStatus, PayMode, RebindStep } from '@gs/shared/orders';
import type { ColumnType, Generated, Selectable } from 'kysely';

type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface OrderSettingsTable {
  tenant_id: number;
  payment_provider: Defaulted<'sandbox' | 'alipay'>;
  require_real_name: Defaulted<boolean>;
  allow_no_guarantee: Defaulted<boolean>;
  payment_minutes: Defaulted<number>;
  balance_due_hours: Defaulted<number>;
  auto_confirm_hours: Defaulted<number>;
  /** At most this many unpaid orders per buyer; null: the platform's default. */
  max_unpaid_orders: ColumnType<number | null, number | null | undefined>;
  alipay_app_id: string | null;
  /** The merchant's RSA2 private key, sealed with the secret box. */
  alipay_private_key_sealed: string | null;
  alipay_public_key: string | null;
  alipay_gateway: string | null;
  /** When the Alipay keys were last set. */
  alipay_keys_set_at: ColumnType<Date | null, Date | null | undefined>;
  /** SHA-256 fingerprint of the public half of the merchant's key pair (the private key stays sealed). */
  alipay_app_key_fingerprint: ColumnType<string | null, string | null | undefined>;
  /** Days after completion a claim may be opened under each guarantee (none: only before confirmation). */
  claim_days_retrieval: Defaulted<number>;
  claim_days_face: Defaulted<number>;
  /** Hours the seller has to answer a claim (a later answer is marked late). */
  claim_seller_reply_hours: Defaulted<number>;
  /** New listings of a seller with an upheld retrieval claim wait for review. */
  claim_review_upheld_sellers: Defaulted<boolean>;
  /** Days a seller's proceeds stay held after completion, per the order's guarantee (0: straight to the wallet). */
  payout_hold_days_retrieval: Defaulted<number>;
  payout_hold_days_face: Defaulted<number>;
  payout_hold_days_none: Defaulted<number>;
  updated_at: Generated<Date>;
}

/** A buyer's purchase, or the recycle order of an accepted price-competition quote (the recycler pays). */
export type OrderOrigin = 'purchase' | 'bid_recycle';

export interface OrdersTable {
  tenant_id: number;
  id: Generated<number>;
  order_no: string;
  origin: Defaulted<OrderOrigin>;
  buyer_user_id: number;
  listing_id: number;
  seller_user_id: number | null;
  listing_kind: ListingKind;
  listing_number: string;
  listing_title: string;
  listing_cover: string;
  game_id: number;
  status: Defaulted<OrderStatus>;
  guarantee: Guarantee;
  pay_mode: PayMode;
  /** The seller's stored price (commission base). */
  listing_price_fen: number;
  /** The shown price the buyer pays (stored price plus the tenant's markup). */
  price_fen: number;
  guarantee_fee_fen: number;
  service_fee_fen: number;
  total_fen: number;
  deposit_fen: Defaulted<number>;
  commission_fen: Defaulted<number>;
  paid_fen: Defaulted<number>;
  refunded_fen: Defaulted<number>;
  instant_delivery: Defaulted<boolean>;
  expires_at: Date | null;
  paid_at: Date | null;
  delivered_at: Date | null;
  auto_confirm_at: Date | null;
  completed_at: Date | null;
  closed_at: Date | null;
  close_reason: Defaulted<string>;
  created_at: Defaulted<Date>;
  updated_at: Defaulted<Date>;
}

export type OrderActor = 'buyer' | 'staff' | 'system' | 'gateway';

export interface OrderStatusHistoryTable {
  tenant_id: number;
  id: Generated<number>;
  order_id: number;
  from_status: OrderStatus | null;
  to_status: OrderStatus;
  actor: OrderActor;
  actor_user_id: number | null;
  note: Defaulted<string>;
  at: Date;
}

export interface OrderRebindStepsTable {
  tenant_id: number;
  order_id: number;
  step: RebindStep;
  sort: number;
  done: Defaulted<boolean>;
  note: Defaulted<string>;
  updated_by: number | null;
  updated_at: Date | null;
}

export interface EvaluationsTable {
  tenant_id: number;
  id: Generated<number>;
  order_id: number;
  buyer_user_id: number;
  seller_user_id: number | null;
  listing_title: string;
  stars: number;
  content: string;
  images: ColumnType<string[], string | undefined, string>;
  created_at: Date;
}

export type OrderRow = Selectable<OrdersTable>;
export type OrderSettingsRow = Selectable<OrderSettingsTable>;
