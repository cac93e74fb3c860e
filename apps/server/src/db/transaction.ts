import { type ControlledTransaction, sql, type Transaction } from 'kysely';
import type { Database, Db } from './database.ts';

/** The transactions that hold a whole request's work (see beginRequestTransaction), each with what waits for its commit. */
const requestTransactions = new WeakMap<object, (() => Promise<void>)[]>();
let savepointCount = 0;

/**
 * Starts the transaction a whole request runs in: a staff action and its audit row commit together or not at all
 * (plugins/audit.ts ends it). Work inside it that asks for a transaction of its own gets a savepoint instead, so a
 * step that fails and is caught (a bulk action's one listing) undoes only itself, as its own transaction would.
 */
export async function beginRequestTransaction(db: Db): Promise<ControlledTransaction<Database>> {
  const trx = await db.startTransaction().execute();
  requestTransactions.set(trx, []);
  return trx;
}

/**
 * Commits a request's transaction, then runs what waited for it (see whenCommitted), in order; an effect that fails
 * is reported to `onEffectError` and the others still run (the change itself is committed).
 */
export async function commitRequestTransaction(
  trx: ControlledTransaction<Database>,
  onEffectError: (error: unknown) => void,
): Promise<void> {
  await trx.commit().execute();
  const effects = requestTransactions.get(trx) ?? [];
  requestTransactions.delete(trx);
  for (const effect of effects) await effect().catch(onEffectError);
}

/**
 * Runs `effect` once the work done on `db` is visible to others: at once, unless `db` is a request's open
 * transaction, then after its commit (never if it rolls back). For what tells other connections or instances about a
 * row (a chat event they read the row of); call it after the caller's own inTransaction returned.
 */
export async function whenCommitted(db: Db, effect: () => Promise<void>): Promise<void> {
  const waiting = requestTransactions.get(db);
  if (waiting) waiting.push(effect);
  else await effect();
}

/**
 * Runs `work` in the caller's transaction when there is one (under a savepoint when it is a request's transaction),
 * else in a new one.
 */
export function inTransaction<T>(db: Db, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  if (requestTransactions.has(db)) return inSavepoint(db as Transaction<Database>, work);
  if (db.isTransaction) return work(db as Transaction<Database>);
  return db.transaction().execute(work);
}

async function inSavepoint<T>(
  trx: Transaction<Database>,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  savepointCount += 1;
  const name = sql.id(`step_${savepointCount}`);
  await sql`SAVEPOINT ${name}`.execute(trx);
  let result: T;
  try {
    result = await work(trx);
  } catch (error) {
    // When even this fails the connection is gone and the request's commit fails too: the step's own error says why.
    await sql`ROLLBACK TO SAVEPOINT ${name}`.execute(trx).catch(() => undefined);
    throw error;
  }
  await sql`RELEASE SAVEPOINT ${name}`.execute(trx);
  return result;
}
