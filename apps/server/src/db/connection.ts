import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './database.ts';

const INT8_OID = 20;

/** bigint columns (ids, fen) arrive as JS numbers; a value beyond 2^53 would lose precision, so it fails loudly. */
function parseInt8(value: string): number {
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed)) throw new Error(`int8 value ${value} exceeds the safe integer range`);
  return parsed;
}
pg.types.setTypeParser(INT8_OID, parseInt8);

export interface DbHandle {
  db: Kysely<Database>;
  pool: pg.Pool;
}

/** Opens a pooled kysely handle on the given PostgreSQL URL. */
export function createDb(connectionString: string, poolSize = 20): DbHandle {
  const pool = new pg.Pool({ connectionString, max: poolSize, idleTimeoutMillis: 30_000 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, pool };
}
