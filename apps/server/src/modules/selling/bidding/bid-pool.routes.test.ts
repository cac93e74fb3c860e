import type { BidPoolPage, BidQuoteResult, MyBidRequestPage, RecyclerQuotePage } from '@gs/shared/bidding';
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
import { contextOf, movableClock } from '../../../../test/trade-fixtures.ts';
import { sweepExpiredBidRequests } from './bid-scheduler.ts';

let database: TestDatabase;
let app: FastifyInstance;
let demoId: number;
let novaId: number;
let game: FixtureGame;
let seller: Party;
let buyer: Party;
let owner: Party;
let operator: Party;
let recyclerA: Party;
let recyclerB: Party;
let novaRecycler: Party;
let novaSeller: Party;
// 02:00 China time, so a test may move within the day and then past its end.
const clock = movableClock(new Date(Date.UTC(2031, 0, 5, 18, 0, 0)));

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, {}, { clock });
  demoId = await tenantIdOf(database.db, 'demo');
  novaId = await tenantIdOf(database.db, 'nova');
  game = await createBiddingGame(database.db, demoId);
  const ctx = await contextOf(database.db, demoId, clock);
  seller = await demoParty(ctx, 'seller');
  buyer = await demoParty(ctx, 'buyer');
  owner = await demoParty(ctx, 'owner');
  operator = await demoParty(ctx, 'operator');
  recyclerA = await demoParty(ctx, 'recycler');
  recyclerB = await newRecycler(ctx, '13977700002');
  const nova = await contextOf(database.db, novaId, clock);
  novaRecycler = await demoParty(nova, 'recycler');
  novaSeller = await demoParty(nova, 'seller');
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const call = (party: Party | null, method: 'GET' | 'POST', url: string, payload?: object, host = 'localhost') =>
  app.inject({
    method,
    url,
    headers: { ...(party ? authHeaders(party.token, host) : { host }), 'accept-language': 'en-US' },
    ...(payload ? { payload } : {}),
  });
const pool = async (party: Party, host = 'localhost') =>
  envelope<BidPoolPage>(await call(party, 'GET', `/api/recycler/pool?pageSize=50`, undefined, host)).data;
const newRequest = (hours = 24, host = 'localhost', who = seller, tenantId = demoId) =>
  submitBid(app, who, bidInput(game, tenantId, who.userId, { deadlineHours: hours }), host);

describe('staff guards', () => {
  const routes: ['GET' | 'POST', string, object?][] = [
    ['GET', '/api/recycler/pool'],
    ['POST', '/api/recycler/pool/1/quote', { amountFen: 1000 }],
    ['GET', '/api/recycler/quotes'],
  ];
  it.each(routes)('%s %s: anonymous 401, plain user and operator 403', async (method, url, payload) => {
    expect((await call(null, method, url, payload)).statusCode).toBe(401);
    expect((await call(buyer, method, url, payload)).statusCode).toBe(403);
    expect((await call(seller, method, url, payload)).statusCode).toBe(403);
    const refused = await call(operator, method, url, payload);
    expect(refused.statusCode).toBe(403);
    expect(envelope(refused).msg).toBe('You do not have permission to do this.');
  });

  it('lets owners look at the pool but not quote', async () => {
    const id = await newRequest();
    expect((await call(owner, 'GET', '/api/recycler/pool')).statusCode).toBe(200);
    expect((await call(owner, 'GET', '/api/recycler/quotes')).statusCode).toBe(200);
    expect((await quote(app, owner, id, 1000)).statusCode).toBe(403);
  });

  it.each([
    ['POST', '/api/account/backlist'],
    ['GET', '/api/account/backlist/allList'],
    ['GET', '/api/account/quotation/mybprice?backId=1'],
    ['POST', '/api/account/backlist/1/accept'],
    ['POST', '/api/account/backlist/1/cancel'],
  ] as const)('%s %s: anonymous 401', async (method, url) => {
    expect((await call(null, method, url, method === 'POST' ? {} : undefined)).statusCode).toBe(401);
  });
});

