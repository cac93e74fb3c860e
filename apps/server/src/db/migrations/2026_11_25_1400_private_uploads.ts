import { type Kysely, sql } from 'kysely';

// Frozen in time: imports nothing from the app.
//
// Private uploads (issue 11 item 13): ID-card photos, selling-form real-name screenshots and, later, feedback and
// merchant documents. The bytes live encrypted on disk outside the public uploads folder; this row says whose file
// it is and what it is for, so a form can check that a reference is the user's own and of the right purpose.
// The id is random (a UUID), so references cannot be guessed; reads still check owner and tenant.
//
// Older real-name reviews held `/uploads/...` URLs of public files. No real data existed when this shipped: such a
// review's photos are no longer shown to staff (the staff route reads only private references) and its user
// resubmits if it is rejected.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE private_uploads (
      tenant_id bigint NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
      id uuid NOT NULL,
      owner_user_id bigint NOT NULL,
      purpose text NOT NULL CHECK (purpose IN ('realname', 'selling-proof', 'feedback', 'merchant-doc')),
      content_type text NOT NULL CHECK (content_type ~ '^image/[a-z0-9.+-]+$'),
      size_bytes integer NOT NULL CHECK (size_bytes > 0),
      sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
      created_at timestamptz NOT NULL,
      PRIMARY KEY (tenant_id, id),
      FOREIGN KEY (tenant_id, owner_user_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE
    )`.execute(db);
  await sql`CREATE INDEX private_uploads_owner_idx ON private_uploads (tenant_id, owner_user_id, created_at)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS private_uploads`.execute(db);
}
