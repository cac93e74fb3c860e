import type { MyBidRequestPage } from '@gs/shared/bidding';
import type { MyConsignmentPage } from '@gs/shared/consignment';
import type { DictData } from '@gs/shared/dictionaries';
import type { Game, GameTemplate, HeroSkins } from '@gs/shared/games';
import type { Dashboard } from '@gs/shared/staff-dashboard';
import type { ShopSettings, StaffSettings } from '@gs/shared/staff-settings';
import type { StaffAttribute, StaffHero, StaffSkin } from '@gs/shared/staff-templates';
import type { DecorationEntry, TenantInfo } from '@gs/shared/tenant';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bidInput,
  createBiddingGame,
  demoParty,
  newRecycler,
  type Party,
  submitBid,
} from '../../../test/bidding-fixtures.ts';
import { buildTestApp, createTestDatabase, envelope, type TestDatabase } from '../../../test/helpers.ts';
import { tenantIdOf } from '../../../test/identity-helpers.ts';
import { apiCaller, loginStaffParties } from '../../../test/staff-route-fixtures.ts';
import { contextOf, movableClock } from '../../../test/trade-fixtures.ts';

// Issue #23, what the first two-language pass left in the shop's language: hot searches, hero, skin and level names,
// the dictionary rows the storefront reads, and the game names of the selling and dashboard answers.
let database: TestDatabase;
let app: FastifyInstance;
let owner: string;
let seller: Party;
let recycler: Party;
let hokId: number;
const clock = movableClock();

const EN = 'en-US';
const ZH = 'zh-CN';

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, {}, { clock });
  const demoId = await tenantIdOf(database.db, 'demo');
  // A game of the shop's language with an English name, written before the app reads the catalogue.
  const game = await createBiddingGame(database.db, demoId);
  await database.db
    .updateTable('games')
    .set({ name: '竞价测试游戏', name_en: 'Bidding Test Game' })
    .where('id', '=', game.gameId)
    .execute();
  ({ owner } = await loginStaffParties(app));
  const ctx = await contextOf(database.db, demoId, clock);
  seller = await demoParty(ctx, 'seller');
  recycler = await newRecycler(ctx, '13800002301');
  await submitBid(app, seller, bidInput(game, demoId, seller.userId));
  hokId = (await publicData<Game[]>('/web/game/Type', ZH)).find((row) => row.name === '王者荣耀')?.id ?? 0;
  expect(hokId).toBeGreaterThan(0);
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

const call = apiCaller(() => app);

async function dataOf<T>(
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  token: string | null,
  lang: string,
  payload?: unknown,
) {
  const response = await call(method, url, token, payload, 'localhost', lang);
  expect(response.statusCode, `${method} ${url} ${response.body.slice(0, 300)}`).toBe(200);
  return envelope<T>(response).data;
}

const publicData = <T>(url: string, lang: string) => dataOf<T>('GET', url, null, lang);

/** The shop section as it is now, as a PUT body (the logo is the current one). */
async function shopInput(overrides: Record<string, unknown>) {
  const { shop } = await dataOf<StaffSettings>('GET', '/staff/settings', owner, EN);
  const { hotSearchesEn: _kept, ...input } = shop;
  return { ...input, ...overrides };
}

