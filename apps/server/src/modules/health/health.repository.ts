import { DEFAULT_MIGRATION_TABLE, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { migrations } from '../../db/migrations/index.ts';

/** A round trip to the database (no tenant: it checks the connection, not anyone's data); throws when it is down. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`SELECT 1`.execute(db);
}

const UNDEFINED_TABLE = '42P01';

/**
 * The migrations this build knows that the database has not run, by name (all of them before the first run). Read
 * straight from kysely's table: the Migrator's own listing introspects every table, too heavy for a probe.
 */
export async function findPendingMigrations(db: Db): Promise<string[]> {
  let executed: string[];
  try {
    const result = await sql<{ name: string }>`SELECT name FROM ${sql.table(DEFAULT_MIGRATION_TABLE)}`.execute(db);
    executed = result.rows.map((row) => row.name);
  } catch (error) {
    if ((error as { code?: unknown }).code !== UNDEFINED_TABLE) throw error;
    executed = [];
  }
  const done = new Set(executed);
  return Object.keys(migrations)
    .filter((name) => !done.has(name))
    .sort();
}
