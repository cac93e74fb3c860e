import type { ListingSearchInput, ListingSearchQuery } from '@gs/shared/listings';
import { listingSearchInputSchema } from '@gs/shared/listings';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFixtureGame,
  type FixtureGame,
  insertFixtureListings,
  tenantContext,
} from '../../../test/catalogue-fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers.ts';
import { tenantIdOf } from '../../../test/identity-helpers.ts';
import type { RequestContext } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { forgetCatalogue, getGameCatalogue } from '../catalogue/index.ts';
import { planListingSearch, regionSearchKey, searchKey } from './listing-search.ts';
import { compiledSearchShapes, countMatchingCapped } from './listings.repository.ts';
import { getListingDetail, recommendListings, searchListings } from './listings.service.ts';

let database: TestDatabase;
let ctx: RequestContext;
let game: FixtureGame;
let ids: Record<string, number>;

const titles = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot', 'Golf', 'Hotel', 'India'] as const;

beforeAll(async () => {
  database = await createTestDatabase();
  const tenantId = await tenantIdOf(database.db, 'demo');
  ctx = await tenantContext(database.db, tenantId);
  const buyer = await database.db
    .selectFrom('users')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('phone', '=', '13800000001')
    .executeTakeFirstOrThrow();
  game = await createFixtureGame(database.db, tenantId);
  const inserted = await insertFixtureListings(database.db, tenantId, game, [
    {
      title: 'Alpha',
      price: 10000,
      server: 'n1',
      rank: 'A',
      tags: ['t1', 't2'],
      heroes: [['h1', 2]],
      count: 10,
      power: 100,
      age: 10,
    },
    {
      title: 'Bravo',
      price: 20000,
      server: 'n2',
      rank: 'B',
      tags: ['t2'],
      heroes: [['h2', 1]],
      count: 20,
      power: 50,
      age: 20,
    },
    { title: 'Charlie', price: 30000, server: 's1', rank: 'C', tags: ['t3'], count: 30, age: 30 },
    {
      title: 'Delta',
      price: 20000,
      server: 'n1',
      rank: 'A',
      tags: ['t1', 't3'],
      heroes: [
        ['h1', 0],
        ['h2', 2],
      ],
      count: 40,
      power: 80,
      age: 5,
      kind: 'consignment',
      sellerUserId: buyer.id,
    },
    { title: 'Echo', price: 15000, server: 's1', rank: 'B', count: 50, age: 40, kind: 'special_offer' },
    { title: 'Foxtrot', price: 12000, server: 'n2', rank: 'C', tags: ['t1'], count: 60, age: 50, number: 'FOXTROT01' },
    { title: 'Golf', price: 11000, server: 'n1', rank: 'A', count: 10, age: 1, status: 'sold' },
    { title: 'Hotel', price: 11000, server: 'n1', rank: 'A', count: 10, age: 2, status: 'off_shelf' },
    { title: 'India', price: 11000, server: 'n1', rank: 'A', count: 10, age: 3, status: 'pending_review' },
  ]);
  ids = Object.fromEntries(titles.map((title, index) => [title, inserted[index] as number]));
});
afterAll(async () => {
  await database.drop();
});

const query = (input: Omit<ListingSearchInput, 'retailKey' | 'gameId'> = {}): ListingSearchQuery =>
  listingSearchInputSchema.parse({ retailKey: ctx.tenant.retail_key, gameId: game.gameId, ...input });

const search = (input: Omit<ListingSearchInput, 'retailKey' | 'gameId'> = {}, on = ctx) =>
  searchListings(on, query(input));

const titlesOf = async (input: Omit<ListingSearchInput, 'retailKey' | 'gameId'> = {}, on = ctx) =>
  (await search(input, on)).rows.map((row) => row.title);

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

