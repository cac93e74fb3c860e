import {
  type NoticeDetail,
  type NoticeListQuery,
  type NoticeSummary,
  type NoticeType,
  noticeTypes,
  type PublishedNoticeType,
} from '@gs/shared/notices';
import type { Locale } from '@gs/shared/tenant';
import type { Db } from '../../db/database.ts';
import type { NoticeState } from '../../db/tables/notices.table.ts';
import type { RequestContext } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { sanitizeNoticeHtml, toSummary } from './notice-html.ts';
import {
  countVisibleNotices,
  findVisibleNotice,
  hasAnyNotice,
  hasVisibleNotices,
  insertNotice,
  listPublishedNoticeTypes,
  listVisibleNotices,
} from './notices.repository.ts';

export interface NoticePage {
  rows: NoticeSummary[];
  total: number;
  pageNum: number;
  pageSize: number;
}

interface NoticeSummaryRow {
  id: number;
  notice_type: NoticeType;
  title: string;
  summary: string;
  pinned: boolean;
  published_at: Date;
}

// Rows are written through createNotice, but a row put in by SQL or an older version must not reach a page
// unchecked: the summary is re-reduced to plain text and the content re-sanitised on every read.
function toNoticeSummary(row: NoticeSummaryRow): NoticeSummary {
  return {
    id: row.id,
    title: row.title,
    noticeType: row.notice_type,
    publishedAt: row.published_at.toISOString(),
    pinned: row.pinned,
    summary: toSummary(row.summary),
  };
}

/** The request's language when the tenant publishes notices of that type in it, else the tenant's default. */
async function chooseNoticeLocale(ctx: RequestContext, noticeType: NoticeType | undefined): Promise<Locale> {
  const fallback = ctx.tenant.default_locale;
  if (ctx.locale === fallback) return fallback;
  const filter = { locale: ctx.locale, noticeType, now: ctx.clock.now() };
  return (await hasVisibleNotices(ctx.db, ctx.tenantId, filter)) ? ctx.locale : fallback;
}

/** One page of the tenant's published notices (optionally of one type), pinned first, then newest. */
export async function listNotices(ctx: RequestContext, query: NoticeListQuery): Promise<NoticePage> {
  const locale = await chooseNoticeLocale(ctx, query.noticeType);
  const filter = { locale, noticeType: query.noticeType, now: ctx.clock.now() };
  const page = { limit: query.pageSize, offset: (query.pageNum - 1) * query.pageSize };
  const [rows, total] = await Promise.all([
    listVisibleNotices(ctx.db, ctx.tenantId, filter, page),
    countVisibleNotices(ctx.db, ctx.tenantId, filter),
  ]);
  return { rows: rows.map(toNoticeSummary), total, pageNum: query.pageNum, pageSize: query.pageSize };
}

/**
 * Every notice type the tenant has published, each with the notice its list shows first, in the language that list
 * answers in (the request's where the type is published in it, else the tenant's default); in the contract's order.
 */
export async function listPublishedTypes(ctx: RequestContext): Promise<PublishedNoticeType[]> {
  const rows = await listPublishedNoticeTypes(ctx.db, ctx.tenantId, {
    locale: ctx.locale,
    fallback: ctx.tenant.default_locale,
    now: ctx.clock.now(),
  });
  return rows
    .map((row) => ({ noticeType: row.notice_type, id: row.id, title: row.title }))
    .sort((a, b) => noticeTypes.indexOf(a.noticeType) - noticeTypes.indexOf(b.noticeType));
}

/** One published notice of the tenant with its sanitised content; 404 for a draft, withdrawn, future or foreign id. */
export async function getNotice(ctx: RequestContext, id: number): Promise<NoticeDetail> {
  const row = await findVisibleNotice(ctx.db, ctx.tenantId, id, ctx.clock.now());
  if (!row) throw notFound();
  return { ...toNoticeSummary(row), content: sanitizeNoticeHtml(row.content_html) };
}

export interface CreateNoticeInput {
  noticeType: NoticeType;
  locale: Locale;
  title: string;
  /** Any HTML: it is sanitised before it is stored. */
  contentHtml: string;
  pinned?: boolean;
  state?: NoticeState;
  /** When it becomes visible (a future time schedules it); now when omitted. */
  publishedAt?: Date;
}

/** Stores a notice for a tenant (seed and back office), sanitising its HTML and deriving its summary; returns the id. */
export async function createNotice(db: Db, tenantId: number, input: CreateNoticeInput): Promise<number> {
  const contentHtml = sanitizeNoticeHtml(input.contentHtml);
  const { id } = await insertNotice(db, tenantId, {
    noticeType: input.noticeType,
    locale: input.locale,
    title: input.title.trim(),
    contentHtml,
    summary: toSummary(contentHtml),
    pinned: input.pinned ?? false,
    state: input.state ?? 'published',
    publishedAt: input.publishedAt ?? new Date(),
  });
  return id;
}

/** Whether the tenant has any notice at all, in any state (the seed leaves such a tenant alone). */
export function tenantHasNotices(db: Db, tenantId: number): Promise<boolean> {
  return hasAnyNotice(db, tenantId);
}
