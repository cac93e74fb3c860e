import { type Kysely, sql } from 'kysely';

// Frozen in time: imports nothing from the app.
//
// Refunds through the payment gateway of money the ledger gave back to the buyer (a staff refund, a claim's refund,
// partial refund or compensation paid back through the provider). Queued in the transaction that posts the refund,
// one row per payment the amount is taken from, and sent by the scheduler, retried with backoff until the gateway
// accepts it. The request number (the gateway's out_request_no) is derived from the posting's key: a retried step
// cannot queue the same refund twice, and a retried call is the same refund at the gateway.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE provider_refunds (
      tenant_id bigint NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
      id bigint GENERATED ALWAYS AS IDENTITY,
      order_id bigint NOT NULL,
      payment_id bigint NOT NULL,
      provider text NOT NULL,
      out_trade_no text NOT NULL,
      amount_fen bigint NOT NULL CHECK (amount_fen > 0),
      request_no text NOT NULL CHECK (length(request_no) BETWEEN 1 AND 64),
      reason text NOT NULL DEFAULT '' CHECK (length(reason) <= 256),
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'done')),
      attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
      next_attempt_at timestamptz NOT NULL,
      last_error text,
      created_at timestamptz NOT NULL,
      done_at timestamptz,
      PRIMARY KEY (tenant_id, id),
      FOREIGN KEY (tenant_id, order_id) REFERENCES orders (tenant_id, id),
      FOREIGN KEY (tenant_id, payment_id) REFERENCES payments (tenant_id, id),
      CHECK ((status = 'done') = (done_at IS NOT NULL))
    )`.execute(db);
  // One gateway refund per request number: a retried step inserts nothing (ON CONFLICT DO NOTHING).
  await sql`CREATE UNIQUE INDEX provider_refunds_request_no ON provider_refunds (tenant_id, request_no)`.execute(db);
  // What a payment has already given back caps what a later refund may take from it.
  await sql`CREATE INDEX provider_refunds_payment_idx ON provider_refunds (tenant_id, payment_id)`.execute(db);
  await sql`CREATE INDEX provider_refunds_order_idx ON provider_refunds (tenant_id, order_id)`.execute(db);
  // The sweep looks for the few pending rows across every tenant.
  await sql`CREATE INDEX provider_refunds_due ON provider_refunds (next_attempt_at) WHERE status = 'pending'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS provider_refunds`.execute(db);
}