describe('listing search: sorts and paging', () => {
  it('lists only listings on sale, newest first by default, with the exact total', async () => {
    const page = await search();
    expect(page.rows.map((row) => row.title)).toEqual(['Delta', 'Alpha', 'Bravo', 'Charlie', 'Echo', 'Foxtrot']);
    expect(page).toMatchObject({ total: 6, totalCapped: false, pageNum: 1, pageSize: 20 });
  });

  it('sorts by time and price both ways, ties broken by id in the same direction', async () => {
    expect(await titlesOf({ sort: 'time_asc' })).toEqual(['Foxtrot', 'Echo', 'Charlie', 'Bravo', 'Alpha', 'Delta']);
    expect(await titlesOf({ sort: 'price_asc' })).toEqual(['Alpha', 'Foxtrot', 'Echo', 'Bravo', 'Delta', 'Charlie']);
    expect(await titlesOf({ sort: 'price_desc' })).toEqual(['Charlie', 'Delta', 'Bravo', 'Echo', 'Foxtrot', 'Alpha']);
  });

  it('pages without overlap and reports the total on every page, also past the end', async () => {
    const pages = [];
    for (let pageNum = 1; pageNum <= 4; pageNum++)
      pages.push(await search({ sort: 'price_asc', pageSize: 2, pageNum }));
    expect(pages.map((page) => page.rows.map((row) => row.title))).toEqual([
      ['Alpha', 'Foxtrot'],
      ['Echo', 'Bravo'],
      ['Delta', 'Charlie'],
      [],
    ]);
    expect(pages.map((page) => page.total)).toEqual([6, 6, 6, 6]);
    const filtered = await search({ regionPath: [game.region.north], pageSize: 1, pageNum: 2 });
    expect(filtered).toMatchObject({ total: 4, totalCapped: false });
    expect(filtered.rows).toHaveLength(1);
  });

  it('accepts page 500 of 20 (the window) and refuses a page beyond it', async () => {
    expect((await search({ pageNum: 500, pageSize: 20 })).rows).toEqual([]);
    const error = await rejection(search({ pageNum: 101, pageSize: 100 }));
    expect(error).toMatchObject({ status: 400, messageKey: 'searchWindowExceeded' });
    expect(error.fields?.[0]?.field).toBe('body.pageNum');
  });

  it('reports "at least 10,000" beyond the window and still pages in order', async () => {
    const crowded = await createFixtureGame(database.db, ctx.tenantId, 'Crowded Game');
    forgetCatalogue(ctx); // as a staff edit of the catalogue does
    for (let chunk = 0; chunk < 6; chunk++) {
      const rows = Array.from({ length: chunk < 5 ? 2000 : 5 }, (_, i) => ({
        title: `Crowded ${chunk * 2000 + i}`,
        price: 10_000 + ((chunk * 2000 + i) % 997) * 100,
        server: 'n1' as const,
        rank: (i % 2 === 0 ? 'A' : 'B') as 'A' | 'B',
        count: 1,
        age: chunk * 2000 + i,
      }));
      await insertFixtureListings(database.db, ctx.tenantId, crowded, rows);
    }
    const input = {
      retailKey: ctx.tenant.retail_key,
      gameId: crowded.gameId,
      regionPath: [crowded.region.north],
      sort: 'price_desc' as const,
    };
    const first = await searchListings(ctx, listingSearchInputSchema.parse(input));
    expect(first).toMatchObject({ total: 10_000, totalCapped: true });
    // the ten dearest (k % 997 = 996) then the next ten, in order, although more than the window match
    expect(first.rows.map((row) => row.price)).toEqual([...Array(10).fill(109_600), ...Array(10).fill(109_500)]);
    const narrower = await searchListings(
      ctx,
      listingSearchInputSchema.parse({ ...input, attrs: [{ id: crowded.attr.rank, choiceIds: [crowded.choice.A] }] }),
    );
    expect(narrower).toMatchObject({ total: 5003, totalCapped: false });
    const unfiltered = await searchListings(ctx, listingSearchInputSchema.parse({ ...input, regionPath: undefined }));
    expect(unfiltered).toMatchObject({ total: 10_005, totalCapped: false });
  });

  it('computes the same search keys as the index function of the database', async () => {
    const { rows } = await sql<{ keys: string[] }>`
      SELECT listing_search_keys(search_ids, system_id, operator_id, region_id, server_id)::text[] AS keys
      FROM listings WHERE tenant_id = ${ctx.tenantId} AND id = ${ids.Alpha}`.execute(database.db);
    const keys = rows[0]?.keys ?? [];
    for (const region of [null, game.region.north, game.region.n1]) {
      for (const choice of [game.choice.A, game.choice.t1, game.choice.t2, game.choice.h1]) {
        expect(keys).toContain(searchKey(choice, region));
      }
    }
    expect(keys).toContain(regionSearchKey(game.region.n1));
    expect(keys).not.toContain(searchKey(game.choice.A, game.region.south));
  });

  it('caps the filtered total and says so', async () => {
    const plan = planListingSearch(
      await getGameCatalogue(ctx, game.gameId),
      query({ regionPath: [game.region.north] }),
      0,
    );
    expect(await countMatchingCapped(ctx.db, ctx.tenantId, plan, 2)).toBe(3);
    expect(await countMatchingCapped(ctx.db, ctx.tenantId, plan, 10)).toBe(4);
  });
});

