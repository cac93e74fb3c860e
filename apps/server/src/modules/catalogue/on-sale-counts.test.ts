import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestDatabase, type TestDatabase } from '../../../test/helpers.ts';
import { authHeaders, tenantIdOf } from '../../../test/identity-helpers.ts';
import {
  contextOf,
  insertTestListing,
  movableClock,
  type TestBuyer,
  verifiedBuyer,
} from '../../../test/trade-fixtures.ts';
import { countOnSale } from './games.repository.ts';

// Issue #22: every listing that left or came back on sale updated one counter row of its game, so concurrent
// checkouts of one game waited for each other's commit. The counts must stay exact all the same.
let database: TestDatabase;
let app: FastifyInstance;
let demoId: number;
let gameId: number;
const buyers: TestBuyer[] = [];
const clock = movableClock();

const onSaleInDatabase = async () => {
  const row = await database.db
    .selectFrom('listings')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('tenant_id', '=', demoId)
    .where('game_id', '=', gameId)
    .where('status', '=', 'on_sale')
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, {}, { clock });
  demoId = await tenantIdOf(database.db, 'demo');
  const game = await database.db
    .selectFrom('games')
    .select('id')
    .where('tenant_id', '=', demoId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  gameId = game.id;
  const ctx = await contextOf(database.db, demoId, clock);
  for (let i = 0; i < 8; i++) buyers.push(await verifiedBuyer(ctx, `1397777${String(i).padStart(4, '0')}`));
}, 120_000);
afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('listings on sale per game under concurrent sales', () => {
  it('counts every concurrent order of one game, and every listing released back on sale', async () => {
    const listings: number[] = [];
    for (let i = 0; i < buyers.length; i++) listings.push(await insertTestListing(database.db, demoId, { gameId }));
    const before = await countOnSale(database.db, demoId, gameId, undefined);
    expect(before).toBe(await onSaleInDatabase());

    const responses = await Promise.all(
      buyers.map((buyer, i) =>
        app.inject({
          method: 'POST',
          url: '/api/order/create',
          headers: authHeaders(buyer.token),
          payload: { goodsId: listings[i], guarantee: 'none', payMode: 'full', agree: true },
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(buyers.map(() => 200));
    expect(await countOnSale(database.db, demoId, gameId, undefined)).toBe(before - buyers.length);
    expect(await countOnSale(database.db, demoId, gameId, undefined)).toBe(await onSaleInDatabase());

    // Half of them released at once (as unpaid orders closing would), each in its own statement.
    await Promise.all(
      listings
        .slice(0, 4)
        .map((id) =>
          database.db
            .updateTable('listings')
            .set({ status: 'on_sale' })
            .where('tenant_id', '=', demoId)
            .where('id', '=', id)
            .execute(),
        ),
    );
    expect(await countOnSale(database.db, demoId, gameId, undefined)).toBe(before - buyers.length + 4);
    expect(await countOnSale(database.db, demoId, gameId, undefined)).toBe(await onSaleInDatabase());
  });

  it('lets a listing of a game leave the shelf while another one of the same game is being sold', async () => {
    // Two listings of one game in different counter stripes (a stripe is the listing id modulo 16).
    const first = await insertTestListing(database.db, demoId, { gameId });
    let second = await insertTestListing(database.db, demoId, { gameId });
    while (second % 16 === first % 16) second = await insertTestListing(database.db, demoId, { gameId });
    const before = await countOnSale(database.db, demoId, gameId, undefined);

    let releaseFirst: () => void = () => {};
    const firstHeld = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    let firstLocked: () => void = () => {};
    const firstWritten = new Promise<void>((resolve) => {
      firstLocked = resolve;
    });
    // The first sale takes its listing off the shelf and stays uncommitted until the second one is done.
    const firstSale = database.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('listings')
        .set({ status: 'locked' })
        .where('tenant_id', '=', demoId)
        .where('id', '=', first)
        .execute();
      firstLocked();
      await firstHeld;
    });
    await firstWritten;
    // Before, the second sale waited on the game's counter row until the first committed: here it would give up.
    const secondSale = database.db.transaction().execute(async (trx) => {
      await sql`SET LOCAL lock_timeout = '3s'`.execute(trx);
      await trx
        .updateTable('listings')
        .set({ status: 'locked' })
        .where('tenant_id', '=', demoId)
        .where('id', '=', second)
        .execute();
    });
    const outcome = await secondSale.then(
      () => 'committed',
      (error: Error) => error.message,
    );
    releaseFirst();
    await firstSale;
    expect(outcome).toBe('committed');
    expect(await countOnSale(database.db, demoId, gameId, undefined)).toBe(before - 2);
    expect(await countOnSale(database.db, demoId, gameId, undefined)).toBe(await onSaleInDatabase());
  });
});
