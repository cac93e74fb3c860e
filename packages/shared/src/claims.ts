import { z } from 'zod';
import { pageQuerySchemaWith, pageSchema } from './envelope.ts';
import { phoneSchema } from './identity.ts';
import {
  afterSaleInputSchema,
  guaranteeSchema,
  orderHistoryEntrySchema,
  rebindStepStateSchema,
  staffOrderSchema,
} from './orders.ts';
import { visibleTextSchema } from './text.ts';

/*
 * Claims (issue 21): the buyer's after-sale claim on an order, the seller's answer, staff's questions and decision,
 * and the money each decision moves. JSON is camelCase; money is an integer number of fen; times are ISO 8601.
 * Images are private uploads (`POST /api/upload/private?purpose=claim`) named by their ids; a party reads them through
 * `GET /api/claims/{id}/images/{imageId}`, staff through `GET /api/staff/claims/{id}/images/{imageId}` (audited).
 * No list answer carries an image or a phone number.
 */

const id = z.number().int().positive();
const fen = z.number().int().nonnegative();

export const claimReasons = ['retrieved', 'wrong_login', 'banned', 'not_as_described', 'other'] as const;
export const claimReasonSchema = z.enum(claimReasons);
export type ClaimReason = z.infer<typeof claimReasonSchema>;

/**
 * submitted → in_review (staff took it up) ⇄ waiting_buyer (staff asked the buyer for more) → decided → closed;
 * an open claim may be withdrawn by its buyer.
 */
export const claimStates = ['submitted', 'in_review', 'waiting_buyer', 'decided', 'closed', 'withdrawn'] as const;
export const claimStateSchema = z.enum(claimStates);
export type ClaimState = z.infer<typeof claimStateSchema>;
/** The states of a claim that still waits for a decision (at most one per order). */
export const openClaimStates = ['submitted', 'in_review', 'waiting_buyer'] as const satisfies readonly ClaimState[];

/**
 * reject: the order goes back to where it came from; refund: everything paid goes back; partial: part of it (the
 * rest settles as usual); compensate (after completion only): an amount from the shop's guarantee reserve.
 */
export const claimOutcomes = ['reject', 'refund', 'partial', 'compensate'] as const;
export const claimOutcomeSchema = z.enum(claimOutcomes);
export type ClaimOutcome = z.infer<typeof claimOutcomeSchema>;

/** Where a compensation goes: the buyer's wallet on the shop, or back through the payment provider. */
export const claimPayTargets = ['wallet', 'provider'] as const;
export const claimPayToSchema = z.enum(claimPayTargets);
export type ClaimPayTo = z.infer<typeof claimPayToSchema>;

export const claimRoles = ['buyer', 'seller', 'staff'] as const;
export const claimRoleSchema = z.enum(claimRoles);
export type ClaimRole = z.infer<typeof claimRoleSchema>;

export const CLAIM_TEXT_MAX = 1000;
export const CLAIM_IMAGES_MAX = 9;
export const CLAIM_REASON_MAX = 500;

const claimTextSchema = visibleTextSchema()
  .min(1, 'Describe the problem')
  .max(CLAIM_TEXT_MAX, `At most ${CLAIM_TEXT_MAX} characters`);

const claimImagesSchema = z
  .array(z.uuid())
  .max(CLAIM_IMAGES_MAX, `At most ${CLAIM_IMAGES_MAX} images`)
  .refine((ids) => new Set(ids).size === ids.length, 'The same image is attached twice')
  .default([]);

/** `POST /api/order/{id}/claims` body. `imageIds`: the buyer's own `claim` private uploads. */
export const createClaimInputSchema = z.object({
  reason: claimReasonSchema,
  text: claimTextSchema,
  imageIds: claimImagesSchema,
  /** Where staff can reach the buyer (prefilled with the account's phone); stored sealed, shown to staff masked. */
  contactPhone: phoneSchema,
});
export type CreateClaimInput = z.input<typeof createClaimInputSchema>;

/** `POST /api/claims/{id}/messages` body (the buyer or the seller). */
export const claimMessageInputSchema = z.object({ text: claimTextSchema, imageIds: claimImagesSchema });
export type ClaimMessageInput = z.input<typeof claimMessageInputSchema>;

/** Who sees a staff message: both parties, or one of them. */
export const claimAudiences = ['both', 'buyer', 'seller'] as const;
export const claimAudienceSchema = z.enum(claimAudiences);
export type ClaimAudience = z.infer<typeof claimAudienceSchema>;

/**
 * `POST /api/staff/claims/{id}/messages` body. `askBuyer` asks the buyer for more evidence (the claim waits for the
 * buyer); `shareMessageIds` shows the images of these buyer messages to the seller.
 */
