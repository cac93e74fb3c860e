import type { Game } from '@gs/shared/games';
import type { ListingDetail, ListingSearchPage, ListingSummary, RecentDeal } from '@gs/shared/listings';
import type { TenantInfo } from '@gs/shared/tenant';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixtureGame, insertFixtureListings } from '../../../test/catalogue-fixtures.ts';
import { createTestDatabase, envelope, type TestDatabase, testAppDeps, testConfig } from '../../../test/helpers.ts';
import { tenantIdOf } from '../../../test/identity-helpers.ts';
import { buildApp } from '../../app.ts';
import type { AppDeps } from '../../composition/create-app-deps.ts';
import { forgetCatalogue } from '../catalogue/index.ts';

let database: TestDatabase;
let app: FastifyInstance;
let deps: AppDeps;
const keys: Record<string, string> = {};

const hosts = { demo: 'localhost', nova: 'nova.localhost', lumen: 'lumen.localhost', closed: 'closed.localhost' };

beforeAll(async () => {
  database = await createTestDatabase();
  deps = testAppDeps(database.db, testConfig({ BROWSE_RATE_LIMIT_PER_MINUTE: '1000' }));
  app = await buildApp(deps);
  await app.ready();
  for (const [code, host] of Object.entries(hosts)) {
    const tenant = envelope<TenantInfo>(
      await app.inject({ method: 'GET', url: '/api/web/getTenant', headers: { host } }),
    );
    keys[code] = tenant.data.retailKey;
  }
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

const get = (url: string, host = 'localhost', headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { host, ...headers } });
const allList = (body: Record<string, unknown>, host = 'localhost', headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/web/good/allList', payload: body, headers: { host, ...headers } });
const gameNamed = async (name: string, host = 'localhost') => {
  const games = envelope<Game[]>(await get('/api/web/game/Type', host)).data;
  const game = games.find((candidate) => candidate.name === name);
  if (!game) throw new Error(`no game ${name}`);
  return game;
};
const searchPage = async (body: Record<string, unknown>, host = 'localhost') => {
  const response = await allList(body, host);
  expect(response.statusCode, response.body).toBe(200);
  return envelope<ListingSearchPage>(response).data;
};

const summaryKeys = [
  'badges',
  'cover',
  'gameId',
  'gameName',
  'id',
  'kind',
  'listedAt',
  'number',
  'price',
  'regionNames',
  'title',
  'views',
];

describe('POST /api/web/good/allList', () => {
  it('gives every demo tenant 300+ listings on sale across its games', async () => {
    for (const [code, host] of Object.entries(hosts)) {
      const games = envelope<Game[]>(await get('/api/web/game/Type', host)).data;
      const onSale = games.reduce((sum, game) => sum + game.listingCount, 0);
      expect(onSale, code).toBeGreaterThanOrEqual(300);
      const page = await searchPage({ retailKey: keys[code], gameId: games[0]?.id }, host);
      expect(page.total).toBe(games[0]?.listingCount);
    }
  });

  it('answers list rows with the shown fields only: never cost, seller, remarks or credentials', async () => {
    const game = await gameNamed('王者荣耀');
    const page = await searchPage({ retailKey: keys.demo, gameId: game.id, pageSize: 100 });
    expect(page).toMatchObject({ total: 42, totalCapped: false, pageNum: 1, pageSize: 100 });
    expect(page.rows).toHaveLength(42);
    for (const row of page.rows) {
      expect(Object.keys(row).sort()).toEqual(summaryKeys);
      expect(row.gameName).toBe('王者荣耀');
      expect(row.regionNames).toHaveLength(4);
      expect(row.price % 100).toBe(0);
      expect(row.badges[0]).toMatchObject({ type: 'kind', value: row.kind });
      expect(row.cover).toMatch(/\.(webp|svg)$/);
    }
    const body = JSON.stringify(page);
    expect(body).not.toMatch(/cost|remark|seller|password|credential|收号价/i);
  });

  it('shows prices after the tenant’s markup, rounded up to whole yuan (lumen adds 3 %)', async () => {
    const game = await gameNamed('英雄联盟', 'lumen.localhost');
    const page = await searchPage({ retailKey: keys.lumen, gameId: game.id, sort: 'price_desc' }, 'lumen.localhost');
    const stored = await database.db
      .selectFrom('listings')
      .select(['id', 'price_fen'])
      .where(
        'id',
        'in',
        page.rows.map((row) => row.id),
      )
      .execute();
    for (const row of page.rows) {
      const price = stored.find((candidate) => candidate.id === row.id)?.price_fen ?? 0;
      expect(row.price).toBe(Math.ceil((price * 1.03) / 100 - 1e-9) * 100);
    }
    expect(page.rows.map((row) => row.price)).toEqual([...page.rows.map((row) => row.price)].sort((a, b) => b - a));
  });

  it('rounds 10001 fen at a 5 % markup up to 10600 (nova)', async () => {
    const nova = await tenantIdOf(database.db, 'nova');
    const game = await createFixtureGame(database.db, nova, 'Markup Game');
    forgetCatalogue({ caches: deps.caches, tenantId: nova }); // as a staff edit of the catalogue does
    const [id] = await insertFixtureListings(database.db, nova, game, [
      { title: 'Odd price', price: 10001, server: 'n1', rank: 'A', count: 1, age: 1 },
    ]);
    const page = await searchPage({ retailKey: keys.nova, gameId: game.gameId }, 'nova.localhost');
    expect(page.rows.map((row) => row.price)).toEqual([10600]);
    const within = await searchPage(
      { retailKey: keys.nova, gameId: game.gameId, priceMin: 10600, priceMax: 10600 },
      'nova.localhost',
    );
    expect(within.total).toBe(1);
    const detail = envelope<ListingDetail>(await get(`/api/web/good/info?id=${id}`, 'nova.localhost')).data;
    expect(detail.price).toBe(10600);
  });

  it('refuses a missing or foreign retailKey with a clear 400', async () => {
    const game = await gameNamed('王者荣耀');
    const missing = await allList({ gameId: game.id }, 'localhost', { 'accept-language': 'en-US' });
    expect(missing.statusCode).toBe(400);
    expect(envelope(missing).fields?.map((f) => f.field)).toEqual(['body.retailKey']);
    const foreign = await allList({ gameId: game.id, retailKey: keys.nova }, 'localhost', {
      'accept-language': 'en-US',
    });
    expect(foreign.statusCode).toBe(400);
    expect(envelope(foreign)).toMatchObject({
      code: 400,
      errorCode: 'BAD_REQUEST',
      msg: 'The retailKey does not belong to this store; reload the page and try again.',
      data: null,
    });
    const zh = await allList({ gameId: game.id, retailKey: 'x' });
    expect(envelope(zh).msg).toContain('retailKey 与当前店铺不符');
  });

  it('refuses bad paging and bad filters with a 400 naming the field', async () => {
    const game = await gameNamed('王者荣耀');
    const base = { retailKey: keys.demo, gameId: game.id };
    const en = { 'accept-language': 'en-US' };
    const tooBig = await allList({ ...base, pageSize: 1000 }, 'localhost', en);
    expect(tooBig.statusCode).toBe(400);
    expect(envelope(tooBig).fields?.[0]?.field).toBe('body.pageSize');
    expect(envelope(tooBig).msg).toMatch(/pageSize/);
    expect((await allList({ ...base, pageNum: 0 })).statusCode).toBe(400);
    expect((await allList({ ...base, sort: 'random' })).statusCode).toBe(400);

    const unknown = await allList({ ...base, attrs: [{ id: 999999, choiceIds: [1] }] }, 'localhost', en);
    expect(unknown.statusCode).toBe(400);
    expect(envelope(unknown)).toMatchObject({
      errorCode: 'VALIDATION_FAILED',
      msg: 'Attribute 999999 is not part of this game’s template.',
      fields: [{ field: 'body.attrs.0.id', message: 'Attribute 999999 is not part of this game’s template.' }],
    });
    const reversed = await allList({ ...base, priceMin: 5000, priceMax: 100 }, 'localhost', en);
    expect(reversed.statusCode).toBe(400);
    expect(envelope(reversed).msg).toBe('The minimum (5000) is greater than the maximum (100).');
    const zh = await allList({ ...base, priceMin: 5000, priceMax: 100 });
    expect(envelope(zh).msg).toBe('最小值（5000）大于最大值（100）。');
    const deep = await allList({ ...base, pageNum: 501, pageSize: 20 }, 'localhost', en);
    expect(envelope(deep).msg).toMatch(/first 10000 results/);
  });

  it('keeps tenants apart: another tenant’s game is 404 through this host', async () => {
    const game = await gameNamed('王者荣耀');
    const response = await allList({ retailKey: keys.nova, gameId: game.id }, 'nova.localhost');
    expect(response.statusCode).toBe(404);
  });

  it('combines a region, attribute filters, a price range and a price sort on seeded data', async () => {
    const game = await gameNamed('王者荣耀');
    const all = await searchPage({ retailKey: keys.demo, gameId: game.id, pageSize: 100 });
    const target = all.rows[0] as ListingSummary;
    const detail = envelope<ListingDetail>(await get(`/api/web/good/info?id=${target.id}`)).data;
    const noble = detail.attributes.find((a) => a.name === '贵族等级');
    const heroes = detail.attributes.find((a) => a.name === '英雄数量');
    const count = Number.parseInt(heroes?.text ?? '0', 10);
    const page = await searchPage({
      retailKey: keys.demo,
      gameId: game.id,
      regionPath: detail.regionPath.map((node) => node.id),
      attrs: [
        { id: noble?.id, choiceIds: noble?.items.map((item) => item.id) },
        { id: heroes?.id, min: count - 5, max: count + 5 },
      ],
      priceMin: target.price - 100,
      priceMax: target.price + 100,
      sort: 'price_asc',
    });
    expect(page.rows.map((row) => row.id)).toContain(target.id);
    for (const row of page.rows) {
      expect(row.regionNames).toEqual(target.regionNames);
      expect(Math.abs(row.price - target.price)).toBeLessThanOrEqual(100);
    }
  });
});

describe('GET /api/web/good/info', () => {
  it('renders a seeded listing’s attributes of every kind with the dictionary', async () => {
    const game = await gameNamed('王者荣耀');
    const page = await searchPage({ retailKey: keys.demo, gameId: game.id, pageSize: 100 });
    const details = await Promise.all(
      page.rows
        .slice(0, 10)
        .map(async (row) => envelope<ListingDetail>(await get(`/api/web/good/info?id=${row.id}`)).data),
    );
    const kinds = new Set(details.flatMap((detail) => detail.attributes.map((a) => a.kind)));
    expect([...kinds].sort()).toEqual(['date', 'level', 'multiple', 'number', 'single', 'text']);
    const detail = details[0] as ListingDetail;
    expect(detail).toMatchObject({ state: 'on_sale', isCollect: false, gameType: 'mobile', gameName: '王者荣耀' });
    expect(detail.gallery.length).toBeGreaterThanOrEqual(2);
    expect(detail.regionPath.map((node) => node.kind)).toEqual(['system', 'operator', 'region', 'server']);
    const level = details.flatMap((d) => d.attributes).find((a) => a.kind === 'level');
    expect(level?.text).toMatch(/（(市标|省标|国标)）/);
    const number = detail.attributes.find((a) => a.name === '英雄数量');
    expect(number?.text).toMatch(/^\d+个$/);
    const body = JSON.stringify(detail);
    expect(body).not.toMatch(/cost|remark|seller|收号价/i);
  });

  it('shows sold and unavailable listings with that state, 404 for pending review and for other tenants', async () => {
    const demo = await tenantIdOf(database.db, 'demo');
    const byStatus = async (status: 'sold' | 'off_shelf' | 'locked' | 'retrieved' | 'pending_review') =>
      (
        await database.db
          .selectFrom('listings')
          .select('id')
          .where('tenant_id', '=', demo)
          .where('status', '=', status)
          .executeTakeFirstOrThrow()
      ).id;
    const state = async (id: number) => envelope<ListingDetail>(await get(`/api/web/good/info?id=${id}`)).data.state;
    expect(await state(await byStatus('sold'))).toBe('sold');
    expect(await state(await byStatus('retrieved'))).toBe('sold');
    expect(await state(await byStatus('off_shelf'))).toBe('unavailable');
    expect(await state(await byStatus('locked'))).toBe('unavailable');
    expect((await get(`/api/web/good/info?id=${await byStatus('pending_review')}`)).statusCode).toBe(404);
    const foreign = await get(`/api/web/good/info?id=${await byStatus('sold')}`, 'nova.localhost', {
      'accept-language': 'en-US',
    });
    expect(foreign.statusCode).toBe(404);
    expect(envelope(foreign).msg).toBe('This listing does not exist.');
    expect((await get('/api/web/good/info?id=abc')).statusCode).toBe(400);
  });
});

describe('GET /api/web/recommend/{id}', () => {
  it('answers up to 8 other listings on sale of the same game, nearest in price', async () => {
    const game = await gameNamed('原神');
    const page = await searchPage({ retailKey: keys.demo, gameId: game.id, sort: 'price_asc', pageSize: 100 });
    const middle = page.rows[20] as ListingSummary;
    const similar = envelope<ListingSummary[]>(await get(`/api/web/recommend/${middle.id}`)).data;
    expect(similar).toHaveLength(8);
    expect(similar.map((row) => row.id)).not.toContain(middle.id);
    expect(similar.every((row) => row.gameId === game.id)).toBe(true);
    const distances = similar.map((row) => Math.abs(row.price - middle.price));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const farthestKept = Math.max(...distances);
    const closerLeftOut = page.rows.filter(
      (row) =>
        row.id !== middle.id &&
        !similar.some((s) => s.id === row.id) &&
        Math.abs(row.price - middle.price) < farthestKept,
    );
    expect(closerLeftOut).toEqual([]);
    expect((await get(`/api/web/recommend/${middle.id}`, 'nova.localhost')).statusCode).toBe(404);
  });
});

describe('GET /api/saleOrder/web/recently/deal', () => {
  it('answers the latest sold listings, newest first, without any buyer', async () => {
    const deals = envelope<RecentDeal[]>(await get('/api/saleOrder/web/recently/deal')).data;
    expect(deals).toHaveLength(10);
    for (const deal of deals)
      expect(Object.keys(deal).sort()).toEqual(['gameId', 'gameName', 'id', 'price', 'soldAt', 'title']);
    const times = deals.map((deal) => Date.parse(deal.soldAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(envelope<RecentDeal[]>(await get('/api/saleOrder/web/recently/deal?limit=3')).data).toHaveLength(3);
    expect((await get('/api/saleOrder/web/recently/deal?limit=51')).statusCode).toBe(400);
    const nova = envelope<RecentDeal[]>(await get('/api/saleOrder/web/recently/deal', 'nova.localhost')).data;
    expect(nova.some((deal) => deals.some((d) => d.id === deal.id))).toBe(false);
  });
});

describe('POST /api/web/save/goodsBrowse', () => {
  it('counts a visitor’s view once a day and records every browse event', async () => {
    const game = await gameNamed('王者荣耀');
    const row = (await searchPage({ retailKey: keys.demo, gameId: game.id })).rows[0] as ListingSummary;
    const browse = (host = 'localhost') =>
      app.inject({
        method: 'POST',
        url: '/api/web/save/goodsBrowse',
        headers: { host },
        payload: { goodsId: row.id, visitorId: 'visitor-views-0001' },
      });
    expect((await browse()).statusCode).toBe(200);
    expect((await browse()).statusCode).toBe(200);
    const detail = envelope<ListingDetail>(await get(`/api/web/good/info?id=${row.id}`)).data;
    // The reload is the same visitor on the same day: one view (tracking.routes.test.ts has the day boundary).
    expect(detail.views).toBe(row.views + 1);
    // This visitor's (the seeded 90 days of visits have views of the listing too).
    const events = () =>
      database.db
        .selectFrom('browse_events')
        .select('goods_id')
        .where('goods_id', '=', row.id)
        .where('visitor_id', '=', 'visitor-views-0001')
        .execute();
    expect(await events()).toHaveLength(2);
    const foreign = await browse('nova.localhost');
    expect(foreign.statusCode).toBe(404);
    expect(await events()).toHaveLength(2);
  });
});
