import { type Kysely, sql } from 'kysely';

// Frozen in time: imports nothing from the app.
//
// The back office's orders screen (issue 14):
// - Internal notes on an order: staff only (never shown to the buyer or seller), append-only like the audit log (an
//   edited note proves nothing), at most 1000 characters. The author is kept without a foreign key to users' rows
//   beyond the tenant so that no change to a user can remove a note.
// - The list's filters and sorts walk an index each: by total (amount sort and range), by game and creation time.
//   Creation time is `orders_created_time_idx`, buyer `orders_buyer_idx`, status `orders_status_idx`, the number the
//   unique (tenant_id, order_no).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE order_notes (
      tenant_id bigint NOT NULL REFERENCES tenants(id),
      id bigint GENERATED ALWAYS AS IDENTITY,
      order_id bigint NOT NULL,
      author_user_id bigint NOT NULL,
      text text NOT NULL CHECK (length(text) BETWEEN 1 AND 1000),
      created_at timestamptz NOT NULL,
      PRIMARY KEY (tenant_id, id),
      FOREIGN KEY (tenant_id, order_id) REFERENCES orders (tenant_id, id)
    )`.execute(db);
  await sql`CREATE INDEX order_notes_order_idx ON order_notes (tenant_id, order_id, id)`.execute(db);
  await sql`
    CREATE FUNCTION order_notes_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'order notes are append-only: % is not allowed', TG_OP;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER order_notes_no_change BEFORE UPDATE OR DELETE ON order_notes
      FOR EACH ROW EXECUTE FUNCTION order_notes_append_only()`.execute(db);
  await sql`CREATE INDEX orders_total_idx ON orders (tenant_id, total_fen, id)`.execute(db);
  await sql`CREATE INDEX orders_game_created_idx ON orders (tenant_id, game_id, created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS orders_game_created_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS orders_total_idx`.execute(db);
  await sql`DROP TABLE IF EXISTS order_notes`.execute(db);
  await sql`DROP FUNCTION IF EXISTS order_notes_append_only()`.execute(db);
}
