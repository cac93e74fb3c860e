import { type Kysely, sql } from 'kysely';

// Frozen in time: imports nothing from the app.
//
// Back-office decoration (issue 14, screen 8): staff edit a draft set (decorations in state 0) and publish it over
// the published set (state 1). An entry may be scheduled: it shows only from `starts_at` until `ends_at` (either
// open). `decoration_drafts` marks that a tenant's draft was started (so an empty draft is told apart from none
// yet) and when it was last changed and published.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE decorations ADD COLUMN starts_at timestamptz, ADD COLUMN ends_at timestamptz`.execute(db);
  await sql`
    ALTER TABLE decorations ADD CONSTRAINT decorations_window_check
      CHECK (starts_at IS NULL OR ends_at IS NULL OR starts_at < ends_at)`.execute(db);
  await sql`
    CREATE TABLE decoration_drafts (
      tenant_id bigint PRIMARY KEY REFERENCES tenants(id) ON DELETE CASCADE,
      updated_at timestamptz NOT NULL DEFAULT now(),
      published_at timestamptz
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS decoration_drafts`.execute(db);
  await sql`DELETE FROM decorations WHERE state = 0`.execute(db);
  await sql`ALTER TABLE decorations DROP CONSTRAINT IF EXISTS decorations_window_check`.execute(db);
  await sql`ALTER TABLE decorations DROP COLUMN IF EXISTS starts_at, DROP COLUMN IF EXISTS ends_at`.execute(db);
}
