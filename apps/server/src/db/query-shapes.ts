import type { Compilable, CompiledQuery } from 'kysely';
import type { Db } from './database.ts';
import { nameStatement } from './prepared-query.ts';

/**
 * Compiled SQL kept per query shape, for a hot query whose text depends on which filters are given but not on their
 * values (issue #22: building and compiling the market's search with the builder was ~10% of the server's CPU per
 * search). On a shape's first call the builder compiles the query, and its parameters must equal the `values` the
 * caller listed for it, in order: a caller whose list does not follow the builder fails there, on the first call of
 * that shape, not with another query's values. Later calls of the shape send the kept text with their own values.
 * Unlike preparedQuery nothing is prepared: PostgreSQL still plans every call for its values (a generic plan of the
 * filtered search read 12,500 pages instead of 229), except for a shape the caller marks `prepared`: one whose best
 * plan is the same for any values, sent as a named prepared statement (db/prepared-query.ts) and planned once per
 * connection. At most `limit` shapes are kept (a request can combine its filters in many ways): beyond them the builder
 * compiles every call.
 */
export function queryShapes(limit = 500) {
  const shapes = new Map<string, CompiledQuery>();
  return {
    /** Runs the query of `shape` with `values` (its parameters in order), compiling `build()` on the shape's first call. */
    async execute<Row>(
      db: Db,
      shape: string,
      values: readonly unknown[],
      build: () => Compilable<Row>,
      options: { prepared?: boolean } = {},
    ) {
      const kept = shapes.get(shape) as CompiledQuery<Row> | undefined;
      if (kept) return (await db.executeQuery<Row>({ ...kept, parameters: values })).rows;
      const compiled = build().compile();
      assertSameParameters(shape, compiled.parameters, values);
      if (shapes.size < limit) {
        shapes.set(shape, compiled);
        if (options.prepared) nameStatement(compiled.sql);
      }
      return (await db.executeQuery<Row>(compiled)).rows;
    },
    /** How many shapes are kept (tests). */
    get size() {
      return shapes.size;
    },
  };
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => item === b[i]);
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  return a === b;
}

function assertSameParameters(shape: string, compiled: readonly unknown[], values: readonly unknown[]): void {
  if (compiled.length === values.length && compiled.every((value, i) => sameValue(value, values[i]))) return;
  throw new Error(
    `The values of query shape ${shape} do not follow its builder: ${JSON.stringify(values)} for ${JSON.stringify(compiled)}`,
  );
}
