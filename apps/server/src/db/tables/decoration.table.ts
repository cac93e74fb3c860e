import type { ColumnType, Generated, Selectable } from 'kysely';

export interface DecorationsTable {
  tenant_id: number;
  id: Generated<number>;
  type: ColumnType<number, number | undefined>;
  /** 0 the staff's draft, 1 published (what the storefront shows). */
  state: ColumnType<number, number | undefined>;
  area: number;
  image_url: ColumnType<string, string | undefined>;
  /** The picture English readers see (its words in English); empty: `image_url` in English too. */
  image_en: ColumnType<string, string | undefined>;
  title: string;
  /** The English title; empty: `title` in English too. */
  title_en: ColumnType<string, string | undefined>;
  link: ColumnType<string, string | undefined>;
  sort: ColumnType<number, number | undefined>;
  /** Shown from (inclusive); null: no start. */
  starts_at: ColumnType<Date | null, Date | null | undefined>;
  /** Shown until (exclusive); null: no end. */
  ends_at: ColumnType<Date | null, Date | null | undefined>;
  created_at: Generated<Date>;
}

export type DecorationRow = Selectable<DecorationsTable>;

/** One row per tenant whose staff started a decoration draft. */
export interface DecorationDraftsTable {
  tenant_id: number;
  updated_at: ColumnType<Date, Date | undefined>;
  published_at: ColumnType<Date | null, Date | null | undefined>;
}
