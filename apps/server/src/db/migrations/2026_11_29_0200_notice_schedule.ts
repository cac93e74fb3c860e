import { type Kysely, sql } from 'kysely';

// Frozen in time: imports nothing from the app. A notice is shown from `published_at` until `ends_at` (exclusive;
// null: without end), so staff can schedule one ahead and let it lapse by itself (issue 25).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE notices ADD COLUMN ends_at timestamptz`.execute(db);
  await sql`
    ALTER TABLE notices ADD CONSTRAINT notices_schedule_check CHECK (ends_at IS NULL OR ends_at > published_at)
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE notices DROP CONSTRAINT IF EXISTS notices_schedule_check`.execute(db);
  await sql`ALTER TABLE notices DROP COLUMN IF EXISTS ends_at`.execute(db);
}
