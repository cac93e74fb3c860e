import { Writable } from 'node:stream';
import type { BidRequestResult, MyBidQuotes, MyBidRequestPage } from '@gs/shared/bidding';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accept,
  bidInput,
  createBiddingGame,
  demoParty,
  GAME_LOGIN,
  GAME_PASSWORD,
  newRecycler,
  type Party,
  quote,
  submitBid,
} from '../../../../test/bidding-fixtures.ts';
import type { FixtureGame } from '../../../../test/catalogue-fixtures.ts';
import { buildTestApp, createTestDatabase, envelope, type TestDatabase } from '../../../../test/helpers.ts';
import { authHeaders, tenantIdOf } from '../../../../test/identity-helpers.ts';
import { levelTwoSeller } from '../../../../test/recycle-fixtures.ts';
import { contextOf, movableClock, testSecretBox } from '../../../../test/trade-fixtures.ts';
import { insertBlacklistEntry } from '../../blacklist/blacklist.repository.ts';
import { loginDigestOf } from '../../blacklist/index.ts';
import { revealCredentials } from '../../trade/index.ts';

let database: TestDatabase;
let app: FastifyInstance;
let demoId: number;
let game: FixtureGame;
let seller: Party;
let buyer: Party;
let recycler: Party;
let recyclerB: Party;
const clock = movableClock();
const logLines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  app = await buildTestApp(database.db, {}, { clock, logStream });
  demoId = await tenantIdOf(database.db, 'demo');
  game = await createBiddingGame(database.db, demoId);
  const ctx = await contextOf(database.db, demoId, clock);
  seller = await demoParty(ctx, 'seller');
  buyer = await demoParty(ctx, 'buyer');
  recycler = await demoParty(ctx, 'recycler');
  recyclerB = await newRecycler(ctx, '13977700001');
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const post = (party: Party | null, url: string, payload: unknown, lang = 'en-US') =>
  app.inject({
    method: 'POST',
    url,
    headers: { ...(party ? authHeaders(party.token) : { host: 'localhost' }), 'accept-language': lang },
    payload: payload as object,
  });
const get = (party: Party | null, url: string) =>
  app.inject({
    method: 'GET',
    url,
    headers: { ...(party ? authHeaders(party.token) : { host: 'localhost' }), 'accept-language': 'en-US' },
  });

