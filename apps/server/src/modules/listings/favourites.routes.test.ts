import { FAVOURITES_MAX, type Favourite } from '@gs/shared/favourites';
import type { ListingDetail } from '@gs/shared/listings';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginDemoUser } from '../../../test/catalogue-fixtures.ts';
import { buildTestApp, createTestDatabase, envelope, type TestDatabase } from '../../../test/helpers.ts';
import { authHeaders, tenantIdOf } from '../../../test/identity-helpers.ts';

interface Page {
  rows: Favourite[];
  total: number;
  pageNum: number;
  pageSize: number;
}

let database: TestDatabase;
let app: FastifyInstance;
let buyer: string;
let recycler: string;
let demoId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db);
  buyer = await loginDemoUser(app, 'buyer');
  recycler = await loginDemoUser(app, 'recycler');
  demoId = await tenantIdOf(database.db, 'demo');
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

const collect = (token: string | null, goodsId: number | string, remove = false, host = 'localhost') =>
  app.inject({
    method: 'POST',
    url: `/api/web/goods/collect${remove ? '/remove' : ''}`,
    headers: token ? authHeaders(token, host) : { host },
    payload: { goodsId },
  });
const list = async (token: string, query = '') => {
  const response = await app.inject({
    method: 'GET',
    url: `/api/web/goods/collect/list?${query}`,
    headers: authHeaders(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return envelope<Page>(response).data;
};
const listingWith = async (status: string, offset = 0, tenantId = demoId) =>
  (
    await database.db
      .selectFrom('listings')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('status', '=', status as 'on_sale')
      .orderBy('id')
      .offset(offset)
      .limit(1)
      .executeTakeFirstOrThrow()
  ).id;

describe('favourites', () => {
  it('needs a login for every favourites call', async () => {
    expect((await collect(null, 1)).statusCode).toBe(401);
    expect((await collect(null, 1, true)).statusCode).toBe(401);
    const listed = await app.inject({ method: 'GET', url: '/api/web/goods/collect/list' });
    expect(listed.statusCode).toBe(401);
    expect(envelope(listed).errorCode).toBe('UNAUTHORIZED');
  });

  it('shows the demo buyer’s seeded favourites, newest first, one of them sold since', async () => {
    const page = await list(buyer);
    expect(page.total).toBe(4);
    expect(page.rows.map((row) => row.state)).toEqual(['on_sale', 'on_sale', 'on_sale', 'sold']);
    const times = page.rows.map((row) => Date.parse(row.collectedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(JSON.stringify(page)).not.toMatch(/cost|remark|seller/i);
  });

  it('adds a listing on sale once, shows it in the list and as isCollect on the detail, then removes it', async () => {
    const id = await listingWith('on_sale', 7);
    const first = await collect(recycler, id);
    expect(envelope(first)).toMatchObject({ code: 200, data: { goodsId: id, collected: true } });
    expect(envelope(await collect(recycler, id)).data).toEqual({ goodsId: id, collected: true });
    const page = await list(recycler);
    expect(page.rows.map((row) => row.id)).toEqual([id]);
    expect(page.rows[0]).toMatchObject({ state: 'on_sale', id });

    const detail = (token?: string) =>
      app.inject({ method: 'GET', url: `/api/web/good/info?id=${id}`, headers: token ? authHeaders(token) : {} });
    expect(envelope<ListingDetail>(await detail(recycler)).data.isCollect).toBe(true);
    expect(envelope<ListingDetail>(await detail(buyer)).data.isCollect).toBe(false);
    expect(envelope<ListingDetail>(await detail()).data.isCollect).toBe(false);

    expect(envelope(await collect(recycler, id, true)).data).toEqual({ goodsId: id, collected: false });
    expect(envelope(await collect(recycler, id, true)).data).toEqual({ goodsId: id, collected: false });
    expect((await list(recycler)).total).toBe(0);
  });

  it('refuses a listing no longer on sale (409), and one of another tenant or never public (404)', async () => {
    const sold = await collect(recycler, await listingWith('sold'), false);
    expect(sold.statusCode).toBe(409);
    expect(envelope(sold)).toMatchObject({ errorCode: 'CONFLICT', msg: '该商品已下架或已售出。' });
    expect((await collect(recycler, await listingWith('off_shelf'))).statusCode).toBe(409);
    expect((await collect(recycler, await listingWith('pending_review'))).statusCode).toBe(404);
    const nova = await tenantIdOf(database.db, 'nova');
    expect((await collect(recycler, await listingWith('on_sale', 0, nova))).statusCode).toBe(404);
    expect((await collect(recycler, 'abc')).statusCode).toBe(400);
  });

  it('shows a favourite that sold since as sold', async () => {
    const id = await listingWith('on_sale', 12);
    await collect(recycler, id);
    await database.db
      .updateTable('listings')
      .set({ status: 'sold', sold_at: new Date() })
      .where('tenant_id', '=', demoId)
      .where('id', '=', id)
      .execute();
    const page = await list(recycler);
    expect(page.rows.find((row) => row.id === id)?.state).toBe('sold');
  });

  it(`keeps at most ${FAVOURITES_MAX} favourites per user (422 beyond), pages through them`, async () => {
    const userId = (
      await database.db
        .selectFrom('users')
        .select('id')
        .where('tenant_id', '=', demoId)
        .where('phone', '=', '13800000004')
        .executeTakeFirstOrThrow()
    ).id;
    const onSale = await database.db
      .selectFrom('listings')
      .select('id')
      .where('tenant_id', '=', demoId)
      .where('status', '=', 'on_sale')
      .orderBy('id')
      .execute();
    const current = (await list(recycler)).total;
    const fill = onSale.slice(20, 20 + FAVOURITES_MAX - current);
    await database.db
      .insertInto('listing_favourites')
      .values(fill.map((row) => ({ tenant_id: demoId, user_id: userId, listing_id: row.id })))
      .execute();
    const extra = onSale[10]?.id as number;
    const full = await collect(recycler, extra, false);
    expect(full.statusCode).toBe(422);
    expect(envelope(full)).toMatchObject({
      errorCode: 'BUSINESS_RULE',
      msg: `收藏最多 ${FAVOURITES_MAX} 个，请先移除部分收藏。`,
    });
    // one already kept can be collected again without error
    expect((await collect(recycler, fill[0]?.id as number)).statusCode).toBe(200);

    const pages = [await list(recycler, 'pageNum=1&pageSize=100'), await list(recycler, 'pageNum=2&pageSize=100')];
    expect(pages[0]?.total).toBe(FAVOURITES_MAX);
    const ids = pages.flatMap((page) => page.rows.map((row) => row.id));
    expect(new Set(ids).size).toBe(FAVOURITES_MAX);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/web/goods/collect/list?pageSize=101',
          headers: authHeaders(recycler),
        })
      ).statusCode,
    ).toBe(400);
  });
});
