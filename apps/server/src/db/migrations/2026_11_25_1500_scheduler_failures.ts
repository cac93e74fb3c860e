import { type Kysely, sql } from 'kysely';

// Frozen in time: imports nothing from the app.
//
// The order scheduler (issue 11, item 12): an order whose expiry or auto-confirmation fails is remembered with its
// attempts and the time of the next try, so one bad order never blocks the sweeps of the others and is retried
// with backoff; a row goes when the job succeeds.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE scheduler_failures (
      tenant_id bigint NOT NULL REFERENCES tenants(id),
      order_id bigint NOT NULL,
      job text NOT NULL CHECK (job IN ('expire', 'autoConfirm')),
      attempts integer NOT NULL CHECK (attempts >= 1),
      last_error text NOT NULL,
      next_attempt_at timestamptz NOT NULL,
      alerted_at timestamptz,
      updated_at timestamptz NOT NULL,
      PRIMARY KEY (tenant_id, order_id, job),
      FOREIGN KEY (tenant_id, order_id) REFERENCES orders (tenant_id, id)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS scheduler_failures`.execute(db);
}
