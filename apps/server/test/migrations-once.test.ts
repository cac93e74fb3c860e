import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { migrations } from '../src/db/migrations/index.ts';
import {
  createEmptyDatabase,
  type ServerProcess,
  startServerProcess,
  waitFor,
  waitUntilReady,
} from './server-processes.ts';

// Instances started together on a fresh database: kysely's Migrator creates its tables, then takes a PostgreSQL
// advisory lock (PostgresAdapter's LOCK_ID below) around reading and running the pending migrations, so the first
// runs them all and the others find nothing to do. The test holds that lock itself first, so all three reach it
// together whatever their start-up times, and sees them wait on it: the proof that the lock is what serialises them.
// They start as `npm start` does by default, demo seed included: the seed takes turns too (server.ts), else the
// second instance died on the first's tenants.
const KYSELY_MIGRATION_LOCK_ID = '3853314791062309107';

const servers: ServerProcess[] = [];
let database: Awaited<ReturnType<typeof createEmptyDatabase>> | undefined;

afterAll(async () => {
  await Promise.all(servers.map((server) => server.kill()));
  await database?.drop();
});

describe('migrations when instances start together', () => {
  it('three instances on one fresh database: each waits on the lock, each migration runs once, one seeds, all are ready', async () => {
    database = await createEmptyDatabase();
    const holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    try {
      await holder.query(`SELECT pg_advisory_lock(${KYSELY_MIGRATION_LOCK_ID})`);
      for (const name of ['m1', 'm2', 'm3'])
        servers.push(await startServerProcess(name, database.url, { SEED_DEMO: 'true' }));

      const waiting = async () => {
        const { rows } = await holder.query<{ waiting: number }>(
          `SELECT count(*)::int AS waiting FROM pg_locks
           WHERE locktype = 'advisory' AND NOT granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
        );
        return rows[0]?.waiting ?? 0;
      };
      const allWaiting = await waitFor(async () => (await waiting()) === servers.length, 90_000);
      expect(allWaiting, servers.map((server) => server.output()).join('\n')).toBe(true);
      await holder.query(`SELECT pg_advisory_unlock(${KYSELY_MIGRATION_LOCK_ID})`);

      await Promise.all(servers.map((server) => waitUntilReady(server)));
      const { rows } = await holder.query<{ name: string; runs: number }>(
        'SELECT name, count(*)::int AS runs FROM kysely_migration GROUP BY name ORDER BY name',
      );
      expect(rows).toEqual(Object.keys(migrations).map((name) => ({ name, runs: 1 })));
      for (const server of servers) expect(server.output()).not.toMatch(/fail|error/i);
      const seeders = servers.filter((server) => server.output().includes('Seeded demo tenants'));
      expect(seeders.map((server) => server.name)).toHaveLength(1);
    } finally {
      await holder.end();
    }
  }, 180_000);
});
