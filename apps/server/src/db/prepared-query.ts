import type { Compilable, CompiledQuery } from 'kysely';
import type pg from 'pg';
import type { Db } from './database.ts';

/** Stands for the i-th argument of a prepared query while its SQL is compiled. */
class Slot {
  constructor(readonly index: number) {}
}

const SLOTS = Array.from({ length: 16 }, (_, index) => new Slot(index));

/** SQL text → statement name, for every query made by preparedQuery. */
const statementNames = new Map<string, string>();

/**
 * A query of the hottest paths, built once and planned once per connection: the builder compiles its SQL on the first
 * call (the arguments stand in as parameters), and the connections send that text as a named prepared statement
 * (namePreparedStatements), so PostgreSQL parses and plans it once per connection instead of on every call (for the
 * listing detail the plan was 200 of the 250 µs the statement cost, the builder ~50 µs of the server's time). Only
 * for queries whose best plan does not depend on the values (a lookup by key): after five runs PostgreSQL may keep
 * one generic plan for all values. The arguments must be plain values (the SQL must not vary with them).
 */
export function preparedQuery<Args extends unknown[], Row>(
  build: (db: Db, ...args: Args) => Compilable<Row>,
): (db: Db, ...args: Args) => Promise<Row[]> {
  let compiled: CompiledQuery<Row> | undefined;
  return async (db, ...args) => {
    if (!compiled) {
      compiled = build(db, ...(SLOTS.slice(0, args.length) as unknown as Args)).compile();
      nameStatement(compiled.sql);
    }
    const parameters = compiled.parameters.map((value) => (value instanceof Slot ? args[value.index] : value));
    const { rows } = await db.executeQuery<Row>({ ...compiled, parameters });
    return rows;
  };
}

/**
 * Sends this SQL text as a named prepared statement from now on, as preparedQuery's are (see queryShapes): only for
 * a query whose plan is the same for any values.
 */
export function nameStatement(text: string): void {
  if (!statementNames.has(text)) statementNames.set(text, `gs_prepared_${statementNames.size + 1}`);
}

type Query = (...args: unknown[]) => unknown;

/**
 * Makes a pooled client send the SQL texts of preparedQuery as named statements (node-postgres parses a named
 * statement once per connection and reuses it); every other query goes as before. Behind PgBouncer in transaction
 * mode this needs its max_prepared_statements (1.21+).
 */
export function namePreparedStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as Query;
  const named: Query = (...args) => {
    const [text, values] = args;
    const name = typeof text === 'string' && args.length <= 2 ? statementNames.get(text) : undefined;
    return name ? query({ name, text, values }) : query(...args);
  };
  Object.assign(client, { query: named });
}
