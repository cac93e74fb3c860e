import { type Kysely, sql } from 'kysely';

// Frozen in time: imports nothing from the app (statuses, kinds and accounts copied from the contract as it stood).
//
// Money is bigint fen. The invariants that keep money safe live in the schema, not only in code:
// - one live order per listing (partial unique index), so a listing can never be sold twice;
// - one open payment per order and kind, one ledger posting per idempotency key, one verified notification per
//   provider notification id, so a payment is never recorded twice;
// - ledger entries are append-only (UPDATE/DELETE/TRUNCATE raise) and every posting sums to zero at commit.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE listings ADD COLUMN instant_delivery boolean NOT NULL DEFAULT false`.execute(db);

  await sql`
    CREATE TABLE order_settings (
      tenant_id bigint PRIMARY KEY REFERENCES tenants(id) ON DELETE CASCADE,
      payment_provider text NOT NULL DEFAULT 'sandbox' CHECK (payment_provider IN ('sandbox', 'alipay')),
      require_real_name boolean NOT NULL DEFAULT true,
      allow_no_guarantee boolean NOT NULL DEFAULT true,
      payment_minutes integer NOT NULL DEFAULT 15 CHECK (payment_minutes BETWEEN 1 AND 1440),
      balance_due_hours integer NOT NULL DEFAULT 24 CHECK (balance_due_hours BETWEEN 1 AND 720),
      auto_confirm_hours integer NOT NULL DEFAULT 72 CHECK (auto_confirm_hours BETWEEN 1 AND 720),
      alipay_app_id text,
      alipay_private_key_sealed text,
      alipay_public_key text,
      alipay_gateway text,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);

  const live = sql.raw(`('pending_payment', 'paid_deposit', 'in_trade', 'after_sale', 'completed')`);
  await sql`
    CREATE TABLE orders (
      tenant_id bigint NOT NULL REFERENCES tenants(id),
      id bigint GENERATED ALWAYS AS IDENTITY,
      order_no text NOT NULL CHECK (order_no ~ '^[0-9]{16,24}$'),
      buyer_user_id bigint NOT NULL,
      listing_id bigint NOT NULL,
      seller_user_id bigint,
      listing_kind text NOT NULL CHECK (listing_kind IN ('self_operated', 'consignment', 'special_offer')),
      listing_number text NOT NULL,
      listing_title text NOT NULL,
      listing_cover text NOT NULL DEFAULT '',
      game_id bigint NOT NULL,
      status text NOT NULL DEFAULT 'pending_payment' CHECK (status IN
        ('pending_payment', 'paid_deposit', 'in_trade', 'completed', 'cancelled', 'refunded', 'after_sale')),
      guarantee text NOT NULL CHECK (guarantee IN ('retrieval', 'face', 'none')),
      pay_mode text NOT NULL CHECK (pay_mode IN ('full', 'deposit')),
      listing_price_fen bigint NOT NULL CHECK (listing_price_fen > 0),
      price_fen bigint NOT NULL CHECK (price_fen > 0),
      guarantee_fee_fen bigint NOT NULL CHECK (guarantee_fee_fen >= 0),
      service_fee_fen bigint NOT NULL CHECK (service_fee_fen >= 0),
      total_fen bigint NOT NULL,
      deposit_fen bigint NOT NULL DEFAULT 0,
      commission_fen bigint NOT NULL DEFAULT 0 CHECK (commission_fen >= 0),
      paid_fen bigint NOT NULL DEFAULT 0,
      refunded_fen bigint NOT NULL DEFAULT 0,
      instant_delivery boolean NOT NULL DEFAULT false,
      expires_at timestamptz,
      paid_at timestamptz,
      delivered_at timestamptz,
      auto_confirm_at timestamptz,
      completed_at timestamptz,
      closed_at timestamptz,
      close_reason text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, id),
      UNIQUE (tenant_id, order_no),
      FOREIGN KEY (tenant_id, buyer_user_id) REFERENCES users(tenant_id, id),
      FOREIGN KEY (tenant_id, listing_id) REFERENCES listings(tenant_id, id),
      CHECK (total_fen = price_fen + guarantee_fee_fen + service_fee_fen),
      CHECK ((pay_mode = 'deposit') = (deposit_fen > 0) AND deposit_fen < total_fen),
      CHECK (commission_fen <= listing_price_fen),
      CHECK (paid_fen BETWEEN 0 AND total_fen AND refunded_fen BETWEEN 0 AND paid_fen),
      CHECK (status <> 'pending_payment' OR expires_at IS NOT NULL)
    )`.execute(db);
  // A listing can have at most one order that is not closed: the race of many buyers ends here at the latest.
  await sql`CREATE UNIQUE INDEX orders_one_live_per_listing ON orders (tenant_id, listing_id) WHERE status IN ${live}`.execute(
    db,
  );
  await sql`CREATE INDEX orders_buyer_idx ON orders (tenant_id, buyer_user_id, id DESC)`.execute(db);
  await sql`CREATE INDEX orders_buyer_status_idx ON orders (tenant_id, buyer_user_id, status, id DESC)`.execute(db);
  await sql`
    CREATE INDEX orders_seller_idx ON orders (tenant_id, seller_user_id, id DESC)
      WHERE seller_user_id IS NOT NULL`.execute(db);
  await sql`CREATE INDEX orders_status_idx ON orders (tenant_id, status, id DESC)`.execute(db);
  // The scheduler sweeps every tenant at once, so these two lead with the due time, not the tenant.
  await sql`
    CREATE INDEX orders_payment_due_idx ON orders (expires_at)
      WHERE status IN ('pending_payment', 'paid_deposit')`.execute(db);
  await sql`
    CREATE INDEX orders_auto_confirm_idx ON orders (auto_confirm_at)
      WHERE status = 'in_trade' AND auto_confirm_at IS NOT NULL`.execute(db);

  await sql`
    CREATE TABLE order_status_history (
      tenant_id bigint NOT NULL,
      id bigint GENERATED ALWAYS AS IDENTITY,
      order_id bigint NOT NULL,
      from_status text,
      to_status text NOT NULL,
      actor text NOT NULL CHECK (actor IN ('buyer', 'staff', 'system', 'gateway')),
      actor_user_id bigint,
      note text NOT NULL DEFAULT '' CHECK (length(note) <= 500),
      at timestamptz NOT NULL,
      PRIMARY KEY (tenant_id, id),
      FOREIGN KEY (tenant_id, order_id) REFERENCES orders(tenant_id, id)
    )`.execute(db);
  await sql`CREATE INDEX order_status_history_order_idx ON order_status_history (tenant_id, order_id, id)`.execute(db);

  await sql`
    CREATE TABLE payments (
      tenant_id bigint NOT NULL,
      id bigint GENERATED ALWAYS AS IDENTITY,
      order_id bigint NOT NULL,
      kind text NOT NULL CHECK (kind IN ('deposit', 'balance', 'full')),
      provider text NOT NULL CHECK (provider IN ('sandbox', 'alipay')),
      out_trade_no text NOT NULL UNIQUE CHECK (out_trade_no ~ '^[A-Za-z0-9]{16,64}$'),
      provider_trade_no text,
      amount_fen bigint NOT NULL CHECK (amount_fen > 0),
      status text NOT NULL DEFAULT 'pending' CHECK (status IN
        ('pending', 'succeeded', 'failed', 'closed', 'refund_required', 'refunded')),
      created_at timestamptz NOT NULL,
      paid_at timestamptz,
      closed_at timestamptz,
      PRIMARY KEY (tenant_id, id),
      FOREIGN KEY (tenant_id, order_id) REFERENCES orders(tenant_id, id),
      UNIQUE (tenant_id, provider, provider_trade_no)
    )`.execute(db);
  // Paying twice for one part of an order is impossible: one open or paid payment per order and kind.
  await sql`
    CREATE UNIQUE INDEX payments_one_per_kind ON payments (tenant_id, order_id, kind)
      WHERE status IN ('pending', 'succeeded')`.execute(db);
  // Payments still open, oldest first, for asking the provider about ones whose notification never came.
  await sql`CREATE INDEX payments_pending_idx ON payments (created_at) WHERE status = 'pending'`.execute(db);

  await sql`
    CREATE TABLE payment_notifications (
      tenant_id bigint NOT NULL REFERENCES tenants(id),
      id bigint GENERATED ALWAYS AS IDENTITY,
      provider text NOT NULL,
      notify_id text NOT NULL CHECK (length(notify_id) BETWEEN 1 AND 128),
      out_trade_no text NOT NULL DEFAULT '',
      payment_id bigint,
      verified boolean NOT NULL,
      outcome text NOT NULL,
      raw text NOT NULL CHECK (length(raw) <= 16384),
      received_at timestamptz NOT NULL,
      PRIMARY KEY (tenant_id, id)
    )`.execute(db);
  // A verified notification id is acted on once; forged or malformed ones are kept for the record only.
  await sql`
    CREATE UNIQUE INDEX payment_notifications_dedup ON payment_notifications (tenant_id, provider, notify_id)
      WHERE verified`.execute(db);

  await sql`
    CREATE TABLE ledger_postings (
      tenant_id bigint NOT NULL,
      id bigint GENERATED ALWAYS AS IDENTITY,
      order_id bigint NOT NULL,
      kind text NOT NULL,
      idempotency_key text NOT NULL,
      created_at timestamptz NOT NULL,
      PRIMARY KEY (tenant_id, id),
      UNIQUE (tenant_id, idempotency_key),
      FOREIGN KEY (tenant_id, order_id) REFERENCES orders(tenant_id, id)
    )`.execute(db);
  await sql`
    CREATE TABLE ledger_entries (
      tenant_id bigint NOT NULL,
      id bigint GENERATED ALWAYS AS IDENTITY,
      posting_id bigint NOT NULL,
      order_id bigint NOT NULL,
      account text NOT NULL CHECK (account IN
        ('buyer', 'escrow', 'platform_fee', 'guarantee', 'merchant', 'seller_wallet', 'refund_due')),
      user_id bigint,
      amount_fen bigint NOT NULL CHECK (amount_fen <> 0),
      created_at timestamptz NOT NULL,
      PRIMARY KEY (tenant_id, id),
      FOREIGN KEY (tenant_id, posting_id) REFERENCES ledger_postings(tenant_id, id),
      CHECK ((account IN ('buyer', 'seller_wallet')) = (user_id IS NOT NULL))
    )`.execute(db);
  await sql`CREATE INDEX ledger_entries_order_idx ON ledger_entries (tenant_id, order_id)`.execute(db);
  await sql`
    CREATE INDEX ledger_entries_wallet_idx ON ledger_entries (tenant_id, account, user_id)
      WHERE user_id IS NOT NULL`.execute(db);
  await sql`
    CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'the ledger is append-only: % on % is not allowed', TG_OP, TG_TABLE_NAME;
    END $$`.execute(db);
  for (const table of ['ledger_entries', 'ledger_postings']) {
    const name = sql.raw(table);
    await sql`
      CREATE TRIGGER ${sql.raw(`${table}_no_change`)} BEFORE UPDATE OR DELETE ON ${name}
        FOR EACH ROW EXECUTE FUNCTION ledger_append_only()`.execute(db);
    await sql`
      CREATE TRIGGER ${sql.raw(`${table}_no_truncate`)} BEFORE TRUNCATE ON ${name}
        FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only()`.execute(db);
  }
  // Checked at commit, when all of a posting's entries are in: money is only ever moved, never created.
  await sql`
    CREATE FUNCTION ledger_posting_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE total bigint;
    BEGIN
      SELECT sum(amount_fen) INTO total FROM ledger_entries
       WHERE tenant_id = NEW.tenant_id AND posting_id = NEW.posting_id;
      IF total <> 0 THEN
        RAISE EXCEPTION 'ledger posting % does not balance (sum % fen)', NEW.posting_id, total;
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_posting_balanced()`.execute(db);
  await sql`
    CREATE VIEW wallet_balances AS
      SELECT tenant_id, account, user_id, sum(amount_fen)::bigint AS balance_fen
        FROM ledger_entries GROUP BY tenant_id, account, user_id`.execute(db);

  await sql`
    CREATE TABLE listing_credentials (
      tenant_id bigint NOT NULL,
      listing_id bigint NOT NULL,
      sealed text NOT NULL,
      key_id text NOT NULL,
      updated_by bigint,
      updated_at timestamptz NOT NULL,
      PRIMARY KEY (tenant_id, listing_id),
      FOREIGN KEY (tenant_id, listing_id) REFERENCES listings(tenant_id, id) ON DELETE CASCADE
    )`.execute(db);
  await sql`
    CREATE TABLE credential_reads (
      tenant_id bigint NOT NULL,
      id bigint GENERATED ALWAYS AS IDENTITY,
      listing_id bigint NOT NULL,
      order_id bigint,
      user_id bigint NOT NULL,
      purpose text NOT NULL CHECK (purpose IN ('buyer_reveal', 'staff_read', 'staff_write')),
      at timestamptz NOT NULL,
      PRIMARY KEY (tenant_id, id),
      FOREIGN KEY (tenant_id, listing_id) REFERENCES listings(tenant_id, id) ON DELETE CASCADE
    )`.execute(db);
  await sql`CREATE INDEX credential_reads_listing_idx ON credential_reads (tenant_id, listing_id, id)`.execute(db);

  await sql`
    CREATE TABLE order_rebind_steps (
      tenant_id bigint NOT NULL,
      order_id bigint NOT NULL,
      step text NOT NULL CHECK (step IN ('phone', 'email', 'real_name', 'security_lock')),
      sort smallint NOT NULL,
      done boolean NOT NULL DEFAULT false,
      note text NOT NULL DEFAULT '' CHECK (length(note) <= 500),
      updated_by bigint,
      updated_at timestamptz,
      PRIMARY KEY (tenant_id, order_id, step),
      FOREIGN KEY (tenant_id, order_id) REFERENCES orders(tenant_id, id)
    )`.execute(db);

  await sql`
    CREATE TABLE evaluations (
      tenant_id bigint NOT NULL,
      id bigint GENERATED ALWAYS AS IDENTITY,
      order_id bigint NOT NULL,
      buyer_user_id bigint NOT NULL,
      seller_user_id bigint,
      listing_title text NOT NULL,
      stars smallint NOT NULL CHECK (stars BETWEEN 1 AND 5),
      content text NOT NULL CHECK (length(content) <= 500),
      images jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(images) = 'array'),
      created_at timestamptz NOT NULL,
      PRIMARY KEY (tenant_id, id),
      UNIQUE (tenant_id, order_id),
      FOREIGN KEY (tenant_id, order_id) REFERENCES orders(tenant_id, id)
    )`.execute(db);
  await sql`CREATE INDEX evaluations_buyer_idx ON evaluations (tenant_id, buyer_user_id, id DESC)`.execute(db);
  await sql`
    CREATE INDEX evaluations_seller_idx ON evaluations (tenant_id, seller_user_id, id DESC)
      WHERE seller_user_id IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP VIEW IF EXISTS wallet_balances`.execute(db);
  for (const table of [
    'evaluations',
    'order_rebind_steps',
    'credential_reads',
    'listing_credentials',
    'ledger_entries',
    'ledger_postings',
    'payment_notifications',
    'payments',
    'order_status_history',
    'orders',
    'order_settings',
  ]) {
    await sql`DROP TABLE IF EXISTS ${sql.raw(table)}`.execute(db);
  }
  await sql`DROP FUNCTION IF EXISTS ledger_posting_balanced()`.execute(db);
  await sql`DROP FUNCTION IF EXISTS ledger_append_only()`.execute(db);
  await sql`ALTER TABLE listings DROP COLUMN IF EXISTS instant_delivery`.execute(db);
}
