import { type Kysely, sql } from 'kysely';

// Frozen in time: imports nothing from the app.
//
// Payments that belong to no order (issue 12: the seller's optional deposit on a price-competition request). Such a
// payment names what it pays for (`purpose`, `purpose_id`) and who pays (`payer_user_id`) instead of an order; one
// open or paid payment per purpose. The money it brings is held in the ledger's `deposit_held` account (postings with
// reference `bid_deposit`) until it is returned through the provider or forfeited (`forfeited_at`) to the other
// party of a failed trade.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE payments ALTER COLUMN order_id DROP NOT NULL`.execute(db);
  await sql`
    ALTER TABLE payments
      ADD COLUMN purpose text CHECK (purpose IN ('bid_deposit')),
      ADD COLUMN purpose_id bigint,
      ADD COLUMN payer_user_id bigint,
      ADD COLUMN forfeited_at timestamptz`.execute(db);
  await sql`
    ALTER TABLE payments ADD CONSTRAINT payments_subject CHECK (
      (order_id IS NULL) = (purpose IS NOT NULL)
      AND (purpose IS NULL) = (purpose_id IS NULL)
      AND (purpose IS NULL) = (payer_user_id IS NULL)
      AND (forfeited_at IS NULL OR purpose IS NOT NULL))`.execute(db);
  await sql`ALTER TABLE payments DROP CONSTRAINT payments_kind_check`.execute(db);
  await sql`
    ALTER TABLE payments ADD CONSTRAINT payments_kind_check
      CHECK (kind IN ('deposit', 'balance', 'full', 'seller_deposit'))`.execute(db);
  await sql`
    CREATE UNIQUE INDEX payments_one_per_purpose ON payments (tenant_id, purpose, purpose_id)
      WHERE purpose IS NOT NULL AND status IN ('pending', 'succeeded')`.execute(db);

  await sql`ALTER TABLE ledger_postings DROP CONSTRAINT ledger_postings_ref_type_check`.execute(db);
  await sql`
    ALTER TABLE ledger_postings ADD CONSTRAINT ledger_postings_ref_type_check
      CHECK (ref_type IN ('withdrawal', 'recycle', 'bid_deposit'))`.execute(db);
  await sql`ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_account_check`.execute(db);
  await sql`
    ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_account_check CHECK (account IN
      ('buyer', 'escrow', 'platform_fee', 'guarantee', 'merchant', 'seller_wallet', 'refund_due',
       'withdrawal_hold', 'payout', 'deposit_held'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_account_check`.execute(db);
  await sql`
    ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_account_check CHECK (account IN
      ('buyer', 'escrow', 'platform_fee', 'guarantee', 'merchant', 'seller_wallet', 'refund_due',
       'withdrawal_hold', 'payout'))`.execute(db);
  await sql`ALTER TABLE ledger_postings DROP CONSTRAINT ledger_postings_ref_type_check`.execute(db);
  await sql`
    ALTER TABLE ledger_postings ADD CONSTRAINT ledger_postings_ref_type_check
      CHECK (ref_type IN ('withdrawal', 'recycle'))`.execute(db);
  await sql`DROP INDEX IF EXISTS payments_one_per_purpose`.execute(db);
  await sql`ALTER TABLE payments DROP CONSTRAINT payments_kind_check`.execute(db);
  await sql`ALTER TABLE payments ADD CONSTRAINT payments_kind_check CHECK (kind IN ('deposit', 'balance', 'full'))`.execute(
    db,
  );
  await sql`ALTER TABLE payments DROP CONSTRAINT payments_subject`.execute(db);
  await sql`
    ALTER TABLE payments
      DROP COLUMN forfeited_at, DROP COLUMN payer_user_id, DROP COLUMN purpose_id, DROP COLUMN purpose`.execute(db);
  await sql`ALTER TABLE payments ALTER COLUMN order_id SET NOT NULL`.execute(db);
}
