import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/** A limit's hits so far in its window and the milliseconds left of it, as @fastify/rate-limit's stores answer. */
export interface RateLimitHit {
  current: number;
  ttl: number;
}

/**
 * Counts `hits` hits (default one) of limit `name` for `key` in one statement, so instances hitting the same row at
 * once serialise on it and every hit is counted: a first hit (or the first after the window ended) starts a window
 * of `windowMs` at count `hits`, any other adds them. Answers the count after them all. Times are the database's,
 * one clock for every instance.
 */
export async function hitRateLimitCounter(
  db: Db,
  name: string,
  key: string,
  windowMs: number,
  hits = 1,
): Promise<RateLimitHit> {
  const { rows } = await sql<{ count: number; ttl_ms: string }>`
    INSERT INTO rate_limit_counters AS c (name, key, count, window_ends_at)
    VALUES (${name}, ${key}, ${hits}, now() + ${windowMs} * interval '1 millisecond')
    ON CONFLICT (name, key) DO UPDATE SET
      count = CASE WHEN c.window_ends_at <= now() THEN ${hits} ELSE least(c.count, ${2147483647 - hits}) + ${hits} END,
      window_ends_at = CASE WHEN c.window_ends_at <= now() THEN excluded.window_ends_at ELSE c.window_ends_at END
    RETURNING count, ceil(extract(epoch FROM window_ends_at - now()) * 1000)::bigint AS ttl_ms`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('rate limit upsert returned no row');
  return { current: row.count, ttl: Number(row.ttl_ms) };
}

/** Deletes the counters whose window has ended (a later hit would start afresh anyway); answers how many went. */
export async function sweepRateLimitCounters(db: Db): Promise<number> {
  const result = await db
    .deleteFrom('rate_limit_counters')
    .where('window_ends_at', '<=', sql<Date>`now()`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
