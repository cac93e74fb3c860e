import { type Kysely, sql } from 'kysely';

// The seller's wallet needs postings that belong to no order (a withdrawal, a quick-recycle payment) and two more
// per-user accounts: withdrawal_hold (requested, not yet paid) and payout (paid out of the platform). A posting
// without an order names what it belongs to in its idempotency key (`withdrawal:12:request`) and its
// withdrawal/recycle reference columns.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE ledger_postings ALTER COLUMN order_id DROP NOT NULL`.execute(db);
  await sql`ALTER TABLE ledger_entries ALTER COLUMN order_id DROP NOT NULL`.execute(db);
  await sql`ALTER TABLE ledger_postings ADD COLUMN ref_type text CHECK (ref_type IN ('withdrawal', 'recycle'))`.execute(
    db,
  );
  await sql`ALTER TABLE ledger_postings ADD COLUMN ref_id bigint`.execute(db);
  await sql`
    ALTER TABLE ledger_postings ADD CONSTRAINT ledger_postings_subject
      CHECK ((order_id IS NOT NULL) <> (ref_type IS NOT NULL) AND (ref_type IS NULL) = (ref_id IS NULL))`.execute(db);
  await sql`ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_account_check`.execute(db);
  await sql`ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_check`.execute(db);
  await sql`
    ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_account_check CHECK (account IN
      ('buyer', 'escrow', 'platform_fee', 'guarantee', 'merchant', 'seller_wallet', 'refund_due',
       'withdrawal_hold', 'payout'))`.execute(db);
  await sql`
    ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_user_account
      CHECK ((account IN ('buyer', 'seller_wallet', 'withdrawal_hold', 'payout')) = (user_id IS NOT NULL))`.execute(db);
  // A user's wallet history reads their entries newest first.
  await sql`
    CREATE INDEX ledger_entries_user_idx ON ledger_entries (tenant_id, user_id, created_at DESC, id DESC)
      WHERE user_id IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS ledger_entries_user_idx`.execute(db);
  await sql`ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_user_account`.execute(db);
  await sql`ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_account_check`.execute(db);
  await sql`
    ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_account_check CHECK (account IN
      ('buyer', 'escrow', 'platform_fee', 'guarantee', 'merchant', 'seller_wallet', 'refund_due'))`.execute(db);
  await sql`
    ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_check
      CHECK ((account IN ('buyer', 'seller_wallet')) = (user_id IS NOT NULL))`.execute(db);
  await sql`ALTER TABLE ledger_postings DROP CONSTRAINT ledger_postings_subject`.execute(db);
  await sql`ALTER TABLE ledger_postings DROP COLUMN ref_id`.execute(db);
  await sql`ALTER TABLE ledger_postings DROP COLUMN ref_type`.execute(db);
  await sql`ALTER TABLE ledger_entries ALTER COLUMN order_id SET NOT NULL`.execute(db);
  await sql`ALTER TABLE ledger_postings ALTER COLUMN order_id SET NOT NULL`.execute(db);
}
