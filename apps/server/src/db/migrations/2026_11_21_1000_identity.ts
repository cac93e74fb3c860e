import { type Kysely, sql } from 'kysely';

// Frozen in time: imports nothing from the app.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE users (
      tenant_id bigint NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
      id bigint GENERATED ALWAYS AS IDENTITY,
      phone text NOT NULL CHECK (phone ~ '^1[3-9][0-9]{9}$'),
      username text CHECK (username ~ '^[A-Za-z][A-Za-z0-9_]{3,31}$'),
      password_hash text NOT NULL,
      nick_name text NOT NULL CHECK (char_length(nick_name) BETWEEN 1 AND 20),
      avatar_url text NOT NULL DEFAULT '',
      gender text NOT NULL DEFAULT 'unknown' CHECK (gender IN ('unknown', 'male', 'female')),
      qq text NOT NULL DEFAULT '',
      wechat text NOT NULL DEFAULT '',
      status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'disabled')),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, id),
      UNIQUE (tenant_id, phone)
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX users_username_idx ON users (tenant_id, lower(username)) WHERE username IS NOT NULL`.execute(
    db,
  );

  await sql`
    CREATE TABLE user_roles (
      tenant_id bigint NOT NULL,
      user_id bigint NOT NULL,
      role text NOT NULL CHECK (role IN ('owner', 'operator', 'recycler', 'admin')),
      granted_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, user_id, role),
      FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE
    )`.execute(db);

  await sql`
    CREATE TABLE sessions (
      tenant_id bigint NOT NULL,
      id bigint GENERATED ALWAYS AS IDENTITY,
      token_hash text NOT NULL UNIQUE,
      user_id bigint NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_seen_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      revoked_at timestamptz,
      ip text,
      user_agent text,
      PRIMARY KEY (tenant_id, id),
      FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE
    )`.execute(db);
  await sql`CREATE INDEX sessions_user_idx ON sessions (tenant_id, user_id) WHERE revoked_at IS NULL`.execute(db);

  await sql`
    CREATE TABLE captchas (
      tenant_id bigint NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
      uuid uuid NOT NULL,
      answer_hash text NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      PRIMARY KEY (tenant_id, uuid)
    )`.execute(db);
  await sql`CREATE INDEX captchas_expiry_idx ON captchas (expires_at)`.execute(db);

  await sql`
    CREATE TABLE sms_codes (
      tenant_id bigint NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
      id bigint GENERATED ALWAYS AS IDENTITY,
      phone text NOT NULL,
      scene text NOT NULL CHECK (scene IN ('register', 'login', 'reset', 'change-phone')),
      code_hash text NOT NULL,
      ip text NOT NULL,
      attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      PRIMARY KEY (tenant_id, id)
    )`.execute(db);
  await sql`CREATE INDEX sms_codes_phone_idx ON sms_codes (tenant_id, phone, created_at DESC)`.execute(db);
  await sql`CREATE INDEX sms_codes_ip_idx ON sms_codes (tenant_id, ip, created_at DESC)`.execute(db);

  await sql`
    CREATE TABLE sms_outbox (
      tenant_id bigint NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
      id bigint GENERATED ALWAYS AS IDENTITY,
      phone text NOT NULL,
      scene text NOT NULL,
      body text NOT NULL,
      provider text NOT NULL,
      provider_message_id text,
      status text NOT NULL CHECK (status IN ('sent', 'failed')),
      error text,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, id)
    )`.execute(db);
  await sql`CREATE INDEX sms_outbox_phone_idx ON sms_outbox (tenant_id, phone, created_at DESC)`.execute(db);

  await sql`
    CREATE TABLE login_failures (
      tenant_id bigint NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
      id bigint GENERATED ALWAYS AS IDENTITY,
      account text NOT NULL,
      ip text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, id)
    )`.execute(db);
  await sql`CREATE INDEX login_failures_account_idx ON login_failures (tenant_id, account, created_at DESC)`.execute(
    db,
  );

  await sql`
    CREATE TABLE real_name_verifications (
      tenant_id bigint NOT NULL,
      user_id bigint NOT NULL,
      name_sealed text NOT NULL,
      id_number_sealed text NOT NULL,
      id_number_index text NOT NULL,
      name_masked text NOT NULL,
      id_number_masked text NOT NULL,
      birth_date date NOT NULL,
      verified_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, user_id),
      FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE
    )`.execute(db);
  await sql`CREATE INDEX real_name_id_index_idx ON real_name_verifications (tenant_id, id_number_index)`.execute(db);

  await sql`
    CREATE TABLE real_name_reviews (
      tenant_id bigint NOT NULL,
      id bigint GENERATED ALWAYS AS IDENTITY,
      user_id bigint NOT NULL,
      front_image text NOT NULL,
      back_image text NOT NULL,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
      reason text,
      reviewed_by bigint,
      reviewed_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, id),
      FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE,
      CHECK (status <> 'rejected' OR reason IS NOT NULL)
    )`.execute(db);
  // One open review per user at a time.
  await sql`CREATE UNIQUE INDEX real_name_reviews_pending_idx ON real_name_reviews (tenant_id, user_id) WHERE status = 'pending'`.execute(
    db,
  );

  await sql`ALTER TABLE tenant_settings ADD COLUMN captcha_enabled boolean NOT NULL DEFAULT true`.execute(db);
  await sql`ALTER TABLE browse_events ADD FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id) ON DELETE SET NULL (user_id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE browse_events DROP CONSTRAINT IF EXISTS browse_events_tenant_id_user_id_fkey`.execute(db);
  await sql`ALTER TABLE tenant_settings DROP COLUMN IF EXISTS captcha_enabled`.execute(db);
  for (const table of [
    'real_name_reviews',
    'real_name_verifications',
    'login_failures',
    'sms_outbox',
    'sms_codes',
    'captchas',
    'sessions',
    'user_roles',
    'users',
  ]) {
    await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
  }
}