describe('the pool is sealed', () => {
  it('shows each recycler only their own quote: never the others, their count or the highest', async () => {
    const id = await newRequest(48);
    expect((await quote(app, recyclerB, id, 987_654)).statusCode).toBe(200);
    const mine = await quote(app, recyclerA, id, 10_000);
    expect(mine.statusCode).toBe(200);
    const result = envelope<BidQuoteResult>(mine).data;
    expect(result).toMatchObject({ requestId: id, amountFen: 10_000, status: 'active', quotesLeftToday: 9 });
    expect(result.minNextQuoteFen).toBe(10_100);
    // Below B's quote is fine: the bids are sealed, so there is no "beat the highest" rule to leak it.
    const rows = (await pool(recyclerA)).rows;
    const row = rows.find((r) => r.id === id);
    expect(row?.myQuote).toMatchObject({ amountFen: 10_000, status: 'active' });
    expect(Object.keys(row ?? {}).sort()).toEqual(
      [
        'id',
        'number',
        'gameId',
        'gameName',
        'regionPath',
        'attributes',
        'screenshots',
        'expectedPriceFen',
        'deadlineAt',
        'createdAt',
        'myQuote',
        'quotesLeftToday',
        'minNextQuoteFen',
        // The seller's held deposit (amount only): recyclers are meant to see it.
        'sellerDepositFen',
      ].sort(),
    );
    expect(row?.regionPath.map((step) => step.name)).toEqual(['North', 'N1']);
    expect(row?.attributes.map((a) => a.text)).toEqual(['A', '12 pcs']);
    const answers = [
      JSON.stringify(await pool(recyclerA)),
      (await call(recyclerA, 'GET', '/api/recycler/quotes')).body,
      mine.body,
    ];
    for (const text of answers) {
      expect(text).not.toContain('987654');
      expect(text).not.toContain(GAME_PASSWORD);
      expect(text).not.toContain(GAME_LOGIN);
      expect(text).not.toContain('QQ 123456789');
      expect(text).not.toContain('13800000005');
    }
    const bRow = (await pool(recyclerB)).rows.find((r) => r.id === id);
    expect(bRow?.myQuote?.amountFen).toBe(987_654);
    const list = envelope<RecyclerQuotePage>(await call(recyclerA, 'GET', '/api/recycler/quotes')).data;
    expect(list.rows.every((q) => q.amountFen !== 987_654)).toBe(true);
    expect(list.rows[0]).toMatchObject({ amountFen: 10_000, request: { id, status: 'quoting' } });
  });

  it('refuses a quote on your own account', async () => {
    const ctx = await contextOf(database.db, demoId, clock);
    const dealer = await newRecycler(ctx, '13977700009');
    // A recycler who is also a seller at level two is not needed to prove it: the rule is on the request's owner.
    const id = await newRequest();
    await database.db
      .updateTable('recycle_bid_requests')
      .set({ user_id: dealer.userId })
      .where('id', '=', id)
      .execute();
    const response = await quote(app, dealer, id, 1000);
    expect(response.statusCode).toBe(422);
    expect(envelope(response).msg).toBe('You cannot quote on your own account.');
  });
});

