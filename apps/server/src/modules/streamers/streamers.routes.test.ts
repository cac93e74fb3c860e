import type { StaffStreamer, Streamer } from '@gs/shared/streamers';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginDemoUser } from '../../../test/catalogue-fixtures.ts';
import { buildTestApp, createTestDatabase, envelope, type TestDatabase } from '../../../test/helpers.ts';
import { authHeaders } from '../../../test/identity-helpers.ts';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const list = async (query = '', host = 'localhost') =>
  envelope<Streamer[]>(await app.inject({ method: 'GET', url: `/api/account/zhubo/list${query}`, headers: { host } }))
    .data;

const input = (overrides: Record<string, unknown> = {}) => ({
  name: 'Test Streamer',
  platform: 'kuaishou',
  roomUrl: 'https://live.kuaishou.example/room/1',
  avatar: '',
  games: ['Honor of Kings'],
  sort: 50,
  enabled: true,
  ...overrides,
});

describe('GET /api/account/zhubo/list', () => {
  it("answers the tenant's seeded streamers in order, filtered by type", async () => {
    const all = await list('?createId=1');
    expect(all.map((s) => s.name)).toEqual(['王者小鹿', '吃鸡老六', '原神旅行者', '峡谷阿杰']);
    expect(all[0]?.avatar).toMatch(/^\/uploads\//);
    expect((await list('?type=3&createId=1')).map((s) => s.platform)).toEqual(['huya']);
    expect((await list('?type=bilibili')).map((s) => s.name)).toEqual(['原神旅行者']);
    expect(await list('?type=0')).toHaveLength(4);
    expect(await list('?createId=7')).toHaveLength(4);
    expect((await list('', 'nova.localhost')).map((s) => s.name)).toContain('Lane Queen');
  });
});

describe('/api/staff/streamers', () => {
  it('guards every route: anonymous 401, buyer and recycler 403', async () => {
    const buyer = await loginDemoUser(app, 'buyer');
    const recycler = await loginDemoUser(app, 'recycler');
    const calls = [
      { method: 'GET' as const, url: '/api/staff/streamers' },
      { method: 'POST' as const, url: '/api/staff/streamers', payload: input() },
      { method: 'PUT' as const, url: '/api/staff/streamers/1', payload: input() },
      { method: 'DELETE' as const, url: '/api/staff/streamers/1' },
    ];
    for (const call of calls) {
      expect((await app.inject({ ...call, headers: { host: 'localhost' } })).statusCode).toBe(401);
      expect((await app.inject({ ...call, headers: authHeaders(buyer) })).statusCode).toBe(403);
      expect((await app.inject({ ...call, headers: authHeaders(recycler) })).statusCode).toBe(403);
    }
  });

  it('adds, hides, changes and removes a streamer; other tenants see and touch none of it', async () => {
    const operator = await loginDemoUser(app, 'operator', 'lumen.localhost');
    const headers = authHeaders(operator, 'lumen.localhost');
    const created = await app.inject({ method: 'POST', url: '/api/staff/streamers', headers, payload: input() });
    expect(created.statusCode).toBe(200);
    const streamer = envelope<StaffStreamer>(created).data;
    expect((await list('?type=2', 'lumen.localhost')).map((s) => s.name)).toEqual(['Test Streamer']);
    expect((await list('?type=2', 'localhost')).map((s) => s.name)).toEqual([]);

    const novaOwner = await loginDemoUser(app, 'owner', 'nova.localhost');
    const foreign = await app.inject({
      method: 'PUT',
      url: `/api/staff/streamers/${streamer.id}`,
      headers: authHeaders(novaOwner, 'nova.localhost'),
      payload: input({ enabled: false }),
    });
    expect(foreign.statusCode).toBe(404);

    const hidden = await app.inject({
      method: 'PUT',
      url: `/api/staff/streamers/${streamer.id}`,
      headers,
      payload: input({ enabled: false }),
    });
    expect(envelope<StaffStreamer>(hidden).data.enabled).toBe(false);
    expect(await list('?type=2', 'lumen.localhost')).toEqual([]);

    const unsafe = await app.inject({
      method: 'POST',
      url: '/api/staff/streamers',
      headers,
      payload: input({ roomUrl: 'javascript:alert(1)', avatar: 'https://elsewhere.example/a.png' }),
    });
    expect(unsafe.statusCode).toBe(400);

    const removed = await app.inject({ method: 'DELETE', url: `/api/staff/streamers/${streamer.id}`, headers });
    expect(removed.statusCode).toBe(200);
    const again = await app.inject({ method: 'DELETE', url: `/api/staff/streamers/${streamer.id}`, headers });
    expect(again.statusCode).toBe(404);
  });
});
