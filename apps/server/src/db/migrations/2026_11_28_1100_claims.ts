import { type Kysely, sql } from 'kysely';

// Frozen in time: imports nothing from the app.
//
// Claims (issue 21): a buyer's after-sale claim on an order (or one staff open for the buyer), its thread with the
// seller and staff, the per-user read marks behind the unread badges, and the shop's claim settings. At most one open
// claim per order (partial unique index); a decided claim carries its outcome and amount (checks below). The buyer's
// contact phone is sealed with the secret box by the app (this migration cannot seal: the rows it backfills have none).
//
// Orders already in after_sale (staff's old "after-sale" action) get a claim opened by staff, so every such order can
// be decided and none stays in after_sale for ever.
export async function up(db: Kysely<unknown>): Promise<void> {
  const open = sql.raw(`('submitted', 'in_review', 'waiting_buyer')`);
  await sql`
    CREATE TABLE claims (
      tenant_id bigint NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
      id bigint GENERATED ALWAYS AS IDENTITY,
      order_id bigint NOT NULL,
      buyer_user_id bigint NOT NULL,
      seller_user_id bigint,
      opened_by text NOT NULL CHECK (opened_by IN ('buyer', 'staff')),
      opened_by_user_id bigint NOT NULL,
      reason text NOT NULL CHECK (reason IN ('retrieved', 'wrong_login', 'banned', 'not_as_described', 'other')),
      text text NOT NULL CHECK (length(text) BETWEEN 1 AND 1000),
      contact_phone_sealed text,
      guarantee text NOT NULL CHECK (guarantee IN ('retrieval', 'face', 'none')),
      state text NOT NULL DEFAULT 'submitted'
        CHECK (state IN ('submitted', 'in_review', 'waiting_buyer', 'decided', 'closed', 'withdrawn')),
      from_status text NOT NULL CHECK (from_status IN ('in_trade', 'completed')),
      auto_confirm_left_ms bigint CHECK (auto_confirm_left_ms >= 0),
      seller_reply_due_at timestamptz,
      outcome text CHECK (outcome IN ('reject', 'refund', 'partial', 'compensate')),
      amount_fen bigint CHECK (amount_fen > 0),
      pay_to text CHECK (pay_to IN ('wallet', 'provider')),
      seller_charged_fen bigint NOT NULL DEFAULT 0 CHECK (seller_charged_fen >= 0),
      decision_reason text NOT NULL DEFAULT '' CHECK (length(decision_reason) <= 500),
      decided_by bigint,
      decided_at timestamptz,
      closed_at timestamptz,
      awaiting_staff_since timestamptz,
      buyer_activity_at timestamptz NOT NULL,
      seller_activity_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      PRIMARY KEY (tenant_id, id),
      FOREIGN KEY (tenant_id, order_id) REFERENCES orders (tenant_id, id),
      FOREIGN KEY (tenant_id, buyer_user_id) REFERENCES users (tenant_id, id),
      CHECK (auto_confirm_left_ms IS NULL OR from_status = 'in_trade'),
      CHECK ((state IN ('decided', 'closed')) = (outcome IS NOT NULL)),
      CHECK ((outcome IS NULL) = (decided_at IS NULL)),
      CHECK ((outcome IS NULL OR outcome = 'reject') = (amount_fen IS NULL)),
      CHECK ((COALESCE(outcome, '') = 'compensate') = (pay_to IS NOT NULL)),
      CHECK ((state IN ('closed', 'withdrawn')) = (closed_at IS NOT NULL))
    )`.execute(db);
  // One open claim per order: two buyers' taps (or a buyer and staff) racing end here at the latest.
  await sql`CREATE UNIQUE INDEX claims_one_open_per_order ON claims (tenant_id, order_id) WHERE state IN ${open}`.execute(
    db,
  );
  await sql`CREATE INDEX claims_order_idx ON claims (tenant_id, order_id, id DESC)`.execute(db);
  await sql`CREATE INDEX claims_queue_idx ON claims (tenant_id, state, created_at DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX claims_buyer_idx ON claims (tenant_id, buyer_user_id, updated_at DESC)`.execute(db);
  await sql`
    CREATE INDEX claims_seller_idx ON claims (tenant_id, seller_user_id, updated_at DESC)
      WHERE seller_user_id IS NOT NULL`.execute(db);
  // Decided claims are closed by the scheduler a while after the decision; it sweeps every tenant at once.
  await sql`CREATE INDEX claims_decided_idx ON claims (decided_at) WHERE state = 'decided'`.execute(db);

  await sql`
    CREATE TABLE claim_messages (
      tenant_id bigint NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
      id bigint GENERATED ALWAYS AS IDENTITY,
      claim_id bigint NOT NULL,
      author text NOT NULL CHECK (author IN ('buyer', 'seller', 'staff')),
      author_user_id bigint NOT NULL,
      body text NOT NULL CHECK (length(body) BETWEEN 1 AND 1000),
      images jsonb NOT NULL DEFAULT '[]'
        CHECK (jsonb_typeof(images) = 'array' AND jsonb_array_length(images) <= 9),
      audience text NOT NULL DEFAULT 'both' CHECK (audience IN ('both', 'buyer', 'seller')),
      shared_with_seller boolean NOT NULL DEFAULT false,
      late boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL,
      PRIMARY KEY (tenant_id, id),
      FOREIGN KEY (tenant_id, claim_id) REFERENCES claims (tenant_id, id) ON DELETE CASCADE,
      CHECK (author = 'staff' OR audience = 'both'),
      CHECK (author = 'buyer' OR NOT shared_with_seller)
    )`.execute(db);
  await sql`CREATE INDEX claim_messages_claim_idx ON claim_messages (tenant_id, claim_id, id)`.execute(db);

  await sql`
    CREATE TABLE claim_reads (
      tenant_id bigint NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
      claim_id bigint NOT NULL,
      user_id bigint NOT NULL,
      read_at timestamptz NOT NULL,
      PRIMARY KEY (tenant_id, claim_id, user_id),
      FOREIGN KEY (tenant_id, claim_id) REFERENCES claims (tenant_id, id) ON DELETE CASCADE
    )`.execute(db);

  await sql`
    ALTER TABLE order_settings
      ADD COLUMN claim_days_retrieval integer NOT NULL DEFAULT 365 CHECK (claim_days_retrieval BETWEEN 0 AND 3650),
      ADD COLUMN claim_days_face integer NOT NULL DEFAULT 30 CHECK (claim_days_face BETWEEN 0 AND 3650),
      ADD COLUMN claim_seller_reply_hours integer NOT NULL DEFAULT 48
        CHECK (claim_seller_reply_hours BETWEEN 1 AND 720),
      ADD COLUMN claim_review_upheld_sellers boolean NOT NULL DEFAULT true`.execute(db);

  await sql`ALTER TABLE private_uploads DROP CONSTRAINT private_uploads_purpose_check`.execute(db);
  await sql`
    ALTER TABLE private_uploads ADD CONSTRAINT private_uploads_purpose_check
      CHECK (purpose IN ('realname', 'selling-proof', 'feedback', 'merchant-doc', 'chat', 'claim'))`.execute(db);

  // Orders staff put in after_sale before claims existed: a staff claim each, with the note staff wrote.
  await sql`
    INSERT INTO claims (tenant_id, order_id, buyer_user_id, seller_user_id, opened_by, opened_by_user_id, reason, text,
                        guarantee, state, from_status, awaiting_staff_since, buyer_activity_at, seller_activity_at,
                        created_at, updated_at)
    SELECT o.tenant_id, o.id, o.buyer_user_id, o.seller_user_id, 'staff',
           COALESCE(h.actor_user_id, o.buyer_user_id), 'other',
           COALESCE(NULLIF(left(h.note, 1000), ''), 'After-sale case'),
           o.guarantee, 'in_review', CASE WHEN o.completed_at IS NULL THEN 'in_trade' ELSE 'completed' END,
           COALESCE(h.at, o.updated_at), COALESCE(h.at, o.updated_at), COALESCE(h.at, o.updated_at),
           COALESCE(h.at, o.updated_at), COALESCE(h.at, o.updated_at)
      FROM orders o
      LEFT JOIN LATERAL (
        SELECT actor_user_id, note, at FROM order_status_history
         WHERE tenant_id = o.tenant_id AND order_id = o.id AND to_status = 'after_sale'
         ORDER BY id DESC LIMIT 1
      ) h ON true
     WHERE o.status = 'after_sale'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM private_uploads WHERE purpose = 'claim'`.execute(db);
  await sql`ALTER TABLE private_uploads DROP CONSTRAINT private_uploads_purpose_check`.execute(db);
  await sql`
    ALTER TABLE private_uploads ADD CONSTRAINT private_uploads_purpose_check
      CHECK (purpose IN ('realname', 'selling-proof', 'feedback', 'merchant-doc', 'chat'))`.execute(db);
  await sql`
    ALTER TABLE order_settings
      DROP COLUMN IF EXISTS claim_days_retrieval,
      DROP COLUMN IF EXISTS claim_days_face,
      DROP COLUMN IF EXISTS claim_seller_reply_hours,
      DROP COLUMN IF EXISTS claim_review_upheld_sellers`.execute(db);
  await sql`DROP TABLE IF EXISTS claim_reads`.execute(db);
  await sql`DROP TABLE IF EXISTS claim_messages`.execute(db);
  await sql`DROP TABLE IF EXISTS claims`.execute(db);
}