export const staffClaimMessageInputSchema = z
  .object({
    text: claimTextSchema,
    audience: claimAudienceSchema.default('both'),
    askBuyer: z.boolean().default(false),
    shareMessageIds: z.array(id).max(50).default([]),
  })
  .refine((input) => !(input.askBuyer && input.audience === 'seller'), {
    message: 'A question to the buyer must be shown to the buyer',
    path: ['audience'],
  });
export type StaffClaimMessageInput = z.input<typeof staffClaimMessageInputSchema>;

/**
 * `POST /api/staff/claims/{id}/decide` body. `amountFen` is required for partial and compensate (a refund returns
 * everything still paid); `payTo` only for a compensation (default: the buyer's wallet).
 */
export const decideClaimInputSchema = z
  .object({
    outcome: claimOutcomeSchema,
    amountFen: z.number().int().positive().optional(),
    payTo: claimPayToSchema.optional(),
    reason: visibleTextSchema().min(1).max(CLAIM_REASON_MAX),
  })
  .superRefine((input, ctx) => {
    const needsAmount = input.outcome === 'partial' || input.outcome === 'compensate';
    if (needsAmount && input.amountFen === undefined) {
      ctx.addIssue({ code: 'custom', path: ['amountFen'], message: 'Enter the amount' });
    }
    if (!needsAmount && input.amountFen !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['amountFen'], message: 'Only a partial refund or a compensation has one' });
    }
    if (input.payTo !== undefined && input.outcome !== 'compensate') {
      ctx.addIssue({ code: 'custom', path: ['payTo'], message: 'Only a compensation is paid to a chosen place' });
    }
  });
export type DecideClaimInput = z.input<typeof decideClaimInputSchema>;

/** `POST /api/staff/orders/{id}/after-sale` body: staff open a claim for the buyer (`reason` is the text). */
export const staffOpenClaimInputSchema = afterSaleInputSchema.extend({
  claimReason: claimReasonSchema.default('other'),
});
export type StaffOpenClaimInput = z.input<typeof staffOpenClaimInputSchema>;

export const claimIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const claimImageParamsSchema = z.object({ id: z.coerce.number().int().positive(), imageId: z.uuid() });

/**
 * One message of a claim's thread. `images` are private upload ids; a seller sees a buyer's images only once staff
 * shared them (else the list is empty and `imagesHidden` counts them). `late`: a seller's answer after the deadline.
 */
export const claimMessageSchema = z.object({
  id,
  author: claimRoleSchema,
  text: z.string(),
  images: z.array(z.uuid()),
  imagesHidden: z.number().int().nonnegative(),
  audience: claimAudienceSchema,
  sharedWithSeller: z.boolean(),
  late: z.boolean(),
  createdAt: z.string(),
});
export type ClaimMessage = z.infer<typeof claimMessageSchema>;

/** The decision, once made. */
export const claimDecisionSchema = z.object({
  outcome: claimOutcomeSchema,
  amountFen: fen.nullable(),
  payTo: claimPayToSchema.nullable(),
  reason: z.string(),
  decidedAt: z.string(),
});
export type ClaimDecision = z.infer<typeof claimDecisionSchema>;

/** A claim in a list: no images, no phone. `unread`: something happened since the caller last opened it. */
export const claimSummarySchema = z.object({
  id,
  orderId: id,
  orderNo: z.string(),
  title: z.string(),
  reason: claimReasonSchema,
  state: claimStateSchema,
  openedBy: z.enum(['buyer', 'staff']),
  guarantee: guaranteeSchema,
  decision: claimDecisionSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  unread: z.boolean(),
});
export type ClaimSummary = z.infer<typeof claimSummarySchema>;

/** `GET /api/claims/{id}`: the claim as its buyer or its seller sees it. */
export const claimSchema = claimSummarySchema.extend({
  role: z.enum(['buyer', 'seller']),
  text: z.string(),
  fromStatus: z.enum(['in_trade', 'completed']),
  /** The seller's answer is due by then (null without a seller); a later answer is marked late. */
  sellerReplyDueAt: z.string().nullable(),
  /** The buyer's own contact phone (the seller never sees it). */
  contactPhone: z.string().nullable(),
  closedAt: z.string().nullable(),
  messages: z.array(claimMessageSchema),
});
export type Claim = z.infer<typeof claimSchema>;

/** Whether the buyer may open a claim on the order now, and if not why (a sentence in the request's language). */
export const claimWindowSchema = z.object({
  allowed: z.boolean(),
  reason: z.string().nullable(),
  /** The last moment a claim can be opened under the order's guarantee (null: while in trade / no limit known). */
  until: z.string().nullable(),
});
export type ClaimWindow = z.infer<typeof claimWindowSchema>;

/** `GET /api/order/{id}/claims`: the order's claims (newest first) and whether a new one may be opened. */
export const orderClaimsSchema = z.object({ rows: z.array(claimSummarySchema), window: claimWindowSchema });
export type OrderClaims = z.infer<typeof orderClaimsSchema>;

