import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/helpers.ts';
import { createDb, type DbHandle } from './connection.ts';
import type { Db } from './database.ts';
import { queryShapes } from './query-shapes.ts';

let database: TestDatabase;
// One connection, so that its prepared statements can be seen.
let single: DbHandle;
let tenants: { id: number; code: string }[];

beforeAll(async () => {
  database = await createTestDatabase();
  single = createDb(database.url, 1);
  tenants = await database.db.selectFrom('tenants').select(['id', 'code']).orderBy('id').execute();
});
afterAll(async () => {
  await single.db.destroy();
  await database.drop();
});

const preparedStatements = async () =>
  (await sql<{ statement: string }>`SELECT statement FROM pg_prepared_statements`.execute(single.db)).rows.map(
    (row) => row.statement,
  );

/** Tenants by id, and by code when one is given: two shapes. */
const byIdAndCode = (db: Db, id: number, code?: string) =>
  db
    .selectFrom('tenants')
    .select(['id', 'code'])
    .where('id', '=', id)
    .$if(code !== undefined, (qb) => qb.where('code', '=', code as string));

describe('query shapes', () => {
  it('compiles a shape once and answers each call for its own values', async () => {
    const shapes = queryShapes();
    const [first, second] = tenants;
    if (!first || !second) throw new Error('the demo tenants are missing');
    const find = (id: number, code?: string) =>
      shapes.execute(single.db, code === undefined ? 'id' : 'id+code', code === undefined ? [id] : [id, code], () =>
        byIdAndCode(single.db, id, code),
      );
    expect(await find(first.id)).toEqual([first]);
    expect(await find(second.id)).toEqual([second]);
    expect(await find(second.id, second.code)).toEqual([second]);
    expect(await find(second.id, first.code)).toEqual([]);
    expect(shapes.size).toBe(2);
    // Planned for its values on every call: nothing prepared.
    expect(await preparedStatements()).toEqual([]);
  });

  it('refuses values that do not follow the builder, on the first call of the shape', async () => {
    const shapes = queryShapes();
    const [first] = tenants;
    if (!first) throw new Error('the demo tenants are missing');
    await expect(
      shapes.execute(single.db, 'id+code', [first.code, first.id], () => byIdAndCode(single.db, first.id, first.code)),
    ).rejects.toThrow(/do not follow its builder/);
    expect(shapes.size).toBe(0);
  });

  it('sends a shape marked prepared as a named statement, planned once on the connection', async () => {
    const shapes = queryShapes();
    const [first, second] = tenants;
    if (!first || !second) throw new Error('the demo tenants are missing');
    const find = (id: number) =>
      shapes.execute(
        single.db,
        'id',
        [id, 'prepared-shape'],
        () => byIdAndCode(single.db, id).where('code', '<>', 'prepared-shape'),
        {
          prepared: true,
        },
      );
    expect(await find(first.id)).toEqual([first]);
    expect(await find(second.id)).toEqual([second]);
    const statements = await preparedStatements();
    expect(statements).toHaveLength(1);
    expect(statements[0]).toContain('"code" <> $2');
  });

  it('keeps no more shapes than its limit and still answers beyond it', async () => {
    const shapes = queryShapes(1);
    const [first, second] = tenants;
    if (!first || !second) throw new Error('the demo tenants are missing');
    expect(await shapes.execute(single.db, 'a', [first.id], () => byIdAndCode(single.db, first.id))).toEqual([first]);
    expect(
      await shapes.execute(single.db, 'b', [second.id, second.code], () =>
        byIdAndCode(single.db, second.id, second.code),
      ),
    ).toEqual([second]);
    expect(shapes.size).toBe(1);
  });
});
