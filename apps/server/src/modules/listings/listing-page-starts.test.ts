import { LISTING_PAGE_SIZE_MAX, type ListingSort, listingSearchInputSchema, listingSorts } from '@gs/shared/listings';
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
import { createDb } from '../../db/connection.ts';
import { Caches } from '../../lib/caches.ts';
import type { RequestContext } from '../../lib/context.ts';
import { forgetCatalogue, getGameCatalogue } from '../catalogue/index.ts';
import { planListingSearch } from './listing-search.ts';
import { PAGE_START_STRIDE, searchListingPage } from './listings.repository.ts';
import { searchListings } from './listings.service.ts';

let database: TestDatabase;
let ctx: RequestContext;
let game: FixtureGame;
let statements = 0;
const LISTINGS = 2_105;

beforeAll(async () => {
  database = await createTestDatabase();
  const tenantId = await tenantIdOf(database.db, 'demo');
  // Counts the statements run (transformQuery also sees each subquery; a result comes once per statement).
  const counting = database.db.withPlugin({
    transformQuery: (args) => args.node,
    transformResult: async (args) => {
      statements += 1;
      return args.result;
    },
  });
  ctx = { ...(await tenantContext(database.db, tenantId)), db: counting };
  game = await createFixtureGame(database.db, tenantId, 'Deep Pages');
  forgetCatalogue(ctx);
  const rows = Array.from({ length: LISTINGS }, (_, i) => ({
    title: `Deep ${i}`,
    price: 10_000 + (i % 50) * 100, // ~42 listings per price: the id decides between them
    server: 'n1' as const,
    rank: 'A' as const,
    count: 1,
    age: Math.floor(i / 3),
  }));
  await insertFixtureListings(database.db, tenantId, game, rows);
  // Listing times with microseconds, as now() writes them (a JS Date would keep only the milliseconds).
  await sql`UPDATE listings SET listed_at = listed_at + (id % 5) * interval '7 microseconds'
            WHERE tenant_id = ${tenantId} AND game_id = ${game.gameId}`.execute(database.db);
});
afterAll(async () => {
  await database.drop();
});

/** The search of the fixture game's page `pageNum` in `sort`. */
function searchInput(sort: ListingSort, pageNum: number, pageSize: number) {
  return listingSearchInputSchema.parse({
    retailKey: ctx.tenant.retail_key,
    gameId: game.gameId,
    sort,
    pageNum,
    pageSize,
  });
}

/** The page as the plain offset walk finds it (no page start). */
async function pageByOffset(sort: ListingSort, pageNum: number, pageSize: number) {
  const query = searchInput(sort, pageNum, pageSize);
  const plan = planListingSearch(await getGameCatalogue(ctx, game.gameId), query, ctx.tenant.price_markup_bp);
  return (await searchListingPage(database.db, ctx.tenantId, plan)).map((row) => row.id);
}

describe('deep pages of an unfiltered game', () => {
  it('start from the cached listing at each stride: the same rows as the plain offset, in every sort', async () => {
    for (const sort of listingSorts) {
      for (const [pageNum, pageSize] of [
        [51, 20], // 1,000: right at a start
        [60, 20],
        [22, 100], // 2,100: the last page, 5 rows
        [50, 20], // 980: from the listing at 800
        [10, 20], // before the first stride: the plain offset
      ] as const) {
        const page = await searchListings(ctx, searchInput(sort, pageNum, pageSize));
        expect(page.total).toBe(LISTINGS);
        expect(page.rows.map((row) => row.id)).toEqual(await pageByOffset(sort, pageNum, pageSize));
      }
    }
  });

  it('are planned once per connection: PostgreSQL keeps the generic plan of a deep page’s prepared statement', async () => {
    await sql`ANALYZE listings`.execute(database.db);
    // One connection, so that its prepared statements are the ones these searches made.
    const { db } = createDb(database.url, 1);
    try {
      const alone = { ...ctx, db, caches: new Caches() };
      for (let pageNum = 60; pageNum < 80; pageNum++)
        await searchListings(alone, searchInput('time_desc', pageNum, 20));
      const { rows } = await sql<{ statement: string; generic_plans: string; custom_plans: string }>`
        SELECT statement, generic_plans, custom_plans FROM pg_prepared_statements`.execute(db);
      const page = rows.find((row) => row.statement.includes(`limit ${PAGE_START_STRIDE + LISTING_PAGE_SIZE_MAX}`));
      // PostgreSQL plans a prepared statement for its values five times, then keeps the generic plan if it costs no
      // more: planned on every call, the statement spent more time planning than running.
      expect(Number(page?.custom_plans)).toBeLessThanOrEqual(5);
      expect(Number(page?.generic_plans)).toBeGreaterThanOrEqual(15);
    } finally {
      await db.destroy();
    }
  });

  it('looks each start up once, then walks from it: the page alone, one statement (the total is the counters kept)', async () => {
    const query = searchInput('time_desc', 110, 20);
    const fresh = { ...ctx, caches: new Caches() }; // another instance: nothing cached yet
    await searchListings(fresh, { ...query, pageNum: 1 }); // the catalogue and the on-sale counts, cached
    statements = 0;
    await searchListings(fresh, query); // 2,180: looks up the listing at 2,000 first
    expect(statements).toBe(2);
    statements = 0;
    const again = await searchListings(fresh, query);
    expect(statements).toBe(1);
    expect(again.rows.map((row) => row.id)).toEqual(await pageByOffset('time_desc', 110, 20));
    expect(again.total).toBe(LISTINGS);
    // Every 200 listings a start (PAGE_START_STRIDE): the page at 380 walks from the listing at 200.
    statements = 0;
    const near = await searchListings(fresh, searchInput('time_desc', 20, 20));
    expect(statements).toBe(2);
    expect(near.rows.map((row) => row.id)).toEqual(await pageByOffset('time_desc', 20, 20));
  });
});