describe('quote rules', () => {
  it('asks each new quote to beat your own previous one by max(¥1, 1%); the previous is superseded', async () => {
    const id = await newRequest(48);
    expect((await quote(app, recyclerA, id, 5_000)).statusCode).toBe(200);
    const low = await quote(app, recyclerA, id, 5_099);
    expect(low.statusCode).toBe(422);
    expect(envelope(low).msg).toBe(
      'A new quote must be at least ¥51.00: your previous quote plus ¥1 or 1%, whichever is more.',
    );
    expect((await quote(app, recyclerA, id, 5_100)).statusCode).toBe(200);
    expect((await quote(app, recyclerA, id, 200_000)).statusCode).toBe(200);
    expect((await quote(app, recyclerA, id, 201_999)).statusCode).toBe(422);
    expect((await quote(app, recyclerA, id, 202_000)).statusCode).toBe(200);
    const rows = await database.db
      .selectFrom('recycle_bid_quotes')
      .select(['amount_fen', 'status'])
      .where('request_id', '=', id)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { amount_fen: 5_000, status: 'superseded' },
      { amount_fen: 5_100, status: 'superseded' },
      { amount_fen: 200_000, status: 'superseded' },
      { amount_fen: 202_000, status: 'active' },
    ]);
    // Another recycler starts from the floor: your quotes do not bind them.
    expect((await quote(app, recyclerB, id, 100)).statusCode).toBe(200);
    expect((await quote(app, recyclerB, id, 99)).statusCode).toBe(400);
  });

  it('allows 10 quotes per request per recycler per day, and 10 more the next day', async () => {
    const id = await newRequest(72);
    for (let i = 1; i <= 10; i++) expect((await quote(app, recyclerA, id, i * 1_000)).statusCode).toBe(200);
    const over = await quote(app, recyclerA, id, 50_000);
    expect(over.statusCode).toBe(422);
    expect(envelope(over).msg).toBe(
      'You have made 10 quotes on this account today, the most allowed; try again tomorrow.',
    );
    expect((await pool(recyclerA)).rows.find((r) => r.id === id)?.quotesLeftToday).toBe(0);
    // The limit is per recycler and per request.
    expect((await quote(app, recyclerB, id, 1_000)).statusCode).toBe(200);
    const other = await newRequest(72);
    expect((await quote(app, recyclerA, other, 1_000)).statusCode).toBe(200);
    // Midnight in China (16:00 UTC) starts a new day.
    const before = clock.now();
    clock.set(new Date(Date.UTC(2031, 0, 6, 16, 0, 0)));
    try {
      expect((await quote(app, recyclerA, id, 50_000)).statusCode).toBe(200);
    } finally {
      clock.set(before);
    }
  });

  it('keeps 20 concurrent quotes of one recycler within the limit', async () => {
    const id = await newRequest(48);
    for (let i = 1; i <= 9; i++) expect((await quote(app, recyclerA, id, i * 1_000)).statusCode).toBe(200);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => quote(app, recyclerA, id, 100_000 + i * 10_000)),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const refused = responses.filter((r) => r.statusCode === 422);
    expect(refused).toHaveLength(19);
    for (const response of refused) expect(envelope(response).msg).toContain('10 quotes on this account today');
    const rows = await database.db
      .selectFrom('recycle_bid_quotes')
      .select('status')
      .where('request_id', '=', id)
      .execute();
    expect(rows).toHaveLength(10);
    expect(rows.filter((r) => r.status === 'active')).toHaveLength(1);

    // From none: whichever order they arrive in, never more than 10 quotes and exactly one active.
    const fresh = await newRequest(48);
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) => quote(app, recyclerB, fresh, 1_000 * 2 ** Math.min(i, 16) + i)),
    );
    expect(burst.every((r) => r.statusCode === 200 || r.statusCode === 422)).toBe(true);
    const freshRows = await database.db
      .selectFrom('recycle_bid_quotes')
      .select('status')
      .where('request_id', '=', fresh)
      .execute();
    expect(freshRows.length).toBe(burst.filter((r) => r.statusCode === 200).length);
    expect(freshRows.length).toBeLessThanOrEqual(10);
    expect(freshRows.filter((r) => r.status === 'active')).toHaveLength(1);
  });

  it('answers 404 for an unknown request', async () => {
    expect((await quote(app, recyclerA, 987_654_321, 1_000)).statusCode).toBe(404);
  });
});

