import type { StaffNoticeSearch } from '@gs/shared/staff-notices';
import type { Db } from '../../db/database.ts';
import type { NoticeState } from '../../db/tables/notices.table.ts';

const columns = [
  'id',
  'notice_type',
  'locale',
  'title',
  'content_html',
  'summary',
  'pinned',
  'state',
  'published_at',
  'ends_at',
  'updated_at',
] as const;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const searched = (db: Db, tenantId: number, search: StaffNoticeSearch) =>
  db
    .selectFrom('notices')
    .where('tenant_id', '=', tenantId)
    .$if(search.noticeType !== undefined, (qb) => qb.where('notice_type', '=', search.noticeType ?? 'gonggao'))
    .$if(search.locale !== undefined, (qb) => qb.where('locale', '=', search.locale ?? 'zh-CN'))
    .$if(search.state !== undefined, (qb) => qb.where('state', '=', search.state ?? 'draft'))
    .$if(Boolean(search.q), (qb) => qb.where('title', 'ilike', `%${escapeLike(search.q ?? '')}%`));

/** One page of the shop's notices of every state, pinned first, then the latest start first. */
export function listStaffNotices(db: Db, tenantId: number, search: StaffNoticeSearch) {
  return searched(db, tenantId, search)
    .select(columns)
    .orderBy('pinned', 'desc')
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(search.pageSize)
    .offset((search.pageNum - 1) * search.pageSize)
    .execute();
}

export async function countStaffNotices(db: Db, tenantId: number, search: StaffNoticeSearch): Promise<number> {
  const row = await searched(db, tenantId, search)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export function findStaffNotice(db: Db, tenantId: number, id: number) {
  return db
    .selectFrom('notices')
    .select(columns)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export type StaffNoticeRow = NonNullable<Awaited<ReturnType<typeof findStaffNotice>>>;

export interface StaffNoticeValues {
  notice_type: StaffNoticeRow['notice_type'];
  locale: StaffNoticeRow['locale'];
  title: string;
  content_html: string;
  summary: string;
  pinned: boolean;
  state: NoticeState;
  published_at: Date;
  ends_at: Date | null;
}

export function insertStaffNotice(db: Db, tenantId: number, values: StaffNoticeValues) {
  return db
    .insertInto('notices')
    .values({ tenant_id: tenantId, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export function updateStaffNotice(db: Db, tenantId: number, id: number, values: StaffNoticeValues, at: Date) {
  return db
    .updateTable('notices')
    .set({ ...values, updated_at: at })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function deleteStaffNotice(db: Db, tenantId: number, id: number) {
  return db.deleteFrom('notices').where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
}
