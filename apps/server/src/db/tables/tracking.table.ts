import type { ColumnType, Generated } from 'kysely';

export interface BrowseEventsTable {
  tenant_id: number;
  id: Generated<number>;
  kind: 'tenant' | 'goods';
  path: string | null;
  goods_id: number | null;
  user_id: number | null;
  visitor_id: string;
  created_at: Generated<Date>;
}

/** A visitor counted in a listing's views on a China day (once per listing, visitor and day). */
export interface ListingViewDaysTable {
  tenant_id: number;
  listing_id: number;
  /** `u:<user id>` when signed in, else `v:<visitor id>`. */
  visitor_key: string;
  /** The China day (Asia/Shanghai): read as a Date (midnight UTC), written as `YYYY-MM-DD` or computed in SQL. */
  day: ColumnType<Date, string, never>;
}