describe('hot searches in both languages', () => {
  it('serves the English ones staff wrote to English readers, the shop’s to Chinese, and keeps them when left out', async () => {
    // None written: English readers get the shop's hot searches with game names in English.
    expect((await publicData<TenantInfo>('/web/getTenant', EN)).hotSearches).toEqual([
      'Honor of Kings',
      'Peacekeeper Elite',
      'Genshin Impact',
    ]);

    const saved = await dataOf<ShopSettings>(
      'PUT',
      '/staff/settings/shop',
      owner,
      EN,
      await shopInput({ hotSearches: ['王者荣耀', '国服战区'], hotSearchesEn: [' Top-ranked HoK ', 'Skins'] }),
    );
    expect(saved.hotSearchesEn).toEqual(['Top-ranked HoK', 'Skins']);
    expect((await publicData<TenantInfo>('/web/getTenant', EN)).hotSearches).toEqual(['Top-ranked HoK', 'Skins']);
    expect((await publicData<TenantInfo>('/web/getTenant', ZH)).hotSearches).toEqual(['王者荣耀', '国服战区']);

    // A PUT without them (an older caller) keeps them; an empty list falls back to the shop's, names mapped.
    await dataOf('PUT', '/staff/settings/shop', owner, EN, await shopInput({}));
    expect((await publicData<TenantInfo>('/web/getTenant', EN)).hotSearches).toEqual(['Top-ranked HoK', 'Skins']);
    await dataOf('PUT', '/staff/settings/shop', owner, EN, await shopInput({ hotSearchesEn: [] }));
    expect((await publicData<TenantInfo>('/web/getTenant', EN)).hotSearches).toEqual(['Honor of Kings', '国服战区']);
  });

  it('refuses an English hot search over the limit on its field', async () => {
    const response = await call(
      'PUT',
      '/staff/settings/shop',
      owner,
      await shopInput({ hotSearchesEn: ['x'.repeat(21)] }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('hotSearchesEn');
  });
});

describe('hero, skin and level names in the request’s language', () => {
  const skinsIn = (lang: string) => publicData<HeroSkins[]>(`/web/goods/collect/getSkinByHero?gameId=${hokId}`, lang);

  it('names the demo shop’s heroes and skins in English for English readers and in Chinese for Chinese', async () => {
    const [english, chinese] = await Promise.all([skinsIn(EN), skinsIn(ZH)]);
    expect(chinese[0]).toMatchObject({ heroName: '李白' });
    expect(chinese[0]?.skins.map((skin) => skin.name)).toContain('凤求凰');
    expect(english[0]).toMatchObject({ heroName: 'Li Bai' });
    expect(english[0]?.skins.map((skin) => skin.name)).toContain('Phoenix Song');
  });

  it('names the levels of a choice-with-level attribute in the request’s language', async () => {
    const levelsIn = async (lang: string) =>
      (await publicData<GameTemplate>(`/web/gameTemp?gameId=${hokId}`, lang)).attributes.find(
        (attribute) => attribute.kind === 'level',
      )?.levels;
    expect(await levelsIn(ZH)).toEqual(['市标', '省标', '国标']);
    expect(await levelsIn(EN)).toEqual(['City', 'Province', 'National']);
  });

  it('writes a number attribute’s unit in the request’s language, as staff wrote it', async () => {
    const unitOf = async (lang: string) =>
      (await publicData<GameTemplate>(`/web/gameTemp?gameId=${hokId}`, lang)).attributes.find(
        (attribute) => attribute.kind === 'number' && attribute.unit === (lang === ZH ? '个' : 'heroes'),
      );
    expect(await unitOf(ZH)).toBeTruthy();
    const english = await unitOf(EN);
    expect(english?.name).toBe('Heroes');

    const template = await dataOf<{ attributes: StaffAttribute[] }>(
      'GET',
      `/staff/catalogue/templates/${hokId}`,
      owner,
      EN,
    );
    const heroes = template.attributes.find((attribute) => attribute.id === english?.id) as StaffAttribute;
    expect(heroes.unitEn).toBe('heroes');
    const { id, usedByListings: _used, choices: _choices, numberSlot: _slot, ...fields } = heroes;
    await dataOf('PUT', `/staff/catalogue/attributes/${id}`, owner, EN, { ...fields, unitEn: '' });
    const after = (await publicData<GameTemplate>(`/web/gameTemp?gameId=${hokId}`, EN)).attributes.find(
      (attribute) => attribute.id === id,
    );
    // Emptied: English readers see the shop's unit.
    expect(after?.unit).toBe('个');
  });

  it('lets staff write a hero’s, a skin’s and the levels’ English names, served at once, the shop’s name when empty', async () => {
    const staff = <T>(method: 'GET' | 'PUT', url: string, payload?: unknown) =>
      dataOf<T>(method, url, owner, EN, payload);
    const { heroes } = await staff<{ heroes: StaffHero[] }>('GET', `/staff/catalogue/heroes/${hokId}`);
    const hero = heroes[0] as StaffHero;
    const skin = hero.skins[0] as StaffSkin;
    expect(hero.nameEn).toBe('Li Bai');

    await staff('PUT', `/staff/catalogue/hero/${hero.id}`, { name: hero.name, nameEn: 'Li Bai the Poet' });
    await staff('PUT', `/staff/catalogue/skins/${skin.id}`, {
      name: skin.name,
      nameEn: '',
      quality: skin.quality,
      choiceId: skin.choiceId,
    });
    const english = await skinsIn(EN);
    expect(english[0]?.heroName).toBe('Li Bai the Poet');
    // An emptied English name: English readers see the shop's.
    expect(english[0]?.skins[0]?.name).toBe(skin.name);
    // Left out of an edit (disabling, say), the English name stays.
    await staff('PUT', `/staff/catalogue/hero/${hero.id}`, { name: hero.name, enabled: true });
    expect((await skinsIn(EN))[0]?.heroName).toBe('Li Bai the Poet');

    const template = await staff<{ attributes: StaffAttribute[] }>('GET', `/staff/catalogue/templates/${hokId}`);
    const level = template.attributes.find((attribute) => attribute.kind === 'level') as StaffAttribute;
    expect(level.levelsEn).toEqual(['City', 'Province', 'National']);
    const { id, usedByListings: _used, choices: _choices, numberSlot: _slot, ...fields } = level;
    await staff('PUT', `/staff/catalogue/attributes/${id}`, { ...fields, levelsEn: ['City', '', 'Nation'] });
    const levels = (await publicData<GameTemplate>(`/web/gameTemp?gameId=${hokId}`, EN)).attributes.find(
      (attribute) => attribute.id === id,
    )?.levels;
    expect(levels).toEqual(['City', '省标', 'Nation']);
  });
});

describe('dictionary rows and selling answers in the request’s language', () => {
  it('answers the order statuses in the request’s language', async () => {
    const labelsIn = async (lang: string) =>
      (await publicData<DictData[]>('/system/dict/data/type/order_status', lang)).map((row) => row.label);
    expect(await labelsIn(ZH)).toContain('待付款');
    expect(await labelsIn(EN)).toContain('Pending payment');
    expect(await labelsIn(EN)).not.toContain('待付款');
  });

  it('names the game of the seller’s price-competition requests and of the recycler’s pool in the request’s language', async () => {
    const mineIn = async (lang: string) =>
      (await dataOf<MyBidRequestPage>('GET', '/account/backlist/allList', seller.token, lang)).rows[0]?.gameName;
    expect(await mineIn(EN)).toBe('Bidding Test Game');
    expect(await mineIn(ZH)).toBe('竞价测试游戏');
    const poolIn = async (lang: string) =>
      (await dataOf<{ rows: { gameName: string }[] }>('GET', '/recycler/pool', recycler.token, lang)).rows.map(
        (row) => row.gameName,
      );
    expect(await poolIn(EN)).toContain('Bidding Test Game');
    expect(await poolIn(ZH)).toContain('竞价测试游戏');
  });

  it('names the games of the seller’s consignments in the request’s language', async () => {
    const namesIn = async (lang: string) =>
      (await dataOf<MyConsignmentPage>('GET', '/need/myConsignment?tab=all', seller.token, lang)).rows.map(
        (row) => row.gameName,
      );
    const [english, chinese] = await Promise.all([namesIn(EN), namesIn(ZH)]);
    expect(chinese.length).toBeGreaterThan(0);
    expect(chinese.some((name) => /[\u4e00-\u9fff]/u.test(name))).toBe(true);
    expect(english.some((name) => /[\u4e00-\u9fff]/u.test(name))).toBe(false);
  });

  it('names the dashboard’s top games in the reader’s language', async () => {
    const topIn = async (lang: string) =>
      (await dataOf<Dashboard>('GET', '/staff/dashboard', owner, lang)).topGames.map((game) => game.name);
    const [english, chinese] = await Promise.all([topIn(EN), topIn(ZH)]);
    expect(chinese.length).toBeGreaterThan(0);
    expect(chinese.some((name) => /[\u4e00-\u9fff]/u.test(name))).toBe(true);
    expect(english.some((name) => /[\u4e00-\u9fff]/u.test(name))).toBe(false);
  });
});

describe('decoration pictures in the request’s language', () => {
  const picturesIn = async (lang: string, area: number) =>
    (await publicData<DecorationEntry[]>('/web/decoration/type?type=1&state=1', lang))
      .find((entry) => entry.area === area)
      ?.decorationInfos.map((info) => info.image) ?? [];

  it('shows the demo shop’s banners and ads drawn in English to English readers, the shop’s to Chinese', async () => {
    for (const area of [1, 4]) {
      const [english, chinese] = await Promise.all([picturesIn(EN, area), picturesIn(ZH, area)]);
      expect(english.length).toBeGreaterThan(0);
      expect(english.every((image) => image.endsWith('-en.webp'))).toBe(true);
      expect(chinese.some((image) => image.endsWith('-en.webp'))).toBe(false);
    }
  });

  it('lets staff give an entry an English picture (an upload), served once published, the picture when empty', async () => {
    const entry = {
      area: 4,
      image: '/uploads/t/1/ad-zh.webp',
      title: '双语广告',
      titleEn: 'Bilingual ad',
      link: '/pages/other/gonggao',
      startsAt: null,
      endsAt: null,
    };
    const refused = await call('POST', '/staff/decoration/entries', owner, {
      ...entry,
      imageEn: 'https://elsewhere.example/ad.png',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('body.imageEn');

    const saved = await dataOf<{ id: number; imageEn: string }>('POST', '/staff/decoration/entries', owner, EN, {
      ...entry,
      imageEn: '/uploads/t/1/ad-en.webp',
    });
    expect(saved.imageEn).toBe('/uploads/t/1/ad-en.webp');
    await dataOf('POST', '/staff/decoration/entries', owner, EN, { ...entry, title: '只有一张图的广告' });
    await dataOf('POST', '/staff/decoration/publish', owner, EN);
    expect(await picturesIn(EN, 4)).toContain('/uploads/t/1/ad-en.webp');
    expect(await picturesIn(ZH, 4)).not.toContain('/uploads/t/1/ad-en.webp');
    // Without an English picture, English readers see the picture.
    expect((await picturesIn(EN, 4)).filter((image) => image === '/uploads/t/1/ad-zh.webp')).toHaveLength(1);
  });
});
