import type { Game, GameDictionary, GameRegion, GameTemplate, RegionNode } from '@gs/shared/games';
import type { LabelType, ListingSearchPage } from '@gs/shared/listings';
import type { StaffGame, StaffLabel, StaffRegionNode } from '@gs/shared/staff-catalogue';
import type { StaffAttribute, StaffChoice } from '@gs/shared/staff-templates';
import type { DecorationEntry, TenantInfo } from '@gs/shared/tenant';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestDatabase, envelope, type TestDatabase } from '../../../test/helpers.ts';
import { tenantIdOf } from '../../../test/identity-helpers.ts';
import { apiCaller, loginStaffParties } from '../../../test/staff-route-fixtures.ts';

// Issue #23, "Two languages for real": a Chinese shop's catalogue and decoration in the request's language.
let database: TestDatabase;
let app: FastifyInstance;
let owner: string;
let novaOwner: string;
let demoId: number;
let retailKey: string;

const EN = 'en-US';
const ZH = 'zh-CN';

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db);
  demoId = await tenantIdOf(database.db, 'demo');
  ({ owner, novaOwner } = await loginStaffParties(app));
  retailKey = (await publicData<TenantInfo>('/api/web/getTenant', ZH)).retailKey;
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

const call = apiCaller(() => app);

async function publicData<T>(url: string, lang: string | null, host = 'localhost'): Promise<T> {
  const response = await app.inject({
    method: 'GET',
    url,
    headers: { host, ...(lang ? { 'accept-language': lang } : {}) },
  });
  expect(response.statusCode, `${url} ${response.body.slice(0, 200)}`).toBe(200);
  return envelope<T>(response).data;
}

const gamesIn = (lang: string | null, query = '', host = 'localhost') =>
  publicData<Game[]>(`/api/web/game/Type?${query}`, lang, host);

async function staffData<T>(
  method: 'POST' | 'PUT' | 'GET',
  url: string,
  payload?: unknown,
  token = owner,
  host = 'localhost',
): Promise<T> {
  const response = await call(method, url, token, payload, host);
  expect(response.statusCode, `${method} ${url} ${response.body.slice(0, 300)}`).toBe(200);
  return envelope<T>(response).data;
}

const auditAfter = async (route: string) => {
  const rows = await database.db
    .selectFrom('staff_audit_log')
    .select(['before', 'after'])
    .where('tenant_id', '=', demoId)
    .where('route', '=', route)
    .orderBy('id', 'desc')
    .execute();
  return rows;
};

