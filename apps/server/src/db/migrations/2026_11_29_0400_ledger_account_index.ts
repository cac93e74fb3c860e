import { type Kysely, sql } from 'kysely';

// Finance reads one account's entries (escrow, the platform's fees…) newest first.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX ledger_entries_account_idx ON ledger_entries (tenant_id, account, created_at DESC, id DESC)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS ledger_entries_account_idx`.execute(db);
}
