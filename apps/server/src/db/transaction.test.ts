import { sql, type Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/helpers.ts';
import type { Database } from './database.ts';
import {
  beginRequestTransaction,
  commitRequestTransaction,
  inTransaction,
  logTransactionRetries,
  TRANSACTION_ATTEMPTS,
  whenCommitted,
} from './transaction.ts';

let database: TestDatabase;
/** What inTransaction logged of its reruns on the test database. */
const retries: { data: object; message: string }[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  await sql`CREATE TABLE trx_probe (id int PRIMARY KEY, note text NOT NULL)`.execute(database.db);
  await sql`CREATE TABLE trx_counter (id int PRIMARY KEY, n int NOT NULL)`.execute(database.db);
  logTransactionRetries(database.db, { warn: (data, message) => void retries.push({ data, message }) });
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

/** A promise with its resolve, to make two transactions wait for each other. */
function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** Raised by PostgreSQL itself, so the error is the pg driver's with its SQLSTATE in `code`. */
const raiseSqlstate = (trx: Transaction<Database>, sqlstate: string) =>
  sql`DO $$ BEGIN RAISE EXCEPTION 'forced' USING ERRCODE = ${sql.lit(sqlstate)}; END $$`.execute(trx);

describe('a transaction of its own', () => {
  it('runs again when PostgreSQL breaks a deadlock: two transactions locking two rows in opposite order both commit', async () => {
    await sql`TRUNCATE trx_counter`.execute(database.db);
    await sql`INSERT INTO trx_counter VALUES (1, 0), (2, 0)`.execute(database.db);
    retries.length = 0;
    const firstLocks = [deferred(), deferred()] as const;
    const committed = [deferred(), deferred()] as const;
    const bothHoldOne = Promise.all(firstLocks.map((lock) => lock.promise));
    const runs: [number, number] = [0, 0];
    // Each locks its first row, waits until the other holds its own, then asks for the other's: a deadlock every
    // time, which PostgreSQL breaks by aborting one of them. The barrier stays open, so a rerun does not wait on it.
    const bump = (side: 0 | 1, first: number, second: number) =>
      inTransaction(database.db, async (trx) => {
        runs[side] += 1;
        // The victim's rerun waits for the other's commit: otherwise it could lock its first row again before the
        // other side, woken by the abort, has taken it, and deadlock with it once more.
        if (runs[side] > 1) await committed[side === 0 ? 1 : 0].promise;
        await sql`UPDATE trx_counter SET n = n + 1 WHERE id = ${first}`.execute(trx);
        firstLocks[side].resolve();
        await bothHoldOne;
        await sql`UPDATE trx_counter SET n = n + 1 WHERE id = ${second}`.execute(trx);
        return side;
      }).finally(() => committed[side].resolve());

    expect(await Promise.all([bump(0, 1, 2), bump(1, 2, 1)])).toEqual([0, 1]);

    // Both committed once: each row counted by both, none twice.
    const rows = await sql<{ id: number; n: number }>`SELECT id, n FROM trx_counter ORDER BY id`.execute(database.db);
    expect(rows.rows).toEqual([
      { id: 1, n: 2 },
      { id: 2, n: 2 },
    ]);
    // One side ran once, the deadlock's victim twice; the rerun was logged with its SQLSTATE and attempt only.
    expect([...runs].sort()).toEqual([1, 2]);
    expect(retries.map((retry) => retry.data)).toEqual([{ sqlstate: '40P01', attempt: 1 }]);
  });

  it('runs work that fails for another reason once and throws its error', async () => {
    await sql`TRUNCATE trx_probe`.execute(database.db);
    await sql`INSERT INTO trx_probe VALUES (1, 'there')`.execute(database.db);
    retries.length = 0;
    let runs = 0;
    const failed = await inTransaction(database.db, async (trx) => {
      runs += 1;
      await sql`INSERT INTO trx_probe VALUES (1, 'duplicate')`.execute(trx);
    }).catch((error: { code?: string }) => error.code);
    expect(failed).toBe('23505');
    expect(runs).toBe(1);
    expect(retries).toEqual([]);
  });

  it(`gives up on a serialisation failure that keeps coming after ${TRANSACTION_ATTEMPTS} runs and throws the last`, async () => {
    retries.length = 0;
    let runs = 0;
    const failed = await inTransaction(database.db, async (trx) => {
      runs += 1;
      await sql`INSERT INTO trx_probe VALUES (${100 + runs}, 'rolled back')`.execute(trx);
      await raiseSqlstate(trx, '40001');
    }).catch((error: { code?: string }) => error.code);
    expect(failed).toBe('40001');
    expect(runs).toBe(TRANSACTION_ATTEMPTS);
    expect(TRANSACTION_ATTEMPTS).toBe(3);
    expect(retries.map((retry) => retry.data)).toEqual([
      { sqlstate: '40001', attempt: 1 },
      { sqlstate: '40001', attempt: 2 },
    ]);
    const kept = await sql`SELECT id FROM trx_probe WHERE id > 100`.execute(database.db);
    expect(kept.rows).toEqual([]);
  });

  it('is not run again when the call site opts out, nor inside the caller’s transaction or a request’s', async () => {
    retries.length = 0;
    let runs = 0;
    const work = async (trx: Transaction<Database>) => {
      runs += 1;
      await raiseSqlstate(trx, '40P01');
    };
    const codeOf = (error: { code?: string }) => error.code;

    expect(await inTransaction(database.db, work, { retry: false }).catch(codeOf)).toBe('40P01');
    expect(runs).toBe(1);

    // The caller's own transaction: the abort is its owner's to handle (it cannot be rerun from inside).
    const own = await database.db
      .transaction()
      .execute((trx) => inTransaction(trx, work))
      .catch(codeOf);
    expect(own).toBe('40P01');
    expect(runs).toBe(2);

    const request = await beginRequestTransaction(database.db);
    expect(await inTransaction(request, work).catch(codeOf)).toBe('40P01');
    await request.rollback().execute();
    expect(runs).toBe(3);
    expect(retries).toEqual([]);
  });
});
