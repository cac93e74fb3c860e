import { z } from 'zod';
import { pageQuerySchemaWith, pageSchema } from './envelope.ts';
import type { Locale } from './tenant.ts';
import { visibleTextSchema } from './text.ts';

/*
 * The blacklist (黑号, issue 13): game accounts and sellers known for retrieval fraud or chargebacks. Selling refuses
 * them; anyone may check an account before trading (`GET /api/black/blackList`), and the answer never says who
 * reported it or what the evidence is. Staff (operator, owner) add and remove entries. A game login is stored only
 * as its keyed digest (and masked for the staff list), never in clear.
 */

const id = z.number().int().positive();

/** Why an entry exists, as the public check shows it. */
export const blacklistReasonCategories = ['retrieval', 'chargeback', 'other'] as const;
export const blacklistReasonCategorySchema = z.enum(blacklistReasonCategories);
export type BlacklistReasonCategory = z.infer<typeof blacklistReasonCategorySchema>;

export const blacklistReasonLabels: Record<BlacklistReasonCategory, Record<Locale, string>> = {
  retrieval: { 'en-US': 'Retrieval fraud', 'zh-CN': '找回诈骗' },
  chargeback: { 'en-US': 'Chargeback', 'zh-CN': '恶意退款' },
  other: { 'en-US': 'Other', 'zh-CN': '其他' },
};

/** The label of a reason category in a language (zh-CN unless the language is English). */
export function blacklistReasonLabel(category: BlacklistReasonCategory, language: string): string {
  return blacklistReasonLabels[category][language.startsWith('en') ? 'en-US' : 'zh-CN'];
}

const loginSchema = visibleTextSchema().min(1, 'Enter the game account').max(64, 'At most 64 characters');

/** `GET /api/black/blackList?gameId&account=` query. */
export const blacklistCheckQuerySchema = z.object({
  gameId: z.coerce.number().int().positive(),
  account: loginSchema,
});
export type BlacklistCheckQuery = z.infer<typeof blacklistCheckQuerySchema>;

/** The public answer: listed or not, why (a category only) and since when. Never the reporter or the evidence. */
export const blacklistCheckResultSchema = z.object({
  listed: z.boolean(),
  reasonCategory: blacklistReasonCategorySchema.nullable(),
  /** When the account was listed (ISO 8601), null when not listed. */
  since: z.string().nullable(),
});
export type BlacklistCheckResult = z.infer<typeof blacklistCheckResultSchema>;

/** `GET /api/staff/blacklist` query. */
export const staffBlacklistQuerySchema = z.object({
  ...pageQuerySchemaWith({ defaultSize: 20, maxSize: 100 }).shape,
  gameId: z.coerce.number().int().positive().optional(),
  reasonCategory: blacklistReasonCategorySchema.optional(),
  kind: z.enum(['account', 'seller']).optional(),
});
export type StaffBlacklistQuery = z.infer<typeof staffBlacklistQuerySchema>;

/**
 * `POST /api/staff/blacklist` body: a game account (its login, in a game) or a seller (by phone, in a game or every
 * game when `gameId` is absent), with the reason category, a note and the evidence as text.
 */
export const createBlacklistEntryInputSchema = z.object({
  gameId: z.number().int().positive().optional(),
  account: loginSchema.optional(),
  sellerPhone: z
    .string()
    .trim()
    .regex(/^1\d{10}$/, 'Enter an 11-digit mobile number')
    .optional(),
  reasonCategory: blacklistReasonCategorySchema,
  note: visibleTextSchema().min(1, 'Say why').max(200, 'At most 200 characters'),
  evidence: z.string().trim().max(2000, 'At most 2000 characters').default(''),
});
export type CreateBlacklistEntryInput = z.input<typeof createBlacklistEntryInputSchema>;

export const blacklistEntryIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** One entry as staff see it: the account masked, the seller's phone masked. */
export const blacklistEntrySchema = z.object({
  id,
  kind: z.enum(['account', 'seller']),
  game: z.object({ id, name: z.string() }).nullable(),
  /** The login masked (`ab****yz`); null for seller entries and for entries older than this field. */
  accountMasked: z.string().nullable(),
  seller: z.object({ userId: id, nickName: z.string(), phone: z.string() }).nullable(),
  reasonCategory: blacklistReasonCategorySchema,
  note: z.string(),
  evidence: z.string(),
  createdAt: z.string(),
});
export type BlacklistEntry = z.infer<typeof blacklistEntrySchema>;

export const blacklistPageSchema = pageSchema(blacklistEntrySchema);
export type BlacklistPage = z.infer<typeof blacklistPageSchema>;
