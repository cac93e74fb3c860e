import type { BidQuoteResult, BidRequestResult } from '@gs/shared/bidding';
import type { MyConsignmentPage } from '@gs/shared/consignment';
import type { RecentDeal } from '@gs/shared/listings';
import type { Order } from '@gs/shared/orders';
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
import { buildTestApp, createTestDatabase, envelope, type TestDatabase } from '../../../../test/helpers.ts';
import { authHeaders, tenantIdOf } from '../../../../test/identity-helpers.ts';
import {
  contextOf,
  insertTestListing,
  listingStatus,
  movableClock,
  payThroughCashier,
} from '../../../../test/trade-fixtures.ts';

/*
 * A price-competition recycle sells the seller's account to the winning recycler through an order on a listing.
 * That listing is the seller's bid request, not a market listing: locked or sold, it must not show anywhere a
 * buyer looks, nor among the seller's consignments. A consignment sale of the same seller is the control.
 */

let database: TestDatabase;
let app: FastifyInstance;
let demoId: number;
let game: FixtureGame;
let seller: Party;
let buyer: Party;
let recycler: Party;
const clock = movableClock();

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, {}, { clock });
  demoId = await tenantIdOf(database.db, 'demo');
  game = await createBiddingGame(database.db, demoId);
  const ctx = await contextOf(database.db, demoId, clock);
  seller = await demoParty(ctx, 'seller');
  buyer = await demoParty(ctx, 'buyer');
  recycler = await newRecycler(ctx, '13977771234');
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const call = (method: 'GET' | 'POST', url: string, party: Party | null, payload?: unknown) =>
  app.inject({
    method,
    url,
    headers: { ...(party ? authHeaders(party.token) : { host: 'localhost' }), 'accept-language': 'en-US' },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const recentDealIds = async () => {
  const response = await call('GET', '/api/saleOrder/web/recently/deal?limit=50', null);
  expect(response.statusCode, response.body).toBe(200);
  return envelope<RecentDeal[]>(response).data.map((deal) => deal.id);
};

const myConsignments = async () => {
  const response = await call('GET', '/api/need/myConsignment?tab=all&pageSize=50', seller);
  expect(response.statusCode, response.body).toBe(200);
  const page = envelope<MyConsignmentPage>(response).data;
  return { ids: page.rows.map((row) => row.id), counts: page.counts, total: page.total };
};

/** Every public read by id answers 404: detail, similar listings, a recorded view, a favourite. */
async function expectHiddenById(listingId: number) {
  expect((await call('GET', `/api/web/good/info?id=${listingId}`, null)).statusCode).toBe(404);
  expect((await call('GET', `/api/web/good/info?id=${listingId}`, buyer)).statusCode).toBe(404);
  expect((await call('GET', `/api/web/recommend/${listingId}`, null)).statusCode).toBe(404);
  const view = await call('POST', '/api/web/save/goodsBrowse', null, { goodsId: listingId, visitorId: 'visitor-0042' });
  expect(view.statusCode).toBe(404);
  expect((await call('POST', '/api/web/goods/collect', buyer, { goodsId: listingId })).statusCode).toBe(404);
}

/** A consignment of the seller bought by the buyer and paid: the listing is sold, its order in trade. */
async function soldConsignment(): Promise<number> {
  const listingId = await insertTestListing(database.db, demoId, { sellerUserId: seller.userId, price: 40_000 });
  const created = await call('POST', '/api/order/create', buyer, {
    goodsId: listingId,
    guarantee: 'none',
    payMode: 'full',
    agree: true,
  });
  expect(created.statusCode, created.body).toBe(200);
  await payThroughCashier(app, buyer.token, envelope<Order>(created).data.id);
  expect(await listingStatus(database.db, demoId, listingId)).toBe('sold');
  return listingId;
}

describe('a bid recycle’s listing is never public', () => {
  it('locked by the accept, then sold by the payment: 404 by id, not in recent deals, not among the seller’s consignments; a consignment sale is', async () => {
    const consigned = await soldConsignment();
    const before = await myConsignments();
    expect(before.ids).toContain(consigned);
    expect(await recentDealIds()).toContain(consigned);
    const shown = await call('GET', `/api/web/good/info?id=${consigned}`, null);
    expect(shown.statusCode, shown.body).toBe(200);

    const requestId = await submitBid(app, seller, bidInput(game, demoId, seller.userId));
    const quoted = envelope<BidQuoteResult>(await quote(app, recycler, requestId, 120_000)).data;
    const accepted = await accept(app, seller, requestId, quoted.id);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const orderId = envelope<BidRequestResult>(accepted).data.orderId as number;
    const { listing_id: listingId } = await database.db
      .selectFrom('recycle_bid_requests')
      .select('listing_id')
      .where('tenant_id', '=', demoId)
      .where('id', '=', requestId)
      .executeTakeFirstOrThrow();

    expect(await listingStatus(database.db, demoId, listingId)).toBe('locked');
    await expectHiddenById(listingId);
    expect(await myConsignments()).toEqual(before);

    await payThroughCashier(app, recycler.token, orderId);
    expect(await listingStatus(database.db, demoId, listingId)).toBe('sold');
    await expectHiddenById(listingId);
    const deals = await recentDealIds();
    expect(deals).not.toContain(listingId);
    expect(deals).toContain(consigned);
    expect(await myConsignments()).toEqual(before);
    // Nor can the seller open it as a consignment: it is theirs, but under their bid requests.
    expect((await call('GET', `/api/need/consignment/${listingId}`, seller)).statusCode).toBe(404);
    expect((await call('GET', `/api/need/consignment/${consigned}`, seller)).statusCode).toBe(200);
  });
});
