import type { Order } from '@gs/shared/orders';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestDatabase, envelope, type TestDatabase } from '../../../../test/helpers.ts';
import { authHeaders, tenantIdOf } from '../../../../test/identity-helpers.ts';
import {
  contextOf,
  expectEveryOrderBalanced,
  insertTestListing,
  listingStatus,
  movableClock,
  type TestBuyer,
  verifiedBuyer,
} from '../../../../test/trade-fixtures.ts';

let database: TestDatabase;
let app: FastifyInstance;
let demoId: number;
const buyers: TestBuyer[] = [];
const clock = movableClock();

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, {}, { clock });
  demoId = await tenantIdOf(database.db, 'demo');
  const ctx = await contextOf(database.db, demoId, clock);
  // 50 distinct users, registered and real-name verified through the services.
  for (let i = 0; i < 50; i++) buyers.push(await verifiedBuyer(ctx, `1398888${String(i).padStart(4, '0')}`));
}, 120_000);
afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('the race of 50 buyers for one listing', () => {
  it('makes exactly one order; the other 49 get a clear 409; the listing is locked once', async () => {
    const goodsId = await insertTestListing(database.db, demoId);
    const started = performance.now();
    const responses = await Promise.all(
      buyers.map((buyer) =>
        app.inject({
          method: 'POST',
          url: '/api/order/create',
          headers: { ...authHeaders(buyer.token), 'accept-language': 'en-US' },
          payload: { goodsId, guarantee: 'retrieval', payMode: 'full', agree: true },
        }),
      ),
    );
    const ms = performance.now() - started;
    const won = responses.filter((r) => r.statusCode === 200);
    const lost = responses.filter((r) => r.statusCode === 409);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(49);
    for (const response of lost) {
      expect(envelope(response).msg).toBe('Someone else is paying for this account, try again later.');
    }
    const orders = await database.db
      .selectFrom('orders')
      .select(['id', 'status'])
      .where('listing_id', '=', goodsId)
      .execute();
    expect(orders).toEqual([{ id: envelope<Order>(won[0] as { body: string }).data.id, status: 'pending_payment' }]);
    const history = await database.db
      .selectFrom('order_status_history')
      .select('id')
      .where('order_id', '=', orders[0]?.id ?? 0)
      .execute();
    expect(history).toHaveLength(1);
    expect(await listingStatus(database.db, demoId, goodsId)).toBe('locked');
    await expectEveryOrderBalanced(database.db);
    console.info(`50-buyer race: ${ms.toFixed(0)} ms for 50 concurrent creates`);
  });
});
