import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginDemoUser } from './catalogue-fixtures.ts';
import { hasRedisServer, startRedis } from './chat-clients.ts';
import { buildTestApp, createTestDatabase, envelope, type TestDatabase } from './helpers.ts';

// Two instances behind a balancer (README "Several instances"): every limit holds for both together, counted in
// PostgreSQL by default and in Redis when REDIS_URL is set. Before, each process counted alone and a limit doubled.

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

/** Login checks 3 per IP and minute, browse records 2 per visitor and minute. */
const limits = { LOGIN_RATE_LIMIT_PER_IP_PER_MINUTE: '3', BROWSE_RATE_LIMIT_PER_MINUTE: '2' };

async function twoInstances(env: Record<string, string> = {}): Promise<[FastifyInstance, FastifyInstance]> {
  return Promise.all([
    buildTestApp(database.db, { ...limits, ...env }),
    buildTestApp(database.db, { ...limits, ...env }),
  ]);
}

/** Hits `hit` on the instances in turn (a, b, a, b…) and answers each status. */
async function alternate(instances: FastifyInstance[], times: number, hit: (app: FastifyInstance) => Promise<number>) {
  const codes: number[] = [];
  for (let i = 0; i < times; i++) codes.push(await hit(instances[i % instances.length] as FastifyInstance));
  return codes;
}

// An empty body is a 400, but the per-IP limit counts before validation (as for a wrong password).
const login = (remoteAddress: string) => async (app: FastifyInstance) =>
  (await app.inject({ method: 'POST', url: '/api/web/login', payload: {}, remoteAddress })).statusCode;

// The per-visitor limit is a guard (createRateLimit) after the body is parsed, besides the route's per-IP one.
const browse = (visitorId: string) => async (app: FastifyInstance) =>
  (await app.inject({ method: 'POST', url: '/api/web/save/tenantBrowse', payload: { path: '/', visitorId } }))
    .statusCode;

async function expectSharedLimits(instances: [FastifyInstance, FastifyInstance], address: string, visitor: string) {
  expect(await alternate(instances, 6, login(address))).toEqual([400, 400, 400, 429, 429, 429]);
  const limited = await instances[1].inject({
    method: 'POST',
    url: '/api/web/login',
    payload: {},
    remoteAddress: address,
  });
  expect(envelope(limited)).toMatchObject({ code: 429, errorCode: 'RATE_LIMITED' });
  expect(envelope(limited).retryAfter).toBeGreaterThan(0);
  // Another address still has its own count.
  expect(await login('10.24.9.9')(instances[0])).toBe(400);

  expect(await alternate(instances, 4, browse(visitor))).toEqual([200, 200, 429, 429]);
}

describe('rate limits across two instances on one database', () => {
  it('count in PostgreSQL without REDIS_URL: the limit trips at its max in total, not twice that', async () => {
    const instances = await twoInstances();
    try {
      await expectSharedLimits(instances, '10.24.0.1', 'visitor-shared-pg-1');
    } finally {
      await Promise.all(instances.map((app) => app.close()));
    }
    const counters = await database.db
      .selectFrom('rate_limit_counters')
      .select(['name', 'key', 'count'])
      .orderBy('name')
      .orderBy('key')
      .execute();
    expect(counters).toEqual([
      { name: 'POST /api/web/login', key: '10.24.0.1', count: 7 },
      { name: 'POST /api/web/login', key: '10.24.9.9', count: 1 },
      { name: 'POST /api/web/save/tenantBrowse', key: '127.0.0.1', count: 4 },
      { name: 'guard', key: expect.stringMatching(/^browse:\d+:visitor-shared-pg-1$/), count: 4 },
    ]);
  });

  it('hold for a route’s own limit too: the image upload’s 60 a minute per address, over both instances', async () => {
    const instances = await twoInstances();
    try {
      const token = await loginDemoUser(instances[0]);
      // A request without a file is refused (400), but counted first, as every limited request is.
      const upload = async (app: FastifyInstance) =>
        (
          await app.inject({
            method: 'POST',
            url: '/api/common/upload',
            headers: { token, authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data; boundary=x' },
            payload: '--x--\r\n',
            remoteAddress: '10.24.3.3',
          })
        ).statusCode;
      const codes = await alternate(instances, 62, upload);
      expect(codes.slice(0, 60).filter((code) => code === 429)).toEqual([]);
      expect(codes.slice(60)).toEqual([429, 429]);
    } finally {
      await Promise.all(instances.map((app) => app.close()));
    }
  });

  it.runIf(hasRedisServer() || process.env.CI)(
    'count in Redis when REDIS_URL is set, and nothing in PostgreSQL',
    async () => {
      await database.db.deleteFrom('rate_limit_counters').execute();
      const redis = await startRedis();
      const client = new Redis(redis.url);
      try {
        const instances = await twoInstances({ REDIS_URL: redis.url });
        try {
          await expectSharedLimits(instances, '10.24.0.2', 'visitor-shared-redis-1');
        } finally {
          await Promise.all(instances.map((app) => app.close()));
        }
        const keys = await client.keys('gs-rate-limit:*');
        expect(keys).toContain('gs-rate-limit:POST/api/web/login-10.24.0.2');
        expect(await client.get('gs-rate-limit:POST/api/web/login-10.24.0.2')).toBe('7');
        expect(await database.db.selectFrom('rate_limit_counters').selectAll().execute()).toEqual([]);
      } finally {
        client.disconnect();
        await redis.stop();
      }
    },
  );
});
