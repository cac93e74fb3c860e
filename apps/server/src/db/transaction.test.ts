import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/helpers.ts';
import { beginRequestTransaction, commitRequestTransaction, inTransaction, whenCommitted } from './transaction.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await sql`CREATE TABLE trx_probe (id int PRIMARY KEY, note text NOT NULL)`.execute(database.db);
});

afterAll(async () => {
  await database.drop();
});

const notes = async () =>
  (await sql<{ note: string }>`SELECT note FROM trx_probe ORDER BY id`.execute(database.db)).rows.map(
    (row) => row.note,
  );

describe('a request’s transaction', () => {
  it('undoes only a failed step that was caught, keeps the rest, and shows nothing to others before the commit', async () => {
    await sql`TRUNCATE trx_probe`.execute(database.db);
    const trx = await beginRequestTransaction(database.db);
    await inTransaction(trx, (step) => sql`INSERT INTO trx_probe VALUES (1, 'first')`.execute(step));
    // A step whose statement fails (a duplicate key) and is caught, as a bulk action catches one listing's failure.
    const failed = await inTransaction(trx, async (step) => {
      await sql`INSERT INTO trx_probe VALUES (2, 'undone')`.execute(step);
      await sql`INSERT INTO trx_probe VALUES (1, 'duplicate')`.execute(step);
    }).catch((error: { code?: string }) => error.code);
    expect(failed).toBe('23505');
    await inTransaction(trx, (step) => sql`INSERT INTO trx_probe VALUES (3, 'third')`.execute(step));
    expect(await notes()).toEqual([]);

    const published: string[] = [];
    await whenCommitted(trx, async () => {
      published.push(`after commit: ${(await notes()).join(',')}`);
    });
    expect(published).toEqual([]);
    await commitRequestTransaction(trx, () => undefined);
    expect(await notes()).toEqual(['first', 'third']);
    expect(published).toEqual(['after commit: first,third']);
  });

  it('never runs what waited for a transaction that rolled back; outside one it runs at once', async () => {
    await sql`TRUNCATE trx_probe`.execute(database.db);
    const trx = await beginRequestTransaction(database.db);
    await inTransaction(trx, (step) => sql`INSERT INTO trx_probe VALUES (1, 'rolled back')`.execute(step));
    const published: string[] = [];
    await whenCommitted(trx, async () => void published.push('in the rolled back one'));
    await trx.rollback().execute();
    expect(await notes()).toEqual([]);
    await whenCommitted(database.db, async () => void published.push('on the pool'));
    expect(published).toEqual(['on the pool']);
  });

  it('reports a follow-up that fails and still runs the next one; the change stays committed', async () => {
    await sql`TRUNCATE trx_probe`.execute(database.db);
    const trx = await beginRequestTransaction(database.db);
    await sql`INSERT INTO trx_probe VALUES (1, 'kept')`.execute(trx);
    const ran: string[] = [];
    await whenCommitted(trx, async () => {
      throw new Error('bus down');
    });
    await whenCommitted(trx, async () => void ran.push('second'));
    const errors: unknown[] = [];
    await commitRequestTransaction(trx, (error) => errors.push(error));
    expect(errors.map((error) => (error as Error).message)).toEqual(['bus down']);
    expect(ran).toEqual(['second']);
    expect(await notes()).toEqual(['kept']);
  });
});
