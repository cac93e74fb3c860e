import { type Kysely, sql } from 'kysely';

// Frozen in time: imports nothing from the app.
//
// Where a listing came from: the market (consignment and the merchant's own stock), a quick recycle (the seller's
// account in a draft until staff pay for it, then the merchant's), or a price-competition recycle (the seller's
// account, sold to a recycler through an order, never on the market). Public reads leave out the bid recycle's
// listings and a quick recycle's until staff put it on sale.
// - Existing rows are backfilled from the requests that hold them (every HS / BL listing has one).
// - The recent-deals index gets the public reads' condition, so the feed still reads it alone.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE listings
      ADD COLUMN origin text NOT NULL DEFAULT 'market'
        CONSTRAINT listings_origin_check CHECK (origin IN ('market', 'quick_recycle', 'bid_recycle'))`.execute(db);
  await sql`
    UPDATE listings l SET origin = 'quick_recycle'
    FROM recycle_requests r
    WHERE r.tenant_id = l.tenant_id AND r.listing_id = l.id`.execute(db);
  await sql`
    UPDATE listings l SET origin = 'bid_recycle'
    FROM recycle_bid_requests b
    WHERE b.tenant_id = l.tenant_id AND b.listing_id = l.id`.execute(db);
  await sql`DROP INDEX listings_sold_idx`.execute(db);
  await sql`
    CREATE INDEX listings_sold_idx ON listings (tenant_id, sold_at, id)
      WHERE status = 'sold' AND origin <> 'bid_recycle'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX listings_sold_idx`.execute(db);
  await sql`CREATE INDEX listings_sold_idx ON listings (tenant_id, sold_at, id) WHERE status = 'sold'`.execute(db);
  await sql`ALTER TABLE listings DROP COLUMN origin`.execute(db);
}
