import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bidInput, createBiddingGame, demoParty, submitBid } from '../../../test/bidding-fixtures.ts';
import { loginDemoUser } from '../../../test/catalogue-fixtures.ts';
import { buildTestApp, createTestDatabase, type TestDatabase } from '../../../test/helpers.ts';
import { authHeaders, tenantIdOf } from '../../../test/identity-helpers.ts';
import { createRecycleGame, levelTwoSeller, recycleRule, submitRecycleOk } from '../../../test/recycle-fixtures.ts';
import { contextOf, movableClock } from '../../../test/trade-fixtures.ts';
import { down, up } from './2026_11_24_1000_listing_origin.ts';

let database: TestDatabase;
let app: FastifyInstance;
let demoId: number;
const clock = movableClock();

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, {}, { clock });
  demoId = await tenantIdOf(database.db, 'demo');
}, 60_000);
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const originsById = async () => {
  const rows = await database.db.selectFrom('listings').select(['id', 'origin']).orderBy('id').execute();
  return new Map(rows.map((row) => [row.id, row.origin]));
};

describe('migration 2026_11_24_1000_listing_origin', () => {
  it('gives the listings of existing recycle and bid requests their origin, every other listing the market', async () => {
    // Both games before the first request: the app caches the tenant's catalogue.
    const recycleGame = await createRecycleGame(database.db, demoId);
    const bidGame = await createBiddingGame(database.db, demoId);
    const operator = await loginDemoUser(app, 'operator');
    const rule = await app.inject({
      method: 'PUT',
      url: `/api/staff/recycle/rules/${recycleGame.gameId}`,
      headers: authHeaders(operator),
      payload: recycleRule(recycleGame),
    });
    expect(rule.statusCode, rule.body).toBe(200);
    const recycleSeller = await levelTwoSeller(database.db, demoId, '13966630001', clock);
    await submitRecycleOk(app, recycleGame, recycleSeller.token);
    const bidSeller = await demoParty(await contextOf(database.db, demoId, clock), 'seller');
    await submitBid(app, bidSeller, bidInput(bidGame, demoId, bidSeller.userId));

    const written = await originsById();
    const counts = (origins: Map<number, string>) =>
      [...origins.values()].reduce<Record<string, number>>((acc, origin) => {
        acc[origin] = (acc[origin] ?? 0) + 1;
        return acc;
      }, {});
    // These two, and the demo seed's request of each kind at the three shops that trade (demo-queues.ts).
    expect(counts(written)).toMatchObject({ quick_recycle: 4, bid_recycle: 4 });
    expect(counts(written).market).toBeGreaterThan(0);

    const unknownDb = database.db as unknown as Kysely<unknown>;
    await down(unknownDb);
    await up(unknownDb);
    expect(await originsById()).toEqual(written);

    // The recent-deals index carries the public reads' condition.
    const index = await sql<{ indexdef: string }>`
      SELECT indexdef FROM pg_indexes WHERE indexname = 'listings_sold_idx'`.execute(database.db);
    expect(index.rows[0]?.indexdef).toMatch(
      /WHERE \(\(status = 'sold'::text\) AND \(origin <> 'bid_recycle'::text\)\)/,
    );
    await expect(
      sql`UPDATE listings SET origin = 'elsewhere' WHERE tenant_id = ${demoId}`.execute(database.db),
    ).rejects.toThrow(/listings_origin_check/);
  });
});
