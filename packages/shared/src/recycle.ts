import { z } from 'zod';
import { gameCredentialsInputSchema, REJECT_REASON_MAX } from './consignment.ts';
import { pageQuerySchemaWith, pageSchema } from './envelope.ts';
import { sellingAttributesInputSchema } from './selling.ts';
import { visibleTextSchema } from './text.ts';

/*
 * Quick recycle (快速回收, DOMAIN "Selling"): the merchant buys a user's game account outright at a price computed
 * from its attributes. Each tenant keeps a valuation rule per game: a base price, increments per attribute choice
 * and per number range, clamped to [min, max]. The user picks the game and the attributes flagged for the recycle
 * form, sees the quote with its basis at once, then submits it with the account's credentials (sealed into the
 * vault, never in any answer) and a contact. Staff verify the account, pay the quote into the seller's wallet and
 * the account becomes a self-operated listing. All calls are scoped to the tenant of the Host header.
 *
 * Request statuses: submitted → verifying → paid → listed; or rejected (by staff, with a reason, before payment);
 * or cancelled (by the seller, while still submitted).
 */

const id = z.number().int().positive();
const queryId = z.coerce.number().int().positive();
const fen = z.number().int();

/** The highest quote a rule may give (¥1,000,000), in fen. */
export const RECYCLE_QUOTE_MAX_FEN = 100_000_000;
/** The largest single increment (positive or negative), in fen (¥100,000). */
export const RECYCLE_INCREMENT_MAX_FEN = 10_000_000;
/** The widest number range of one rule line (keeps per-unit sums exact integers). */
export const RECYCLE_RANGE_SPAN_MAX = 1_000_000;
export const RECYCLE_CHOICE_RULES_MAX = 2000;
export const RECYCLE_RANGE_RULES_MAX = 100;

const increment = fen.min(-RECYCLE_INCREMENT_MAX_FEN).max(RECYCLE_INCREMENT_MAX_FEN);

/**
 * One number-range line: when the attribute's value is in [from, to] the line adds `fen` once; with `perUnit`
 * it adds `fen` for each unit above `from`, counting at most up to `to` (value 120 on 0–600 at ¥1: 120 × ¥1) —
 * so stacked lines make tiers ("¥2 a hero above 10, ¥1 a hero above 60").
 */
export const recycleRangeRuleSchema = z
  .object({
    attributeId: id,
    from: z.number().int().min(-2_147_483_648).max(2_147_483_647),
    to: z.number().int().min(-2_147_483_648).max(2_147_483_647),
    fen: increment,
    perUnit: z.boolean().default(false),
  })
  .refine((range) => range.from <= range.to, { message: 'from must not exceed to', path: ['to'] })
  .refine((range) => range.to - range.from <= RECYCLE_RANGE_SPAN_MAX, {
    message: `a range spans at most ${RECYCLE_RANGE_SPAN_MAX} units`,
    path: ['to'],
  });
export type RecycleRangeRule = z.infer<typeof recycleRangeRuleSchema>;

/** The increments of a rule: per choice id (as a decimal string) the fen it adds, and the number ranges. */
export const recycleRulesSchema = z.object({
  /** Choice id → fen, for single, multiple and level attributes (a level pair counts its choice). */
  choices: z
    .record(z.string().regex(/^[1-9][0-9]{0,9}$/, 'choice ids are positive integers'), increment)
    .refine((choices) => Object.keys(choices).length <= RECYCLE_CHOICE_RULES_MAX, {
      message: `at most ${RECYCLE_CHOICE_RULES_MAX} choice increments`,
    })
    .default({}),
  ranges: z.array(recycleRangeRuleSchema).max(RECYCLE_RANGE_RULES_MAX).default([]),
});
export type RecycleRules = z.infer<typeof recycleRulesSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Valuation (anyone; no login needed to see a quote)

/** `GET /api/account/krecycle/games`: the games that have an enabled valuation rule, in catalogue order. */
export const recycleGameSchema = z.object({
  gameId: id,
  name: z.string(),
  iconUrl: z.string(),
  /** The lowest and highest quote the rule can give, for "¥min – ¥max" on the game picker. */
  minFen: fen,
  maxFen: fen,
});
export type RecycleGame = z.infer<typeof recycleGameSchema>;
export const recycleGameListSchema = z.array(recycleGameSchema);

/** `POST /api/account/krecycle/quote` body: the game and the recycle form's attribute values. */
export const recycleQuoteInputSchema = z.object({ gameId: id, attrs: sellingAttributesInputSchema });
export type RecycleQuoteInput = z.infer<typeof recycleQuoteInputSchema>;

