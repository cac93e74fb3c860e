import { type Kysely, sql } from 'kysely';

// Frozen in time: imports nothing from the app.
//
// Partner quick-sell (issue 13): a tenant's partners with their sealed signing secrets, the nonces their signed
// links used (unique, so a link works once; rows older than 10 minutes are purged, the timestamp window being 5),
// and which user each partner account signed in as. And the tenant's streamers shown on the home page, placed by
// decoration area 6.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE partners (
      tenant_id bigint NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
      id bigint GENERATED ALWAYS AS IDENTITY,
      code text NOT NULL CHECK (code ~ '^[a-z][a-z0-9-]{1,31}$'),
      name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 40),
      logo_url text NOT NULL DEFAULT '',
      color text NOT NULL CHECK (color ~ '^#[0-9a-fA-F]{6}$'),
      secret_sealed text NOT NULL,
      secret_set_at timestamptz NOT NULL,
      enabled boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, id),
      UNIQUE (tenant_id, code)
    )`.execute(db);

  await sql`
    CREATE TABLE partner_nonces (
      tenant_id bigint NOT NULL,
      partner_id bigint NOT NULL,
      nonce text NOT NULL,
      created_at timestamptz NOT NULL,
      PRIMARY KEY (tenant_id, partner_id, nonce),
      FOREIGN KEY (tenant_id, partner_id) REFERENCES partners (tenant_id, id) ON DELETE CASCADE
    )`.execute(db);
  await sql`CREATE INDEX partner_nonces_age_idx ON partner_nonces (tenant_id, created_at)`.execute(db);

  await sql`
    CREATE TABLE partner_links (
      tenant_id bigint NOT NULL,
      partner_id bigint NOT NULL,
      partner_uid text NOT NULL CHECK (char_length(partner_uid) BETWEEN 1 AND 64),
      user_id bigint NOT NULL,
      user_created boolean NOT NULL,
      created_at timestamptz NOT NULL,
      last_login_at timestamptz NOT NULL,
      PRIMARY KEY (tenant_id, partner_id, partner_uid),
      UNIQUE (tenant_id, partner_id, user_id),
      FOREIGN KEY (tenant_id, partner_id) REFERENCES partners (tenant_id, id) ON DELETE CASCADE,
      FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE
    )`.execute(db);

  await sql`
    CREATE TABLE streamers (
      tenant_id bigint NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
      id bigint GENERATED ALWAYS AS IDENTITY,
      name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 40),
      platform text NOT NULL CHECK (platform IN ('douyin', 'kuaishou', 'huya', 'douyu', 'bilibili', 'other')),
      room_url text NOT NULL CHECK (room_url ~ '^https?://'),
      avatar_url text NOT NULL DEFAULT '',
      games text[] NOT NULL DEFAULT '{}',
      sort integer NOT NULL DEFAULT 0,
      enabled boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, id)
    )`.execute(db);
  await sql`CREATE INDEX streamers_list_idx ON streamers (tenant_id, sort, id) WHERE enabled`.execute(db);
  // Decoration area 6 places the streamers section on the home page.
  await sql`ALTER TABLE decorations DROP CONSTRAINT IF EXISTS decorations_area_check`.execute(db);
  await sql`ALTER TABLE decorations ADD CONSTRAINT decorations_area_check CHECK (area BETWEEN 1 AND 6)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM decorations WHERE area = 6`.execute(db);
  await sql`ALTER TABLE decorations DROP CONSTRAINT IF EXISTS decorations_area_check`.execute(db);
  await sql`ALTER TABLE decorations ADD CONSTRAINT decorations_area_check CHECK (area BETWEEN 1 AND 5)`.execute(db);
  for (const table of ['streamers', 'partner_links', 'partner_nonces', 'partners']) {
    await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
  }
}
