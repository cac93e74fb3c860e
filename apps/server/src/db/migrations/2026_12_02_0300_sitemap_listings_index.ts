import { type Kysely, sql } from 'kysely';

// Frozen in time: imports nothing from the app.
//
// The sitemap (issue #22) lists a shop's listings on sale in id order, 50,000 per page: its pages are keyed by id
// ranges, found by walking this index (index-only: the page boundaries at 1M listings read ids alone), and each page
// reads one range of it. The condition is the public one for a listing on sale (a price-competition recycle's is
// never public), so the planner uses it for exactly those queries.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX listings_on_sale_id_idx ON listings (tenant_id, id)
      WHERE status = 'on_sale' AND origin <> 'bid_recycle'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS listings_on_sale_id_idx`.execute(db);
}
