import type {
  BidPoolPage,
  BidQuoteResult,
  BidRequestQuotes,
  ClosedBidRequestPage,
  MyBidQuotes,
  RecyclerQuotePage,
} from '@gs/shared/bidding';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accept,
  bidInput,
  createBiddingGame,
  demoParty,
  newRecycler,
  type Party,
  submitBid,
} from '../../../../test/bidding-fixtures.ts';
import type { FixtureGame } from '../../../../test/catalogue-fixtures.ts';
import { buildTestApp, createTestDatabase, envelope, type TestDatabase } from '../../../../test/helpers.ts';
import { authHeaders, tenantIdOf } from '../../../../test/identity-helpers.ts';
import { contextOf, movableClock } from '../../../../test/trade-fixtures.ts';

// The owner's review of closed bidding requests (every quote after the deadline) and the quote's note.

let database: TestDatabase;
let app: FastifyInstance;
let demoId: number;
let game: FixtureGame;
let seller: Party;
let buyer: Party;
let owner: Party;
let operator: Party;
let recyclerA: Party;
let recyclerB: Party;
let novaOwner: Party;
const clock = movableClock(new Date(Date.UTC(2031, 2, 5, 2, 0, 0)));

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, {}, { clock });
  demoId = await tenantIdOf(database.db, 'demo');
  game = await createBiddingGame(database.db, demoId);
  const ctx = await contextOf(database.db, demoId, clock);
  seller = await demoParty(ctx, 'seller');
  buyer = await demoParty(ctx, 'buyer');
  owner = await demoParty(ctx, 'owner');
  operator = await demoParty(ctx, 'operator');
  recyclerA = await demoParty(ctx, 'recycler');
  recyclerB = await newRecycler(ctx, '13977700031', 'Second Dealer');
  novaOwner = await demoParty(await contextOf(database.db, await tenantIdOf(database.db, 'nova'), clock), 'owner');
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const call = (party: Party | null, url: string, options: { host?: string; lang?: string } = {}) =>
  app.inject({
    method: 'GET',
    url,
    headers: {
      ...(party ? authHeaders(party.token, options.host) : { host: options.host ?? 'localhost' }),
      'accept-language': options.lang ?? 'en-US',
    },
  });
const quote = (party: Party, id: number, payload: object, lang = 'en-US') =>
  app.inject({
    method: 'POST',
    url: `/api/recycler/pool/${id}/quote`,
    headers: { ...authHeaders(party.token), 'accept-language': lang },
    payload,
  });
const newRequest = (hours = 24) =>
  submitBid(app, seller, bidInput(game, demoId, seller.userId, { deadlineHours: hours }));
