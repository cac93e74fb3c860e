import { readdirSync } from 'node:fs';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/helpers.ts';
import { migrateDown, migrateToLatest } from './migrate.ts';
import { migrations } from './migrations/index.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

const asUnknown = (db: unknown) => db as Kysely<unknown>;

describe('migrations', () => {
  it('lists every migration file of the folder, in order', () => {
    const files = readdirSync(path.join(import.meta.dirname, 'migrations'))
      .filter((file) => /^\d{4}_\d{2}_\d{2}_\d{4}_.+\.ts$/.test(file) && !file.endsWith('.test.ts'))
      .map((file) => file.replace(/\.ts$/, ''))
      .sort();
    expect(Object.keys(migrations)).toEqual(files);
  });

  it('is a no-op on an up-to-date database', async () => {
    const result = await migrateToLatest(asUnknown(database.db));
    expect(result.results).toEqual([]);
  });

  it('can undo every migration and apply them again', async () => {
    // Older schemas have no ledger accounts for the proceeds the demo seed holds and withdraws (demo-queues.ts), nor
    // postings without an order (a withdrawal's), and the ledger refuses deletes: on this throwaway copy, lift its
    // guard to take those out before undoing.
    const db = database.db;
    for (const table of ['ledger_entries', 'ledger_postings']) {
      await sql`ALTER TABLE ${sql.table(table)} DISABLE TRIGGER USER`.execute(db);
    }
    await sql`DELETE FROM ledger_entries
      WHERE order_id IS NULL OR account IN ('seller_held', 'seller_recovery', 'withdrawal_hold', 'payout')`.execute(db);
    await sql`DELETE FROM ledger_postings WHERE order_id IS NULL`.execute(db);
    for (const table of ['ledger_entries', 'ledger_postings']) {
      await sql`ALTER TABLE ${sql.table(table)} ENABLE TRIGGER USER`.execute(db);
    }
    for (let i = 0; i < Object.keys(migrations).length; i++) {
      const down = await migrateDown(asUnknown(database.db));
      expect(down.error).toBeUndefined();
    }
    const tables = await sql<{ count: string }>`
      SELECT count(*) FROM information_schema.tables WHERE table_schema = 'public' AND table_name NOT LIKE 'kysely_%'`.execute(
      database.db,
    );
    expect(Number(tables.rows[0]?.count)).toBe(0);
    const up = await migrateToLatest(asUnknown(database.db));
    expect(up.results?.every((r) => r.status === 'Success')).toBe(true);
  });

  it('enforces the schema rules: statuses by check constraints, tenant leading the keys', async () => {
    await expect(
      database.db
        .insertInto('tenants')
        .values({ code: 'x-1', name: 'X', retail_key: 'k'.repeat(20), status: 'bogus' as 'active' })
        .execute(),
    ).rejects.toThrow(/check constraint/);
    // The tenants themselves and the platform's audit log (actions on shops, not inside one) are above the tenants;
    // the rate limit counters are the instances' (a login limit per IP holds across every shop's hosts).
    const keys = await sql<{ table_name: string; column_name: string }>`
      SELECT tc.table_name, kcu.column_name
      FROM information_schema.table_constraints tc
      JOIN information_schema.key_column_usage kcu ON kcu.constraint_name = tc.constraint_name AND kcu.ordinal_position = 1
      WHERE tc.constraint_type = 'PRIMARY KEY' AND tc.table_schema = 'public'
        AND tc.table_name NOT IN ('tenants', 'tenant_domains', 'platform_audit', 'rate_limit_counters')
        AND tc.table_name NOT LIKE 'kysely_%'`.execute(database.db);
    expect(keys.rows.length).toBeGreaterThan(0);
    for (const row of keys.rows) expect(`${row.table_name}.${row.column_name}`).toBe(`${row.table_name}.tenant_id`);
  });
});
