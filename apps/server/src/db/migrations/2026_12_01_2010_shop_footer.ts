import { type Kysely, sql } from 'kysely';

// Frozen in time: imports nothing from the app.
//
// Trust signals (issue #23): the storefront's footer says who runs the shop — its company, ICP filing or licence
// number, service hours, phone and email ('' leaves a line out) — and amounts are labelled the way the shop's buyers
// read them: 'symbol' (¥1,280.00) or 'code' (CNY 1,280.00, for foreign buyers). Amounts stay CNY fen either way.
// Existing shops are labelled by their default language: English-default shops get the currency code.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE tenant_settings
      ADD COLUMN company_name text NOT NULL DEFAULT '' CHECK (length(company_name) <= 100),
      ADD COLUMN icp_number text NOT NULL DEFAULT '' CHECK (length(icp_number) <= 40),
      ADD COLUMN service_hours text NOT NULL DEFAULT '' CHECK (length(service_hours) <= 60),
      ADD COLUMN contact_phone text NOT NULL DEFAULT '' CHECK (length(contact_phone) <= 20),
      ADD COLUMN contact_email text NOT NULL DEFAULT '' CHECK (length(contact_email) <= 100),
      ADD COLUMN amount_label text NOT NULL DEFAULT 'symbol' CHECK (amount_label IN ('symbol', 'code'))`.execute(db);
  await sql`UPDATE tenant_settings SET amount_label = 'code' WHERE default_locale = 'en-US'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE tenant_settings
      DROP COLUMN IF EXISTS amount_label,
      DROP COLUMN IF EXISTS contact_email,
      DROP COLUMN IF EXISTS contact_phone,
      DROP COLUMN IF EXISTS service_hours,
      DROP COLUMN IF EXISTS icp_number,
      DROP COLUMN IF EXISTS company_name`.execute(db);
}