describe('listing search: filters', () => {
  it('filters by a region path at any depth', async () => {
    expect(await titlesOf({ regionPath: [game.region.north] })).toEqual(['Delta', 'Alpha', 'Bravo', 'Foxtrot']);
    expect(await titlesOf({ regionPath: [game.region.north, game.region.n1] })).toEqual(['Delta', 'Alpha']);
    expect(await titlesOf({ regionPath: [game.region.s1] })).toEqual(['Charlie', 'Echo']);
  });

  it('takes any of the choices within one filter, all of the filters together', async () => {
    const rank = (...names: ('A' | 'B' | 'C')[]) => ({
      id: game.attr.rank,
      choiceIds: names.map((n) => game.choice[n]),
    });
    const tag = (...names: ('t1' | 't2' | 't3')[]) => ({
      id: game.attr.tags,
      choiceIds: names.map((n) => game.choice[n]),
    });
    expect(await titlesOf({ attrs: [rank('A')] })).toEqual(['Delta', 'Alpha']);
    expect(await titlesOf({ attrs: [rank('A', 'B')] })).toEqual(['Delta', 'Alpha', 'Bravo', 'Echo']);
    expect(await titlesOf({ attrs: [tag('t1')] })).toEqual(['Delta', 'Alpha', 'Foxtrot']);
    expect(await titlesOf({ attrs: [tag('t1', 't3')] })).toEqual(['Delta', 'Alpha', 'Charlie', 'Foxtrot']);
    expect(await titlesOf({ attrs: [tag('t1'), tag('t3')] })).toEqual(['Delta']);
    expect(await titlesOf({ attrs: [rank('B', 'C'), tag('t1', 't2')] })).toEqual(['Bravo', 'Foxtrot']);
  });

  it('filters a choice-with-level attribute by its choices', async () => {
    const heroes = { id: game.attr.heroes, choiceIds: [game.choice.h2] };
    expect(await titlesOf({ attrs: [heroes] })).toEqual(['Delta', 'Bravo']);
  });

  it('filters a choice-with-level attribute by a lowest level of the chosen choices', async () => {
    // Alpha: h1 at L2. Bravo: h2 at L1. Delta: h1 at L0, h2 at L2.
    const heroes = (minLevel: number, ...names: ('h1' | 'h2')[]) => ({
      id: game.attr.heroes,
      choiceIds: names.map((name) => game.choice[name]),
      minLevel,
    });
    expect(await titlesOf({ attrs: [heroes(2, 'h2')] })).toEqual(['Delta']);
    expect(await titlesOf({ attrs: [heroes(1, 'h2')] })).toEqual(['Delta', 'Bravo']);
    expect(await titlesOf({ attrs: [heroes(1, 'h1')] })).toEqual(['Alpha']);
    expect(await titlesOf({ attrs: [heroes(0, 'h1')] })).toEqual(['Delta', 'Alpha']);
    expect(await titlesOf({ attrs: [heroes(2, 'h1', 'h2')] })).toEqual(['Delta', 'Alpha']);
    // Each with its own region key: the level ids pair with the region like the choice ids do.
    expect(await titlesOf({ regionPath: [game.region.north], attrs: [heroes(1, 'h1', 'h2')] })).toEqual([
      'Delta',
      'Alpha',
      'Bravo',
    ]);
  });

  it('refuses a level the attribute does not have, and a level on another kind of attribute', async () => {
    const refusal = (attrs: NonNullable<ListingSearchInput['attrs']>) =>
      search({ attrs }).then(
        () => null,
        (error: unknown) => error,
      );
    const beyond = await refusal([{ id: game.attr.heroes, choiceIds: [game.choice.h1], minLevel: 3 }]);
    expect(beyond).toBeInstanceOf(AppError);
    expect(beyond).toMatchObject({ status: 400, messageKey: 'filterUnknownLevel' });
    const onRank = await refusal([{ id: game.attr.rank, choiceIds: [game.choice.A], minLevel: 0 }]);
    expect(onRank).toMatchObject({ status: 400, messageKey: 'filterUnknownLevel' });
  });

  it('filters numbers by inclusive ranges, open at either end; a listing without the number never matches', async () => {
    expect(await titlesOf({ attrs: [{ id: game.attr.count, min: 20, max: 40 }] })).toEqual([
      'Delta',
      'Bravo',
      'Charlie',
    ]);
    expect(await titlesOf({ attrs: [{ id: game.attr.count, min: 50 }] })).toEqual(['Echo', 'Foxtrot']);
    expect(await titlesOf({ attrs: [{ id: game.attr.power, max: 80 }] })).toEqual(['Delta', 'Bravo']);
  });

  it('filters by price (fen, inclusive), keyword (title or number) and kind', async () => {
    expect(await titlesOf({ priceMin: 12000, priceMax: 20000, sort: 'price_asc' })).toEqual([
      'Foxtrot',
      'Echo',
      'Bravo',
      'Delta',
    ]);
    expect(await titlesOf({ keyword: 'rav' })).toEqual(['Bravo']);
    expect(await titlesOf({ keyword: 'foxtrot01' })).toEqual(['Foxtrot']);
    expect(await titlesOf({ keyword: '100%_' })).toEqual([]);
    const consignment = await search({ kind: 'consignment' });
    expect(consignment.rows.map((row) => row.title)).toEqual(['Delta']);
    expect(consignment.total).toBe(1);
    expect(await titlesOf({ kind: 'special_offer' })).toEqual(['Echo']);
  });

  it('combines every kind of filter', async () => {
    const page = await search({
      regionPath: [game.region.north],
      attrs: [
        { id: game.attr.rank, choiceIds: [game.choice.A] },
        { id: game.attr.tags, choiceIds: [game.choice.t1, game.choice.t2] },
        { id: game.attr.count, min: 5, max: 15 },
      ],
      priceMax: 15000,
      sort: 'price_asc',
    });
    expect(page.rows.map((row) => row.title)).toEqual(['Alpha']);
    expect(page.total).toBe(1);
  });
});

