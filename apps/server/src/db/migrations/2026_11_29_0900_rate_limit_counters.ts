import { type Kysely, sql } from 'kysely';

// Frozen in time: imports nothing from the app.
//
// Shared rate limits (issue 24, "Several instances"): without REDIS_URL every instance counts a limit's hits in this
// table, so two instances behind a balancer enforce one limit, not two. One row per limit (the route, or a guard's
// name) and key (an IP, a user…): its hits in the window that ends at `window_ends_at`; a hit after that starts a
// new window. UNLOGGED: counters are worth no WAL (a crash that empties them only lifts the limits for one window).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE UNLOGGED TABLE rate_limit_counters (
      name text NOT NULL,
      key text NOT NULL,
      count integer NOT NULL CHECK (count >= 1),
      window_ends_at timestamptz NOT NULL,
      PRIMARY KEY (name, key)
    )`.execute(db);
  // The sweep of expired windows.
  await sql`CREATE INDEX rate_limit_counters_window_ends_at ON rate_limit_counters (window_ends_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS rate_limit_counters`.execute(db);
}
