import { type Kysely, sql } from 'kysely';

// Frozen in time: imports nothing from the app.
//
// Feedback (issue 13): a user's threads with the shop's staff and their messages. A thread is unread for its user
// while staff replied after the user last opened it (last_staff_reply_at > user_read_at), so the unread badge is
// one indexed count. Images are private upload ids (at most six per message), never public URLs.
//
// The blacklist (issue 13) gains a reason category shown publicly (retrieval fraud, chargeback, other) and the login
// masked for the staff list (the login itself is kept only as its keyed digest). The existing `reason` column is the
// staff note, `evidence` the evidence text. Existing rows become "other".
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE feedback_threads (
      tenant_id bigint NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
      id bigint GENERATED ALWAYS AS IDENTITY,
      user_id bigint NOT NULL,
      category text NOT NULL
        CHECK (category IN ('account', 'payment', 'after-sale', 'suggestion', 'complaint', 'other')),
      status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'answered', 'closed')),
      contact text CHECK (length(contact) <= 50),
      created_at timestamptz NOT NULL,
      last_activity_at timestamptz NOT NULL,
      last_staff_reply_at timestamptz,
      user_read_at timestamptz,
      closed_at timestamptz,
      closed_by bigint,
      PRIMARY KEY (tenant_id, id),
      FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE,
      CHECK ((status = 'closed') = (closed_at IS NOT NULL))
    )`.execute(db);
  await sql`
    CREATE INDEX feedback_threads_user_idx ON feedback_threads (tenant_id, user_id, last_activity_at DESC, id DESC)
  `.execute(db);
  await sql`
    CREATE INDEX feedback_threads_inbox_idx ON feedback_threads (tenant_id, status, last_activity_at DESC, id DESC)
  `.execute(db);
  await sql`
    CREATE INDEX feedback_threads_unread_idx ON feedback_threads (tenant_id, user_id)
      WHERE last_staff_reply_at IS NOT NULL`.execute(db);

  await sql`
    CREATE TABLE feedback_messages (
      tenant_id bigint NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
      id bigint GENERATED ALWAYS AS IDENTITY,
      thread_id bigint NOT NULL,
      author text NOT NULL CHECK (author IN ('user', 'staff')),
      author_user_id bigint NOT NULL,
      text text NOT NULL CHECK (length(text) BETWEEN 1 AND 1000),
      images jsonb NOT NULL DEFAULT '[]'
        CHECK (jsonb_typeof(images) = 'array' AND jsonb_array_length(images) <= 6),
      created_at timestamptz NOT NULL,
      PRIMARY KEY (tenant_id, id),
      FOREIGN KEY (tenant_id, thread_id) REFERENCES feedback_threads (tenant_id, id) ON DELETE CASCADE
    )`.execute(db);
  await sql`CREATE INDEX feedback_messages_thread_idx ON feedback_messages (tenant_id, thread_id, id)`.execute(db);

  await sql`
    ALTER TABLE blacklist_entries
      ADD COLUMN reason_category text NOT NULL DEFAULT 'other'
        CHECK (reason_category IN ('retrieval', 'chargeback', 'other')),
      ADD COLUMN login_masked text CHECK (length(login_masked) <= 64)
  `.execute(db);
  await sql`CREATE INDEX blacklist_recent_idx ON blacklist_entries (tenant_id, created_at DESC, id DESC)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS blacklist_recent_idx`.execute(db);
  await sql`ALTER TABLE blacklist_entries DROP COLUMN IF EXISTS login_masked`.execute(db);
  await sql`ALTER TABLE blacklist_entries DROP COLUMN IF EXISTS reason_category`.execute(db);
  await sql`DROP TABLE IF EXISTS feedback_messages`.execute(db);
  await sql`DROP TABLE IF EXISTS feedback_threads`.execute(db);
}
