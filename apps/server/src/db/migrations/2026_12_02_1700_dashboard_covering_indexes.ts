import { type Kysely, sql } from 'kysely';

// Frozen in time: imports nothing from the app.
//
// The dashboard's funnel reads every browse event of the last 7 days (who visited, who opened a listing, as whom
// they signed in) and the purchases created in them (by whom): with those columns in the time indexes both are
// index-only scans. Measured on a shop of 1,000,000 browse events and 100,000 orders (bench/dashboard-load.ts): the
// funnel's events were 107,000 heap rows over 11,900 pages (nearly the whole table: those events are not stored in
// time order), its purchases 3,500 more heap rows; now they are about 1,000 index pages. Each index is rebuilt under
// its own name with the columns added, on the same keys, so every query that read it reads it still and neither
// table has one more index to maintain; the events' index is larger (73 MB against 40 MB at 1,000,000 events).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX browse_events_time_idx`.execute(db);
  await sql`
    CREATE INDEX browse_events_time_idx ON browse_events (tenant_id, created_at)
      INCLUDE (kind, visitor_id, user_id)`.execute(db);
  await sql`DROP INDEX orders_created_time_idx`.execute(db);
  await sql`
    CREATE INDEX orders_created_time_idx ON orders (tenant_id, created_at)
      INCLUDE (status, origin, paid_at, buyer_user_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX orders_created_time_idx`.execute(db);
  await sql`
    CREATE INDEX orders_created_time_idx ON orders (tenant_id, created_at) INCLUDE (status, origin, paid_at)`.execute(
    db,
  );
  await sql`DROP INDEX browse_events_time_idx`.execute(db);
  await sql`CREATE INDEX browse_events_time_idx ON browse_events (tenant_id, created_at)`.execute(db);
}
