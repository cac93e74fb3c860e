import { z } from 'zod';
import { pageQuerySchema, pageQuerySchemaWith, pageSchema } from './envelope.ts';
import { listingKindSchema, listingSummarySchema } from './listings.ts';
import { localeSchema } from './tenant.ts';
import { visibleTextSchema } from './text.ts';

/*
 * Buying contracts (issue 6, DOMAIN "Buying"). JSON is camelCase; money is an integer number of fen; times are ISO
 * 8601 strings. Every call is scoped to the tenant of the Host header; the server recomputes every amount.
 */

const id = z.number().int().positive();
const queryId = z.coerce.number().int().positive();
const fen = z.number().int().nonnegative();

export const orderStatuses = [
  'pending_payment',
  'paid_deposit',
  'in_trade',
  'completed',
  'cancelled',
  'refunded',
  'after_sale',
] as const;
export const orderStatusSchema = z.enum(orderStatuses);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const guarantees = ['retrieval', 'face', 'none'] as const;
export const guaranteeSchema = z.enum(guarantees);
export type Guarantee = z.infer<typeof guaranteeSchema>;

export const payModes = ['full', 'deposit'] as const;
export const payModeSchema = z.enum(payModes);
export type PayMode = z.infer<typeof payModeSchema>;

export const paymentKinds = ['deposit', 'balance', 'full', 'seller_deposit'] as const;
export type PaymentKind = (typeof paymentKinds)[number];
export const paymentProviderNames = ['sandbox', 'alipay'] as const;
export type PaymentProviderName = (typeof paymentProviderNames)[number];
/** What a payment without an order pays for. */
export const paymentPurposeNames = ['bid_deposit'] as const;
export type PaymentPurposeName = (typeof paymentPurposeNames)[number];
export const paymentStatuses = ['pending', 'succeeded', 'failed', 'closed', 'refund_required', 'refunded'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/**
 * Ledger accounts: per-user (buyer, seller_wallet, withdrawal_hold, payout, seller_held, seller_recovery) and the
 * merchant's/platform's own. A seller's available balance is `seller_wallet`; a withdrawal request moves its amount
 * to `withdrawal_hold`, and staff paying it moves it on to `payout` (money that left the platform) or back to
 * `seller_wallet`. A seller's bidding deposit waits in `deposit_held` until it is returned (through `refund_due`) or
 * forfeited. A completed sale's proceeds wait in `seller_held` for the shop's payout hold; `seller_recovery` (never
 * positive) is what a seller owes for a claim paid after their proceeds were released, repaid from later proceeds.
 */
export const ledgerAccounts = [
  'buyer',
  'escrow',
  'platform_fee',
  'guarantee',
  'merchant',
  'seller_wallet',
  'refund_due',
  'withdrawal_hold',
  'payout',
  'deposit_held',
  'seller_held',
  'seller_recovery',
] as const;
export type LedgerAccount = (typeof ledgerAccounts)[number];
/** The accounts that belong to one user (their entries carry the user id). */
export const userLedgerAccounts = [
  'buyer',
  'seller_wallet',
  'withdrawal_hold',
  'payout',
  'seller_held',
  'seller_recovery',
] as const;

/** The staff's account-rebinding checklist (a tenant may shorten it per game). */
export const rebindSteps = ['phone', 'email', 'real_name', 'security_lock'] as const;
export const rebindStepSchema = z.enum(rebindSteps);
export type RebindStep = z.infer<typeof rebindStepSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Confirmation and creation

/** `GET /api/order/confirm?goodsId` */
export const orderConfirmQuerySchema = z.object({ goodsId: queryId });

export const guaranteeOptionSchema = z.object({
  guarantee: guaranteeSchema,
  fee: fen,
  /** price + this guarantee + service fee. */
  total: fen,
  /** Deposit for this choice when a deposit is offered, else null; the balance is total − deposit. */
  deposit: fen.nullable(),
  /** How long after completion a claim may be made under this guarantee, in days; null without a guarantee. */
  claimDays: z.number().int().nonnegative().nullable(),
});
export type GuaranteeOption = z.infer<typeof guaranteeOptionSchema>;

export const orderConfirmSchema = z.object({
  listing: listingSummarySchema,
  price: fen,
  serviceFee: fen,
  guarantees: z.array(guaranteeOptionSchema),
  depositOffered: z.boolean(),
  /** The purchase agreement (sanitised HTML) the buyer must accept; null when the tenant publishes none. */
  agreement: z.object({ id, title: z.string(), content: z.string() }).nullable(),
  paymentMinutes: z.number().int().positive(),
});
export type OrderConfirm = z.infer<typeof orderConfirmSchema>;

/**
 * `POST /api/order/create`. Amounts are never accepted from the client: unknown keys (`total`, `price`…) are
 * rejected with 400 so that a tampering client learns its figures were not used.
 */
export const createOrderInputSchema = z.strictObject({
  goodsId: id,
  guarantee: guaranteeSchema,
  payMode: payModeSchema.default('full'),
  agree: z.literal(true),
});
export type CreateOrderInput = z.infer<typeof createOrderInputSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Orders

export const orderAmountsSchema = z.object({
  price: fen,
  guaranteeFee: fen,
  serviceFee: fen,
  total: fen,
  /** 0 unless paid by deposit. */
  deposit: fen,
  balance: fen,
  paid: fen,
  refunded: fen,
});

/** A row of "my orders" (and staff lists): never credentials, never the other party's identity. */
export const orderSchema = z.object({
  id,
  orderNo: z.string(),
  status: orderStatusSchema,
  goodsId: id,
  goodsNumber: z.string(),
  title: z.string(),
  cover: z.string(),
  gameId: id,
  kind: listingKindSchema,
  guarantee: guaranteeSchema,
  payMode: payModeSchema,
  amounts: orderAmountsSchema,
  delivered: z.boolean(),
  evaluated: z.boolean(),
  createdAt: z.string(),
  /** While unpaid: when the order expires; while the balance is due: when it is due. */
  expiresAt: z.string().nullable(),
  autoConfirmAt: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderHistoryEntrySchema = z.object({
  from: orderStatusSchema.nullable(),
  to: orderStatusSchema,
  actor: z.enum(['buyer', 'staff', 'system', 'gateway']),
  note: z.string(),
  at: z.string(),
  /** What the entry records: a status change (the default) or a payment that failed (`from` = `to`: no change). */
  event: z.enum(['status', 'payment_failed']).optional(),
});

export const rebindStepStateSchema = z.object({
  step: rebindStepSchema,
  done: z.boolean(),
  note: z.string(),
  updatedAt: z.string().nullable(),
});
export type RebindStepState = z.infer<typeof rebindStepStateSchema>;

export const paymentSchema = z.object({
  id,
  kind: z.enum(paymentKinds),
  amount: fen,
  provider: z.enum(paymentProviderNames),
  status: z.enum(paymentStatuses),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** `GET /api/order/{id}` */
export const orderDetailSchema = orderSchema.extend({
  history: z.array(orderHistoryEntrySchema),
  rebinding: z.array(rebindStepStateSchema),
  payments: z.array(paymentSchema),
  /** The buyer may reveal the credentials (paid, delivered, and credentials are in the vault). */
  credentialsAvailable: z.boolean(),
  closeReason: z.string(),
  role: z.enum(['buyer', 'seller', 'staff']),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const orderIdParamsSchema = z.object({ id: queryId });

/** `GET /api/order/list?status&role&pageNum&pageSize` */
export const orderListQuerySchema = z.object({
  status: z.union([orderStatusSchema, z.literal(''), z.literal('all')]).optional(),
  role: z.enum(['buyer', 'seller']).default('buyer'),
  ...pageQuerySchemaWith({ defaultSize: 10, maxSize: 50 }).shape,
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

export const orderPageSchema = pageSchema(orderSchema);
export type OrderPage = z.infer<typeof orderPageSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Payment

/** `POST /api/order/{id}/pay` — the server picks the part due (full, deposit or balance). */
export const payResultSchema = z.object({
  paymentId: id,
  kind: z.enum(paymentKinds),
  amount: fen,
  provider: z.enum(paymentProviderNames),
  /** Where the browser goes to pay (the provider's cashier). */
  payUrl: z.string(),
});
export type PayResult = z.infer<typeof payResultSchema>;

/** `POST /api/pay/notify/{provider}` — a provider's asynchronous notification: form fields, kept as signed. */
export const paymentNotifyParamsSchema = z.object({ provider: z.string().max(20) });
export const paymentNotificationSchema = z.record(z.string(), z.string());
export type PaymentNotification = z.infer<typeof paymentNotificationSchema>;

/** `GET|POST /api/pay/sandbox/cashier/{outTradeNo}` — the sandbox cashier page and its Pay or Fail button. */
export const outTradeNoParamsSchema = z.object({ outTradeNo: z.string().regex(/^[A-Za-z0-9]{16,64}$/) });
/** The cashier's language: the buyer's in the shop when they opened the payment. */
export const sandboxCashierQuerySchema = z.object({ lang: localeSchema.optional() });
export const sandboxCashierActionInputSchema = z.object({ action: z.enum(['pay', 'fail']) });
export type SandboxCashierActionInput = z.infer<typeof sandboxCashierActionInputSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Credentials

export const credentialsSchema = z.object({
  login: z.string().min(1).max(200),
  password: z.string().min(1).max(200),
  /** Extra hand-over notes: security questions, bound email… */
  notes: z.string().max(1000).default(''),
});
export type Credentials = z.infer<typeof credentialsSchema>;

/** `GET /api/order/{id}/credentials` — the paying buyer only, after delivery; every reveal is audited. */
export const revealedCredentialsSchema = credentialsSchema.extend({ revealedAt: z.string() });
export type RevealedCredentials = z.infer<typeof revealedCredentialsSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Evaluations

export const evaluationInputSchema = z.object({
  stars: z.number().int().min(1).max(5),
  content: z.string().trim().max(500).default(''),
  images: z.array(z.string().startsWith('/uploads/').max(300)).max(6).default([]),
});
export type EvaluationInput = z.infer<typeof evaluationInputSchema>;

export const evaluationSchema = z.object({
  id,
  orderId: id,
  title: z.string(),
  stars: z.number().int().min(1).max(5),
  content: z.string(),
  images: z.array(z.string()),
  createdAt: z.string(),
});
export type Evaluation = z.infer<typeof evaluationSchema>;

/** `GET /api/evaluation/mine?type=written|received` */
export const evaluationListQuerySchema = z.object({
  type: z.enum(['written', 'received']).default('written'),
  ...pageQuerySchemaWith({ defaultSize: 10, maxSize: 50 }).shape,
});
export type EvaluationListQuery = z.infer<typeof evaluationListQuerySchema>;

export const evaluationPageSchema = pageSchema(evaluationSchema);
export type EvaluationPage = z.infer<typeof evaluationPageSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Staff (operator or owner)

/** `GET /api/staff/orders?status&pageNum&pageSize` */
export const staffOrderListQuerySchema = z.object({
  status: orderStatusSchema.optional(),
  ...pageQuerySchema.shape,
});
export type StaffOrderListQuery = z.infer<typeof staffOrderListQuerySchema>;

export const staffOrderSchema = orderSchema.extend({ buyerUserId: id, sellerUserId: id.nullable() });
export type StaffOrder = z.infer<typeof staffOrderSchema>;

export const staffOrderPageSchema = pageSchema(staffOrderSchema);
export type StaffOrderPage = z.infer<typeof staffOrderPageSchema>;

/** `POST /api/staff/orders/{id}/rebind` */
export const rebindStepInputSchema = z.object({
  step: rebindStepSchema,
  done: z.boolean(),
  note: z.string().trim().max(500).default(''),
});
export type RebindStepInput = z.infer<typeof rebindStepInputSchema>;

/**
 * `POST /api/staff/orders/{id}/deliver` — new credentials when staff reset them while rebinding. With rebinding steps
 * still open the server refuses (422, `unfinishedSteps` in the answer) unless staff confirm delivering anyway; the
 * order's history then names the unfinished steps.
 */
export const deliverInputSchema = z.object({
  credentials: credentialsSchema.optional(),
  confirmIncompleteChecklist: z.boolean().optional(),
});
export type DeliverInput = z.infer<typeof deliverInputSchema>;

/** `POST /api/staff/orders/{id}/refund` — amount omitted: everything still held for the order. */
export const refundInputSchema = z.object({
  amount: z.number().int().positive().optional(),
  relist: z.boolean().default(false),
  reason: visibleTextSchema().min(1).max(500),
});
export type RefundInput = z.infer<typeof refundInputSchema>;

/** `POST /api/staff/orders/{id}/after-sale` */
export const afterSaleInputSchema = z.object({ reason: visibleTextSchema().min(1).max(500) });
export type AfterSaleInput = z.infer<typeof afterSaleInputSchema>;
