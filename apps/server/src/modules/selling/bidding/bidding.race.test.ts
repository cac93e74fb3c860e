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
import { buildTestApp, createTestDatabase, envelope, type TestDatabase } from '../../../../test/helpers.ts';
import { tenantIdOf } from '../../../../test/identity-helpers.ts';
import { contextOf, movableClock } from '../../../../test/trade-fixtures.ts';

let database: TestDatabase;
let app: FastifyInstance;
let demoId: number;
let game: FixtureGame;
let seller: Party;
const recyclers: Party[] = [];
const clock = movableClock();

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, {}, { clock });
  demoId = await tenantIdOf(database.db, 'demo');
  game = await createBiddingGame(database.db, demoId);
  const ctx = await contextOf(database.db, demoId, clock);
  seller = await demoParty(ctx, 'seller');
  for (let i = 0; i < 20; i++) recyclers.push(await newRecycler(ctx, `1396666${String(i).padStart(4, '0')}`));
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

/** A request with one active quote from each of the 20 recyclers; answers the request and the quote ids. */
async function requestWithQuotes() {
  const id = await submitBid(app, seller, bidInput(game, demoId, seller.userId));
  const quoteIds: number[] = [];
  for (const [i, recycler] of recyclers.entries()) {
    const response = await quote(app, recycler, id, 10_000 + i * 100);
    quoteIds.push(envelope<BidQuoteResult>(response).data.id);
  }
  return { id, quoteIds };
}

async function quoteStatuses(requestId: number) {
  return database.db
    .selectFrom('recycle_bid_quotes')
    .select(['id', 'status'])
    .where('tenant_id', '=', demoId)
    .where('request_id', '=', requestId)
    .execute();
}

describe('the race of accepts', () => {
  it('20 accepts of different quotes at once: exactly one wins, the rest 409; one accepted quote, the rest rejected', async () => {
    const { id, quoteIds } = await requestWithQuotes();
    const responses = await Promise.all(quoteIds.map((quoteId) => accept(app, seller, id, quoteId)));
    const won = responses.filter((r) => r.statusCode === 200);
    expect(won).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(19);
    const winner = envelope<BidRequestResult>(won[0] as { body: string }).data;
    expect(winner.status).toBe('accepted');
    const statuses = await quoteStatuses(id);
    expect(statuses.filter((q) => q.status === 'accepted').map((q) => q.id)).toEqual([winner.acceptedQuoteId]);
    expect(statuses.filter((q) => q.status === 'rejected')).toHaveLength(19);
    const request = await database.db
      .selectFrom('recycle_bid_requests')
      .select(['status', 'accepted_quote_id'])
      .where('tenant_id', '=', demoId)
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(request).toEqual({ status: 'accepted', accepted_quote_id: winner.acceptedQuoteId });
  });

  it('20 accepts of the same quote: one 200, the rest 409', async () => {
    const { id, quoteIds } = await requestWithQuotes();
    const target = quoteIds[7] ?? 0;
    const responses = await Promise.all(quoteIds.map(() => accept(app, seller, id, target)));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(19);
    const statuses = await quoteStatuses(id);
    expect(statuses.filter((q) => q.status === 'accepted').map((q) => q.id)).toEqual([target]);
  });

  it('accepts, cancels and quotes racing each other leave one consistent outcome', async () => {
    const { id, quoteIds } = await requestWithQuotes();
    const responses = await Promise.all([
      ...quoteIds.slice(0, 10).map((quoteId) => accept(app, seller, id, quoteId)),
      app.inject({
        method: 'POST',
        url: `/api/account/backlist/${id}/cancel`,
        headers: { host: 'localhost', token: seller.token },
      }),
      ...recyclers.slice(10).map((recycler, i) => quote(app, recycler, id, 50_000 + i * 1_000)),
    ]);
    expect(responses.every((r) => [200, 409].includes(r.statusCode))).toBe(true);
    const request = await database.db
      .selectFrom('recycle_bid_requests')
      .select(['status', 'accepted_quote_id'])
      .where('tenant_id', '=', demoId)
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const statuses = await quoteStatuses(id);
    expect(statuses.filter((q) => q.status === 'active')).toHaveLength(0);
    const acceptedQuotes = statuses.filter((q) => q.status === 'accepted').map((q) => q.id);
    if (request.status === 'accepted') expect(acceptedQuotes).toEqual([request.accepted_quote_id]);
    else expect([request.status, acceptedQuotes]).toEqual(['cancelled', []]);
  });
});
