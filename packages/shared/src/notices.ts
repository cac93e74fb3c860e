import { z } from 'zod';
import { pageQuerySchemaWith, pageSchema } from './envelope.ts';

/**
 * Notice types per tenant (DOMAIN "Content and service"): business cooperation and help centre (header links),
 * trading rules, guarantee introduction, purchase agreement, privacy agreement, the tenant's introduction page,
 * and general announcements.
 */
export const noticeTypes = ['zbhz', 'rhmm', 'jygz', 'bpjs', 'gmxy', 'yszc', 'jieshao', 'gonggao'] as const;
export const noticeTypeSchema = z.enum(noticeTypes);
export type NoticeType = z.infer<typeof noticeTypeSchema>;

/** `GET /api/web/systemNotice?noticeType&pageNum&pageSize` — noticeType optional (all types). */
export const noticeListQuerySchema = z.object({
  noticeType: noticeTypeSchema.optional(),
  ...pageQuerySchemaWith({ defaultSize: 10, maxSize: 100 }).shape,
});
export type NoticeListQuery = z.infer<typeof noticeListQuerySchema>;

export const noticeSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  noticeType: noticeTypeSchema,
  publishedAt: z.string(),
  pinned: z.boolean(),
  /** Plain-text opening of the content, for lists. */
  summary: z.string(),
});
export type NoticeSummary = z.infer<typeof noticeSummarySchema>;

export const noticePageSchema = pageSchema(noticeSummarySchema);
export type NoticePage = z.infer<typeof noticePageSchema>;

export const noticeIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/**
 * `GET /api/web/systemNotice/types`: every notice type the shop has published, once, with the notice a link to the
 * type opens first (pinned, then newest; in the request's language where the shop publishes the type in it, else the
 * shop's), so a page links to each published type with one call.
 */
export const publishedNoticeTypeSchema = z.object({
  noticeType: noticeTypeSchema,
  id: z.number().int(),
  title: z.string(),
});
export type PublishedNoticeType = z.infer<typeof publishedNoticeTypeSchema>;

/** `GET /api/web/systemNotice/{id}` — `content` is HTML sanitised on the server (safe to render as is). */
export const noticeDetailSchema = noticeSummarySchema.extend({
  content: z.string(),
});
export type NoticeDetail = z.infer<typeof noticeDetailSchema>;
