import { type Kysely, sql } from 'kysely';

// Frozen in time: imports nothing from the app.
//
// Consignment (issue #12): what a seller submits beside the listing's public fields (contact, real-name screenshot,
// guarantee documents), staff review (reason, reviewer), and the blacklist. The game login itself lives only in the
// vault; the listing keeps a keyed digest of it (HMAC, never reversible) to match blacklist entries, and a masked
// form (`ab****yz`) and whether notes were given, to show the seller without opening the vault.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE listings
      ADD COLUMN contact text NOT NULL DEFAULT '' CHECK (length(contact) <= 50),
      ADD COLUMN guarantee_docs boolean NOT NULL DEFAULT false,
      ADD COLUMN reject_reason text NOT NULL DEFAULT '' CHECK (length(reject_reason) <= 200),
      ADD COLUMN realname_shot_url text NOT NULL DEFAULT '' CHECK (length(realname_shot_url) <= 300),
      ADD COLUMN login_digest text,
      ADD COLUMN login_masked text NOT NULL DEFAULT '' CHECK (length(login_masked) <= 20),
      ADD COLUMN credential_notes boolean NOT NULL DEFAULT false,
      ADD COLUMN region_node_id integer,
      ADD COLUMN reviewed_by bigint,
      ADD COLUMN reviewed_at timestamptz,
      ADD CONSTRAINT listings_rejected_has_reason CHECK (status <> 'rejected' OR reject_reason <> ''),
      ADD CONSTRAINT listings_reviewed_pair CHECK ((reviewed_by IS NULL) = (reviewed_at IS NULL))`.execute(db);
  // "My products": a seller's listings by state, newest first.
  await sql`
    CREATE INDEX listings_seller_idx ON listings (tenant_id, seller_user_id, status, id DESC)
      WHERE seller_user_id IS NOT NULL`.execute(db);
  // The review queue: pending listings, longest waiting first.
  await sql`
    CREATE INDEX listings_review_queue_idx ON listings (tenant_id, updated_at, id)
      WHERE status = 'pending_review'`.execute(db);

  // The order that bought a listing (the seller's "my products" shows it).
  await sql`CREATE INDEX orders_listing_idx ON orders (tenant_id, listing_id, id DESC)`.execute(db);

  await sql`
    CREATE TABLE blacklist_entries (
      tenant_id bigint NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
      id bigint GENERATED ALWAYS AS IDENTITY,
      game_id bigint,
      login_digest text,
      seller_user_id bigint,
      reason text NOT NULL CHECK (length(reason) BETWEEN 1 AND 200),
      evidence text NOT NULL DEFAULT '' CHECK (length(evidence) <= 2000),
      created_by bigint,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, id),
      FOREIGN KEY (tenant_id, game_id) REFERENCES games(tenant_id, id) ON DELETE CASCADE,
      FOREIGN KEY (tenant_id, seller_user_id) REFERENCES users(tenant_id, id),
      CHECK (login_digest IS NOT NULL OR seller_user_id IS NOT NULL),
      -- A login means something only within its game; a flagged seller may be flagged for every game (null).
      CHECK (login_digest IS NULL OR game_id IS NOT NULL)
    )`.execute(db);
  await sql`
    CREATE INDEX blacklist_login_idx ON blacklist_entries (tenant_id, game_id, login_digest)
      WHERE login_digest IS NOT NULL`.execute(db);
  await sql`
    CREATE INDEX blacklist_seller_idx ON blacklist_entries (tenant_id, seller_user_id)
      WHERE seller_user_id IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS blacklist_entries`.execute(db);
  await sql`DROP INDEX IF EXISTS orders_listing_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS listings_review_queue_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS listings_seller_idx`.execute(db);
  await sql`
    ALTER TABLE listings
      DROP CONSTRAINT IF EXISTS listings_reviewed_pair,
      DROP CONSTRAINT IF EXISTS listings_rejected_has_reason,
      DROP COLUMN IF EXISTS reviewed_at,
      DROP COLUMN IF EXISTS reviewed_by,
      DROP COLUMN IF EXISTS region_node_id,
      DROP COLUMN IF EXISTS credential_notes,
      DROP COLUMN IF EXISTS login_masked,
      DROP COLUMN IF EXISTS login_digest,
      DROP COLUMN IF EXISTS realname_shot_url,
      DROP COLUMN IF EXISTS reject_reason,
      DROP COLUMN IF EXISTS guarantee_docs,
      DROP COLUMN IF EXISTS contact`.execute(db);
}
