import { type Kysely, sql } from 'kysely';

// Frozen in time: imports nothing from the app.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE tenants (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      code text NOT NULL UNIQUE CHECK (code ~ '^[a-z0-9][a-z0-9-]{1,39}$'),
      name text NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
      status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'suspended')),
      retail_key text NOT NULL UNIQUE CHECK (length(retail_key) >= 16),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);

  await sql`
    CREATE TABLE tenant_domains (
      host text PRIMARY KEY CHECK (host = lower(host) AND host !~ ':'),
      tenant_id bigint NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
      is_primary boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX tenant_domains_tenant_idx ON tenant_domains (tenant_id, host)`.execute(db);

  await sql`
    CREATE TABLE tenant_settings (
      tenant_id bigint PRIMARY KEY REFERENCES tenants(id) ON DELETE CASCADE,
      avatar_url text NOT NULL DEFAULT '',
      use_theme integer NOT NULL DEFAULT 1,
      service_groups text[] NOT NULL DEFAULT '{}',
      hot_searches text[] NOT NULL DEFAULT '{}' CHECK (cardinality(hot_searches) <= 3),
      default_locale text NOT NULL DEFAULT 'zh-CN' CHECK (default_locale IN ('zh-CN', 'en-US')),
      primary_color text NOT NULL DEFAULT '#1677ff' CHECK (primary_color ~ '^#[0-9a-fA-F]{6}$'),
      price_markup_bp integer NOT NULL DEFAULT 0 CHECK (price_markup_bp BETWEEN 0 AND 100000),
      service_contacts jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(service_contacts) = 'array'),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);

  await sql`
    CREATE TABLE decorations (
      tenant_id bigint NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
      id bigint GENERATED ALWAYS AS IDENTITY,
      type integer NOT NULL DEFAULT 1,
      state integer NOT NULL DEFAULT 1 CHECK (state IN (0, 1)),
      area smallint NOT NULL CHECK (area BETWEEN 1 AND 5),
      image_url text NOT NULL DEFAULT '',
      title text NOT NULL CHECK (length(title) BETWEEN 1 AND 120),
      link text NOT NULL DEFAULT '',
      sort integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, id)
    )`.execute(db);
  await sql`CREATE INDEX decorations_lookup_idx ON decorations (tenant_id, type, state, area, sort)`.execute(db);

  await sql`
    CREATE TABLE app_versions (
      tenant_id bigint NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
      id bigint GENERATED ALWAYS AS IDENTITY,
      app_type smallint NOT NULL CHECK (app_type BETWEEN 1 AND 9),
      version text NOT NULL CHECK (length(version) BETWEEN 1 AND 40),
      release_notes text NOT NULL DEFAULT '',
      download_url text NOT NULL CHECK (length(download_url) > 0),
      state text NOT NULL DEFAULT 'published' CHECK (state IN ('draft', 'published', 'withdrawn')),
      published_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, id)
    )`.execute(db);
  await sql`CREATE INDEX app_versions_latest_idx ON app_versions (tenant_id, app_type, state, published_at DESC)`.execute(
    db,
  );

  await sql`
    CREATE TABLE browse_events (
      tenant_id bigint NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
      id bigint GENERATED ALWAYS AS IDENTITY,
      kind text NOT NULL CHECK (kind IN ('tenant', 'goods')),
      path text,
      goods_id bigint,
      user_id bigint,
      visitor_id text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, id),
      CHECK ((kind = 'tenant' AND path IS NOT NULL) OR (kind = 'goods' AND goods_id IS NOT NULL))
    )`.execute(db);
  await sql`CREATE INDEX browse_events_time_idx ON browse_events (tenant_id, created_at)`.execute(db);
  await sql`CREATE INDEX browse_events_goods_idx ON browse_events (tenant_id, goods_id) WHERE goods_id IS NOT NULL`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'browse_events',
    'app_versions',
    'decorations',
    'tenant_settings',
    'tenant_domains',
    'tenants',
  ]) {
    await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
  }
}
