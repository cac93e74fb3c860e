import type { Game } from '@gs/shared/games';
import type { SellingRegionOption } from '@gs/shared/selling-regions';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginDemoUser } from '../../../test/catalogue-fixtures.ts';
import { buildTestApp, createTestDatabase, envelope, type TestDatabase } from '../../../test/helpers.ts';

let database: TestDatabase;
let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db);
  token = await loginDemoUser(app);
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { host: 'localhost', token, ...headers } });
const options = async (url: string) => {
  const response = await get(url);
  expect(response.statusCode, `${url} ${response.body.slice(0, 200)}`).toBe(200);
  return envelope<SellingRegionOption[]>(response).data;
};
const gameNamed = async (name: string, host = 'localhost') => {
  const response = await app.inject({ method: 'GET', url: '/api/web/game/Type', headers: { host } });
  const game = envelope<Game[]>(response).data.find((candidate) => candidate.name === name);
  if (!game) throw new Error(`no game ${name}`);
  return game;
};
/** The refusal in both languages: status, envelope code and the two sentences. */
const refusal = async (url: string) => {
  const en = await get(url, { 'accept-language': 'en-US' });
  const zh = await get(url, { 'accept-language': 'zh-CN' });
  expect(zh.statusCode).toBe(en.statusCode);
  return { status: en.statusCode, body: envelope(en), en: envelope(en).msg, zh: envelope(zh).msg };
};
const names = (list: SellingRegionOption[]) => list.map((option) => option.name);

describe('GET /api/need/operator/list', () => {
  it('answers a mobile game’s system + operator pairs by operator node', async () => {
    const game = await gameNamed('王者荣耀');
    const operators = await options(`/api/need/operator/list?gameId=${game.id}`);
    expect(names(operators)).toEqual(['安卓 QQ', '安卓 微信', '苹果 QQ', '苹果 微信']);
    for (const operator of operators) {
      expect(operator).toMatchObject({ kind: 'operator', hasChildren: true });
      expect(operator.path.map((step) => step.kind)).toEqual(['system', 'operator']);
      expect(operator.path[1]?.id).toBe(operator.id);
    }
    expect(operators.map((operator) => operator.key)).toEqual(['qq', 'wechat', 'qq', 'wechat']);
  });

  it('answers an empty list for a PC game', async () => {
    const game = await gameNamed('英雄联盟');
    expect(await options(`/api/need/operator/list?gameId=${game.id}`)).toEqual([]);
  });
});

describe('GET /api/need/area/list', () => {
  it('answers the regions under a mobile game’s operator', async () => {
    const game = await gameNamed('王者荣耀');
    const [androidQq, , iosQq] = await options(`/api/need/operator/list?gameId=${game.id}`);
    const areas = await options(`/api/need/area/list?gameId=${game.id}&operatorId=${androidQq?.id}`);
    expect(areas.length).toBeGreaterThan(0);
    expect(areas[0]).toMatchObject({ kind: 'region', name: '1-300区', key: '', hasChildren: true });
    for (const area of areas) {
      expect(area.path.map((step) => step.name)).toEqual(['安卓', 'QQ', area.name]);
    }
    const iosAreas = await options(`/api/need/area/list?gameId=${game.id}&operatorId=${iosQq?.id}`);
    expect(iosAreas.every((area) => area.path[0]?.name === '苹果')).toBe(true);
    expect(iosAreas.map((area) => area.id)).not.toContain(areas[0]?.id);
  });

  it('answers a PC game’s regions without an operator', async () => {
    const game = await gameNamed('英雄联盟');
    const areas = await options(`/api/need/area/list?gameId=${game.id}`);
    expect(names(areas)).toEqual(['电信', '网通', '其他']);
    expect(areas.every((area) => area.kind === 'region' && area.path.length === 1)).toBe(true);
    expect(await options(`/api/need/area/list?gameId=${game.id}&operatorId=`)).toEqual(areas);
  });
});

describe('GET /api/need/server/list', () => {
  it('answers the servers under a region with their full path', async () => {
    const game = await gameNamed('英雄联盟');
    const [telecom] = await options(`/api/need/area/list?gameId=${game.id}`);
    const servers = await options(`/api/need/server/list?areaId=${telecom?.id}`);
    expect(names(servers)).toContain('艾欧尼亚');
    for (const server of servers) {
      expect(server).toMatchObject({ kind: 'server', hasChildren: false });
      expect(server.path.map((step) => [step.name, step.kind])).toEqual([
        ['电信', 'region'],
        [server.name, 'server'],
      ]);
    }
  });
});

describe('the three pickers chained', () => {
  it('give a mobile listing a system → operator → region → server path that the catalogue knows', async () => {
    const game = await gameNamed('王者荣耀');
    const operators = await options(`/api/need/operator/list?gameId=${game.id}`);
    const operator = operators[3];
    const [area] = await options(`/api/need/area/list?gameId=${game.id}&operatorId=${operator?.id}`);
    const [server] = await options(`/api/need/server/list?areaId=${area?.id}`);
    expect(server?.path.map((step) => step.kind)).toEqual(['system', 'operator', 'region', 'server']);
    expect(server?.path.slice(0, 2)).toEqual(operator?.path);
    expect(server?.path.slice(0, 3)).toEqual(area?.path);
    expect(server?.path[3]?.id).toBe(server?.id);
    // The catalogue's own tree agrees: each step is a child of the one before.
    for (const [index, step] of (server?.path ?? []).entries()) {
      const parentId = index === 0 ? '' : String(server?.path[index - 1]?.id);
      const level = await app.inject({
        method: 'GET',
        url: `/api/web/keylist?gameId=${game.id}&parentId=${parentId}`,
        headers: { host: 'localhost' },
      });
      expect(envelope<{ id: number }[]>(level).data.map((node) => node.id)).toContain(step.id);
    }
  });

  it('give a PC listing a region → server path', async () => {
    const game = await gameNamed('英雄联盟');
    expect(await options(`/api/need/operator/list?gameId=${game.id}`)).toEqual([]);
    const areas = await options(`/api/need/area/list?gameId=${game.id}`);
    const area = areas[1];
    const servers = await options(`/api/need/server/list?areaId=${area?.id}`);
    expect(servers.length).toBeGreaterThan(0);
    expect(servers.every((server) => server.path[0]?.id === area?.id && server.path.length === 2)).toBe(true);
  });
});