describe('listing search: compiled once per shape', () => {
  it('reuses the SQL of a shape for other values, each search finding the rows of its own values and tenant', async () => {
    const filters = (rank: 'A' | 'B', min: number, max: number): Omit<ListingSearchInput, 'retailKey' | 'gameId'> => ({
      attrs: [
        { id: game.attr.rank, choiceIds: [game.choice[rank]] },
        { id: game.attr.count, min, max },
      ],
      priceMin: 10000,
      priceMax: 25000,
      keyword: 'a',
      sort: 'price_asc',
    });
    expect(await titlesOf(filters('A', 5, 15))).toEqual(['Alpha']);
    const shapes = compiledSearchShapes();
    // The same filters with other values: the kept SQL, sent with these values.
    expect(await titlesOf(filters('A', 30, 50))).toEqual(['Delta']);
    expect(await titlesOf(filters('B', 10, 30))).toEqual(['Bravo']);
    expect(await titlesOf({ ...filters('B', 40, 60), keyword: 'c' })).toEqual(['Echo']);
    expect(compiledSearchShapes()).toBe(shapes);
    // Another shop's search of the same shape sees its own listings only.
    const novaId = await tenantIdOf(database.db, 'nova');
    const nova = await tenantContext(database.db, novaId);
    const novaGame = await createFixtureGame(database.db, novaId);
    await insertFixtureListings(database.db, novaId, novaGame, [
      { title: 'Nova Alpha', price: 20000, server: 'n1', rank: 'A', count: 40, age: 1 },
    ]);
    const novaPage = await searchListings(
      nova,
      listingSearchInputSchema.parse({
        retailKey: nova.tenant.retail_key,
        gameId: novaGame.gameId,
        attrs: [
          { id: novaGame.attr.rank, choiceIds: [novaGame.choice.A] },
          { id: novaGame.attr.count, min: 30, max: 50 },
        ],
        priceMin: 10000,
        priceMax: 25000,
        keyword: 'a',
        sort: 'price_asc',
      }),
    );
    expect(novaPage.rows.map((row) => row.title)).toEqual(['Nova Alpha']);
    expect(compiledSearchShapes()).toBe(shapes);
  });

  it('pages an unfiltered game the same way on every call of its shape', async () => {
    expect(await titlesOf({ sort: 'price_asc', pageSize: 2, pageNum: 1 })).toEqual(['Alpha', 'Foxtrot']);
    const shapes = compiledSearchShapes();
    expect(await titlesOf({ sort: 'price_asc', pageSize: 2, pageNum: 2 })).toEqual(['Echo', 'Bravo']);
    expect(compiledSearchShapes()).toBe(shapes);
    // Another page size is a shape of its own: an unfiltered page's size is written in its SQL (listingPageQuery).
    expect(await titlesOf({ sort: 'price_asc', pageSize: 3, pageNum: 2 })).toEqual(['Bravo', 'Delta', 'Charlie']);
    expect(await titlesOf({ sort: 'price_asc', pageSize: 3, pageNum: 1 })).toEqual(['Alpha', 'Foxtrot', 'Echo']);
    expect(compiledSearchShapes()).toBe(shapes + 1);
  });
});

