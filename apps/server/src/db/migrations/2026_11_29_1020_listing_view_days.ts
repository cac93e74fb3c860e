import { type Kysely, sql } from 'kysely';

// Frozen in time: imports nothing from the app.
//
// Honest view counts (issue #23, "Orders that tell the truth"): a listing's `views` rose on every reload. One row per
// listing, visitor and China day (Asia/Shanghai) records that the visitor was counted; the counter moves only when
// the row is new, so the unique key below is what makes "once per visitor per day" hold under concurrent requests.
// `visitor_key` is `u:<user id>` when signed in, else `v:<the tracking's visitor id>`.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE listing_view_days (
      tenant_id bigint NOT NULL,
      listing_id bigint NOT NULL,
      visitor_key text NOT NULL CHECK (length(visitor_key) <= 80),
      day date NOT NULL,
      PRIMARY KEY (tenant_id, listing_id, visitor_key, day),
      FOREIGN KEY (tenant_id, listing_id) REFERENCES listings(tenant_id, id) ON DELETE CASCADE
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS listing_view_days`.execute(db);
}
