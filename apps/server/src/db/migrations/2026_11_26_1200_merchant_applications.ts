import { type Kysely, sql } from 'kysely';

// Frozen in time: imports nothing from the app.
//
// Merchant applications (issue 13): a user asks to become a merchant of the shop. Licence and ID images are private
// upload references (`private:<uuid>`), never public URLs. A partial unique index makes a second pending
// application of one user impossible; after a rejection the user may apply again (a new row, history kept).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE merchant_applications (
      tenant_id bigint NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
      id bigint GENERATED ALWAYS AS IDENTITY,
      user_id bigint NOT NULL,
      kind text NOT NULL CHECK (kind IN ('company', 'individual')),
      company_name text CHECK (length(company_name) <= 60),
      real_name text CHECK (length(real_name) <= 30),
      contact_name text NOT NULL CHECK (length(contact_name) BETWEEN 1 AND 30),
      phone text NOT NULL,
      qq text,
      wechat text,
      licence_image text CHECK (licence_image LIKE 'private:%'),
      id_front_image text CHECK (id_front_image LIKE 'private:%'),
      id_back_image text CHECK (id_back_image LIKE 'private:%'),
      game_ids integer[] NOT NULL CHECK (cardinality(game_ids) BETWEEN 1 AND 20),
      monthly_volume text NOT NULL CHECK (monthly_volume IN ('lt10', '10to50', '50to200', 'gt200')),
      note text CHECK (length(note) <= 500),
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
      reject_reason text CHECK (length(reject_reason) <= 500),
      decision_note text CHECK (length(decision_note) <= 500),
      decided_by bigint,
      created_at timestamptz NOT NULL,
      decided_at timestamptz,
      PRIMARY KEY (tenant_id, id),
      FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id) ON DELETE CASCADE,
      CHECK (kind <> 'company' OR (company_name IS NOT NULL AND licence_image IS NOT NULL)),
      CHECK (kind <> 'individual' OR (real_name IS NOT NULL AND id_front_image IS NOT NULL AND id_back_image IS NOT NULL)),
      CHECK (status <> 'rejected' OR reject_reason IS NOT NULL),
      CHECK ((status = 'pending') = (decided_at IS NULL))
    )`.execute(db);
  await sql`
    CREATE UNIQUE INDEX merchant_applications_one_pending ON merchant_applications (tenant_id, user_id)
      WHERE status = 'pending'`.execute(db);
  await sql`CREATE INDEX merchant_applications_user_idx ON merchant_applications (tenant_id, user_id, id)`.execute(db);
  await sql`CREATE INDEX merchant_applications_status_idx ON merchant_applications (tenant_id, status, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS merchant_applications`.execute(db);
}
