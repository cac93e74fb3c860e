import type { NoticeInput, StaffNotice, StaffNoticeSearch } from '@gs/shared/staff-notices';
import { noticeInputSchema } from '@gs/shared/staff-notices';
import type { UserContext } from '../../lib/context.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { sanitizeNoticeHtml, toSummary } from './notice-html.ts';
import {
  countStaffNotices,
  deleteStaffNotice,
  findStaffNotice,
  insertStaffNotice,
  listStaffNotices,
  type StaffNoticeRow,
  type StaffNoticeValues,
  updateStaffNotice,
} from './staff-notices.repository.ts';

/** A stored notice as staff see it: `live` when the storefront shows it at `now`. */
function toStaffNotice(row: StaffNoticeRow, now: Date): StaffNotice {
  const live = row.state === 'published' && row.published_at <= now && (row.ends_at === null || row.ends_at > now);
  return {
    id: row.id,
    noticeType: row.notice_type,
    locale: row.locale,
    title: row.title,
    contentHtml: sanitizeNoticeHtml(row.content_html),
    summary: toSummary(row.summary),
    pinned: row.pinned,
    state: row.state,
    publishedAt: row.published_at.toISOString(),
    endsAt: row.ends_at?.toISOString() ?? null,
    live,
    updatedAt: row.updated_at.toISOString(),
  };
}

/**
 * The values to store: HTML sanitised (the editor's output is never trusted), the summary from it, the start now
 * unless given. 400 naming the field when the end is not after the start, or a notice is published empty.
 */
function toValues(input: NoticeInput, now: Date): StaffNoticeValues {
  const parsed = noticeInputSchema.parse(input);
  const contentHtml = sanitizeNoticeHtml(parsed.contentHtml);
  const summary = toSummary(contentHtml);
  const publishedAt = parsed.publishedAt ? new Date(parsed.publishedAt) : now;
  const endsAt = parsed.endsAt ? new Date(parsed.endsAt) : null;
  if (endsAt && endsAt <= publishedAt) {
    throw new AppError(400, 'VALIDATION_FAILED', 'noticeWindowInvalid', {
      fields: [{ field: 'body.endsAt', messageKey: 'noticeWindowInvalid' }],
    });
  }
  const hasImage = /<img\b/i.test(contentHtml);
  if (parsed.state === 'published' && summary.trim() === '' && !hasImage) {
    throw new AppError(400, 'VALIDATION_FAILED', 'noticeContentRequired', {
      fields: [{ field: 'body.contentHtml', messageKey: 'noticeContentRequired' }],
    });
  }
  return {
    notice_type: parsed.noticeType,
    locale: parsed.locale,
    title: parsed.title,
    content_html: contentHtml,
    summary,
    pinned: parsed.pinned,
    state: parsed.state,
    published_at: publishedAt,
    ends_at: endsAt,
  };
}

/** One page of the shop's notices in every state and language, filtered. */
export async function listShopNotices(ctx: UserContext, search: StaffNoticeSearch) {
  const [rows, total] = await Promise.all([
    listStaffNotices(ctx.db, ctx.tenantId, search),
    countStaffNotices(ctx.db, ctx.tenantId, search),
  ]);
  const now = ctx.clock.now();
  return {
    rows: rows.map((row) => toStaffNotice(row, now)),
    total,
    pageNum: search.pageNum,
    pageSize: search.pageSize,
  };
}

/** One notice of the shop; 404 for another shop's. */
export async function getShopNotice(ctx: UserContext, id: number): Promise<StaffNotice> {
  const row = await findStaffNotice(ctx.db, ctx.tenantId, id);
  if (!row) throw notFound();
  return toStaffNotice(row, ctx.clock.now());
}

/** Adds a notice (a draft, or published from its start). */
export async function createShopNotice(ctx: UserContext, input: NoticeInput): Promise<StaffNotice> {
  const { id } = await insertStaffNotice(ctx.db, ctx.tenantId, toValues(input, ctx.clock.now()));
  return getShopNotice(ctx, id);
}

/** Replaces a notice's content, schedule and state; 404 for another shop's. */
export async function updateShopNotice(ctx: UserContext, id: number, input: NoticeInput): Promise<StaffNotice> {
  const now = ctx.clock.now();
  const result = await updateStaffNotice(ctx.db, ctx.tenantId, id, toValues(input, now), now);
  if (Number(result.numUpdatedRows) === 0) throw notFound();
  return getShopNotice(ctx, id);
}

/** Deletes a notice for good; 404 for another shop's. */
export async function deleteShopNotice(ctx: UserContext, id: number): Promise<void> {
  const result = await deleteStaffNotice(ctx.db, ctx.tenantId, id);
  if (Number(result.numDeletedRows) === 0) throw notFound();
}
