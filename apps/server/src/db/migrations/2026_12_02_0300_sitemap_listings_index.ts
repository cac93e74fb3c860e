import { type Kysely, sql } from 'kysely';

// Frozen in time: imports nothing from the app.
//
// The sitemap (issue #22) lists a shop's listings on sale in id order, 50,000 per page: its pages are keyed by id
// ranges, found by walking this index, and each page reads one range of it. Both are index-only scans: the last
// change (updated_at, listed_at) is included, since a shop's listings are spread over the whole heap (measured at
// 200,000 listings: a page read 29,000 heap pages in 350 ms without it). Neither column moves on a view count, so
// the hot path keeps its HOT updates. The condition is the public one for a listing on sale (a price-competition
// recycle's is never public), so the planner uses it for exactly those queries.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX listings_on_sale_id_idx ON listings (tenant_id, id) INCLUDE (updated_at, listed_at)
      WHERE status = 'on_sale' AND origin <> 'bid_recycle'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS listings_on_sale_id_idx`.execute(db);
}
