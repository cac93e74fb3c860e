import type { ListingSearchInput } from '@gs/shared/listings';
import { listingSearchInputSchema } from '@gs/shared/listings';
import { CompiledQuery, sql } from 'kysely';
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
import { getGameCatalogue } from '../catalogue/index.ts';
import { planListingSearch } from './listing-search.ts';
import { keywordCappedPageQuery } from './listings.repository.ts';
import { searchListings } from './listings.service.ts';

// Issue #22: keyword search on titles through an index, Chinese substrings included (the embedded PostgreSQL's C
// locale gives pg_trgm no trigram of a Chinese character, so the index is of character bigrams).
let database: TestDatabase;
let ctx: RequestContext;
let game: FixtureGame;

const titles = [
  '安卓QQ区|最强王者|末日机甲',
  '苹果微信区|星耀|凤求凰',
  '安卓微信区|钻石|末日之战',
  'Android QQ | Doomsday Mecha | 100%_off',
  '苹果QQ区|荣耀王者|天鹅之梦',
];

beforeAll(async () => {
  database = await createTestDatabase();
  const tenantId = await tenantIdOf(database.db, 'demo');
  ctx = await tenantContext(database.db, tenantId);
  game = await createFixtureGame(database.db, tenantId);
  await insertFixtureListings(
    database.db,
    tenantId,
    game,
    titles.map((title, index) => ({ title, price: 10000, server: 'n1', rank: 'A', count: 10, age: index })),
  );
  await insertFixtureListings(database.db, tenantId, game, [
    { title: '苹果QQ区|末日机甲（已售）', price: 10000, server: 'n1', rank: 'A', count: 10, age: 9, status: 'sold' },
  ]);
});
afterAll(async () => {
  await database.drop();
});

const input = (keyword: string): ListingSearchInput => ({
  retailKey: ctx.tenant.retail_key,
  gameId: game.gameId,
  keyword,
  sort: 'time_desc',
});

const titlesFor = async (keyword: string) =>
  (await searchListings(ctx, listingSearchInputSchema.parse(input(keyword)))).rows.map((row) => row.title);

describe('keyword search on titles', () => {
  it('finds Chinese substrings of any length, on sale only', async () => {
    expect(await titlesFor('末日机甲')).toEqual([titles[0]]);
    expect(await titlesFor('求凰')).toEqual([titles[1]]);
    expect(await titlesFor('末日')).toEqual([titles[0], titles[2]]);
    expect(await titlesFor('王者')).toEqual([titles[0], titles[4]]);
    expect(await titlesFor('鹅')).toEqual([titles[4]]);
    expect(await titlesFor('区|荣耀王')).toEqual([titles[4]]);
    expect(await titlesFor('机甲末日')).toEqual([]);
  });

  it('matches Latin letters in any case and wildcards literally', async () => {
    expect(await titlesFor('doomsday MECHA')).toEqual([titles[3]]);
    expect(await titlesFor('qq')).toEqual([titles[0], titles[3], titles[4]]);
    expect(await titlesFor('100%_')).toEqual([titles[3]]);
    expect(await titlesFor('0%o')).toEqual([]);
  });

  it('reads the title index instead of every listing of the game', async () => {
    // A game with thousands of other listings, so that reading all of them would be the planner's worst choice.
    await sql`
      INSERT INTO listings (tenant_id, number, game_id, kind, status, title, price_fen, listed_at, attrs, search_ids)
      SELECT tenant_id, 'FILL' || lpad(n::text, 6, '0'), game_id, kind, status, '苹果微信区|钻石|' || n, price_fen, listed_at, attrs, search_ids
        FROM listings, generate_series(1, 5000) AS n
       WHERE tenant_id = ${ctx.tenantId} AND game_id = ${game.gameId} AND title = ${titles[1]}`.execute(database.db);
    await sql`ANALYZE listings`.execute(database.db);
    await sql`ANALYZE listing_titles`.execute(database.db);
    expect(await titlesFor('末日机甲')).toEqual([titles[0]]);
    const catalogue = await getGameCatalogue(ctx, game.gameId);
    const plan = planListingSearch(catalogue, listingSearchInputSchema.parse(input('末日机甲')), 0);
    const compiled = keywordCappedPageQuery(database.db, ctx.tenantId, plan, 10_000).compile();
    const result = await database.db.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`EXPLAIN ${compiled.sql}`, [...compiled.parameters]),
    );
    // The candidates are rechecked on the narrow copy of the titles (migration 2026_12_02_1530), not on listings.
    const explained = result.rows.map((row) => row['QUERY PLAN']).join('\n');
    expect(explained).toMatch(/Bitmap Index Scan on listing_titles_\d+_listing_title_grams_idx/);
    expect(explained).not.toMatch(/Scan on listings(?! l)/);
  });

  it('keeps filtering by kind and price, and sorting by price, on the titles', async () => {
    const search = async (extra: Partial<ListingSearchInput>) =>
      (await searchListings(ctx, listingSearchInputSchema.parse({ ...input('王者'), ...extra }))).rows.map(
        (row) => row.title,
      );
    await sql`UPDATE listings SET price_fen = 20000 WHERE tenant_id = ${ctx.tenantId} AND title = ${titles[4]}`.execute(
      database.db,
    );
    expect(await search({ sort: 'price_desc' })).toEqual([titles[4], titles[0]]);
    expect(await search({ sort: 'price_asc' })).toEqual([titles[0], titles[4]]);
    expect(await search({ priceMin: 15000 })).toEqual([titles[4]]);
    expect(await search({ kind: 'consignment' })).toEqual([]);
    expect(await search({ kind: 'self_operated' })).toEqual([titles[0], titles[4]]);
  });
});

