import type { DictData } from '@gs/shared/dictionaries';
import {
  attributeKinds,
  type Game,
  type GameDictionary,
  type GameRegion,
  type GameTemplate,
  type GameTemplateBrief,
  type HeroSkins,
  type RegionNode,
} from '@gs/shared/games';
import type { LabelType } from '@gs/shared/listings';
import type { TenantInfo } from '@gs/shared/tenant';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestDatabase, envelope, type TestDatabase } from '../../../test/helpers.ts';

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

const hosts = { demo: 'localhost', nova: 'nova.localhost', lumen: 'lumen.localhost', closed: 'closed.localhost' };

const get = (url: string, host = 'localhost') => app.inject({ method: 'GET', url, headers: { host } });
const data = async <T>(url: string, host = 'localhost') => {
  const response = await get(url, host);
  expect(response.statusCode, `${url} ${response.body.slice(0, 200)}`).toBe(200);
  return envelope<T>(response).data;
};
const gamesOf = (host: string, query = '') => data<Game[]>(`/api/web/game/Type?${query}`, host);
const gameNamed = async (name: string, host = 'localhost') => {
  const game = (await gamesOf(host)).find((candidate) => candidate.name === name);
  if (!game) throw new Error(`no game ${name}`);
  return game;
};

describe('GET /api/web/game/Type', () => {
  it.each(Object.entries(hosts))(
    'gives %s 8 games, mobile and PC, with icons and listing counts',
    async (_code, host) => {
      const games = await gamesOf(host);
      expect(games.length).toBeGreaterThanOrEqual(8);
      expect(new Set(games.map((game) => game.type))).toEqual(new Set(['mobile', 'pc']));
      for (const game of games) {
        expect(game.icon).toMatch(/^\/uploads\/tenants\/.+\/icon\.webp$/);
        expect(game.initial).toMatch(/^[A-Z#]$/);
        expect(game.listingCount).toBe(42);
      }
      const icon = await get(games[0]?.icon ?? '', host);
      expect(icon.headers['content-type']).toBe('image/webp');
      expect(icon.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    },
  );

  it('has each tenant’s three hot searches among its games', async () => {
    for (const host of Object.values(hosts)) {
      const tenant = envelope<TenantInfo>(await get('/api/web/getTenant', host)).data;
      const names = (await gamesOf(host)).map((game) => game.name);
      expect(names).toEqual(expect.arrayContaining(tenant.hotSearches));
    }
  });

  it('filters by type, keyword (name or alias, any case) and initial', async () => {
    const pc = await gamesOf('localhost', 'type=pc');
    expect(pc.length).toBeGreaterThan(0);
    expect(pc.every((game) => game.type === 'pc')).toBe(true);
    expect((await gamesOf('localhost', `keyword=${encodeURIComponent('王者')}`)).map((g) => g.name)).toEqual([
      '王者荣耀',
    ]);
    expect((await gamesOf('localhost', 'keyword=LOL')).map((g) => g.name)).toEqual(['英雄联盟']);
    expect((await gamesOf('nova.localhost', 'keyword=naraka')).map((g) => g.name)).toEqual(['Naraka: Bladepoint']);
    const y = await gamesOf('localhost', 'initial=y');
    expect(y.map((g) => g.name).sort()).toEqual(['原神', '永劫无间', '英雄联盟'].sort());
    expect(await gamesOf('localhost', 'type=&keyword=&initial=')).toHaveLength((await gamesOf('localhost')).length);
    expect((await get('/api/web/game/Type?type=console')).statusCode).toBe(400);
  });

  it('keeps tenants apart: English games on nova, Chinese on demo', async () => {
    const nova = (await gamesOf('nova.localhost')).map((game) => game.name);
    expect(nova).toContain('Honor of Kings');
    expect(nova).not.toContain('王者荣耀');
  });
});

describe('templates and dictionaries', () => {
  it('gives every game a template using every attribute kind, with flags and choices', async () => {
    for (const game of await gamesOf('localhost')) {
      const template = await data<GameTemplate>(`/api/web/gameTemp?gameId=${game.id}`);
      expect(template.game).toEqual(game);
      const kinds = new Set(template.attributes.map((attribute) => attribute.kind));
      expect([...kinds].sort()).toEqual([...attributeKinds].sort());
      for (const attribute of template.attributes) {
        if (['single', 'multiple', 'level'].includes(attribute.kind))
          expect(attribute.choices.length).toBeGreaterThan(0);
        if (attribute.kind === 'level') expect(attribute.levels.length).toBeGreaterThan(1);
        if (attribute.kind === 'number') expect(attribute.min).not.toBeNull();
      }
      expect(template.attributes.some((attribute) => attribute.searchable)).toBe(true);
      expect(template.attributes.some((attribute) => attribute.required)).toBe(true);
      expect(template.attributes.some((attribute) => attribute.onRecycleForm)).toBe(true);
    }
  });

  it('answers the template without choices on gameTempAttr', async () => {
    const game = await gameNamed('王者荣耀');
    const brief = await data<GameTemplateBrief>(`/api/web/gameTempAttr?gameId=${game.id}`);
    const full = await data<GameTemplate>(`/api/web/gameTemp?gameId=${game.id}`);
    expect(brief.gameId).toBe(game.id);
    expect(brief.attributes.map((a) => a.name)).toEqual(full.attributes.map((a) => a.name));
    expect(brief.attributes.every((a) => !('choices' in a))).toBe(true);
    expect(brief.attributes.find((a) => a.name === '英雄数量')).toMatchObject({ kind: 'number', unit: '个', min: 10 });
  });

  it('answers the dictionary: every choice by id, with its attribute', async () => {
    const game = await gameNamed('王者荣耀');
    const dictionary = await data<GameDictionary>(`/api/web/good/attr/info?gameId=${game.id}`);
    const template = await data<GameTemplate>(`/api/web/gameTemp?gameId=${game.id}`);
    const noble = template.attributes.find((a) => a.name === '贵族等级');
    const v8 = noble?.choices.find((c) => c.name === 'V8');
    expect(dictionary.choices[String(v8?.id)]).toEqual({ attributeId: noble?.id, name: 'V8' });
    const choiceCount = template.attributes.reduce((sum, a) => sum + a.choices.length, 0);
    expect(Object.keys(dictionary.choices)).toHaveLength(choiceCount);
    expect(dictionary.attributes.find((a) => a.kind === 'level')?.levels).toEqual(['市标', '省标', '国标']);
  });

  it('answers 404 for a game of another tenant, 400 for a missing gameId', async () => {
    const novaGame = await gameNamed('Honor of Kings', 'nova.localhost');
    for (const path of ['/api/web/gameTemp', '/api/web/gameTempAttr', '/api/web/good/attr/info', '/api/H5/GetGameDQ']) {
      const response = await get(`${path}?gameId=${novaGame.id}`, 'localhost');
      expect(response.statusCode, path).toBe(404);
      expect(envelope(response).errorCode).toBe('NOT_FOUND');
      expect((await get(path)).statusCode).toBe(400);
    }
  });
});

describe('region trees', () => {
  it('walks a mobile game from system to server, by parentId or by systemKey', async () => {
    const game = await gameNamed('王者荣耀');
    const roots = await data<RegionNode[]>(`/api/web/keylist?gameId=${game.id}`);
    expect(roots.map((node) => [node.name, node.kind, node.key, node.level])).toEqual([
      ['安卓', 'system', 'android', 1],
      ['苹果', 'system', 'ios', 1],
    ]);
    const operators = await data<RegionNode[]>(`/api/web/keylist?gameId=${game.id}&systemKey=ios`);
    expect(operators.map((node) => node.name)).toEqual(['QQ', '微信']);
    const byParent = await data<RegionNode[]>(`/api/web/keylist?gameId=${game.id}&parentId=${roots[1]?.id}`);
    expect(byParent).toEqual(operators);
    const regions = await data<RegionNode[]>(`/api/web/keylist?gameId=${game.id}&parentId=${operators[0]?.id}`);
    expect(regions.every((node) => node.kind === 'region' && node.hasChildren)).toBe(true);
    const servers = await data<RegionNode[]>(`/api/web/districtSuit?parentId=${regions[0]?.id}`);
    expect(servers.length).toBe(4);
    expect(
      servers.every((node) => node.kind === 'server' && !node.hasChildren && node.parentId === regions[0]?.id),
    ).toBe(true);
  });

  it('walks a PC game from region to server', async () => {
    const game = await gameNamed('英雄联盟');
    const roots = await data<RegionNode[]>(`/api/web/keylist?gameId=${game.id}&parentId=`);
    expect(roots.map((node) => node.name)).toEqual(['电信', '网通', '其他']);
    expect(roots.every((node) => node.kind === 'region')).toBe(true);
    const servers = await data<RegionNode[]>(`/api/web/districtSuit?parentId=${roots[0]?.id}`);
    expect(servers.map((node) => node.name)).toContain('艾欧尼亚');
  });

  it('lists the regions with their paths for the mobile layout', async () => {
    const game = await gameNamed('王者荣耀');
    const regions = await data<GameRegion[]>(`/api/H5/GetGameDQ?gameId=${game.id}`);
    expect(regions).toHaveLength(12);
    expect(regions[0]).toMatchObject({ kind: 'region', name: '1-300区' });
    expect(regions[0]?.path.map((node) => node.name)).toEqual(['安卓', 'QQ']);
  });

  it('answers 404 for a node of another game or tenant and for an unknown system key', async () => {
    const wzry = await gameNamed('王者荣耀');
    const lol = await gameNamed('英雄联盟');
    const lolRoot = (await data<RegionNode[]>(`/api/web/keylist?gameId=${lol.id}`))[0];
    expect((await get(`/api/web/keylist?gameId=${wzry.id}&parentId=${lolRoot?.id}`)).statusCode).toBe(404);
    expect((await get(`/api/web/keylist?gameId=${wzry.id}&systemKey=switch`)).statusCode).toBe(404);
    expect((await get(`/api/web/districtSuit?parentId=${lolRoot?.id}`, 'nova.localhost')).statusCode).toBe(404);
  });
});

describe('collections, labels and dictionaries', () => {
  it('groups skins by hero, each linked to a choice of the skin attribute', async () => {
    const game = await gameNamed('王者荣耀');
    const heroes = await data<HeroSkins[]>(`/api/web/goods/collect/getSkinByHero?gameId=${game.id}`);
    expect(heroes[0]).toMatchObject({ heroName: '李白' });
    expect(heroes[0]?.skins.map((skin) => skin.name)).toContain('凤求凰');
    const dictionary = await data<GameDictionary>(`/api/web/good/attr/info?gameId=${game.id}`);
    const skin = heroes[0]?.skins[0];
    expect(dictionary.choices[String(skin?.choiceId)]?.name).toBe(`李白·${skin?.name}`);
    const withoutHeroes = await gameNamed('和平精英');
    expect(await data<HeroSkins[]>(`/api/web/goods/collect/getSkinByHero?gameId=${withoutHeroes.id}`)).toEqual([]);
  });

  it('answers the tenant’s label types in its language', async () => {
    const zh = await data<LabelType[]>('/api/account/config/labelType');
    expect(zh.map((label) => label.name)).toContain('找回包赔');
    expect(zh[0]?.color).toMatch(/^#[0-9a-f]{6}$/i);
    const en = await data<LabelType[]>('/api/account/config/labelType', 'nova.localhost');
    expect(en.map((label) => label.name)).toContain('Retrieval cover');
  });

  it('answers dictionary rows by type, empty for an unknown type, 400 for a malformed one', async () => {
    const kinds = await data<DictData[]>('/api/system/dict/data/type/goods_kind');
    expect(kinds.map((row) => [row.value, row.label])).toEqual([
      ['self_operated', '自营'],
      ['consignment', '寄售'],
      ['special_offer', '特价'],
    ]);
    const fees = await data<DictData[]>('/api/system/dict/data/type/trade_fee');
    expect(fees.find((row) => row.value === 'service_fee_fen')?.label).toBe('800');
    expect(await data<DictData[]>('/api/system/dict/data/type/no_such_type')).toEqual([]);
    expect((await get('/api/system/dict/data/type/Bad-Type')).statusCode).toBe(400);
  });
});
