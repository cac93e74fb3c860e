import { type Kysely, sql } from 'kysely';

// Frozen in time: imports nothing from the app.
//
// Live customer-service chat (issue 13):
// - One general conversation per user and one per (user, order); the unique index uses COALESCE so a NULL order id
//   still collides. Each side keeps the id of the newest message it read: unread = the other side's messages above it.
// - Message ids are the order of delivery within a shop: inserts take a per-shop advisory lock, so ids commit in
//   increasing order and a client that resumes "after id N" can never miss a message committed later with a lower id.
// - Images are private uploads (purpose `chat`), referenced, never a public URL.
// - WebSocket tickets: one use, short-lived, stored as a SHA-256 digest (the browser cannot send the bearer header on
//   a WebSocket, so it trades its session for a ticket first).
// - Easemob (环信) settings per shop: the client secret sealed with the secret box.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE chat_conversations (
      tenant_id bigint NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
      id bigint GENERATED ALWAYS AS IDENTITY,
      user_id bigint NOT NULL,
      kind text NOT NULL CHECK (kind IN ('general', 'order')),
      order_id bigint,
      last_message_id bigint,
      last_message_at timestamptz,
      user_last_read_id bigint NOT NULL DEFAULT 0,
      staff_last_read_id bigint NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL,
      PRIMARY KEY (tenant_id, id),
      FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE,
      FOREIGN KEY (tenant_id, order_id) REFERENCES orders (tenant_id, id),
      CHECK ((kind = 'order') = (order_id IS NOT NULL))
    )`.execute(db);
  await sql`
    CREATE UNIQUE INDEX chat_conversations_unique_idx
      ON chat_conversations (tenant_id, user_id, kind, COALESCE(order_id, 0))`.execute(db);
  await sql`
    CREATE INDEX chat_conversations_inbox_idx
      ON chat_conversations (tenant_id, last_message_at DESC NULLS LAST, id DESC)`.execute(db);

  await sql`
    CREATE TABLE chat_messages (
      tenant_id bigint NOT NULL,
      id bigint GENERATED ALWAYS AS IDENTITY,
      conversation_id bigint NOT NULL,
      sender_user_id bigint NOT NULL,
      sender_side text NOT NULL CHECK (sender_side IN ('user', 'staff')),
      kind text NOT NULL CHECK (kind IN ('text', 'image')),
      text text NOT NULL DEFAULT '' CHECK (length(text) <= 2000),
      image_ref text,
      created_at timestamptz NOT NULL,
      PRIMARY KEY (tenant_id, id),
      FOREIGN KEY (tenant_id, conversation_id) REFERENCES chat_conversations (tenant_id, id) ON DELETE CASCADE,
      CHECK ((kind = 'image') = (image_ref IS NOT NULL)),
      CHECK (kind = 'image' OR length(btrim(text)) > 0)
    )`.execute(db);
  await sql`CREATE INDEX chat_messages_conversation_idx ON chat_messages (tenant_id, conversation_id, id)`.execute(db);

  await sql`
    CREATE TABLE chat_tickets (
      tenant_id bigint NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
      token_hash text NOT NULL,
      user_id bigint NOT NULL,
      side text NOT NULL CHECK (side IN ('user', 'staff')),
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      PRIMARY KEY (tenant_id, token_hash),
      FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE
    )`.execute(db);
  await sql`CREATE INDEX chat_tickets_expiry_idx ON chat_tickets (expires_at)`.execute(db);

  await sql`
    CREATE TABLE chat_easemob_settings (
      tenant_id bigint PRIMARY KEY REFERENCES tenants(id) ON DELETE CASCADE,
      org_name text NOT NULL,
      app_name text NOT NULL,
      client_id text NOT NULL,
      client_secret_sealed text NOT NULL,
      secret_set_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    )`.execute(db);

  await sql`ALTER TABLE private_uploads DROP CONSTRAINT private_uploads_purpose_check`.execute(db);
  await sql`
    ALTER TABLE private_uploads ADD CONSTRAINT private_uploads_purpose_check
      CHECK (purpose IN ('realname', 'selling-proof', 'feedback', 'merchant-doc', 'chat'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM private_uploads WHERE purpose = 'chat'`.execute(db);
  await sql`ALTER TABLE private_uploads DROP CONSTRAINT private_uploads_purpose_check`.execute(db);
  await sql`
    ALTER TABLE private_uploads ADD CONSTRAINT private_uploads_purpose_check
      CHECK (purpose IN ('realname', 'selling-proof', 'feedback', 'merchant-doc'))`.execute(db);
  await sql`DROP TABLE IF EXISTS chat_easemob_settings`.execute(db);
  await sql`DROP TABLE IF EXISTS chat_tickets`.execute(db);
  await sql`DROP TABLE IF EXISTS chat_messages`.execute(db);
  await sql`DROP TABLE IF EXISTS chat_conversations`.execute(db);
}