describe('listing search: shown prices and markup', () => {
  it('shows prices after the markup, rounded up to a whole yuan', async () => {
    const marked = await tenantContext(database.db, ctx.tenantId, { markupBp: 500 });
    const page = await search({ sort: 'price_asc' }, marked);
    expect(page.rows.map((row) => [row.title, row.price])).toEqual([
      ['Alpha', 10500],
      ['Foxtrot', 12600],
      ['Echo', 15800], // 15000 × 1.05 = 15750 → 15800
      ['Bravo', 21000],
      ['Delta', 21000],
      ['Charlie', 31500],
    ]);
  });

  it('applies price filters to the shown price, exactly at the boundaries', async () => {
    const marked = await tenantContext(database.db, ctx.tenantId, { markupBp: 500 });
    const shown = async (input: Omit<ListingSearchInput, 'retailKey' | 'gameId'>) =>
      titlesOf({ ...input, sort: 'price_asc' }, marked);
    expect(await shown({ priceMax: 15800 })).toEqual(['Alpha', 'Foxtrot', 'Echo']);
    expect(await shown({ priceMax: 15799 })).toEqual(['Alpha', 'Foxtrot']);
    expect(await shown({ priceMin: 12600 })).toEqual(['Foxtrot', 'Echo', 'Bravo', 'Delta', 'Charlie']);
    expect(await shown({ priceMin: 12601 })).toEqual(['Echo', 'Bravo', 'Delta', 'Charlie']);
    expect(await shown({ priceMin: 10501, priceMax: 10599 })).toEqual([]);
  });
});

