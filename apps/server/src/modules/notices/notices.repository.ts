import type { NoticeType } from '@gs/shared/notices';
import type { Locale } from '@gs/shared/tenant';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { NoticeState } from '../../db/tables/notices.table.ts';

/** What a storefront visitor may see: published, in one language, live at `now`, optionally of one type. */
export interface VisibleNoticeFilter {
  locale: Locale;
  noticeType: NoticeType | undefined;
  now: Date;
}

const visibleNotices = (db: Db, tenantId: number, filter: VisibleNoticeFilter) =>
  db
    .selectFrom('notices')
    .where('tenant_id', '=', tenantId)
    .where('locale', '=', filter.locale)
    .$if(filter.noticeType !== undefined, (qb) => qb.where('notice_type', '=', filter.noticeType as NoticeType))
    .where('state', '=', 'published')
    .where('published_at', '<=', filter.now)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', filter.now)]));

export async function hasVisibleNotices(db: Db, tenantId: number, filter: VisibleNoticeFilter): Promise<boolean> {
  const row = await visibleNotices(db, tenantId, filter).select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

export async function countVisibleNotices(db: Db, tenantId: number, filter: VisibleNoticeFilter): Promise<number> {
  const row = await visibleNotices(db, tenantId, filter)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export function listVisibleNotices(
  db: Db,
  tenantId: number,
  filter: VisibleNoticeFilter,
  page: { limit: number; offset: number },
) {
  return visibleNotices(db, tenantId, filter)
    .select(['id', 'notice_type', 'title', 'summary', 'pinned', 'published_at'])
    .orderBy('pinned', 'desc')
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/**
 * Each notice type with a visible notice in `locale` or, for a type with none in it, in `fallback`: its first notice
 * (pinned, then newest), as listVisibleNotices would list it.
 */
export function listPublishedNoticeTypes(
  db: Db,
  tenantId: number,
  filter: { locale: Locale; fallback: Locale; now: Date },
) {
  return db
    .selectFrom('notices')
    .distinctOn('notice_type')
    .select(['id', 'notice_type', 'title'])
    .where('tenant_id', '=', tenantId)
    .where('locale', 'in', [filter.locale, filter.fallback])
    .where('state', '=', 'published')
    .where('published_at', '<=', filter.now)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', filter.now)]))
    .orderBy('notice_type')
    .orderBy(sql`locale = ${filter.locale}`, 'desc')
    .orderBy('pinned', 'desc')
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function findVisibleNotice(db: Db, tenantId: number, id: number, now: Date) {
  return db
    .selectFrom('notices')
    .select(['id', 'notice_type', 'title', 'summary', 'content_html', 'pinned', 'published_at'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('state', '=', 'published')
    .where('published_at', '<=', now)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .executeTakeFirst();
}

/**
 * Every notice a visitor can open at `now` (as findVisibleNotice: published and live, in either language), newest
 * first, with its last change: the sitemap's list.
 */
export function listOpenableNotices(db: Db, tenantId: number, now: Date, limit: number) {
  return db
    .selectFrom('notices')
    .select(['id', 'notice_type', (eb) => eb.fn<Date>('greatest', ['published_at', 'updated_at']).as('changed_at')])
    .where('tenant_id', '=', tenantId)
    .where('state', '=', 'published')
    .where('published_at', '<=', now)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function hasAnyNotice(db: Db, tenantId: number): Promise<boolean> {
  const row = await db.selectFrom('notices').select('id').where('tenant_id', '=', tenantId).limit(1).executeTakeFirst();
  return row !== undefined;
}

export interface NoticeValues {
  noticeType: NoticeType;
  locale: Locale;
  title: string;
  contentHtml: string;
  summary: string;
  pinned: boolean;
  state: NoticeState;
  publishedAt: Date;
}

export function insertNotice(db: Db, tenantId: number, values: NoticeValues) {
  return db
    .insertInto('notices')
    .values({
      tenant_id: tenantId,
      notice_type: values.noticeType,
      locale: values.locale,
      title: values.title,
      content_html: values.contentHtml,
      summary: values.summary,
      pinned: values.pinned,
      state: values.state,
      published_at: values.publishedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}