describe('the same public catalogue call in either language', () => {
  it('names the Chinese shop’s games in English for en-US and in Chinese for zh-CN (and without a header)', async () => {
    const [english, chinese, unstated] = await Promise.all([gamesIn(EN), gamesIn(ZH), gamesIn(null)]);
    const englishById = new Map(english.map((game) => [game.id, game.name]));
    expect(chinese.find((game) => game.name === '王者荣耀')).toBeDefined();
    const hok = chinese.find((game) => game.name === '王者荣耀') as Game;
    const pubg = chinese.find((game) => game.name === '和平精英') as Game;
    const genshin = chinese.find((game) => game.name === '原神') as Game;
    expect(englishById.get(hok.id)).toBe('Honor of Kings');
    expect(englishById.get(pubg.id)).toBe('Peacekeeper Elite');
    expect(englishById.get(genshin.id)).toBe('Genshin Impact');
    // The shop's own language when the request names none.
    expect(unstated.map((game) => game.name)).toEqual(chinese.map((game) => game.name));
    // Everything else about the games is the same, but the A–Z letter: the English name's, not the pinyin's.
    const rest = ({ name: _name, initial: _initial, ...other }: Game) => other;
    expect(english.map(rest)).toEqual(chinese.map(rest));
    expect(hok.initial).toBe('W');
    expect(english.find((game) => game.id === hok.id)?.initial).toBe('H');
  });

  it('files a game under its English name’s letter in English, under its pinyin letter in Chinese', async () => {
    const names = async (lang: string, initial: string) =>
      (await gamesIn(lang, `initial=${initial}`)).map((game) => game.name);
    expect(await names(EN, 'H')).toContain('Honor of Kings');
    expect(await names(EN, 'W')).not.toContain('Honor of Kings');
    expect(await names(ZH, 'W')).toContain('王者荣耀');
    expect(await names(ZH, 'H')).not.toContain('王者荣耀');
  });

  it('finds a game by either of its names in either language', async () => {
    const byEnglish = await gamesIn(ZH, 'keyword=honor');
    expect(byEnglish.map((game) => game.name)).toEqual(['王者荣耀']);
    const byChinese = await gamesIn(EN, `keyword=${encodeURIComponent('王者')}`);
    expect(byChinese.map((game) => game.name)).toEqual(['Honor of Kings']);
  });

  it('names systems, operators, regions, attributes, choices and labels in the request’s language', async () => {
    const hok = (await gamesIn(ZH)).find((game) => game.name === '王者荣耀') as Game;
    const rootsZh = await publicData<RegionNode[]>(`/api/web/keylist?gameId=${hok.id}`, ZH);
    const rootsEn = await publicData<RegionNode[]>(`/api/web/keylist?gameId=${hok.id}`, EN);
    expect(rootsZh.map((node) => node.name)).toEqual(['安卓', '苹果']);
    expect(rootsEn.map((node) => node.name)).toEqual(['Android', 'iOS']);
    const android = rootsEn[0] as RegionNode;
    const operatorsEn = await publicData<RegionNode[]>(`/api/web/keylist?gameId=${hok.id}&parentId=${android.id}`, EN);
    const operatorsZh = await publicData<RegionNode[]>(`/api/web/keylist?gameId=${hok.id}&parentId=${android.id}`, ZH);
    expect(operatorsEn.map((node) => node.name)).toEqual(['QQ', 'WeChat']);
    expect(operatorsZh.map((node) => node.name)).toEqual(['QQ', '微信']);

    const regionsEn = await publicData<GameRegion[]>(`/api/H5/GetGameDQ?gameId=${hok.id}`, EN);
    expect(regionsEn[0]?.name).toBe('Servers 1-300');
    expect(regionsEn[0]?.path.map((node) => node.name)).toEqual(['Android', 'QQ']);

    const templateEn = await publicData<GameTemplate>(`/api/web/gameTemp?gameId=${hok.id}`, EN);
    const templateZh = await publicData<GameTemplate>(`/api/web/gameTemp?gameId=${hok.id}`, ZH);
    expect(templateEn.game.name).toBe('Honor of Kings');
    const rankEn = templateEn.attributes.find((attribute) => attribute.name === 'Rank');
    const rankZh = templateZh.attributes.find((attribute) => attribute.name === '段位');
    expect(rankEn?.id).toBe(rankZh?.id);
    expect(rankEn?.choices.slice(0, 2).map((choice) => choice.name)).toEqual(['Bronze', 'Silver']);
    expect(rankZh?.choices.slice(0, 2).map((choice) => choice.name)).toEqual(['倔强青铜', '秩序白银']);

    const dictionaryEn = await publicData<GameDictionary>(`/api/web/good/attr/info?gameId=${hok.id}`, EN);
    expect(dictionaryEn.attributes.map((attribute) => attribute.name)).toContain('VIP level');

    const labelsEn = await publicData<LabelType[]>('/api/account/config/labelType', EN);
    const labelsZh = await publicData<LabelType[]>('/api/account/config/labelType', ZH);
    expect(labelsEn.map((label) => label.name)).toContain('Retrieval cover');
    expect(labelsZh.map((label) => label.name)).toContain('找回包赔');
  });

  it('renders listings with the game, region path, attribute values and badges of the request’s language', async () => {
    const hok = (await gamesIn(ZH)).find((game) => game.name === '王者荣耀') as Game;
    const search = async (lang: string) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/web/good/allList',
        headers: { host: 'localhost', 'accept-language': lang },
        payload: { retailKey, gameId: hok.id, pageSize: 5 },
      });
      expect(response.statusCode, response.body).toBe(200);
      return envelope<ListingSearchPage>(response).data;
    };
    const [english, chinese] = await Promise.all([search(EN), search(ZH)]);
    const first = english.rows[0];
    expect(first?.gameName).toBe('Honor of Kings');
    expect(chinese.rows[0]?.gameName).toBe('王者荣耀');
    expect(first?.regionNames[0]).toMatch(/^(Android|iOS)$/);
    expect(chinese.rows[0]?.regionNames[0]).toMatch(/^(安卓|苹果)$/);
    expect(first?.badges.find((badge) => badge.type === 'kind')?.label).toMatch(
      /^(Self-operated|Consignment|Special offer)$/,
    );
  });

  it('serves the hot searches, navigation labels and the notice strip in the request’s language', async () => {
    const [tenantEn, tenantZh] = await Promise.all([
      publicData<TenantInfo>('/api/web/getTenant', EN),
      publicData<TenantInfo>('/api/web/getTenant', ZH),
    ]);
    expect(tenantZh.hotSearches).toEqual(['王者荣耀', '和平精英', '原神']);
    expect(tenantEn.hotSearches).toEqual(['Honor of Kings', 'Peacekeeper Elite', 'Genshin Impact']);

    const titles = (entries: DecorationEntry[], area: number) =>
      entries.find((entry) => entry.area === area)?.decorationInfos.map((info) => info.title) ?? [];
    const [decorationEn, decorationZh] = await Promise.all([
      publicData<DecorationEntry[]>('/api/web/decoration/type?type=1&state=1', EN),
      publicData<DecorationEntry[]>('/api/web/decoration/type?type=1&state=1', ZH),
    ]);
    expect(titles(decorationZh, 2).slice(0, 2)).toEqual(['我要买', '我要卖']);
    expect(titles(decorationEn, 2).slice(0, 2)).toEqual(['Buy', 'Sell']);
    expect(titles(decorationEn, 3)).toContain('Honor of Kings');
    expect(titles(decorationEn, 4)).toEqual(['Retrieval cover on every order', 'Verify staff before you pay']);
    expect(titles(decorationZh, 5)[0]).toBe('关于加强账号换绑审核的公告');
    expect(titles(decorationEn, 5)[0]).toBe('Stricter checks on account rebinding');
  });

  it('keeps the English shop in English whatever the request’s language', async () => {
    const [english, chinese] = await Promise.all([
      gamesIn(EN, '', 'nova.localhost'),
      gamesIn(ZH, '', 'nova.localhost'),
    ]);
    expect(chinese.map((game) => game.name)).toEqual(english.map((game) => game.name));
    expect(chinese.map((game) => game.name)).toContain('Honor of Kings');
  });
});

