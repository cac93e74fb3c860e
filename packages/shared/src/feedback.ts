import { z } from 'zod';
import { pageQuerySchemaWith, pageSchema } from './envelope.ts';
import { privateUploadRefSchema } from './identity.ts';
import type { Locale } from './tenant.ts';
import { visibleTextSchema } from './text.ts';

/*
 * Feedback (issue 13, `/pages/other/fankui`): a signed-in user writes to the shop's staff (category, text, up to six
 * private images, a contact), and follows the thread: staff replies arrive as unread until the user opens the
 * thread. Images are private uploads (`POST /api/upload/private?purpose=feedback`); the user reads them back through
 * `GET /api/upload/private/{id}`, staff only through the audited staff route. No list answer carries an image.
 */

const id = z.number().int().positive();

/** The categories a user files feedback under (the dictionary), in the order the form shows them. */
export const feedbackCategories = ['account', 'payment', 'after-sale', 'suggestion', 'complaint', 'other'] as const;
export const feedbackCategorySchema = z.enum(feedbackCategories);
export type FeedbackCategory = z.infer<typeof feedbackCategorySchema>;

/** The dictionary's labels in both languages (both web apps show these). */
export const feedbackCategoryLabels: Record<FeedbackCategory, Record<Locale, string>> = {
  account: { 'en-US': 'Account issue', 'zh-CN': '账号问题' },
  payment: { 'en-US': 'Payment', 'zh-CN': '支付问题' },
  'after-sale': { 'en-US': 'After-sale', 'zh-CN': '售后问题' },
  suggestion: { 'en-US': 'Suggestion', 'zh-CN': '功能建议' },
  complaint: { 'en-US': 'Complaint', 'zh-CN': '投诉' },
  other: { 'en-US': 'Other', 'zh-CN': '其他' },
};

/** The label of a category in a language (zh-CN unless the language is English). */
export function feedbackCategoryLabel(category: FeedbackCategory, language: string): string {
  return feedbackCategoryLabels[category][language.startsWith('en') ? 'en-US' : 'zh-CN'];
}

/** open: waiting for staff; answered: staff replied last; closed: staff closed it (a user reply reopens it). */
export const feedbackStatuses = ['open', 'answered', 'closed'] as const;
export const feedbackStatusSchema = z.enum(feedbackStatuses);
export type FeedbackStatus = z.infer<typeof feedbackStatusSchema>;

export const FEEDBACK_TEXT_MAX = 1000;
export const FEEDBACK_IMAGES_MAX = 6;
export const FEEDBACK_CONTACT_MAX = 50;

const feedbackTextSchema = visibleTextSchema()
  .min(1, 'Describe the problem')
  .max(FEEDBACK_TEXT_MAX, `At most ${FEEDBACK_TEXT_MAX} characters`);

const feedbackImagesSchema = z
  .array(privateUploadRefSchema)
  .max(FEEDBACK_IMAGES_MAX, `At most ${FEEDBACK_IMAGES_MAX} images`)
  .refine((refs) => new Set(refs).size === refs.length, 'The same image is attached twice')
  .default([]);

/** `POST /api/account/problem` body. */
export const createFeedbackInputSchema = z.object({
  category: feedbackCategorySchema,
  text: feedbackTextSchema,
  /** Private upload references (`private:<uuid>`) of the user's own `feedback` uploads. */
  images: feedbackImagesSchema,
  /** QQ, WeChat or phone, for staff to reach the user outside the thread. */
  contact: z
    .string()
    .trim()
    .max(FEEDBACK_CONTACT_MAX, `At most ${FEEDBACK_CONTACT_MAX} characters`)
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export type CreateFeedbackInput = z.input<typeof createFeedbackInputSchema>;

/** `POST /api/account/problem/{id}/reply` body: a follow-up from the user (reopens the thread). */
export const feedbackReplyInputSchema = z.object({ text: feedbackTextSchema, images: feedbackImagesSchema });
export type FeedbackReplyInput = z.input<typeof feedbackReplyInputSchema>;

/** `POST /api/staff/feedback/{id}/reply` body. */
export const staffFeedbackReplyInputSchema = z.object({ text: feedbackTextSchema });
export type StaffFeedbackReplyInput = z.infer<typeof staffFeedbackReplyInputSchema>;

export const feedbackIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** `GET /api/staff/feedback/{id}/images/{imageId}` params. */
export const feedbackImageParamsSchema = z.object({ id: z.coerce.number().int().positive(), imageId: z.uuid() });

/** `GET /api/account/problem/list` query. */
export const feedbackListQuerySchema = pageQuerySchemaWith({ defaultSize: 10, maxSize: 50 });

/** `GET /api/staff/feedback` query. */
export const staffFeedbackQuerySchema = z.object({
  ...pageQuerySchemaWith({ defaultSize: 20, maxSize: 100 }).shape,
  status: feedbackStatusSchema.optional(),
  category: feedbackCategorySchema.optional(),
});
export type StaffFeedbackQuery = z.infer<typeof staffFeedbackQuerySchema>;

/** One message of a thread. `images` are private upload ids (never URLs): the owner reads them through
 * `GET /api/upload/private/{id}`, staff through `GET /api/staff/feedback/{threadId}/images/{id}` (audited). */
export const feedbackMessageSchema = z.object({
  id,
  author: z.enum(['user', 'staff']),
  text: z.string(),
  images: z.array(z.uuid()),
  createdAt: z.string(),
});
export type FeedbackMessage = z.infer<typeof feedbackMessageSchema>;

/** A thread in a list: no images, the first message cut short. */
export const feedbackSummarySchema = z.object({
  id,
  category: feedbackCategorySchema,
  status: feedbackStatusSchema,
  /** The first message, at most 120 characters. */
  excerpt: z.string(),
  messageCount: z.number().int().nonnegative(),
  createdAt: z.string(),
  /** The newest message (or closing) time: lists are ordered by it, newest first. */
  lastActivityAt: z.string(),
  /** Staff replied after the user last opened the thread. */
  unread: z.boolean(),
});
export type FeedbackSummary = z.infer<typeof feedbackSummarySchema>;

export const feedbackPageSchema = pageSchema(feedbackSummarySchema);
export type FeedbackPage = z.infer<typeof feedbackPageSchema>;

/** A thread with its messages, oldest first. */
export const feedbackThreadSchema = feedbackSummarySchema.extend({
  contact: z.string().nullable(),
  messages: z.array(feedbackMessageSchema),
});
export type FeedbackThread = z.infer<typeof feedbackThreadSchema>;

/** `GET /api/account/problem/unread`: how many of the user's threads have a staff reply not yet read. */
export const feedbackUnreadSchema = z.object({ unread: z.number().int().nonnegative() });
export type FeedbackUnread = z.infer<typeof feedbackUnreadSchema>;

/** Who filed a thread, as staff see it (phone masked). */
export const feedbackAuthorSchema = z.object({ userId: id, nickName: z.string(), phone: z.string() });

export const staffFeedbackSummarySchema = feedbackSummarySchema.omit({ unread: true }).extend({
  author: feedbackAuthorSchema,
});
export type StaffFeedbackSummary = z.infer<typeof staffFeedbackSummarySchema>;

export const staffFeedbackPageSchema = pageSchema(staffFeedbackSummarySchema);
export type StaffFeedbackPage = z.infer<typeof staffFeedbackPageSchema>;

export const staffFeedbackThreadSchema = staffFeedbackSummarySchema.extend({
  contact: z.string().nullable(),
  messages: z.array(feedbackMessageSchema),
});
export type StaffFeedbackThread = z.infer<typeof staffFeedbackThreadSchema>;
