import { type Kysely, sql } from 'kysely';

// Frozen in time: imports nothing from the app.
//
// Staff contacts (issue 13, anti-scam check): the tenant's genuine QQ / WeChat / phone contacts, so a customer can
// check whether "the shop's service" adding them on WeChat is real. `value` is what staff typed (shown publicly);
// `value_normalized` the form every lookup uses (no spaces or dashes, lower case), unique per tenant and kind.
// `is_public` lists a contact (with its name and role) on the public pages; a private but enabled contact still
// checks as genuine without its details; a disabled one (a former employee) checks as not ours.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE staff_contacts (
      tenant_id bigint NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
      id bigint GENERATED ALWAYS AS IDENTITY,
      kind text NOT NULL CHECK (kind IN ('qq', 'wechat', 'phone')),
      value text NOT NULL CHECK (length(value) BETWEEN 1 AND 64),
      value_normalized text NOT NULL CHECK (value_normalized ~ '^[a-z0-9_]{5,20}$'),
      display_name text NOT NULL CHECK (length(display_name) BETWEEN 1 AND 30),
      role text NOT NULL CHECK (role IN ('service', 'recycle', 'finance', 'guarantee', 'manager')),
      is_public boolean NOT NULL DEFAULT true,
      enabled boolean NOT NULL DEFAULT true,
      sort integer NOT NULL DEFAULT 0 CHECK (sort BETWEEN 0 AND 9999),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, id),
      UNIQUE (tenant_id, kind, value_normalized)
    )`.execute(db);
  // The check looks a value up across kinds.
  await sql`CREATE INDEX staff_contacts_value_idx ON staff_contacts (tenant_id, value_normalized)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS staff_contacts`.execute(db);
}
