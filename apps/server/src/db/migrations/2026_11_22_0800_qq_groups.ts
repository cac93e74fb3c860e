import { type Kysely, sql } from 'kysely';

// Frozen in time: imports nothing from the app.
//
// A group with no game is shown for every game of the tenant.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE qq_groups (
      tenant_id bigint NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
      id bigint GENERATED ALWAYS AS IDENTITY,
      game_id bigint,
      name text NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
      number text NOT NULL CHECK (number ~ '^[0-9]{5,12}$'),
      join_url text NOT NULL DEFAULT '' CHECK (join_url = '' OR join_url ~ '^https?://'),
      sort integer NOT NULL DEFAULT 0,
      enabled boolean NOT NULL DEFAULT true,
      PRIMARY KEY (tenant_id, id),
      FOREIGN KEY (tenant_id, game_id) REFERENCES games(tenant_id, id) ON DELETE CASCADE
    )`.execute(db);
  await sql`CREATE INDEX qq_groups_game_idx ON qq_groups (tenant_id, game_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS qq_groups`.execute(db);
}
