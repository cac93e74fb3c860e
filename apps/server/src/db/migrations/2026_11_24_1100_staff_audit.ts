import { type Kysely, sql } from 'kysely';

// Frozen in time: imports nothing from the app.
//
// The staff audit log and the dashboard's indexes (issue 14).
// - One row per staff action: who (user id and the roles held then), when, what (method + route pattern), on what
//   (the route's parameters, the main id apart for filtering), the body with secrets redacted, before/after where the
//   handler describes its change, and the request's id and IP. Rows are append-only (UPDATE/DELETE/TRUNCATE raise):
//   an audit log that can be edited proves nothing. The actor is kept without a foreign key so that no change to
//   users can ever block or remove an audit row.
// - The viewer lists a tenant's rows newest first, optionally by actor, action or target: each filter has an index
//   in that order, so a page is a short index walk (and a keyset cursor could use the same indexes).
// - The dashboard counts over indexes that cover their columns (index-only scans on a vacuumed table): orders by
//   payment time (GMV per period, top games), by creation time (orders per period, by state, the funnel), the paid
//   orders still to deliver, and browse events by kind and time (visits, detail views, top listings).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE staff_audit_log (
      tenant_id bigint NOT NULL REFERENCES tenants(id),
      id bigint GENERATED ALWAYS AS IDENTITY,
      actor_user_id bigint NOT NULL,
      actor_roles text[] NOT NULL DEFAULT '{}',
      method text NOT NULL CHECK (method IN ('GET', 'POST', 'PUT', 'PATCH', 'DELETE')),
      route text NOT NULL CHECK (route LIKE '/api/%'),
      action text NOT NULL CHECK (action = method || ' ' || route),
      target jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(target) = 'object'),
      target_id text CHECK (length(target_id) BETWEEN 1 AND 64),
      body jsonb,
      before jsonb,
      after jsonb,
      status_code integer NOT NULL CHECK (status_code BETWEEN 200 AND 299),
      request_id text NOT NULL,
      ip text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL,
      PRIMARY KEY (tenant_id, id)
    )`.execute(db);
  await sql`CREATE INDEX staff_audit_log_time_idx ON staff_audit_log (tenant_id, created_at DESC, id DESC)`.execute(db);
  await sql`
    CREATE INDEX staff_audit_log_actor_idx ON staff_audit_log (tenant_id, actor_user_id, created_at DESC, id DESC)`.execute(
    db,
  );
  await sql`
    CREATE INDEX staff_audit_log_action_idx ON staff_audit_log (tenant_id, action, created_at DESC, id DESC)`.execute(
    db,
  );
  await sql`
    CREATE INDEX staff_audit_log_target_idx ON staff_audit_log (tenant_id, target_id, created_at DESC, id DESC)
      WHERE target_id IS NOT NULL`.execute(db);
  await sql`
    CREATE FUNCTION staff_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'the audit log is append-only: % on % is not allowed', TG_OP, TG_TABLE_NAME;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER staff_audit_log_no_change BEFORE UPDATE OR DELETE ON staff_audit_log
      FOR EACH ROW EXECUTE FUNCTION staff_audit_append_only()`.execute(db);
  await sql`
    CREATE TRIGGER staff_audit_log_no_truncate BEFORE TRUNCATE ON staff_audit_log
      FOR EACH STATEMENT EXECUTE FUNCTION staff_audit_append_only()`.execute(db);

  // GMV per period and per game: paid orders by payment time, with what the sums and the state filter read.
  await sql`
    CREATE INDEX orders_paid_time_idx ON orders (tenant_id, paid_at) INCLUDE (status, total_fen, game_id)
      WHERE paid_at IS NOT NULL`.execute(db);
  // Orders per period, by state, and the funnel's orders: by creation time.
  await sql`
    CREATE INDEX orders_created_time_idx ON orders (tenant_id, created_at) INCLUDE (status, origin, paid_at)`.execute(
    db,
  );
  // Paid orders whose credentials are not delivered yet: the delivery queue, oldest payment first.
  await sql`
    CREATE INDEX orders_to_deliver_idx ON orders (tenant_id, paid_at, id)
      WHERE status = 'in_trade' AND delivered_at IS NULL`.execute(db);
  // Visits and detail views per period, and the most viewed listings.
  await sql`
    CREATE INDEX browse_events_kind_time_idx ON browse_events (tenant_id, kind, created_at) INCLUDE (goods_id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS browse_events_kind_time_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS orders_to_deliver_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS orders_created_time_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS orders_paid_time_idx`.execute(db);
  await sql`DROP TABLE IF EXISTS staff_audit_log`.execute(db);
  await sql`DROP FUNCTION IF EXISTS staff_audit_append_only()`.execute(db);
}