describe('staff write both names', () => {
  const gameInput = (overrides: Record<string, unknown> = {}) => ({
    name: '双语测试游戏',
    keyword: 'syc',
    initial: 'S',
    type: 'mobile',
    icon: '',
    sort: 50,
    hot: false,
    ...overrides,
  });

  it('saves a game’s English name, serves it at once in English, and audits the change', async () => {
    const created = await staffData<StaffGame>('POST', '/staff/catalogue/games', gameInput());
    expect(created.nameEn).toBe('');
    // Fallback: no English name yet, so English readers see the shop's name.
    expect((await gamesIn(EN)).find((game) => game.id === created.id)?.name).toBe('双语测试游戏');

    const updated = await staffData<StaffGame>(
      'PUT',
      `/staff/catalogue/games/${created.id}`,
      gameInput({ nameEn: '  Bilingual Test Game ' }),
    );
    expect(updated).toMatchObject({ name: '双语测试游戏', nameEn: 'Bilingual Test Game' });
    expect((await gamesIn(EN)).find((game) => game.id === created.id)?.name).toBe('Bilingual Test Game');
    expect((await gamesIn(ZH)).find((game) => game.id === created.id)?.name).toBe('双语测试游戏');

    const [entry] = await auditAfter('/api/staff/catalogue/games/:id');
    expect(entry?.before).toMatchObject({ id: created.id, nameEn: '' });
    expect(entry?.after).toMatchObject({ id: created.id, nameEn: 'Bilingual Test Game' });

    // An edit that leaves the English name out keeps it; a blank one (zero-width space) empties it.
    await staffData('PUT', `/staff/catalogue/games/${created.id}`, gameInput({ sort: 51 }));
    expect((await gamesIn(EN)).find((game) => game.id === created.id)?.name).toBe('Bilingual Test Game');
    const cleared = await staffData<StaffGame>(
      'PUT',
      `/staff/catalogue/games/${created.id}`,
      gameInput({ nameEn: ' \u200b ' }),
    );
    expect(cleared.nameEn).toBe('');
    expect((await gamesIn(EN)).find((game) => game.id === created.id)?.name).toBe('双语测试游戏');
  });

  it('refuses an English name over the limit on its field, in the reader’s language', async () => {
    const response = await call('POST', '/staff/catalogue/games', owner, gameInput({ nameEn: 'x'.repeat(61) }));
    expect(response.statusCode).toBe(400);
    const body = envelope<unknown>(response) as unknown as { fields?: { field: string }[] };
    expect(JSON.stringify(body)).toContain('nameEn');
  });

  it('saves English names of regions, attributes, choices and labels, each served by language and audited', async () => {
    const game = await staffData<StaffGame>('POST', '/staff/catalogue/games', gameInput({ name: '双语区服游戏' }));
    const system = await staffData<StaffRegionNode>('POST', '/staff/catalogue/regions', {
      gameId: game.id,
      parentId: null,
      name: '安卓',
      nameEn: 'Android',
      key: 'android',
    });
    expect(system.nameEn).toBe('Android');
    const renamed = await staffData<StaffRegionNode>('PUT', `/staff/catalogue/regions/${system.id}`, {
      name: '安卓',
      nameEn: 'Android phones',
      key: 'android',
    });
    expect(renamed.nameEn).toBe('Android phones');
    const [regionAudit] = await auditAfter('/api/staff/catalogue/regions/:id');
    expect(regionAudit?.before).toMatchObject({ id: system.id, nameEn: 'Android' });
    expect(regionAudit?.after).toMatchObject({ id: system.id, nameEn: 'Android phones' });
    const roots = (lang: string) => publicData<RegionNode[]>(`/api/web/keylist?gameId=${game.id}`, lang);
    expect((await roots(EN)).map((node) => node.name)).toEqual(['Android phones']);
    expect((await roots(ZH)).map((node) => node.name)).toEqual(['安卓']);

    const attribute = await staffData<StaffAttribute>('POST', `/staff/catalogue/templates/${game.id}/attributes`, {
      name: '段位',
      nameEn: 'Rank',
      kind: 'single',
      required: false,
      searchable: true,
      onRecycleForm: false,
    });
    expect(attribute.nameEn).toBe('Rank');
    const choice = await staffData<StaffChoice>('POST', `/staff/catalogue/attributes/${attribute.id}/choices`, {
      name: '青铜',
      nameEn: 'Bronze',
    });
    const plain = await staffData<StaffChoice>('POST', `/staff/catalogue/attributes/${attribute.id}/choices`, {
      name: '白银',
    });
    expect([choice.nameEn, plain.nameEn]).toEqual(['Bronze', '']);
    const choiceUpdate = await staffData<StaffChoice>('PUT', `/staff/catalogue/choices/${choice.id}`, {
      name: '青铜',
      nameEn: 'Bronze III',
      enabled: true,
    });
    expect(choiceUpdate.nameEn).toBe('Bronze III');
    const [choiceAudit] = await auditAfter('/api/staff/catalogue/choices/:id');
    expect(choiceAudit?.before).toMatchObject({ id: choice.id, nameEn: 'Bronze' });
    expect(choiceAudit?.after).toMatchObject({ id: choice.id, nameEn: 'Bronze III' });

    const templateEn = await publicData<GameTemplate>(`/api/web/gameTemp?gameId=${game.id}`, EN);
    const templateZh = await publicData<GameTemplate>(`/api/web/gameTemp?gameId=${game.id}`, ZH);
    expect(templateEn.attributes.map((a) => [a.name, a.choices.map((c) => c.name)])).toEqual([
      ['Rank', ['Bronze III', '白银']],
    ]);
    expect(templateZh.attributes.map((a) => [a.name, a.choices.map((c) => c.name)])).toEqual([
      ['段位', ['青铜', '白银']],
    ]);

    const label = await staffData<StaffLabel>('POST', '/staff/catalogue/labels', {
      name: '双语标签',
      nameEn: 'Bilingual badge',
      color: '#123456',
    });
    expect(label.nameEn).toBe('Bilingual badge');
    const labelsEn = await publicData<LabelType[]>('/api/account/config/labelType', EN);
    expect(labelsEn.find((entry) => entry.id === label.id)?.name).toBe('Bilingual badge');
    const labelsZh = await publicData<LabelType[]>('/api/account/config/labelType', ZH);
    expect(labelsZh.find((entry) => entry.id === label.id)?.name).toBe('双语标签');
  });

  it('keeps shops apart: another shop’s owner cannot rename this shop’s game, and its own names are untouched', async () => {
    const hok = (await gamesIn(ZH)).find((game) => game.name === '王者荣耀') as Game;
    const response = await call(
      'PUT',
      `/staff/catalogue/games/${hok.id}`,
      novaOwner,
      gameInput({ name: 'Taken over', nameEn: 'Taken over' }),
      'nova.localhost',
    );
    expect(response.statusCode).toBe(404);
    expect((await gamesIn(EN)).find((game) => game.id === hok.id)?.name).toBe('Honor of Kings');
    const lumen = await gamesIn(EN, '', 'lumen.localhost');
    expect(lumen.some((game) => game.id === hok.id)).toBe(false);
  });
});

describe('staff write a decoration entry’s English title', () => {
  it('publishes both titles and the storefront shows the one of the request’s language', async () => {
    const draft = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
      staffData<{ id: number; titleEn: string }>(method, `/staff/decoration${url}`, payload);
    const entry = await draft('POST', '/entries', {
      area: 5,
      image: '',
      title: '双语公告条',
      titleEn: 'Bilingual notice strip',
      link: '/pages/other/gonggao',
      startsAt: null,
      endsAt: null,
    });
    expect(entry.titleEn).toBe('Bilingual notice strip');
    await draft('POST', '/publish');
    const strip = async (lang: string) =>
      (await publicData<DecorationEntry[]>('/api/web/decoration/type?type=1&state=1', lang))
        .find((area) => area.area === 5)
        ?.decorationInfos.map((info) => info.title) ?? [];
    expect(await strip(EN)).toContain('Bilingual notice strip');
    expect(await strip(ZH)).toContain('双语公告条');
    expect(await strip(ZH)).not.toContain('Bilingual notice strip');
  });
});
