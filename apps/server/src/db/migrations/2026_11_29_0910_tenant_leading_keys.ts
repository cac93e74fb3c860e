import { type Kysely, sql } from 'kysely';

/*
 * The last two unique keys of shop tables that did not lead with tenant_id (issue #24, "Scale on paper and in the
 * schema"): a session's token hash and a payment's out_trade_no were unique across all shops. Every lookup already
 * names the shop (findLiveSession, findPaymentByOutTradeNo), both values are random (32 bytes, 16 bytes hex), so
 * uniqueness within the shop loses nothing; and a table distributed by tenant_id (Citus) accepts only unique keys
 * that contain it. Built in the migration's transaction: a short lock on sessions and payments, both small per shop.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE sessions DROP CONSTRAINT sessions_token_hash_key`.execute(db);
  await sql`ALTER TABLE sessions ADD CONSTRAINT sessions_token_hash_key UNIQUE (tenant_id, token_hash)`.execute(db);
  await sql`ALTER TABLE payments DROP CONSTRAINT payments_out_trade_no_key`.execute(db);
  await sql`ALTER TABLE payments ADD CONSTRAINT payments_out_trade_no_key UNIQUE (tenant_id, out_trade_no)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE payments DROP CONSTRAINT payments_out_trade_no_key`.execute(db);
  await sql`ALTER TABLE payments ADD CONSTRAINT payments_out_trade_no_key UNIQUE (out_trade_no)`.execute(db);
  await sql`ALTER TABLE sessions DROP CONSTRAINT sessions_token_hash_key`.execute(db);
  await sql`ALTER TABLE sessions ADD CONSTRAINT sessions_token_hash_key UNIQUE (token_hash)`.execute(db);
}
