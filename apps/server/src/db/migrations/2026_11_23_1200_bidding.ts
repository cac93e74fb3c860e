import { type Kysely, sql } from 'kysely';

// Frozen in time: imports nothing from the app (statuses copied from the contract as it stood).
//
// Price-competition recycle: a seller's request in the bidding pool and the recyclers' sealed quotes. A request holds
// its account in a draft listing (the vault is keyed by listing), one request per listing. The schema keeps the
// story consistent: an accepted (or completed) request names its quote; a request has at most one accepted quote;
// a recycler has at most one active quote per request (a higher one supersedes it).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE recycle_bid_requests (
      tenant_id bigint NOT NULL REFERENCES tenants(id),
      id bigint GENERATED ALWAYS AS IDENTITY,
      number text NOT NULL CHECK (number ~ '^[A-Z0-9]{6,20}$'),
      user_id bigint NOT NULL,
      game_id bigint NOT NULL,
      listing_id bigint NOT NULL,
      region_node_id integer,
      attrs jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(attrs) = 'object'),
      screenshots jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(screenshots) = 'array'),
      contact text NOT NULL CHECK (length(contact) BETWEEN 1 AND 50),
      expected_price_fen bigint CHECK (expected_price_fen BETWEEN 1 AND 100000000),
      deadline_at timestamptz NOT NULL,
      status text NOT NULL DEFAULT 'quoting' CHECK (status IN
        ('quoting', 'accepted', 'completed', 'cancelled', 'expired')),
      accepted_quote_id bigint,
      accepted_at timestamptz,
      closed_at timestamptz,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      PRIMARY KEY (tenant_id, id),
      UNIQUE (tenant_id, number),
      UNIQUE (tenant_id, listing_id),
      FOREIGN KEY (tenant_id, user_id) REFERENCES users(tenant_id, id),
      FOREIGN KEY (tenant_id, game_id) REFERENCES games(tenant_id, id),
      FOREIGN KEY (tenant_id, listing_id) REFERENCES listings(tenant_id, id),
      CHECK (deadline_at > created_at),
      CHECK ((status IN ('accepted', 'completed')) = (accepted_quote_id IS NOT NULL)),
      CHECK ((accepted_quote_id IS NULL) = (accepted_at IS NULL)),
      CHECK ((status IN ('cancelled', 'expired')) = (closed_at IS NOT NULL))
    )`.execute(db);
  // The pool: a tenant's open requests by deadline. The seller's list: newest first. The sweep: due open requests
  // of every tenant.
  await sql`
    CREATE INDEX recycle_bid_requests_pool_idx ON recycle_bid_requests (tenant_id, status, deadline_at, id)
  `.execute(db);
  await sql`
    CREATE INDEX recycle_bid_requests_user_idx ON recycle_bid_requests (tenant_id, user_id, id DESC)
  `.execute(db);
  await sql`
    CREATE INDEX recycle_bid_requests_due_idx ON recycle_bid_requests (deadline_at) WHERE status = 'quoting'
  `.execute(db);

  await sql`
    CREATE TABLE recycle_bid_quotes (
      tenant_id bigint NOT NULL REFERENCES tenants(id),
      id bigint GENERATED ALWAYS AS IDENTITY,
      request_id bigint NOT NULL,
      recycler_user_id bigint NOT NULL,
      amount_fen bigint NOT NULL CHECK (amount_fen BETWEEN 1 AND 100000000),
      status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'superseded', 'accepted', 'rejected')),
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      PRIMARY KEY (tenant_id, id),
      FOREIGN KEY (tenant_id, request_id) REFERENCES recycle_bid_requests(tenant_id, id),
      FOREIGN KEY (tenant_id, recycler_user_id) REFERENCES users(tenant_id, id)
    )`.execute(db);
  // The seller's view and the accept: a request's quotes. The per-day limit: one recycler's quotes on a request by
  // time. The recycler's list: their quotes, newest first.
  await sql`
    CREATE INDEX recycle_bid_quotes_request_idx ON recycle_bid_quotes (tenant_id, request_id, amount_fen DESC, id)
  `.execute(db);
  await sql`
    CREATE INDEX recycle_bid_quotes_daily_idx
      ON recycle_bid_quotes (tenant_id, request_id, recycler_user_id, created_at)
  `.execute(db);
  await sql`
    CREATE INDEX recycle_bid_quotes_recycler_idx ON recycle_bid_quotes (tenant_id, recycler_user_id, id DESC)
  `.execute(db);
  await sql`
    CREATE UNIQUE INDEX recycle_bid_quotes_one_active_idx ON recycle_bid_quotes (tenant_id, request_id, recycler_user_id)
      WHERE status = 'active'
  `.execute(db);
  await sql`
    CREATE UNIQUE INDEX recycle_bid_quotes_one_accepted_idx ON recycle_bid_quotes (tenant_id, request_id)
      WHERE status = 'accepted'
  `.execute(db);

  await sql`
    ALTER TABLE recycle_bid_requests ADD FOREIGN KEY (tenant_id, accepted_quote_id)
      REFERENCES recycle_bid_quotes(tenant_id, id)
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // One statement: the two tables reference each other.
  await sql`DROP TABLE IF EXISTS recycle_bid_quotes, recycle_bid_requests`.execute(db);
}
