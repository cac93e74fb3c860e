import { type Kysely, sql } from 'kysely';

// Frozen in time: imports nothing from the app.
//
// The payout hold and the recovery debt (issue 21). A seller's proceeds of a completed order wait in the per-user
// ledger account `seller_held` until the hold window of the order's guarantee has passed (a claim opened meanwhile
// keeps them there); `payout_holds` records each order's held amount, its release time and what claims took back.
// `seller_recovery` (per user, never positive) is what a seller owes the shop for a compensation paid after their
// proceeds were released; later proceeds repay it before they reach `seller_wallet`. Orders completed before this
// migration keep their money where it is: no row is written for them.
const ACCOUNTS_BEFORE = `'buyer', 'escrow', 'platform_fee', 'guarantee', 'merchant', 'seller_wallet', 'refund_due',
  'withdrawal_hold', 'payout', 'deposit_held'`;
const USER_ACCOUNTS_BEFORE = `'buyer', 'seller_wallet', 'withdrawal_hold', 'payout'`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_account_check`.execute(db);
  await sql`
    ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_account_check
      CHECK (account IN (${sql.raw(ACCOUNTS_BEFORE)}, 'seller_held', 'seller_recovery'))`.execute(db);
  await sql`ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_user_account`.execute(db);
  await sql`
    ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_user_account CHECK (
      (account IN (${sql.raw(USER_ACCOUNTS_BEFORE)}, 'seller_held', 'seller_recovery')) = (user_id IS NOT NULL))`.execute(
    db,
  );

  await sql`
    CREATE TABLE payout_holds (
      tenant_id bigint NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
      order_id bigint NOT NULL,
      seller_user_id bigint NOT NULL,
      amount_fen bigint NOT NULL CHECK (amount_fen > 0),
      release_at timestamptz NOT NULL,
      released_at timestamptz,
      taken_fen bigint NOT NULL DEFAULT 0,
      debt_fen bigint NOT NULL DEFAULT 0 CHECK (debt_fen >= 0),
      created_at timestamptz NOT NULL,
      PRIMARY KEY (tenant_id, order_id),
      FOREIGN KEY (tenant_id, order_id) REFERENCES orders (tenant_id, id),
      FOREIGN KEY (tenant_id, seller_user_id) REFERENCES users (tenant_id, id),
      -- Claims never take back more than the order paid the seller: from the hold, then as a debt once released.
      CHECK (taken_fen >= 0 AND taken_fen + debt_fen <= amount_fen),
      CHECK (debt_fen = 0 OR released_at IS NOT NULL)
    )`.execute(db);
  // The release pass looks for unreleased holds whose time has come, tenant by tenant.
  await sql`
    CREATE INDEX payout_holds_due_idx ON payout_holds (tenant_id, release_at) WHERE released_at IS NULL`.execute(db);
  // The wallet lists a seller's held proceeds; the wallet check sums them.
  await sql`
    CREATE INDEX payout_holds_seller_idx ON payout_holds (tenant_id, seller_user_id, release_at)
      WHERE released_at IS NULL`.execute(db);

  await sql`
    ALTER TABLE order_settings
      ADD COLUMN payout_hold_days_retrieval integer NOT NULL DEFAULT 7
        CHECK (payout_hold_days_retrieval BETWEEN 0 AND 365),
      ADD COLUMN payout_hold_days_face integer NOT NULL DEFAULT 7 CHECK (payout_hold_days_face BETWEEN 0 AND 365),
      ADD COLUMN payout_hold_days_none integer NOT NULL DEFAULT 7 CHECK (payout_hold_days_none BETWEEN 0 AND 365)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE order_settings
      DROP COLUMN IF EXISTS payout_hold_days_retrieval,
      DROP COLUMN IF EXISTS payout_hold_days_face,
      DROP COLUMN IF EXISTS payout_hold_days_none`.execute(db);
  await sql`DROP TABLE IF EXISTS payout_holds`.execute(db);
  await sql`ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_user_account`.execute(db);
  await sql`
    ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_user_account
      CHECK ((account IN (${sql.raw(USER_ACCOUNTS_BEFORE)})) = (user_id IS NOT NULL))`.execute(db);
  await sql`ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_account_check`.execute(db);
  await sql`
    ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_account_check
      CHECK (account IN (${sql.raw(ACCOUNTS_BEFORE)}))`.execute(db);
}
