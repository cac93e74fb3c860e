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

/** deadlock_detected and serialization_failure: PostgreSQL rolled the transaction back because of another one. */
const RETRYABLE_SQLSTATES: ReadonlySet<string> = new Set(['40P01', '40001']);
/** Runs of a transaction of our own, the first included, before its last error is thrown. */
export const TRANSACTION_ATTEMPTS = 3;
/** The longest wait before the first rerun (doubled before the next); each wait is between half of it and all of it. */
const RETRY_BACKOFF_MS = 25;

export interface TransactionOptions {
  /**
   * false when `work` does something outside the database that must not happen twice: its transaction is not run
   * again after a deadlock or a serialisation failure. Default true.
   */
  retry?: boolean;
}

/** Where the reruns are logged (only the SQLSTATE and the attempt: the statements' values never). */
export interface TransactionRetryLog {
  warn(data: object, message: string): void;
}

const retryLogs = new WeakMap<object, TransactionRetryLog>();

/** Logs the reruns of the transactions inTransaction starts on `db` (the composition root gives the app's logger). */
export function logTransactionRetries(db: Db, log: TransactionRetryLog): void {
  retryLogs.set(db, log);
}

/**
 * Runs `work` in the caller's transaction when there is one (under a savepoint when it is a request's transaction),
 * else in a new one. A new one that PostgreSQL aborts with a deadlock or a serialisation failure is run again, whole,
 * up to TRANSACTION_ATTEMPTS runs in all (unless `retry: false`): `work` must then touch nothing outside the
 * database — what should happen after the commit goes after inTransaction returned. The caller's transaction or
 * savepoint is never rerun here: the abort is thrown to its owner.
 */
export function inTransaction<T>(
  db: Db,
  work: (trx: Transaction<Database>) => Promise<T>,
  options: TransactionOptions = {},
): Promise<T> {
  if (requestTransactions.has(db)) return inSavepoint(db as Transaction<Database>, work);
  if (db.isTransaction) return work(db as Transaction<Database>);
  if (options.retry === false) return db.transaction().execute(work);
  return withRetries(db, work);
}

async function withRetries<T>(db: Db, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      const sqlstate = (error as { code?: unknown } | null | undefined)?.code;
      const retryable = typeof sqlstate === 'string' && RETRYABLE_SQLSTATES.has(sqlstate);
      if (!retryable || attempt >= TRANSACTION_ATTEMPTS) throw error;
      retryLogs.get(db)?.warn({ sqlstate, attempt }, 'transaction aborted by the database, running it again');
      // Jittered, so two aborted transactions do not start again in step; and never at once: a rerun started at once
      // can take its rows back before the transaction the abort let through has woken up, and deadlock with it again.
      const longestMs = RETRY_BACKOFF_MS * 2 ** (attempt - 1);
      await new Promise((resolve) => setTimeout(resolve, longestMs / 2 + (Math.random() * longestMs) / 2));
    }
  }
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
