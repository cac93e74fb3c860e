import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/helpers.ts';
import { hitRateLimitCounter, sweepRateLimitCounters } from './rate-limit-counters.repository.ts';
import { postgresRateLimitStore } from './rate-limit-store.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

/** Ends the window of one counter now, as if its time had passed. */
const endWindow = (name: string, key: string) =>
  database.db
    .updateTable('rate_limit_counters')
    .set({ window_ends_at: sql<Date>`now() - interval '1 second'` })
    .where('name', '=', name)
    .where('key', '=', key)
    .execute();

const incr = (store: FastifyRateLimitStore, key: string, windowMs: number) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.incr(key, (error, result) => (error || !result ? reject(error) : resolve(result)), windowMs, 5),
  );

describe('the PostgreSQL rate limit store', () => {
  it('counts hits in one window and starts a new window at 1 once it has ended', async () => {
    const first = await hitRateLimitCounter(database.db, 'POST /api/x', '10.0.0.1', 60_000);
    expect(first.current).toBe(1);
    expect(first.ttl).toBeGreaterThan(0);
    expect(first.ttl).toBeLessThanOrEqual(60_000);
    expect((await hitRateLimitCounter(database.db, 'POST /api/x', '10.0.0.1', 60_000)).current).toBe(2);
    const third = await hitRateLimitCounter(database.db, 'POST /api/x', '10.0.0.1', 60_000);
    expect(third.current).toBe(3);
    // The window is the first hit's: later hits do not push its end.
    const { window_ends_at: endsAt } = await database.db
      .selectFrom('rate_limit_counters')
      .select('window_ends_at')
      .where('name', '=', 'POST /api/x')
      .where('key', '=', '10.0.0.1')
      .executeTakeFirstOrThrow();
    expect((await hitRateLimitCounter(database.db, 'POST /api/x', '10.0.0.1', 60_000)).current).toBe(4);
    const after = await database.db
      .selectFrom('rate_limit_counters')
      .select('window_ends_at')
      .where('key', '=', '10.0.0.1')
      .executeTakeFirstOrThrow();
    expect(after.window_ends_at).toEqual(endsAt);

    await endWindow('POST /api/x', '10.0.0.1');
    const reset = await hitRateLimitCounter(database.db, 'POST /api/x', '10.0.0.1', 30_000);
    expect(reset.current).toBe(1);
    expect(reset.ttl).toBeGreaterThan(0);
    expect(reset.ttl).toBeLessThanOrEqual(30_000);
    expect((await hitRateLimitCounter(database.db, 'POST /api/x', '10.0.0.1', 30_000)).current).toBe(2);
  });

  it('keeps limits and keys apart, and counts every one of many simultaneous hits once', async () => {
    expect((await hitRateLimitCounter(database.db, 'POST /api/y', '10.0.0.1', 60_000)).current).toBe(1);
    expect((await hitRateLimitCounter(database.db, 'POST /api/y', '10.0.0.2', 60_000)).current).toBe(1);
    const hits = await Promise.all(
      Array.from({ length: 12 }, () => hitRateLimitCounter(database.db, 'POST /api/z', '10.0.0.3', 60_000)),
    );
    expect(hits.map((hit) => hit.current).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('names each route’s child after its method and URL, and a createRateLimit guard “guard”', async () => {
    const Store = postgresRateLimitStore(database.db);
    const root = new Store({});
    // What the plugin passes (its typings say a RouteOptions): the merged options with the route's routeInfo.
    const route = root.child({ routeInfo: { method: 'GET', url: '/api/thing' } } as never);
    const guard = root.child({ routeInfo: {} } as never);
    expect(await incr(route, 'k-1', 60_000)).toMatchObject({ current: 1 });
    expect(await incr(route, 'k-1', 60_000)).toMatchObject({ current: 2 });
    expect(await incr(guard, 'k-1', 60_000)).toMatchObject({ current: 1 });
    const names = await database.db
      .selectFrom('rate_limit_counters')
      .select(['name', 'count'])
      .where('key', '=', 'k-1')
      .orderBy('name')
      .execute();
    expect(names).toEqual([
      { name: 'GET /api/thing', count: 2 },
      { name: 'guard', count: 1 },
    ]);
  });

  it('counts the hits of a busy key that wait for its statement in flight together, each answered as if alone', async () => {
    let statements = 0;
    const counting = database.db.withPlugin({
      transformQuery: (args) => {
        statements += 1;
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    const Store = postgresRateLimitStore(counting);
    const guard = new Store({}).child({ routeInfo: {} } as never);
    const other = new Store({}).child({ routeInfo: {} } as never);
    // 12 hits at once on one key (one hot visitor): the first goes alone, the 11 that came meanwhile in one upsert.
    const hits = await Promise.all([
      ...Array.from({ length: 12 }, () => incr(guard, 'busy-1', 60_000)),
      incr(other, 'busy-2', 60_000),
    ]);
    expect(hits.slice(0, 12).map((hit) => hit.current)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(hits[12]).toMatchObject({ current: 1 });
    expect(hits.every((hit) => hit.ttl > 0 && hit.ttl <= 60_000)).toBe(true);
    expect(statements).toBe(3);
    // Every hit is in the shared row, where another instance counts on from it.
    const row = await database.db
      .selectFrom('rate_limit_counters')
      .select('count')
      .where('name', '=', 'guard')
      .where('key', '=', 'busy-1')
      .executeTakeFirstOrThrow();
    expect(row.count).toBe(12);
    expect((await hitRateLimitCounter(database.db, 'guard', 'busy-1', 60_000)).current).toBe(13);
    // A window that ended starts again at the batch's size.
    await endWindow('guard', 'busy-1');
    const again = await Promise.all(Array.from({ length: 3 }, () => incr(guard, 'busy-1', 60_000)));
    expect(again.map((hit) => hit.current)).toEqual([1, 2, 3]);
  });

  it('sweeps the counters whose window has ended and keeps the live ones', async () => {
    await hitRateLimitCounter(database.db, 'POST /api/sweep', 'old', 60_000);
    await hitRateLimitCounter(database.db, 'POST /api/sweep', 'live', 60_000);
    await endWindow('POST /api/sweep', 'old');
    expect(await sweepRateLimitCounters(database.db)).toBe(1);
    const left = await database.db
      .selectFrom('rate_limit_counters')
      .select('key')
      .where('name', '=', 'POST /api/sweep')
      .execute();
    expect(left).toEqual([{ key: 'live' }]);
  });
});