export const recycleQuoteLineKinds = ['base', 'choice', 'range', 'clamp'] as const;
export const recycleQuoteLineKindSchema = z.enum(recycleQuoteLineKinds);
export type RecycleQuoteLineKind = z.infer<typeof recycleQuoteLineKindSchema>;

/** One line of a quote's basis; the lines' `fen` add up to the quote exactly. */
export const recycleQuoteLineSchema = z.object({
  kind: recycleQuoteLineKindSchema,
  /** The attribute of a choice or range line; null for base and clamp. */
  attributeId: id.nullable(),
  /** The choice of a choice line; null otherwise. */
  choiceId: id.nullable(),
  /**
   * In the template's words: `Rank: Diamond` (choice), `Skins 0–600` (range), empty for base; for clamp `min` or
   * `max` (the sum was raised to the minimum or cut to the maximum by this line's fen).
   */
  label: z.string(),
  /** Units counted by a per-unit range line (its fen is units × the rule's fen); null otherwise. */
  units: z.number().int().nullable(),
  /**
   * A range line's parts, for saying what it counts: the attribute's name, the number entered and the rule's range
   * (a per-unit line counts the units above `from`, up to `to`). Absent on other lines and on older stored quotes.
   */
  range: z
    .object({ name: z.string(), value: z.number().int(), from: z.number().int(), to: z.number().int() })
    .optional(),
  fen,
});
export type RecycleQuoteLine = z.infer<typeof recycleQuoteLineSchema>;

/** A quote: the price the merchant pays now, and how it was computed. */
export const recycleQuoteSchema = z.object({
  gameId: id,
  quoteFen: fen,
  minFen: fen,
  maxFen: fen,
  basis: z.array(recycleQuoteLineSchema),
});
export type RecycleQuote = z.infer<typeof recycleQuoteSchema>;

// ---------------------------------------------------------------------------------------------------------------
// The seller's requests (login; submitting needs real-name level two)

/**
 * `POST /api/account/krecycle` body. `acceptedQuoteFen` is the quote the seller saw: the server computes it again
 * and answers 409 (the new quote as `quote` beside the envelope) when it changed.
 */
export const recycleInputSchema = z.object({
  gameId: id,
  /** The node picked last in the region pickers (a server, or a region without servers); omitted without regions. */
  regionNodeId: id.optional(),
  attrs: sellingAttributesInputSchema,
  credentials: gameCredentialsInputSchema,
  /** QQ, WeChat or phone where staff reach the seller; staff only. */
  contact: visibleTextSchema().min(5, 'Enter a QQ, WeChat or phone number').max(50),
  acceptedQuoteFen: z.number().int().positive(),
});
export type RecycleInput = z.infer<typeof recycleInputSchema>;

export const recycleStatuses = ['submitted', 'verifying', 'paid', 'listed', 'rejected', 'cancelled'] as const;
export const recycleStatusSchema = z.enum(recycleStatuses);
export type RecycleStatus = z.infer<typeof recycleStatusSchema>;

export const recycleIdParamsSchema = z.object({ id: queryId });

/** `POST /api/account/krecycle` and `POST …/{id}/cancel` answer the request's id, number, status and quote. */
export const recycleResultSchema = z.object({
  id,
  number: z.string(),
  status: recycleStatusSchema,
  quoteFen: fen,
});
export type RecycleResult = z.infer<typeof recycleResultSchema>;

/** `GET /api/account/krecycle/list?status&pageNum&pageSize`: the seller's requests, newest first. */
export const myRecycleQuerySchema = z.object({
  status: recycleStatusSchema.optional(),
  ...pageQuerySchemaWith({ defaultSize: 10, maxSize: 50 }).shape,
});
export type MyRecycleQuery = z.infer<typeof myRecycleQuerySchema>;

export const myRecycleSchema = z.object({
  id,
  number: z.string(),
  gameId: id,
  gameName: z.string(),
  quoteFen: fen,
  status: recycleStatusSchema,
  /** Why staff rejected it (empty unless rejected). */
  rejectReason: z.string(),
  /** Whether the seller may still cancel it (submitted only). */
  canCancel: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  paidAt: z.string().nullable(),
});
export type MyRecycle = z.infer<typeof myRecycleSchema>;
export const myRecyclePageSchema = pageSchema(myRecycleSchema);
export type MyRecyclePage = z.infer<typeof myRecyclePageSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Staff (role operator or owner)