describe('deadlines', () => {
  it('closes a request at its deadline before the sweep, and the sweep writes it once', async () => {
    const start = clock.now();
    const id = await newRequest(24);
    const q = envelope<BidQuoteResult>(await quote(app, recyclerA, id, 3_000)).data.id;
    clock.set(new Date(start.getTime() + 24 * 3_600_000));
    try {
      expect((await pool(recyclerA)).rows.some((r) => r.id === id)).toBe(false);
      const list = envelope<MyBidRequestPage>(
        await call(seller, 'GET', '/api/account/backlist/allList?status=expired&pageSize=50'),
      ).data;
      expect(list.rows.find((r) => r.id === id)).toMatchObject({ status: 'expired', canAccept: false });
      const late = await accept(app, seller, id, q);
      expect(late.statusCode).toBe(409);
      expect(envelope(late).msg).toBe('The bidding deadline has passed.');
      expect((await quote(app, recyclerA, id, 9_000)).statusCode).toBe(409);
      expect((await call(seller, 'POST', `/api/account/backlist/${id}/cancel`, {})).statusCode).toBe(409);
      const mine = envelope<RecyclerQuotePage>(await call(recyclerA, 'GET', '/api/recycler/quotes')).data;
      expect(mine.rows.find((r) => r.id === q)?.request.status).toBe('expired');

      const due = await database.db
        .selectFrom('recycle_bid_requests')
        .select('id')
        .where('status', '=', 'quoting')
        .where('deadline_at', '<=', clock.now())
        .execute();
      expect(due.map((r) => r.id)).toContain(id);
      // Three instances sweeping at once expire each due request exactly once.
      const counts = await Promise.all([1, 2, 3].map(() => sweepExpiredBidRequests(database.db, clock.now())));
      expect(counts.reduce((a, b) => a + b, 0)).toBe(due.length);
      const row = await database.db
        .selectFrom('recycle_bid_requests')
        .select(['status', 'closed_at'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('expired');
      expect(row.closed_at?.getTime()).toBe(clock.now().getTime());
      const quoteRow = await database.db
        .selectFrom('recycle_bid_quotes')
        .select('status')
        .where('id', '=', q)
        .executeTakeFirstOrThrow();
      expect(quoteRow.status).toBe('rejected');
      expect(await sweepExpiredBidRequests(database.db, clock.now())).toBe(0);
    } finally {
      clock.set(start);
    }
  });

  it('leaves requests before their deadline alone', async () => {
    const id = await newRequest(24);
    await sweepExpiredBidRequests(database.db, new Date(clock.now().getTime() + 23 * 3_600_000));
    const row = await database.db
      .selectFrom('recycle_bid_requests')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('quoting');
  });
});

describe('tenant isolation', () => {
  it("keeps each tenant's pool, quotes and requests to itself", async () => {
    const demoRequest = await newRequest(24);
    const novaGame = await createBiddingGame(database.db, novaId);
    const novaRequest = await submitBid(
      app,
      novaSeller,
      bidInput(novaGame, novaId, novaSeller.userId),
      'nova.localhost',
    );
    const novaPool = await pool(novaRecycler, 'nova.localhost');
    expect(novaPool.rows.map((r) => r.id)).toEqual([novaRequest]);
    expect((await pool(recyclerA)).rows.some((r) => r.id === novaRequest)).toBe(false);
    expect((await quote(app, novaRecycler, demoRequest, 1_000, 'nova.localhost')).statusCode).toBe(404);
    // A demo token does not open the nova host at all.
    expect((await call(recyclerA, 'GET', '/api/recycler/pool', undefined, 'nova.localhost')).statusCode).toBe(401);
    const peek = await call(
      novaSeller,
      'GET',
      `/api/account/quotation/mybprice?backId=${demoRequest}`,
      undefined,
      'nova.localhost',
    );
    expect(peek.statusCode).toBe(404);
    // A nova game id is unknown at demo.
    const cross = await call(seller, 'POST', '/api/account/backlist', bidInput(novaGame, demoId, seller.userId));
    expect(cross.statusCode).toBe(404);
  });
});