const quotesOf = async (party: Party, id: number) => {
  const response = await call(party, `/api/recycler/requests/${id}/quotes`);
  expect(response.statusCode, response.body).toBe(200);
  return envelope<BidRequestQuotes>(response).data;
};
const closedList = async (party: Party, query = '') => {
  const response = await call(party, `/api/recycler/requests?pageSize=50${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return envelope<ClosedBidRequestPage>(response).data;
};
/** Runs `body` with the clock moved `hours` ahead, then moves it back. */
async function later<T>(hours: number, body: () => Promise<T>): Promise<T> {
  const start = clock.now();
  clock.set(new Date(start.getTime() + hours * 3_600_000));
  try {
    return await body();
  } finally {
    clock.set(start);
  }
}

describe('guards', () => {
  it('GET /api/recycler/requests: anonymous 401; buyer, operator and recycler 403; owner 200', async () => {
    const url = '/api/recycler/requests';
    expect((await call(null, url)).statusCode).toBe(401);
    for (const party of [buyer, seller, operator, recyclerA]) expect((await call(party, url)).statusCode).toBe(403);
    expect((await call(owner, url)).statusCode).toBe(200);
  });

  it('GET /api/recycler/requests/:id/quotes: anonymous 401; buyer, seller and operator 403', async () => {
    const id = await newRequest();
    const url = `/api/recycler/requests/${id}/quotes`;
    expect((await call(null, url)).statusCode).toBe(401);
    for (const party of [buyer, seller, operator]) {
      const refused = await call(party, url);
      expect(refused.statusCode).toBe(403);
      expect(envelope(refused).msg).toBe('You do not have permission to do this.');
    }
  });

  it("answers another shop's owner 404, and never lists this shop's requests there", async () => {
    const id = await newRequest(24);
    await later(25, async () => {
      const foreign = await call(novaOwner, `/api/recycler/requests/${id}/quotes`, { host: 'nova.localhost' });
      expect(foreign.statusCode).toBe(404);
      expect(envelope(foreign).msg).toBe('This bidding request does not exist.');
      const list = await closedList(owner);
      expect(list.rows.some((row) => row.id === id)).toBe(true);
      const novaList = envelope<ClosedBidRequestPage>(
        await call(novaOwner, '/api/recycler/requests?pageSize=50', { host: 'nova.localhost' }),
      ).data;
      expect(novaList.rows.some((row) => row.id === id)).toBe(false);
    });
  });
});

describe('sealed until the deadline, open to owners after it', () => {
  it('refuses owners (403) before the deadline and shows recyclers only their own', async () => {
    const id = await newRequest(48);
    expect((await quote(recyclerA, id, { amountFen: 10_000, note: 'Pay within the hour' })).statusCode).toBe(200);
    expect((await quote(recyclerB, id, { amountFen: 55_500 })).statusCode).toBe(200);
    for (const party of [owner]) {
      const sealed = await call(party, `/api/recycler/requests/${id}/quotes`);
      expect(sealed.statusCode).toBe(403);
      expect(envelope(sealed).msg).toBe(
        'Quotes are sealed until the bidding closes; owners see every quote after the deadline.',
      );
    }
    const zh = await call(owner, `/api/recycler/requests/${id}/quotes`, { lang: 'zh-CN' });
    expect(envelope(zh).msg).toBe('竞价结束前报价保密，截止后店主可查看全部报价。');
    expect((await closedList(owner)).rows.some((row) => row.id === id)).toBe(false);

    const mine = await quotesOf(recyclerA, id);
    expect(mine.scope).toBe('own');
    expect(mine.quotes.map((q) => [q.amountFen, q.note])).toEqual([[10_000, 'Pay within the hour']]);
    expect(JSON.stringify(mine)).not.toContain('55500');
  });

  it('shows owners every quote after the deadline (recycler, amount, note, time, state); recyclers still their own', async () => {
    const id = await newRequest(24);
    expect((await quote(recyclerA, id, { amountFen: 20_000, note: 'First look' })).statusCode).toBe(200);
    expect((await quote(recyclerA, id, { amountFen: 30_000, note: 'Raised after checking skins' })).statusCode).toBe(
      200,
    );
    expect((await quote(recyclerB, id, { amountFen: 25_000 })).statusCode).toBe(200);

    await later(24, async () => {
      for (const party of [owner]) {
        const all = await quotesOf(party, id);
        expect(all.scope).toBe('all');
        expect(all.request).toMatchObject({ id, status: 'expired', gameName: 'Bidding Game' });
        expect(all.quotes.map((q) => [q.recycler.nickName, q.amountFen, q.note, q.status])).toEqual([
          ['回收商老李', 30_000, 'Raised after checking skins', 'active'],
          ['Second Dealer', 25_000, null, 'active'],
          ['回收商老李', 20_000, 'First look', 'superseded'],
        ]);
        expect(all.quotes[0]?.recycler.userId).toBe(recyclerA.userId);
        expect(Date.parse(all.quotes[0]?.createdAt ?? '')).toBeLessThan(clock.now().getTime());
        // Never the seller's contact or the credentials.
        expect(JSON.stringify(all)).not.toContain('QQ 123456789');
      }
      const onlyMine = await quotesOf(recyclerB, id);
      expect(onlyMine.scope).toBe('own');
      expect(onlyMine.quotes.map((q) => q.amountFen)).toEqual([25_000]);

      const closed = await closedList(owner, '&status=expired');
      expect(closed.rows.find((row) => row.id === id)).toMatchObject({
        status: 'expired',
        quoteCount: 2,
        highestQuoteFen: 30_000,
        acceptedFen: null,
      });
    });
  });

  it('opens a request to owners as soon as the seller accepts, before the deadline', async () => {
    const id = await newRequest(48);
    const won = envelope<BidQuoteResult>(await quote(recyclerB, id, { amountFen: 40_000 })).data;
    expect((await quote(recyclerA, id, { amountFen: 35_000 })).statusCode).toBe(200);
    const accepted = await accept(app, seller, id, won.id);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const all = await quotesOf(owner, id);
    expect(all).toMatchObject({ scope: 'all', request: { status: 'accepted' } });
    expect(all.quotes.map((q) => [q.amountFen, q.status])).toEqual([
      [40_000, 'accepted'],
      [35_000, 'rejected'],
    ]);
    const accepts = await closedList(owner, '&status=accepted');
    expect(accepts.rows.find((row) => row.id === id)).toMatchObject({ acceptedFen: 40_000, quoteCount: 2 });
    expect(accepts.rows.every((row) => row.status === 'accepted')).toBe(true);
    // The recycler who lost still sees only their own.
    expect((await quotesOf(recyclerA, id)).quotes.map((q) => q.amountFen)).toEqual([35_000]);
  });

  it('answers 404 for an unknown request', async () => {
    expect((await call(owner, '/api/recycler/requests/987654321/quotes')).statusCode).toBe(404);
  });
});

describe('the quote note', () => {
  it('is squeezed and trimmed, empty means none, and the seller sees it beside the quote', async () => {
    const id = await newRequest(48);
    const sent = await quote(recyclerA, id, { amountFen: 12_300, note: '  Fast   payment,\n same day  ' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(envelope<BidQuoteResult>(sent).data.note).toBe('Fast payment, same day');
    const blank = await quote(recyclerB, id, { amountFen: 9_900, note: '   ' });
    expect(envelope<BidQuoteResult>(blank).data.note).toBeNull();

    const sellerView = envelope<MyBidQuotes>(
      await app.inject({
        method: 'GET',
        url: `/api/account/quotation/mybprice?backId=${id}`,
        headers: { ...authHeaders(seller.token), 'accept-language': 'en-US' },
      }),
    ).data;
    expect(sellerView.quotes.map((q) => [q.amountFen, q.note])).toEqual([
      [12_300, 'Fast payment, same day'],
      [9_900, null],
    ]);
    const pool = envelope<BidPoolPage>(await call(recyclerA, '/api/recycler/pool?pageSize=50')).data;
    expect(pool.rows.find((row) => row.id === id)?.myQuote?.note).toBe('Fast payment, same day');
    const mine = envelope<RecyclerQuotePage>(await call(recyclerA, '/api/recycler/quotes')).data;
    expect(mine.rows[0]?.note).toBe('Fast payment, same day');
  });

  it('refuses a note over 200 characters or with control characters, in both languages', async () => {
    const id = await newRequest(48);
    expect((await quote(recyclerA, id, { amountFen: 1_000, note: '好'.repeat(200) })).statusCode).toBe(200);
    const long = await quote(recyclerA, id, { amountFen: 2_000, note: '好'.repeat(201) });
    expect(long.statusCode).toBe(400);
    expect(envelope(long).msg).toBe('The note is at most 200 characters.');
    expect(JSON.parse(long.body).fields).toEqual([
      { field: 'body.note', message: 'The note is at most 200 characters.' },
    ]);
    const zh = await quote(recyclerA, id, { amountFen: 2_000, note: 'x'.repeat(201) }, 'zh-CN');
    expect(envelope(zh).msg).toBe('备注最多 200 个字。');
    const bell = await quote(recyclerA, id, { amountFen: 2_000, note: 'ring \u0007 me' });
    expect(bell.statusCode).toBe(400);
    expect(envelope(bell).msg).toBe('The note must be plain text: remove the control characters.');
    // Nothing was written by the refused quotes.
    const rows = await database.db.selectFrom('recycle_bid_quotes').select('id').where('request_id', '=', id).execute();
    expect(rows).toHaveLength(1);
  });
});
