import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/helpers.ts';
import { createDb, type DbHandle } from './connection.ts';
import type { Db } from './database.ts';
import { preparedQuery } from './prepared-query.ts';

let database: TestDatabase;
// One connection, so that every statement below runs on the same session and its prepared statements can be seen.
let single: DbHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  single = createDb(database.url, 1);
});
afterAll(async () => {
  await single.db.destroy();
  await database.drop();
});

const tenantCode = preparedQuery((db: Db, id: number) =>
  db.selectFrom('tenants').select(['id', 'code']).where('id', '=', id).where('code', '<>', 'no-such-shop'),
);

const preparedStatements = async () =>
  (
    await sql<{ statement: string }>`SELECT statement FROM pg_prepared_statements ORDER BY prepare_time`.execute(
      single.db,
    )
  ).rows.map((row) => row.statement);

describe('a prepared query', () => {
  it('answers for the arguments of each call, from one statement PostgreSQL parsed once on the connection', async () => {
    const tenants = await database.db.selectFrom('tenants').select(['id', 'code']).orderBy('id').execute();
    const [first, second] = tenants;
    if (!first || !second) throw new Error('the demo tenants are missing');

    expect(await tenantCode(single.db, first.id)).toEqual([first]);
    expect(await tenantCode(single.db, second.id)).toEqual([second]);
    expect(await tenantCode(single.db, -1)).toEqual([]);
    // Inside a transaction too (the same connection, the same statement).
    expect(await single.db.transaction().execute((trx) => tenantCode(trx, first.id))).toEqual([first]);

    const statements = await preparedStatements();
    expect(statements).toHaveLength(1);
    expect(statements[0]).toContain('from "tenants"');
    // Any other query still goes unnamed.
    await single.db.selectFrom('tenants').select('id').where('id', '=', first.id).execute();
    expect(await preparedStatements()).toHaveLength(1);
  });
});