/** The tenant's rows a submit writes: requests, listings, sealed credentials. */
async function writtenRows() {
  const count = async (table: 'recycle_bid_requests' | 'listings' | 'listing_credentials') =>
    Number(
      (
        await database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('tenant_id', '=', demoId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    requests: await count('recycle_bid_requests'),
    listings: await count('listings'),
    credentials: await count('listing_credentials'),
  };
}

describe('POST /api/account/backlist', () => {
  it('asks for login first', async () => {
    const response = await post(null, '/api/account/backlist', bidInput(game, demoId, seller.userId));
    expect(response.statusCode).toBe(401);
  });

  it('refuses a user without real-name level two with a clear 422, in both languages', async () => {
    const input = bidInput(game, demoId, buyer.userId);
    const response = await post(buyer, '/api/account/backlist', input);
    expect(response.statusCode).toBe(422);
    expect(envelope(response)).toMatchObject({
      code: 422,
      errorCode: 'REAL_NAME_REQUIRED',
      msg: 'Complete real-name verification level two (ID card photos) before submitting an account for bidding.',
    });
    const zh = await post(buyer, '/api/account/backlist', input, 'zh-CN');
    expect(envelope(zh).msg).toBe('请先完成二级实名认证（上传身份证照片）后再提交竞价回收。');
    // Nothing of this user's (the demo seller's open request is the seed's).
    const rows = await database.db
      .selectFrom('recycle_bid_requests')
      .select('id')
      .where('user_id', '=', buyer.userId)
      .execute();
    expect(rows).toEqual([]);
  });

  it('refuses an account blacklisted in its game (any case and spaces), in both languages; nothing written', async () => {
    await insertBlacklistEntry(database.db, demoId, {
      gameId: game.gameId,
      loginDigest: loginDigestOf(testSecretBox, 'flagged-bid-01'),
      sellerUserId: null,
      reason: 'Retrieved after a sale',
      createdBy: null,
      at: clock.now(),
    });
    const credentials = { login: '  Flagged-BID-01', password: 'x-secret-pw', notes: '' };
    const input = bidInput(game, demoId, seller.userId, { credentials });
    const before = await writtenRows();
    const refused = await post(seller, '/api/account/backlist', input);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(envelope(refused)).toMatchObject({
      code: 422,
      errorCode: 'BUSINESS_RULE',
      msg: 'This game account is on the blacklist (reported for retrieval or fraud) and cannot be offered for bidding. Contact customer service if you think this is a mistake.',
    });
    const zh = await post(seller, '/api/account/backlist', input, 'zh-CN');
    expect(envelope(zh).msg).toBe(
      '该游戏账号已被列入黑名单（存在找回或欺诈记录），无法提交竞价回收。如有异议请联系客服。',
    );
    expect(await writtenRows()).toEqual(before);
  });

  it('takes an account blacklisted in another game only', async () => {
    const other = await database.db
      .selectFrom('games')
      .select('id')
      .where('tenant_id', '=', demoId)
      .where('id', '<>', game.gameId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await insertBlacklistEntry(database.db, demoId, {
      gameId: other.id,
      loginDigest: loginDigestOf(testSecretBox, 'flagged-elsewhere-bid'),
      sellerUserId: null,
      reason: 'Retrieved after a sale',
      createdBy: null,
      at: clock.now(),
    });
    const credentials = { login: 'flagged-elsewhere-bid', password: 'x-secret-pw', notes: '' };
    const taken = await post(seller, '/api/account/backlist', bidInput(game, demoId, seller.userId, { credentials }));
    expect(taken.statusCode, taken.body).toBe(200);
    await post(seller, `/api/account/backlist/${envelope<BidRequestResult>(taken).data.id}/cancel`, {});
  });

  it('refuses a blacklisted seller (flagged for every game), in both languages; nothing written', async () => {
    const flagged = await levelTwoSeller(database.db, demoId, '13977700009', clock);
    await insertBlacklistEntry(database.db, demoId, {
      gameId: null,
      loginDigest: null,
      sellerUserId: flagged.userId,
      reason: 'Retrieval fraud',
      createdBy: null,
      at: clock.now(),
    });
    const input = bidInput(game, demoId, flagged.userId);
    const before = await writtenRows();
    const refused = await post(flagged, '/api/account/backlist', input);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(envelope(refused).msg).toBe(
      'Your account may not offer game accounts for bidding (it is on the blacklist). Contact customer service if you think this is a mistake.',
    );
    const zh = await post(flagged, '/api/account/backlist', input, 'zh-CN');
    expect(envelope(zh).msg).toBe('您的账号已被列入黑名单，无法提交竞价回收。如有异议请联系客服。');
    expect(await writtenRows()).toEqual(before);
  });

  it.each([
    ['a deadline under a day', { deadlineHours: 23 }, 'body.deadlineHours'],
    ['a deadline over seven days', { deadlineHours: 169 }, 'body.deadlineHours'],
    ['a deadline in part hours', { deadlineHours: 24.5 }, 'body.deadlineHours'],
    ['no screenshot', { screenshots: [] }, 'body.screenshots'],
    ['an expected price under ¥1', { expectedPriceFen: 99 }, 'body.expectedPriceFen'],
    ['no password', { credentials: { login: 'x', password: '', notes: '' } }, 'body.credentials.password'],
    ['a short contact', { contact: '123' }, 'body.contact'],
  ])('refuses %s with 400 naming the field', async (_, override, field) => {
    const response = await post(seller, '/api/account/backlist', {
      ...bidInput(game, demoId, seller.userId),
      ...override,
    });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).fields?.map((f) => f.field)).toContain(field);
  });

  it('refuses attributes off the recycle form, a missing required one, and a region that is no server', async () => {
    const base = bidInput(game, demoId, seller.userId);
    const offForm = await post(seller, '/api/account/backlist', {
      ...base,
      attrs: { ...base.attrs, [String(game.attr.tags)]: [game.choice.t1] },
    });
    expect(offForm.statusCode).toBe(400);
    expect(envelope(offForm).fields?.map((f) => f.field)).toEqual([`attrs.${game.attr.tags}`]);
    const missing = await post(seller, '/api/account/backlist', { ...base, attrs: {} });
    expect(envelope(missing).fields?.map((f) => f.field)).toEqual([`attrs.${game.attr.rank}`]);
    const region = await post(seller, '/api/account/backlist', { ...base, regionNodeId: game.region.north });
    expect(region.statusCode).toBe(400);
    expect(envelope(region).fields?.map((f) => f.field)).toEqual(['body.regionNodeId']);
    const { regionNodeId: _, ...noRegion } = base;
    const none = await post(seller, '/api/account/backlist', noRegion);
    expect(envelope(none).msg).toBe('Choose the region and server of the account.');
  });

  it("refuses someone else's screenshots and an unknown game", async () => {
    const base = bidInput(game, demoId, seller.userId);
    const foreign = await post(seller, '/api/account/backlist', {
      ...base,
      screenshots: [`/uploads/u/${demoId}/${buyer.userId}/2026-11/a.webp`],
    });
    expect(foreign.statusCode).toBe(400);
    expect(envelope(foreign).errorCode).toBe('UPLOAD_REJECTED');
    const unknown = await post(seller, '/api/account/backlist', { ...base, gameId: 999_999 });
    expect(unknown.statusCode).toBe(404);
  });

  it('creates a quoting request for 24 hours by default, its account in a draft listing, credentials in the vault only', async () => {
    const response = await post(seller, '/api/account/backlist', {
      ...bidInput(game, demoId, seller.userId),
      expectedPriceFen: 88_800,
    });
    expect(response.statusCode).toBe(200);
    const result = envelope<BidRequestResult>(response).data;
    expect(result).toMatchObject({ status: 'quoting', acceptedQuoteId: null });
    expect(result.number).toMatch(/^BR\d{14}$/);
    expect(Date.parse(result.deadlineAt)).toBe(clock.now().getTime() + 24 * 3_600_000);

    const row = await database.db
      .selectFrom('recycle_bid_requests')
      .selectAll()
      .where('id', '=', result.id)
      .executeTakeFirstOrThrow();
    const listing = await database.db
      .selectFrom('listings')
      .selectAll()
      .where('tenant_id', '=', demoId)
      .where('id', '=', row.listing_id)
      .executeTakeFirstOrThrow();
    expect(listing).toMatchObject({
      status: 'draft',
      kind: 'consignment',
      seller_user_id: seller.userId,
      price_fen: 88_800,
      title: `Bidding Game ${result.number}`,
      server_id: game.region.n1,
      region_id: game.region.north,
    });
    // The credentials are nowhere in the rows, and open from the vault under the request's listing.
    for (const text of [JSON.stringify(row), JSON.stringify(listing)]) {
      expect(text).not.toContain(GAME_PASSWORD);
      expect(text).not.toContain(GAME_LOGIN);
    }
    const sealed = await database.db.selectFrom('listing_credentials').selectAll().execute();
    expect(JSON.stringify(sealed)).not.toContain(GAME_PASSWORD);
    const opened = await revealCredentials(
      database.db,
      testSecretBox,
      demoId,
      row.listing_id,
      { userId: seller.userId, purpose: 'staff_read' },
      clock.now(),
    );
    expect(opened).toMatchObject({ login: GAME_LOGIN, password: GAME_PASSWORD });

    // Without an expected price the draft's price is the placeholder ¥0.01; a draft never shows in the market.
    const second = await submitBid(app, seller, bidInput(game, demoId, seller.userId));
    const secondListing = await database.db
      .selectFrom('recycle_bid_requests as r')
      .innerJoin('listings as l', (j) => j.onRef('l.tenant_id', '=', 'r.tenant_id').onRef('l.id', '=', 'r.listing_id'))
      .select(['l.id', 'l.price_fen'])
      .where('r.id', '=', second)
      .executeTakeFirstOrThrow();
    expect(secondListing.price_fen).toBe(1);
    const detail = await get(null, `/api/web/good/info?id=${secondListing.id}`);
    expect(detail.statusCode).toBe(404);
  });
});

describe('the seller sees their requests and quotes', () => {
  let requestId: number;
  beforeAll(async () => {
    requestId = await submitBid(app, seller, bidInput(game, demoId, seller.userId, { deadlineHours: 48 }));
    expect((await quote(app, recycler, requestId, 10_000)).statusCode).toBe(200);
    expect((await quote(app, recycler, requestId, 12_000)).statusCode).toBe(200);
    expect((await quote(app, recyclerB, requestId, 11_000)).statusCode).toBe(200);
  });

  it('lists them newest first with quote count (replaced quotes not counted) and the highest quote', async () => {
    const response = await get(seller, '/api/account/backlist/allList?pageSize=50');
    expect(response.statusCode).toBe(200);
    const page = envelope<MyBidRequestPage>(response).data;
    const ids = page.rows.map((row) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(page.rows[0]).toMatchObject({
      id: requestId,
      status: 'quoting',
      quoteCount: 2,
      highestQuoteFen: 12_000,
      canAccept: true,
      canCancel: true,
      gameName: 'Bidding Game',
    });
    expect(JSON.stringify(page)).not.toContain(GAME_PASSWORD);
    const other = await get(buyer, '/api/account/backlist/allList');
    expect(envelope<MyBidRequestPage>(other).data.total).toBe(0);
  });

  it('shows every quote of their own request with recyclers masked, never a phone', async () => {
    const response = await get(seller, `/api/account/quotation/mybprice?backId=${requestId}`);
    expect(response.statusCode).toBe(200);
    const data = envelope<MyBidQuotes>(response).data;
    expect(data.quotes.map((q) => [q.amountFen, q.status])).toEqual([
      [12_000, 'active'],
      [11_000, 'active'],
      [10_000, 'superseded'],
    ]);
    expect(data.quotes[1]?.recycler).toBe('回**');
    expect(data.request.regionPath.map((step) => step.name)).toEqual(['North', 'N1']);
    expect(data.request.attributes.map((a) => [a.name, a.text])).toEqual([
      ['Rank', 'A'],
      ['Count', '12 pcs'],
    ]);
    const text = JSON.stringify(data);
    expect(text).not.toContain('13977700001');
    expect(text).not.toContain('13800000004');
    expect(text).not.toContain(GAME_PASSWORD);
    expect(text).not.toContain(GAME_LOGIN);
  });

  it("answers 404 for someone else's request", async () => {
    const response = await get(buyer, `/api/account/quotation/mybprice?backId=${requestId}`);
    expect(response.statusCode).toBe(404);
    expect(envelope(response).msg).toBe('This bidding request does not exist.');
    expect((await post(buyer, `/api/account/backlist/${requestId}/cancel`, {})).statusCode).toBe(404);
    expect((await get(null, `/api/account/quotation/mybprice?backId=${requestId}`)).statusCode).toBe(401);
  });
});

describe('accept and cancel', () => {
  it('accepts one active quote: the request is accepted, the others rejected; then nothing more', async () => {
    const id = await submitBid(app, seller, bidInput(game, demoId, seller.userId));
    const a = envelope<{ id: number }>(await quote(app, recycler, id, 20_000)).data.id;
    const b = envelope<{ id: number }>(await quote(app, recyclerB, id, 19_000)).data.id;
    const superseded = a;
    const a2 = envelope<{ id: number }>(await quote(app, recycler, id, 30_000)).data.id;
    const refused = await accept(app, seller, id, superseded);
    expect(refused.statusCode).toBe(409);
    expect(envelope(refused).msg).toBe('This quote is no longer current; choose a current quote.');
    const response = await accept(app, seller, id, b);
    expect(response.statusCode).toBe(200);
    expect(envelope<BidRequestResult>(response).data).toMatchObject({ id, status: 'accepted', acceptedQuoteId: b });
    const quotes = await database.db
      .selectFrom('recycle_bid_quotes')
      .select(['id', 'status'])
      .where('request_id', '=', id)
      .orderBy('id')
      .execute();
    expect(quotes).toEqual([
      { id: a, status: 'superseded' },
      { id: b, status: 'accepted' },
      { id: a2, status: 'rejected' },
    ]);
    const again = await accept(app, seller, id, a2);
    expect(again.statusCode).toBe(409);
    expect(envelope(again).msg).toBe('The bidding is accepted: it no longer takes this action.');
    expect((await post(seller, `/api/account/backlist/${id}/cancel`, {})).statusCode).toBe(409);
    expect((await quote(app, recycler, id, 40_000)).statusCode).toBe(409);
    const list = envelope<MyBidRequestPage>(await get(seller, '/api/account/backlist/allList?status=accepted')).data;
    expect(list.rows.map((row) => [row.id, row.acceptedFen, row.canAccept, row.canCancel])).toEqual([
      [id, 19_000, false, false],
    ]);
  });

  it('answers 404 for a quote of another request', async () => {
    const one = await submitBid(app, seller, bidInput(game, demoId, seller.userId));
    const two = await submitBid(app, seller, bidInput(game, demoId, seller.userId));
    const q = envelope<{ id: number }>(await quote(app, recycler, two, 5_000)).data.id;
    expect((await accept(app, seller, one, q)).statusCode).toBe(404);
    expect((await accept(app, buyer, two, q)).statusCode).toBe(404);
  });

  it('cancels while quoting: cancelled, quotes rejected; no accept, quote or cancel after', async () => {
    const id = await submitBid(app, seller, bidInput(game, demoId, seller.userId));
    const q = envelope<{ id: number }>(await quote(app, recycler, id, 5_000)).data.id;
    const response = await post(seller, `/api/account/backlist/${id}/cancel`, {});
    expect(response.statusCode).toBe(200);
    expect(envelope<BidRequestResult>(response).data.status).toBe('cancelled');
    const row = await database.db
      .selectFrom('recycle_bid_quotes')
      .select('status')
      .where('id', '=', q)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('rejected');
    const again = await post(seller, `/api/account/backlist/${id}/cancel`, {}, 'zh-CN');
    expect(again.statusCode).toBe(409);
    expect(envelope(again).msg).toBe('该竞价当前状态为「已取消」，无法执行此操作。');
    expect((await accept(app, seller, id, q)).statusCode).toBe(409);
    expect((await quote(app, recycler, id, 9_000)).statusCode).toBe(409);
  });
});

describe('logs', () => {
  it('never carry the credentials', () => {
    expect(logLines.length).toBeGreaterThan(0);
    const text = logLines.join('\n');
    expect(text).not.toContain(GAME_PASSWORD);
    expect(text).not.toContain(GAME_LOGIN);
  });
});
