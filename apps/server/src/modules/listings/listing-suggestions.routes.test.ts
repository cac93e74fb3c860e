import type { ListingSummary } from '@gs/shared/listings';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixtureGame, insertFixtureListings } from '../../../test/catalogue-fixtures.ts';
import { createTestDatabase, envelope, type TestDatabase, testAppDeps, testConfig } from '../../../test/helpers.ts';
import { tenantIdOf } from '../../../test/identity-helpers.ts';
import { buildApp } from '../../app.ts';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp(testAppDeps(database.db, testConfig()));
  await app.ready();
  const db = database.db;
  const demo = await tenantIdOf(db, 'demo');
  const nova = await tenantIdOf(db, 'nova');
  const alpha = await createFixtureGame(db, demo, 'Suggest Alpha');
  const beta = await createFixtureGame(db, demo, 'Suggest Beta');
  const hidden = await createFixtureGame(db, demo, 'Suggest Hidden');
  await db.updateTable('games').set({ state: 'hidden' }).where('id', '=', hidden.gameId).execute();
  const novaGame = await createFixtureGame(db, nova, 'Suggest Nova');
  const base = { price: 10_000, server: 'n1', rank: 'A', count: 1 } as const;
  await insertFixtureListings(db, demo, alpha, [
    { ...base, title: 'Zephyrite marker one', age: 30, number: 'SG00000042' },
    { ...base, title: 'Zephyrite marker sold', age: 1, status: 'sold' },
    { ...base, title: 'Unrelated title', age: 2, number: 'SG00000043' },
  ]);
  await insertFixtureListings(db, demo, beta, [{ ...base, title: 'ZEPHYRITE marker two', age: 10 }]);
  await insertFixtureListings(db, demo, hidden, [{ ...base, title: 'Zephyrite in a hidden game', age: 5 }]);
  await insertFixtureListings(db, nova, novaGame, [{ ...base, title: 'Zephyrite of another shop', age: 5 }]);
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

const suggest = (query: string, host = 'localhost') =>
  app.inject({ method: 'GET', url: `/api/web/good/suggest?${query}`, headers: { host } });
const titlesOf = async (query: string, host = 'localhost') => {
  const response = await suggest(query, host);
  expect(response.statusCode, response.body).toBe(200);
  return envelope<ListingSummary[]>(response).data.map((row) => row.title);
};

describe('GET /api/web/good/suggest', () => {
  it('answers listings on sale of any shown game whose title contains the text, newest first', async () => {
    expect(await titlesOf('keyword=zephyrite')).toEqual(['ZEPHYRITE marker two', 'Zephyrite marker one']);
    expect(await titlesOf('keyword=zephyrite&limit=1')).toEqual(['ZEPHYRITE marker two']);
    // Another shop's listings stay its own.
    expect(await titlesOf('keyword=zephyrite', 'nova.localhost')).toEqual(['Zephyrite of another shop']);
  });

  it('finds a listing by its number, in any case, as the market’s keyword does', async () => {
    const response = await suggest('keyword=%20sg00000042%20');
    const [first] = envelope<ListingSummary[]>(response).data;
    expect(first).toMatchObject({ number: 'SG00000042', title: 'Zephyrite marker one', gameName: 'Suggest Alpha' });
    expect(Object.keys(first ?? {}).sort()).toEqual([
      'badges',
      'cover',
      'gameId',
      'gameName',
      'id',
      'kind',
      'listedAt',
      'number',
      'price',
      'regionNames',
      'title',
      'views',
    ]);
    expect(await titlesOf('keyword=SG00000099')).toEqual([]);
  });

  it('refuses empty text and a limit out of range with a 400 naming the field', async () => {
    for (const query of ['keyword=%20', 'keyword=a&limit=11', `keyword=${'x'.repeat(51)}`]) {
      const response = await suggest(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe(400);
    }
  });
});