describe('refusals', () => {
  it('answer 401 without login, before looking at the query', async () => {
    for (const url of ['/api/need/operator/list?gameId=1', '/api/need/area/list', '/api/need/server/list?areaId=x']) {
      const response = await app.inject({ method: 'GET', url, headers: { host: 'localhost' } });
      expect(response.statusCode, url).toBe(401);
      expect(envelope(response)).toMatchObject({ code: 401, errorCode: 'UNAUTHORIZED' });
    }
  });

  it('answer 404 for another tenant’s game or region and for an unknown game', async () => {
    const novaGame = await gameNamed('Naraka: Bladepoint', 'nova.localhost');
    for (const path of ['/api/need/operator/list', '/api/need/area/list']) {
      const foreign = await refusal(`${path}?gameId=${novaGame.id}`);
      expect(foreign.status, path).toBe(404);
      expect(foreign.body).toMatchObject({ code: 404, errorCode: 'NOT_FOUND' });
      expect(foreign.en).toBe(`Game ${novaGame.id} does not exist in this store.`);
      expect(foreign.zh).toBe(`本店没有编号为 ${novaGame.id} 的游戏。`);
      expect((await refusal(`${path}?gameId=999999`)).status).toBe(404);
    }
    const novaToken = await loginDemoUser(app, 'buyer', 'nova.localhost');
    const novaAreas = await app.inject({
      method: 'GET',
      url: `/api/need/area/list?gameId=${novaGame.id}`,
      headers: { host: 'nova.localhost', token: novaToken },
    });
    const novaArea = envelope<SellingRegionOption[]>(novaAreas).data.find((area) => area.kind === 'region');
    const foreignArea = await refusal(`/api/need/server/list?areaId=${novaArea?.id}`);
    expect(foreignArea.status).toBe(404);
    expect(foreignArea.en).toBe(`Region ${novaArea?.id} does not exist in this store.`);
    expect(foreignArea.zh).toBe(`本店没有编号为 ${novaArea?.id} 的大区。`);
    expect((await refusal('/api/need/server/list?areaId=999999')).status).toBe(404);
  });

  it('answer 400 for an operator missing or not of the game', async () => {
    const mobile = await gameNamed('王者荣耀');
    const pc = await gameNamed('英雄联盟');
    const missing = await refusal(`/api/need/area/list?gameId=${mobile.id}`);
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: 400, errorCode: 'BAD_REQUEST' });
    expect(missing.en).toBe('Pick the system and operator first: this game’s regions lie under an operator.');
    expect(missing.zh).toBe('请先选择系统和运营商：该游戏的大区在运营商之下。');

    const [operator] = await options(`/api/need/operator/list?gameId=${mobile.id}`);
    const [pcArea] = await options(`/api/need/area/list?gameId=${pc.id}`);
    // An operator of another game, a system (not an operator), a region, and any operator for a PC game.
    const wrong = [
      [mobile.id, pcArea?.id],
      [mobile.id, operator?.path[0]?.id],
      [pc.id, operator?.id],
      [mobile.id, 999999],
    ] as const;
    for (const [gameId, operatorId] of wrong) {
      const answer = await refusal(`/api/need/area/list?gameId=${gameId}&operatorId=${operatorId}`);
      expect(answer.status, `${gameId}/${operatorId}`).toBe(400);
      expect(answer.en).toBe(
        `Operator ${operatorId} is not an operator of this game; pick one from the operator list.`,
      );
      expect(answer.zh).toBe(`编号为 ${operatorId} 的运营商不属于该游戏，请从运营商列表中选择。`);
    }
  });

  it('answer 400 for an areaId that is no region, and for malformed ids', async () => {
    const mobile = await gameNamed('王者荣耀');
    const [operator] = await options(`/api/need/operator/list?gameId=${mobile.id}`);
    const [area] = await options(`/api/need/area/list?gameId=${mobile.id}&operatorId=${operator?.id}`);
    const [server] = await options(`/api/need/server/list?areaId=${area?.id}`);
    for (const id of [operator?.id, operator?.path[0]?.id, server?.id]) {
      const answer = await refusal(`/api/need/server/list?areaId=${id}`);
      expect(answer.status, String(id)).toBe(400);
      expect(answer.en).toBe(`Node ${id} is not a region; pick one from the region list.`);
      expect(answer.zh).toBe(`编号为 ${id} 的节点不是大区，请从大区列表中选择。`);
    }
    for (const url of [
      '/api/need/operator/list',
      '/api/need/operator/list?gameId=abc',
      `/api/need/area/list?gameId=${mobile.id}&operatorId=-1`,
      '/api/need/server/list?areaId=0',
    ]) {
      const answer = await refusal(url);
      expect(answer.status, url).toBe(400);
      expect(answer.body).toMatchObject({ code: 400, errorCode: 'VALIDATION_FAILED' });
      expect(answer.en).toMatch(/^Invalid request/);
      expect(answer.zh).toMatch(/^请求参数有误/);
    }
  });
});
