import type { ColumnType, Generated, Selectable } from 'kysely';

export interface DecorationsTable {
  tenant_id: number;
  id: Generated<number>;
  type: ColumnType<number, number | undefined>;
  state: ColumnType<number, number | undefined>;
  area: number;
  image_url: ColumnType<string, string | undefined>;
  title: string;
  link: ColumnType<string, string | undefined>;
  sort: ColumnType<number, number | undefined>;
  created_at: Generated<Date>;
}

export type DecorationRow = Selectable<DecorationsTable>;