describe('keyword search after writes to listings', () => {
  // The rows listing_titles must hold: every listing on sale, its title lower-cased.
  const assertTitlesInStep = async () => {
    const differ = await sql<{ n: string }>`
      SELECT count(*) AS n FROM (
        (SELECT tenant_id, id, game_id, kind, price_fen, listed_at, lower(title) FROM listings WHERE status = 'on_sale'
         EXCEPT SELECT tenant_id, listing_id, game_id, kind, price_fen, listed_at, title FROM listing_titles)
        UNION ALL
        (SELECT tenant_id, listing_id, game_id, kind, price_fen, listed_at, title FROM listing_titles
         EXCEPT SELECT tenant_id, id, game_id, kind, price_fen, listed_at, lower(title) FROM listings WHERE status = 'on_sale')
      ) d`.execute(database.db);
    expect(Number(differ.rows[0]?.n)).toBe(0);
    const misplaced = await sql<{ n: string }>`
      SELECT count(*) AS n FROM listing_titles WHERE tableoid <> ('listing_titles_' || game_id % 64)::regclass`.execute(
      database.db,
    );
    expect(Number(misplaced.rows[0]?.n)).toBe(0);
  };
  const listing = { price: 10000, server: 'n1', rank: 'A', count: 10, age: 1 } as const;

  it('finds a new listing, an edited title, and a listing back on sale; not one sold, off the shelf or deleted', async () => {
    const [id] = await insertFixtureListings(database.db, ctx.tenantId, game, [
      { ...listing, title: '安卓区|青龙偃月' },
    ]);
    expect(await titlesFor('青龙偃')).toEqual(['安卓区|青龙偃月']);
    await assertTitlesInStep();

    await sql`UPDATE listings SET title = '安卓区|Golden 白虎' WHERE id = ${id}`.execute(database.db);
    expect(await titlesFor('青龙偃')).toEqual([]);
    expect(await titlesFor('golden 白')).toEqual(['安卓区|Golden 白虎']);

    for (const status of ['locked', 'off_shelf', 'sold'] as const) {
      await sql`UPDATE listings SET status = ${status}, sold_at = now() WHERE id = ${id}`.execute(database.db);
      expect(await titlesFor('golden 白')).toEqual([]);
      await assertTitlesInStep();
      await sql`UPDATE listings SET status = 'on_sale' WHERE id = ${id}`.execute(database.db);
      expect(await titlesFor('golden 白')).toEqual(['安卓区|Golden 白虎']);
    }
    await sql`UPDATE listings SET views = views + 1 WHERE id = ${id}`.execute(database.db);
    await assertTitlesInStep();

    await sql`DELETE FROM listings WHERE id = ${id}`.execute(database.db);
    expect(await titlesFor('golden 白')).toEqual([]);
    await assertTitlesInStep();
  });

  it('never finds another shop’s titles', async () => {
    const otherId = await tenantIdOf(database.db, 'nova');
    const other = await createFixtureGame(database.db, otherId);
    await insertFixtureListings(database.db, otherId, other, [{ ...listing, title: '苹果区|朱雀涅槃' }]);
    await insertFixtureListings(database.db, ctx.tenantId, game, [{ ...listing, title: '安卓区|朱雀涅槃' }]);
    expect(await titlesFor('朱雀涅')).toEqual(['安卓区|朱雀涅槃']);
    const otherCtx = await tenantContext(database.db, otherId);
    const page = await searchListings(
      otherCtx,
      listingSearchInputSchema.parse({
        ...input('朱雀涅'),
        retailKey: otherCtx.tenant.retail_key,
        gameId: other.gameId,
      }),
    );
    expect(page.rows.map((row) => row.title)).toEqual(['苹果区|朱雀涅槃']);
    // A shop's game id with another shop's tenant finds nothing.
    await expect(
      searchListings(ctx, listingSearchInputSchema.parse({ ...input('朱雀涅'), gameId: other.gameId })),
    ).rejects.toThrow();
    await assertTitlesInStep();
  });
});
