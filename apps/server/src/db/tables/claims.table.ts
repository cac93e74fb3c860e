import type { ClaimAudience, ClaimOutcome, ClaimPayTo, ClaimReason, ClaimRole, ClaimState } from '@gs/shared/claims';
import type { Guarantee } from '@gs/shared/orders';
import type { ColumnType, Generated, Selectable } from 'kysely';

type Defaulted<T> = ColumnType<T, T | undefined, T>;

/** A buyer's after-sale claim on an order (issue 21), or one staff opened for the buyer. */
export interface ClaimsTable {
  tenant_id: number;
  id: Generated<number>;
  order_id: number;
  buyer_user_id: number;
  seller_user_id: number | null;
  opened_by: 'buyer' | 'staff';
  opened_by_user_id: number;
  reason: ClaimReason;
  text: string;
  /** The buyer's contact phone, sealed with the secret box (AAD bound to tenant and claim's buyer); null: none given. */
  contact_phone_sealed: string | null;
  guarantee: Guarantee;
  state: Defaulted<ClaimState>;
  /** Where the order was when the claim opened, so a rejection can put it back. */
  from_status: 'in_trade' | 'completed';
  /** The auto-confirm time the order had left when the claim opened (null: not delivered, or completed). */
  auto_confirm_left_ms: number | null;
  seller_reply_due_at: Date | null;
  outcome: ClaimOutcome | null;
  amount_fen: number | null;
  pay_to: ClaimPayTo | null;
  /** What the decision took back from the seller's proceeds of the order (held, or as a recovery debt). */
  seller_charged_fen: Defaulted<number>;
  decision_reason: Defaulted<string>;
  decided_by: number | null;
  decided_at: Date | null;
  closed_at: Date | null;
  /** Since when the claim waits for staff; null while it waits for the buyer or is decided. */
  awaiting_staff_since: Date | null;
  /** The last change the buyer (or the seller) has to see: behind their unread marks. */
  buyer_activity_at: Date;
  seller_activity_at: Date;
  created_at: Date;
  updated_at: Date;
}

/** One message of a claim's thread; `images` holds private upload ids. */
export interface ClaimMessagesTable {
  tenant_id: number;
  id: Generated<number>;
  claim_id: number;
  author: ClaimRole;
  author_user_id: number;
  body: string;
  /** jsonb: read as the array, written as its JSON text. */
  images: ColumnType<string[], string | undefined, string>;
  /** Who sees a staff message (a party's messages are for everyone on the claim). */
  audience: Defaulted<ClaimAudience>;
  /** A buyer message's images that staff showed the seller. */
  shared_with_seller: Defaulted<boolean>;
  /** A seller's answer after the reply deadline. */
  late: Defaulted<boolean>;
  created_at: Date;
}

/** When a user last opened a claim: older activity than this is read. */
export interface ClaimReadsTable {
  tenant_id: number;
  claim_id: number;
  user_id: number;
  read_at: Date;
}

export type ClaimRow = Selectable<ClaimsTable>;
export type ClaimMessageRow = Selectable<ClaimMessagesTable>;