/** `GET /api/claims/mine?role&pageNum&pageSize`: the caller's claims as buyer (or seller), newest activity first. */
export const myClaimsQuerySchema = z.object({
  role: z.enum(['buyer', 'seller']).default('buyer'),
  ...pageQuerySchemaWith({ defaultSize: 10, maxSize: 50 }).shape,
});
export type MyClaimsQuery = z.infer<typeof myClaimsQuerySchema>;
export const claimPageSchema = pageSchema(claimSummarySchema).extend({
  /** How many of the caller's claims (in this role) have something unread. */
  unreadCount: z.number().int().nonnegative(),
});
export type ClaimPage = z.infer<typeof claimPageSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Staff (operator or owner)

/**
 * `GET /api/staff/claims`. `minAgeHours` / `maxAgeHours`: by the time since the claim was opened; `overdue`: only
 * claims that have waited for staff more than 24 hours.
 */
export const staffClaimQuerySchema = z.object({
  state: claimStateSchema.optional(),
  reason: claimReasonSchema.optional(),
  guarantee: guaranteeSchema.optional(),
  minAgeHours: z.coerce.number().int().nonnegative().max(87_600).optional(),
  maxAgeHours: z.coerce.number().int().nonnegative().max(87_600).optional(),
  overdue: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  ...pageQuerySchemaWith({ defaultSize: 20, maxSize: 100 }).shape,
});
export type StaffClaimQuery = z.infer<typeof staffClaimQuerySchema>;

/** A row of the staff queue (no phone, no images). `overdue`: waiting for staff more than 24 hours. */
export const staffClaimRowSchema = claimSummarySchema.omit({ unread: true }).extend({
  buyerUserId: id,
  sellerUserId: id.nullable(),
  amountPaidFen: fen,
  /** Since when the claim waits for staff (opened, or a party wrote after staff last did); null: not waiting. */
  awaitingStaffSince: z.string().nullable(),
  overdue: z.boolean(),
});
export type StaffClaimRow = z.infer<typeof staffClaimRowSchema>;
export const staffClaimPageSchema = pageSchema(staffClaimRowSchema);
export type StaffClaimPage = z.infer<typeof staffClaimPageSchema>;

/** A staff message carries its author's user id; staff see every image. */
export const staffClaimMessageSchema = claimMessageSchema.extend({ authorUserId: id });
export type StaffClaimMessage = z.infer<typeof staffClaimMessageSchema>;

/** The seller's record: earlier claims against their sales, those upheld (decided for the buyer), what they owe. */
export const sellerClaimRecordSchema = z.object({
  sellerUserId: id,
  claims: z.number().int().nonnegative(),
  upheld: z.number().int().nonnegative(),
  upheldRetrieved: z.number().int().nonnegative(),
  upheldAmountFen: fen,
  /** Money the seller owes the shop after compensations (their recovery debt), 0 when none. */
  unpaidRecoveryFen: fen,
  earlier: z.array(
    z.object({
      id,
      orderNo: z.string(),
      reason: claimReasonSchema,
      state: claimStateSchema,
      outcome: claimOutcomeSchema.nullable(),
      amountFen: fen.nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type SellerClaimRecord = z.infer<typeof sellerClaimRecordSchema>;

/** `GET /api/staff/claims/{id}`. */
export const staffClaimDetailSchema = staffClaimRowSchema.extend({
  text: z.string(),
  fromStatus: z.enum(['in_trade', 'completed']),
  sellerReplyDueAt: z.string().nullable(),
  /** The buyer's contact phone, masked. */
  contactPhone: z.string().nullable(),
  closedAt: z.string().nullable(),
  openedByUserId: id,
  messages: z.array(staffClaimMessageSchema),
  order: staffOrderSchema,
  /** The listing as it was sold (the order's copy) and its state now. */
  listing: z.object({
    id,
    number: z.string(),
    title: z.string(),
    cover: z.string(),
    priceFen: fen,
    status: z.string(),
  }),
  history: z.array(orderHistoryEntrySchema),
  rebinding: z.array(rebindStepStateSchema),
  credentialReads: z.array(
    z.object({ userId: id, purpose: z.enum(['buyer_reveal', 'staff_read', 'staff_write']), at: z.string() }),
  ),
  sellerRecord: sellerClaimRecordSchema.nullable(),
  money: z.object({
    /** What the buyer paid less what was refunded: the most any decision can give back. */
    paidFen: fen,
    /** The seller's proceeds of this order not yet taken back by claims (0 for the shop's own listings). */
    sellerProceedsFen: fen,
    /** The seller's proceeds of this order still held (not yet withdrawable), if the hold applies. */
    heldFen: fen.nullable(),
    heldUntil: z.string().nullable(),
  }),
  /** The decisions possible now (none once decided). */
  allowedOutcomes: z.array(claimOutcomeSchema),
});
export type StaffClaimDetail = z.infer<typeof staffClaimDetailSchema>;
