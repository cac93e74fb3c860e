import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './envelope.ts';
import { noticeTypeSchema } from './notices.ts';
import { localeSchema } from './tenant.ts';
import { visibleTextSchema } from './text.ts';

/*
 * The back office's notices (issue 25): every notice type the storefront shows, in each language, written with a
 * rich-text editor (the server's sanitiser stays the authority), pinned, scheduled (from / until), kept as a draft,
 * published or withdrawn. Operators and owners.
 */

export const staffNoticeStates = ['draft', 'published', 'withdrawn'] as const;
export const staffNoticeStateSchema = z.enum(staffNoticeStates);
export type StaffNoticeState = z.infer<typeof staffNoticeStateSchema>;

export const NOTICE_TITLE_MAX = 120;
/** The stored HTML's limit (after sanitising); images are links to uploads, never inline data. */
export const NOTICE_HTML_MAX = 200_000;

const instant = z.iso.datetime({ offset: true });

/** `POST /api/staff/notices` and `PUT /api/staff/notices/{id}` body. */
export const noticeInputSchema = z.object({
  noticeType: noticeTypeSchema,
  locale: localeSchema,
  title: visibleTextSchema().min(1).max(NOTICE_TITLE_MAX),
  /** HTML from the editor: sanitised before it is stored. */
  contentHtml: z.string().max(NOTICE_HTML_MAX),
  pinned: z.boolean().default(false),
  /** 'draft' keeps it off the storefront; 'published' shows it from `publishedAt`; 'withdrawn' takes it down. */
  state: staffNoticeStateSchema,
  /** Shown from (null: now). */
  publishedAt: instant.nullable().default(null),
  /** Shown until, exclusive (null: without end); after `publishedAt` (the server checks, against its clock). */
  endsAt: instant.nullable().default(null),
});
export type NoticeInput = z.input<typeof noticeInputSchema>;

export const staffNoticeSearchSchema = pageQuerySchema.extend({
  noticeType: noticeTypeSchema.optional(),
  locale: localeSchema.optional(),
  state: staffNoticeStateSchema.optional(),
  q: z.string().trim().max(64).optional(),
});
export type StaffNoticeSearch = z.infer<typeof staffNoticeSearchSchema>;

/** A notice as staff see it; `live` says whether the storefront shows it now. */
export const staffNoticeSchema = z.object({
  id: z.number().int(),
  noticeType: noticeTypeSchema,
  locale: localeSchema,
  title: z.string(),
  contentHtml: z.string(),
  summary: z.string(),
  pinned: z.boolean(),
  state: staffNoticeStateSchema,
  publishedAt: z.string(),
  endsAt: z.string().nullable(),
  live: z.boolean(),
  updatedAt: z.string(),
});
export type StaffNotice = z.infer<typeof staffNoticeSchema>;
export const staffNoticePageSchema = pageSchema(staffNoticeSchema);
