import { type Kysely, sql } from 'kysely';

// Frozen in time: imports nothing from the app.
//
// Bidding pool (issue 14, screen 4): a recycler's quote may carry a short plain-text note for the seller (and the
// owner once the bidding has closed). Trimmed, single-line text of 1–200 characters, or NULL for none: the service
// normalises it, the check keeps an empty or over-long note out whatever writes the row.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE recycle_bid_quotes
      ADD COLUMN note text CHECK (char_length(note) BETWEEN 1 AND 200 AND note = btrim(note))`.execute(db);
  // The owner's list of closed requests: newest deadline first.
  await sql`
    CREATE INDEX recycle_bid_requests_deadline_idx ON recycle_bid_requests (tenant_id, deadline_at DESC, id DESC)
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS recycle_bid_requests_deadline_idx`.execute(db);
  await sql`ALTER TABLE recycle_bid_quotes DROP COLUMN IF EXISTS note`.execute(db);
}
