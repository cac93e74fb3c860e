import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasRedisServer, startRedis } from '../../../test/chat-clients.ts';
import {
  buildTestApp,
  createTestDatabase,
  envelope,
  type TestDatabase,
  testAppDeps,
  testConfig,
} from '../../../test/helpers.ts';
import { buildApp } from '../../app.ts';
import { createDb } from '../../db/connection.ts';
import { findFreePort } from '../../lib/free-port.ts';

let database: TestDatabase;
const apps: FastifyInstance[] = [];
const pools: { destroy(): Promise<void> }[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await Promise.all(pools.map((db) => db.destroy()));
  await database.drop();
});

async function appWith(env: Record<string, string> = {}, db = database.db) {
  const deps = testAppDeps(db, testConfig(env));
  const app = await buildApp(deps);
  await app.ready();
  apps.push(app);
  return { app, deps };
}

const get = (app: FastifyInstance, url: string) =>
  app.inject({ method: 'GET', url, headers: { 'accept-language': 'en-US' } });

describe('liveness and readiness', () => {
  it('answers live and ready with each check while everything is up; Redis is skipped without REDIS_URL', async () => {
    const { app } = await appWith();
    const live = await get(app, '/api/live');
    expect(live.statusCode).toBe(200);
    expect(envelope(live)).toMatchObject({ code: 200, data: { status: 'ok' } });
    const ready = await get(app, '/api/ready');
    expect(ready.statusCode).toBe(200);
    expect(envelope(ready).data).toEqual({
      status: 'ready',
      checks: { running: 'ok', database: 'ok', migrations: 'ok', redis: 'skipped' },
    });
  });

  it('is not ready while a migration of this build is missing from the database; health stays as it was', async () => {
    const { app } = await appWith();
    const newest = await sql<{ name: string; timestamp: string }>`
      SELECT name, timestamp FROM kysely_migration ORDER BY name DESC LIMIT 1`.execute(database.db);
    const row = newest.rows[0];
    if (!row) throw new Error('no migration recorded');
    await sql`DELETE FROM kysely_migration WHERE name = ${row.name}`.execute(database.db);
    try {
      const ready = await get(app, '/api/ready');
      expect(ready.statusCode).toBe(503);
      expect(envelope(ready)).toMatchObject({
        code: 503,
        data: null,
        errorCode: 'SERVICE_UNAVAILABLE',
        msg: 'This instance is not ready to serve; failed checks: migrations.',
        checks: { running: 'ok', database: 'ok', migrations: 'failed', redis: 'skipped' },
      });
      expect((await get(app, '/api/health')).statusCode).toBe(200);
    } finally {
      await sql`INSERT INTO kysely_migration (name, timestamp) VALUES (${row.name}, ${row.timestamp})`.execute(
        database.db,
      );
    }
    expect((await get(app, '/api/ready')).statusCode).toBe(200);
  });

  it('stays live but not ready when the database does not answer', async () => {
    const deadUrl = `postgres://postgres@127.0.0.1:${await findFreePort()}/none`;
    const dead = createDb(deadUrl, 1);
    pools.push(dead.db);
    const { app } = await appWith({}, dead.db);
    expect((await get(app, '/api/live')).statusCode).toBe(200);
    const ready = await get(app, '/api/ready');
    expect(ready.statusCode).toBe(503);
    expect(envelope(ready)).toMatchObject({
      errorCode: 'SERVICE_UNAVAILABLE',
      checks: { running: 'ok', database: 'failed', migrations: 'failed', redis: 'skipped' },
    });
    expect((await get(app, '/api/health')).statusCode).toBe(503);
  });

  it('answers 503 naming the running check from the moment a stop begins, in the request language', async () => {
    const { app, deps } = await appWith();
    deps.lifecycle.beginStop();
    const ready = await get(app, '/api/ready');
    expect(ready.statusCode).toBe(503);
    expect(envelope(ready)).toMatchObject({
      errorCode: 'SERVICE_UNAVAILABLE',
      msg: 'This instance is not ready to serve; failed checks: running.',
      checks: { running: 'failed', database: 'skipped', migrations: 'skipped', redis: 'skipped' },
    });
    const chinese = await app.inject({ method: 'GET', url: '/api/ready', headers: { 'accept-language': 'zh-CN' } });
    expect(envelope(chinese).msg).toBe('该实例暂不可接收请求，未通过的检查：running。');
    // Still live, and still serving everything else until the listener closes.
    expect((await get(app, '/api/live')).statusCode).toBe(200);
    expect((await get(app, '/api/health')).statusCode).toBe(200);
  });

  it('checks Redis when REDIS_URL is set: not ready while nothing answers there', async () => {
    const { app } = await appWith({ REDIS_URL: `redis://127.0.0.1:${await findFreePort()}` });
    const ready = await get(app, '/api/ready');
    expect(ready.statusCode).toBe(503);
    expect(envelope(ready)).toMatchObject({
      msg: 'This instance is not ready to serve; failed checks: redis.',
      checks: { running: 'ok', database: 'ok', migrations: 'ok', redis: 'failed' },
    });
  });

  it.runIf(hasRedisServer() || process.env.CI)('is ready with a real redis-server at REDIS_URL', async () => {
    const redis = await startRedis();
    const app = await buildTestApp(database.db, { REDIS_URL: redis.url });
    try {
      const ready = await get(app, '/api/ready');
      expect(ready.statusCode).toBe(200);
      expect(envelope(ready).data).toMatchObject({ checks: { redis: 'ok' } });
    } finally {
      await app.close();
      await redis.stop();
    }
  });

  it('names the instance in x-instance only when INSTANCE_ID is set', async () => {
    const named = await buildTestApp(database.db, { INSTANCE_ID: 'web-2' });
    apps.push(named);
    expect((await get(named, '/api/live')).headers['x-instance']).toBe('web-2');
    const { app } = await appWith();
    expect((await get(app, '/api/live')).headers['x-instance']).toBeUndefined();
  });
});
