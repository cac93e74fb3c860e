import { type Kysely, sql } from 'kysely';

// Frozen in time: imports nothing from the app (statuses copied from the contract as it stood).
//
// A seller's withdrawal requests. The money itself moves in the ledger (seller_wallet → withdrawal_hold on
// request, withdrawal_hold → payout when paid, back to seller_wallet when rejected); this row is the request's
// story. The Alipay name and account are personal data, stored sealed (AES-GCM) with a masked account for lists.
// The checks keep the story consistent: a pending request is undecided, a paid one has its transfer reference, a
// rejected one its reason; one transfer reference pays one request.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE withdrawals (
      tenant_id bigint NOT NULL REFERENCES tenants(id),
      id bigint GENERATED ALWAYS AS IDENTITY,
      user_id bigint NOT NULL,
      amount_fen bigint NOT NULL CHECK (amount_fen > 0),
      alipay_name_sealed text NOT NULL,
      alipay_account_sealed text NOT NULL,
      alipay_account_masked text NOT NULL,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'rejected')),
      transfer_ref text CHECK (length(transfer_ref) BETWEEN 1 AND 64),
      reject_reason text CHECK (length(reject_reason) BETWEEN 1 AND 200),
      decided_by bigint,
      decided_at timestamptz,
      requested_at timestamptz NOT NULL,
      PRIMARY KEY (tenant_id, id),
      FOREIGN KEY (tenant_id, user_id) REFERENCES users(tenant_id, id),
      CHECK ((status = 'pending') = (decided_at IS NULL)),
      CHECK ((status = 'pending') = (decided_by IS NULL)),
      CHECK ((status = 'paid') = (transfer_ref IS NOT NULL)),
      CHECK ((status = 'rejected') = (reject_reason IS NOT NULL))
    )`.execute(db);
  // The owner's list and the daily limit (requests of one user since a time).
  await sql`CREATE INDEX withdrawals_user_idx ON withdrawals (tenant_id, user_id, requested_at DESC, id DESC)`.execute(
    db,
  );
  await sql`CREATE INDEX withdrawals_status_idx ON withdrawals (tenant_id, status, id DESC)`.execute(db);
  await sql`
    CREATE UNIQUE INDEX withdrawals_transfer_ref_idx ON withdrawals (tenant_id, transfer_ref)
      WHERE transfer_ref IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS withdrawals`.execute(db);
}
