import type { BidQuoteResult, BidRequestResult } from '@gs/shared/bidding';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accept,
  bidInput,
  createBiddingGame,
  demoParty,
  newRecycler,
  type Party,
  quote,
  submitBid,
} from '../../../../test/bidding-fixtures.ts';
import type { FixtureGame } from '../../../../test/catalogue-fixtures.ts';
import { createTestDatabase, envelope, type TestDatabase, testAppDeps, testConfig } from '../../../../test/helpers.ts';
import { authHeaders, tenantIdOf } from '../../../../test/identity-helpers.ts';
import { contextOf, movableClock } from '../../../../test/trade-fixtures.ts';
import { buildApp } from '../../../app.ts';
import type { AppDeps } from '../../../composition/create-app-deps.ts';
import type { OrderOutcomeEvent } from '../../trade/index.ts';
import { sweepExpiredOrders } from '../../trade/orders/order-scheduler.ts';

/*
 * The order-outcome hooks are part of an app's trade deps, not of the process: two apps built in one process (as
 * the tests build many) each run the hooks they were composed with. App A is composed as production composes it
 * (bidding's hook); app B, on the same database, has a recording hook in its place.
 */

let database: TestDatabase;
let depsA: AppDeps;
let depsB: AppDeps;
let appA: FastifyInstance;
let appB: FastifyInstance;
let demoId: number;
let game: FixtureGame;
let seller: Party;
let recycler: Party;
const seenByB: OrderOutcomeEvent[] = [];
const clock = movableClock();
const HOUR = 3_600_000;

beforeAll(async () => {
  database = await createTestDatabase();
  depsA = testAppDeps(database.db, testConfig(), { clock });
  appA = await buildApp(depsA);
  await appA.ready();
  const composedB = testAppDeps(database.db, testConfig(), { clock });
  depsB = {
    ...composedB,
    trade: {
      ...composedB.trade,
      outcomeHooks: {
        bid_recycle: async (_db, event) => {
          seenByB.push(event);
        },
      },
    },
  };
  appB = await buildApp(depsB);
  await appB.ready();
  demoId = await tenantIdOf(database.db, 'demo');
  game = await createBiddingGame(database.db, demoId);
  const ctx = await contextOf(database.db, demoId, clock);
  seller = await demoParty(ctx, 'seller');
  recycler = await newRecycler(ctx, '13977775555');
}, 120_000);

afterAll(async () => {
  await appA?.close();
  await appB?.close();
  await database?.drop();
});

/** A request submitted, quoted and accepted through `app`: its id, its order and the order's listing. */
async function acceptedThrough(app: FastifyInstance) {
  const requestId = await submitBid(app, seller, bidInput(game, demoId, seller.userId));
  const quoted = envelope<BidQuoteResult>(await quote(app, recycler, requestId, 90_000)).data;
  const accepted = await accept(app, seller, requestId, quoted.id);
  expect(accepted.statusCode, accepted.body).toBe(200);
  return { requestId, orderId: envelope<BidRequestResult>(accepted).data.orderId as number };
}

const cancelThrough = (app: FastifyInstance, orderId: number) =>
  app.inject({ method: 'POST', url: `/api/order/${orderId}/cancel`, headers: authHeaders(recycler.token) });

async function requestStatus(requestId: number) {
  const row = await database.db
    .selectFrom('recycle_bid_requests')
    .select('status')
    .where('tenant_id', '=', demoId)
    .where('id', '=', requestId)
    .executeTakeFirstOrThrow();
  return row.status;
}

describe('order-outcome hooks per app', () => {
  it('each app was given its own hooks', () => {
    expect(depsA.trade.outcomeHooks.bid_recycle).toEqual(expect.any(Function));
    expect(depsB.trade.outcomeHooks.bid_recycle).not.toBe(depsA.trade.outcomeHooks.bid_recycle);
    // Composing another app hands it hooks of its own too (a new object, not a shared registry).
    expect(testAppDeps(database.db, testConfig()).trade.outcomeHooks).not.toBe(depsA.trade.outcomeHooks);
  });

  it('an order cancelled through app A runs bidding’s hook (request expired), not app B’s', async () => {
    const { requestId, orderId } = await acceptedThrough(appA);
    const cancelled = await cancelThrough(appA, orderId);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await requestStatus(requestId)).toBe('expired');
    expect(seenByB).toEqual([]);
  });

  it('an order cancelled through app B runs B’s hook only: bidding’s did not move the request', async () => {
    const { requestId, orderId } = await acceptedThrough(appB);
    const cancelled = await cancelThrough(appB, orderId);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(seenByB).toEqual([expect.objectContaining({ tenantId: demoId, orderId, outcome: 'lapsed' })]);
    expect(await requestStatus(requestId)).toBe('accepted');
    seenByB.length = 0;
  });

  it('the expiry sweep runs the hooks of the deps it is given', async () => {
    const first = await acceptedThrough(appA);
    clock.advance(25 * HOUR);
    expect(await sweepExpiredOrders(database.db, depsB.trade, clock.now())).toBe(1);
    expect(seenByB).toEqual([expect.objectContaining({ orderId: first.orderId, outcome: 'lapsed' })]);
    expect(await requestStatus(first.requestId)).toBe('accepted');

    const second = await acceptedThrough(appA);
    clock.advance(25 * HOUR);
    expect(await sweepExpiredOrders(database.db, depsA.trade, clock.now())).toBe(1);
    expect(await requestStatus(second.requestId)).toBe('expired');
    expect(seenByB).toHaveLength(1);
  });
});