describe('listing search: bad filters', () => {
  const cases: [string, Omit<ListingSearchInput, 'retailKey' | 'gameId'>, string, string][] = [];
  beforeAll(() => {
    cases.push(
      [
        'an unknown attribute',
        { attrs: [{ id: 999_999, choiceIds: [1] }] },
        'filterUnknownAttribute',
        'body.attrs.0.id',
      ],
      [
        'an attribute that is not a filter',
        { attrs: [{ id: game.attr.secret, choiceIds: [game.choice.x] }] },
        'filterNotSearchable',
        'body.attrs.0.id',
      ],
      [
        'a choice of another attribute',
        { attrs: [{ id: game.attr.rank, choiceIds: [game.choice.t1] }] },
        'filterUnknownChoice',
        'body.attrs.0.choiceIds',
      ],
      [
        'a range on a choice attribute',
        { attrs: [{ id: game.attr.rank, min: 1 }] },
        'filterNeedsChoices',
        'body.attrs.0',
      ],
      [
        'choices on a number attribute',
        { attrs: [{ id: game.attr.count, choiceIds: [game.choice.A] }] },
        'filterNeedsRange',
        'body.attrs.0',
      ],
      [
        'a reversed number range',
        { attrs: [{ id: game.attr.count, min: 9, max: 3 }] },
        'filterRangeReversed',
        'body.attrs.0.min',
      ],
      ['a reversed price range', { priceMin: 500, priceMax: 100 }, 'filterRangeReversed', 'body.priceMin'],
      [
        'a region path that is not a path',
        { regionPath: [game.region.south, game.region.n1] },
        'filterRegionPath',
        'body.regionPath.1',
      ],
    );
  });

  it('answers 400 naming the field for each bad filter', async () => {
    for (const [label, input, messageKey, field] of cases) {
      const error = await rejection(search(input));
      expect({ label, status: error.status, messageKey: error.messageKey, field: error.fields?.[0]?.field }).toEqual({
        label,
        status: 400,
        messageKey,
        field,
      });
    }
  });

  it('refuses a foreign retailKey and answers 404 for a game of another tenant', async () => {
    await expect(searchListings(ctx, { ...query(), retailKey: 'not-the-key' })).rejects.toMatchObject({
      status: 400,
      messageKey: 'retailKeyMismatch',
    });
    const nova = await tenantContext(database.db, await tenantIdOf(database.db, 'nova'));
    await expect(searchListings(nova, { ...query(), retailKey: nova.tenant.retail_key })).rejects.toMatchObject({
      status: 404,
      messageKey: 'gameNotFound',
    });
  });
});

describe('listing detail', () => {
  it('renders every attribute with the dictionary, the region path and the shown price', async () => {
    const detail = await getListingDetail(ctx, ids.Alpha as number, null);
    expect(detail).toMatchObject({
      title: 'Alpha',
      price: 10000,
      state: 'on_sale',
      isCollect: false,
      gameType: 'pc',
      regionNames: ['North', 'N1'],
      gallery: ['/uploads/fixture/cover.svg', '/uploads/fixture/shot.svg'],
    });
    expect(detail.attributes.map((a) => [a.name, a.text])).toEqual([
      ['Rank', 'A'],
      ['Tags', 't1, t2'],
      ['Heroes', 'h1 (L2)'],
      ['Count', '10 pcs'],
      ['Power', '100'],
      ['Since', '2021-03-04'],
      ['Note', 'fixture note'],
      ['Secret', 'x'],
    ]);
    expect(detail.attributes[2]?.items).toEqual([{ id: game.choice.h1, name: 'h1', level: 'L2' }]);
    expect(JSON.stringify(detail)).not.toMatch(/INTERNAL-REMARK|cost|seller/i);
  });

  it('shows a listing sold or taken down with its state, and hides one that was never public', async () => {
    expect((await getListingDetail(ctx, ids.Golf as number, null)).state).toBe('sold');
    expect((await getListingDetail(ctx, ids.Hotel as number, null)).state).toBe('unavailable');
    await expect(getListingDetail(ctx, ids.India as number, null)).rejects.toMatchObject({ status: 404 });
    const nova = await tenantContext(database.db, await tenantIdOf(database.db, 'nova'));
    await expect(getListingDetail(nova, ids.Alpha as number, null)).rejects.toMatchObject({ status: 404 });
  });

  it('recommends other listings on sale of the game, nearest in price first', async () => {
    const similar = await recommendListings(ctx, ids.Echo as number);
    expect(similar.map((row) => row.title)).toEqual(['Foxtrot', 'Alpha', 'Bravo', 'Delta', 'Charlie']);
  });
});
