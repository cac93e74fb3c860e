import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './database.ts';
import { namePreparedStatements } from './prepared-query.ts';

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
  // A database that stops answering fails a request after connectionTimeoutMillis (503) instead of holding it.
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 5_000,
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  // Nor a client that is checked out (a transaction between two statements) when the server goes away: the pool
  // listens only to idle clients, and an 'error' event nobody listens to ends the process. The transaction's next
  // statement fails instead, and the broken client is discarded when it is released.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
    namePreparedStatements(client);
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, pool };
}
