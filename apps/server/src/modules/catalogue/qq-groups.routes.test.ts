import type { Game } from '@gs/shared/games';
import type { QqGroup } from '@gs/shared/qq-groups';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestDatabase, envelope, type TestDatabase } from '../../../test/helpers.ts';
import { movableClock } from '../../../test/trade-fixtures.ts';
import { insertQqGroups } from './qq-groups.repository.ts';

let database: TestDatabase;
let app: FastifyInstance;
const clock = movableClock();

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, {}, { clock });
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

const get = (url: string, host = 'localhost') => app.inject({ method: 'GET', url, headers: { host } });
const groupsOf = async (query: string, host = 'localhost') => {
  const response = await get(`/api/V2/H5/qqGroup${query}`, host);
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  return envelope<QqGroup[]>(response).data;
};
const gameNamed = async (name: string, host = 'localhost') => {
  const games = envelope<Game[]>(await get('/api/web/game/Type', host)).data;
  const game = games.find((candidate) => candidate.name === name);
  if (!game) throw new Error(`no game ${name}`);
  return game;
};
const tenantId = async (code: string) =>
  (await database.db.selectFrom('tenants').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;

describe('GET /api/V2/H5/qqGroup', () => {
  it("gives the game's groups and the tenant-wide ones, in order", async () => {
    const game = await gameNamed('王者荣耀');
    const groups = await groupsOf(`?gameId=${game.id}`);
    expect(groups.map((group) => group.gameId)).toEqual([null, game.id]);
    expect(groups[0]).toMatchObject({ name: '官方客服总群', joinUrl: '' });
    expect(groups[0]?.number).toMatch(/^\d{5,12}$/);
    expect(groups[1]).toMatchObject({ name: '王者荣耀 交易群', joinUrl: expect.stringMatching(/^https:\/\//) });
  });

  it('gives only the tenant-wide groups without a game, or for a game without groups of its own', async () => {
    expect((await groupsOf('')).map((group) => group.gameId)).toEqual([null]);
    const other = await gameNamed('梦幻西游');
    expect((await groupsOf(`?gameId=${other.id}`)).map((group) => group.gameId)).toEqual([null]);
  });

  it('hides disabled groups and follows the sort order', async () => {
    const game = await gameNamed('和平精英');
    await insertQqGroups(database.db, await tenantId('demo'), [
      { game_id: game.id, name: '和平精英 老群（已满）', number: '123456789', enabled: false, sort: -5 },
      { game_id: game.id, name: '和平精英 置顶群', number: '123456780', sort: -1 },
    ]);
    const names = (await groupsOf(`?gameId=${game.id}`)).map((group) => group.name);
    expect(names).toEqual(['和平精英 置顶群', '官方客服总群', '和平精英 交易群']);
  });

  it("is read from the database at most once a minute per game (a staff change forgets it: shop settings' test)", async () => {
    const game = await gameNamed('原神');
    const before = (await groupsOf(`?gameId=${game.id}`)).map((group) => group.name);
    await insertQqGroups(database.db, await tenantId('demo'), [
      { game_id: game.id, name: '原神 新群', number: '223456789', sort: 99 },
    ]);
    expect((await groupsOf(`?gameId=${game.id}`)).map((group) => group.name)).toEqual(before);
    clock.advance(61_000);
    expect((await groupsOf(`?gameId=${game.id}`)).map((group) => group.name)).toEqual([...before, '原神 新群']);
  });

  it("never shows another tenant's groups", async () => {
    const game = await gameNamed('王者荣耀');
    const nova = await groupsOf('', 'nova.localhost');
    const demo = await groupsOf(`?gameId=${game.id}`);
    expect(nova.map((group) => group.name)).toEqual(['Official service group']);
    const demoIds = new Set(demo.map((group) => group.id));
    expect(nova.some((group) => demoIds.has(group.id))).toBe(false);
    // The demo game's id asked through nova's host: nova's tenant-wide group only.
    expect((await groupsOf(`?gameId=${game.id}`, 'nova.localhost')).map((group) => group.name)).toEqual([
      'Official service group',
    ]);
  });

  it.each(['0', '-1', 'abc', '1.5'])('answers 400 for gameId=%s', async (gameId) => {
    const response = await get(`/api/V2/H5/qqGroup?gameId=${gameId}`);
    expect(response.statusCode).toBe(400);
    expect(envelope(response).code).toBe(400);
  });
});
