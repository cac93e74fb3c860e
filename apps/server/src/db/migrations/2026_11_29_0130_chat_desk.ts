import { type Kysely, sql } from 'kysely';

// Frozen in time: imports nothing from the app.
//
// The staff chat console's desk tools:
// - Assignment: a conversation is handled by at most one staff member (`assignee_user_id`); changes are conditional
//   updates on the assignee the caller saw, so two staff taking the same conversation at once end with one of them.
//   A user who is deleted leaves their conversations unassigned.
// - Quick replies: the shop's short canned answers (the owner keeps at most 50; the service counts under a lock).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE chat_conversations
      ADD COLUMN assignee_user_id bigint,
      ADD COLUMN assigned_at timestamptz,
      ADD CONSTRAINT chat_conversations_assignee_fk FOREIGN KEY (tenant_id, assignee_user_id)
        REFERENCES users (tenant_id, id) ON DELETE SET NULL (assignee_user_id)`.execute(db);
  await sql`
    CREATE INDEX chat_conversations_assignee_idx
      ON chat_conversations (tenant_id, assignee_user_id, last_message_at DESC NULLS LAST, id DESC)`.execute(db);

  await sql`
    CREATE TABLE chat_quick_replies (
      tenant_id bigint NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
      id bigint GENERATED ALWAYS AS IDENTITY,
      title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 30 AND title = btrim(title)),
      text text NOT NULL CHECK (char_length(text) BETWEEN 1 AND 500 AND length(btrim(text)) > 0),
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      PRIMARY KEY (tenant_id, id)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS chat_quick_replies`.execute(db);
  await sql`DROP INDEX IF EXISTS chat_conversations_assignee_idx`.execute(db);
  await sql`
    ALTER TABLE chat_conversations
      DROP CONSTRAINT IF EXISTS chat_conversations_assignee_fk,
      DROP COLUMN IF EXISTS assigned_at,
      DROP COLUMN IF EXISTS assignee_user_id`.execute(db);
}
