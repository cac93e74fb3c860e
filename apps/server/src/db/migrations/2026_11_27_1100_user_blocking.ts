import { type Kysely, sql } from 'kysely';

// Frozen in time: imports nothing from the app.
//
// Back-office users (issue 14, screen 6): staff block a user with a reason. A blocked user is `status = 'disabled'`
// with who blocked them, when and why; the three columns are set together and cleared together on unblocking.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE users
      ADD COLUMN blocked_reason text CHECK (char_length(blocked_reason) BETWEEN 1 AND 200),
      ADD COLUMN blocked_at timestamptz,
      ADD COLUMN blocked_by bigint`.execute(db);
  await sql`
    ALTER TABLE users ADD CONSTRAINT users_blocked_check
      CHECK ((blocked_at IS NULL) = (blocked_reason IS NULL) AND (blocked_at IS NULL OR status = 'disabled'))`.execute(
    db,
  );
  // The back office lists users newest first and filters by status.
  await sql`CREATE INDEX users_tenant_created_idx ON users (tenant_id, created_at DESC, id DESC)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS users_tenant_created_idx`.execute(db);
  await sql`ALTER TABLE users DROP CONSTRAINT IF EXISTS users_blocked_check`.execute(db);
  await sql`
    ALTER TABLE users
      DROP COLUMN IF EXISTS blocked_reason,
      DROP COLUMN IF EXISTS blocked_at,
      DROP COLUMN IF EXISTS blocked_by`.execute(db);
}
