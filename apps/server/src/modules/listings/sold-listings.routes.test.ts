import type { ListingDetail, ListingSummary } from '@gs/shared/listings';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, envelope, type TestDatabase, testAppDeps, testConfig } from '../../../test/helpers.ts';
import { tenantIdOf } from '../../../test/identity-helpers.ts';
import { buildApp } from '../../app.ts';

// Issue 22: a sold listing's page keeps answering (search engines and old links reach it), marked sold, with
// similar listings on sale of the same game; only a listing that never was public answers 404.
let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp(testAppDeps(database.db, testConfig()));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

const get = (url: string, host = 'localhost') => app.inject({ method: 'GET', url, headers: { host } });

describe('a sold listing', () => {
  it('answers its detail marked sold, and similar listings on sale of its game', async () => {
    const demo = await tenantIdOf(database.db, 'demo');
    const sold = await database.db
      .selectFrom('listings')
      .select(['id', 'game_id'])
      .where('tenant_id', '=', demo)
      .where('status', '=', 'sold')
      .where('origin', '=', 'market')
      .orderBy('id')
      .executeTakeFirstOrThrow();

    const detail = await get(`/api/web/good/info?id=${sold.id}`);
    expect(detail.statusCode).toBe(200);
    expect(envelope<ListingDetail>(detail).data).toMatchObject({ id: sold.id, gameId: sold.game_id, state: 'sold' });

    const similar = await get(`/api/web/recommend/${sold.id}`);
    expect(similar.statusCode).toBe(200);
    const rows = envelope<ListingSummary[]>(similar).data;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.gameId === sold.game_id && row.id !== sold.id)).toBe(true);
    for (const row of rows) {
      expect(envelope<ListingDetail>(await get(`/api/web/good/info?id=${row.id}`)).data.state).toBe('on_sale');
    }
  });

  it('is not another shop’s, and a listing that never existed answers 404', async () => {
    const demo = await tenantIdOf(database.db, 'demo');
    const sold = await database.db
      .selectFrom('listings')
      .select('id')
      .where('tenant_id', '=', demo)
      .where('status', '=', 'sold')
      .executeTakeFirstOrThrow();
    expect((await get(`/api/web/good/info?id=${sold.id}`, 'nova.localhost')).statusCode).toBe(404);
    expect((await get(`/api/web/recommend/${sold.id}`, 'nova.localhost')).statusCode).toBe(404);
    expect((await get('/api/web/good/info?id=2147483000')).statusCode).toBe(404);
  });
});
