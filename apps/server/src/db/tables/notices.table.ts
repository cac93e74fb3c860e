import type { NoticeType } from '@gs/shared/notices';
import type { Locale } from '@gs/shared/tenant';
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

export type NoticeState = 'draft' | 'published' | 'withdrawn';

export interface NoticesTable {
  tenant_id: number;
  id: Generated<number>;
  notice_type: NoticeType;
  locale: Locale;
  title: string;
  /** Sanitised on write (notice-html.ts) and again on read. */
  content_html: string;
  summary: ColumnType<string, string | undefined>;
  pinned: ColumnType<boolean, boolean | undefined>;
  state: ColumnType<NoticeState, NoticeState | undefined>;
  published_at: ColumnType<Date, Date | undefined>;
  /** Shown until (exclusive); null: without end. */
  ends_at: ColumnType<Date | null, Date | null | undefined>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export type NoticeRow = Selectable<NoticesTable>;
export type NewNoticeRow = Insertable<NoticesTable>;