/** `GET /api/staff/recycle?status&pageNum&pageSize`: every status when omitted; newest first. */
export const staffRecycleQuerySchema = z.object({
  status: recycleStatusSchema.optional(),
  ...pageQuerySchemaWith({ defaultSize: 20, maxSize: 100 }).shape,
});
export type StaffRecycleQuery = z.infer<typeof staffRecycleQuerySchema>;

export const staffRecycleSchema = z.object({
  id,
  number: z.string(),
  gameId: id,
  gameName: z.string(),
  quoteFen: fen,
  status: recycleStatusSchema,
  /** The seller's phone, masked. */
  seller: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StaffRecycle = z.infer<typeof staffRecycleSchema>;
export const staffRecyclePageSchema = pageSchema(staffRecycleSchema);

/** One step of the verification checklist (the game's rebinding steps: phone, email, real_name, security_lock…). */
export const recycleChecklistStepSchema = z.object({
  step: z.string(),
  done: z.boolean(),
  note: z.string(),
  updatedAt: z.string().nullable(),
});
export type RecycleChecklistStep = z.infer<typeof recycleChecklistStepSchema>;

/** `GET /api/staff/recycle/{id}`: what the verifier needs (not the credentials: those are an audited read). */
export const staffRecycleDetailSchema = staffRecycleSchema.extend({
  /** The draft listing that holds the account (and its credentials in the vault); self-operated once paid. */
  listingId: id,
  regionPath: z.array(z.object({ id, name: z.string() })),
  /** Attribute values as the template names them: `[{ name, value }]`. */
  attributes: z.array(z.object({ name: z.string(), value: z.string() })),
  basis: z.array(recycleQuoteLineSchema),
  contact: z.string(),
  rejectReason: z.string(),
  checklist: z.array(recycleChecklistStepSchema),
  verifiedBy: id.nullable(),
  paidAt: z.string().nullable(),
});
export type StaffRecycleDetail = z.infer<typeof staffRecycleDetailSchema>;

/** `POST /api/staff/recycle/{id}/checklist` body (while verifying); paying needs every step done. */
export const recycleChecklistInputSchema = z.object({
  step: visibleTextSchema().min(1).max(40),
  done: z.boolean(),
  note: z.string().trim().max(500).default(''),
});
export type RecycleChecklistInput = z.infer<typeof recycleChecklistInputSchema>;

/** `POST /api/staff/recycle/{id}/reject` body. `…/verify` and `…/pay` take none. */
export const recycleRejectInputSchema = z.object({
  reason: visibleTextSchema().min(2, 'Give the seller a reason').max(REJECT_REASON_MAX),
});
export type RecycleRejectInput = z.infer<typeof recycleRejectInputSchema>;

/** `GET /api/staff/recycle/{id}/credentials`: the account's credentials for verification (audited as a staff read). */
export const recycleCredentialsSchema = z.object({ login: z.string(), password: z.string(), notes: z.string() });

/** `PUT /api/staff/recycle/rules/{gameId}` body: min ≤ max; choice and attribute ids of the game's template. */
export const recycleValuationRuleInputSchema = z
  .object({
    baseFen: fen.min(0).max(RECYCLE_QUOTE_MAX_FEN),
    minFen: fen.min(1).max(RECYCLE_QUOTE_MAX_FEN),
    maxFen: fen.min(1).max(RECYCLE_QUOTE_MAX_FEN),
    rules: recycleRulesSchema,
    enabled: z.boolean(),
  })
  .refine((rule) => rule.minFen <= rule.maxFen, { message: 'minFen must not exceed maxFen', path: ['maxFen'] });
export type RecycleValuationRuleInput = z.infer<typeof recycleValuationRuleInputSchema>;

export const recycleRuleParamsSchema = z.object({ gameId: queryId });

/** `GET`/`PUT /api/staff/recycle/rules/{gameId}`: a game without a rule answers a disabled one with `updatedAt` null. */
export const recycleValuationRuleSchema = z.object({
  gameId: id,
  gameName: z.string(),
  baseFen: fen,
  minFen: fen,
  maxFen: fen,
  rules: recycleRulesSchema,
  enabled: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type RecycleValuationRule = z.infer<typeof recycleValuationRuleSchema>;

/**
 * `POST /api/staff/recycle/rules/{gameId}/preview` body: a rule as edited (not saved) and values of the game's recycle
 * form. Answers the quote that rule would give (`recycleQuoteSchema`), computed by the server's quoting code.
 */
export const recycleRulePreviewInputSchema = z.object({
  rule: recycleValuationRuleInputSchema,
  attrs: sellingAttributesInputSchema,
});
export type RecycleRulePreviewInput = z.infer<typeof recycleRulePreviewInputSchema>;
