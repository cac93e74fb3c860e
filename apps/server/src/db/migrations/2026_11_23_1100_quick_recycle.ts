import { type Kysely, sql } from 'kysely';

// Frozen in time: imports nothing from the app (statuses copied from the contract as it stood).
//
// Quick recycle: a valuation rule per game of a tenant, and the users' requests. A request holds its account in a
// draft listing (the vault is keyed by listing), one request per listing. The status checks keep the request's
// story consistent: a rejection has its reason, a paid or listed request its payment time and its verifier.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE recycle_valuation_rules (
      tenant_id bigint NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
      game_id bigint NOT NULL,
      base_fen bigint NOT NULL CHECK (base_fen BETWEEN 0 AND 100000000),
      min_fen bigint NOT NULL CHECK (min_fen >= 1),
      max_fen bigint NOT NULL CHECK (max_fen <= 100000000),
      rules jsonb NOT NULL DEFAULT '{"choices": {}, "ranges": []}' CHECK (jsonb_typeof(rules) = 'object'),
      enabled boolean NOT NULL DEFAULT true,
      updated_by bigint,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, game_id),
      FOREIGN KEY (tenant_id, game_id) REFERENCES games(tenant_id, id) ON DELETE CASCADE,
      CHECK (min_fen <= max_fen)
    )`.execute(db);

  await sql`
    CREATE TABLE recycle_requests (
      tenant_id bigint NOT NULL REFERENCES tenants(id),
      id bigint GENERATED ALWAYS AS IDENTITY,
      number text NOT NULL CHECK (number ~ '^[A-Z0-9]{6,20}$'),
      user_id bigint NOT NULL,
      game_id bigint NOT NULL,
      listing_id bigint NOT NULL,
      region_node_id integer,
      attrs jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(attrs) = 'object'),
      quote_fen bigint NOT NULL CHECK (quote_fen BETWEEN 1 AND 100000000),
      quote_basis jsonb NOT NULL CHECK (jsonb_typeof(quote_basis) = 'array'),
      contact text NOT NULL CHECK (length(contact) BETWEEN 1 AND 50),
      status text NOT NULL DEFAULT 'submitted' CHECK (status IN
        ('submitted', 'verifying', 'paid', 'listed', 'rejected', 'cancelled')),
      reject_reason text NOT NULL DEFAULT '' CHECK (length(reject_reason) <= 200),
      checklist jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(checklist) = 'array'),
      verified_by bigint,
      paid_at timestamptz,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      PRIMARY KEY (tenant_id, id),
      UNIQUE (tenant_id, number),
      UNIQUE (tenant_id, listing_id),
      FOREIGN KEY (tenant_id, user_id) REFERENCES users(tenant_id, id),
      FOREIGN KEY (tenant_id, game_id) REFERENCES games(tenant_id, id),
      FOREIGN KEY (tenant_id, listing_id) REFERENCES listings(tenant_id, id),
      CHECK ((status = 'rejected') = (reject_reason <> '')),
      CHECK ((status IN ('paid', 'listed')) = (paid_at IS NOT NULL)),
      CHECK (status NOT IN ('verifying', 'paid', 'listed') OR verified_by IS NOT NULL)
    )`.execute(db);
  await sql`CREATE INDEX recycle_requests_user_idx ON recycle_requests (tenant_id, user_id, id DESC)`.execute(db);
  await sql`CREATE INDEX recycle_requests_status_idx ON recycle_requests (tenant_id, status, id DESC)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS recycle_requests`.execute(db);
  await sql`DROP TABLE IF EXISTS recycle_valuation_rules`.execute(db);
}
