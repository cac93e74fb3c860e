import type { ColumnType, Generated, Selectable } from 'kysely';

export interface AppVersionsTable {
  tenant_id: number;
  id: Generated<number>;
  app_type: number;
  version: string;
  release_notes: ColumnType<string, string | undefined>;
  download_url: string;
  state: ColumnType<'draft' | 'published' | 'withdrawn', 'draft' | 'published' | 'withdrawn' | undefined>;
  published_at: ColumnType<Date, Date | undefined>;
}

export type AppVersionRow = Selectable<AppVersionsTable>;
