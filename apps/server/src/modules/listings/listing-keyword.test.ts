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
    expect(await titlesFor('末日机甲')).toEqual([titles[0]]);
    const catalogue = await getGameCatalogue(ctx, game.gameId);
    const plan = planListingSearch(catalogue, listingSearchInputSchema.parse(input('末日机甲')), 0);
    const compiled = keywordCappedPageQuery(database.db, ctx.tenantId, plan, 10_000).compile();
    const result = await database.db.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`EXPLAIN ${compiled.sql}`, [...compiled.parameters]),
    );
    expect(result.rows.map((row) => row['QUERY PLAN']).join('\n')).toContain('listings_on_sale_title_grams_idx');
  });
});
