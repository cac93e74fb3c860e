import { type Kysely, sql } from 'kysely';

// Frozen in time: imports nothing from the app.
//
// Late payments (issue 11, item 10): a payment closed on our side is also closed at its provider (provider_closed_at
// records that the gateway confirmed it), and a payment that still arrived after its order closed is refunded
// through the provider, retried with backoff (refund_attempts, refund_next_at) until it succeeds.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE payments
      ADD COLUMN provider_closed_at timestamptz,
      ADD COLUMN refund_attempts integer NOT NULL DEFAULT 0 CHECK (refund_attempts >= 0),
      ADD COLUMN refund_next_at timestamptz,
      ADD COLUMN refund_error text`.execute(db);
  // The follow-up jobs look for these few rows among all payments.
  await sql`CREATE INDEX payments_to_close_at_provider ON payments (closed_at)
    WHERE status = 'closed' AND provider_closed_at IS NULL`.execute(db);
  await sql`CREATE INDEX payments_refund_required ON payments (refund_next_at)
    WHERE status = 'refund_required'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS payments_refund_required`.execute(db);
  await sql`DROP INDEX IF EXISTS payments_to_close_at_provider`.execute(db);
  await sql`
    ALTER TABLE payments
      DROP COLUMN IF EXISTS provider_closed_at,
      DROP COLUMN IF EXISTS refund_attempts,
      DROP COLUMN IF EXISTS refund_next_at,
      DROP COLUMN IF EXISTS refund_error`.execute(db);
}
