import type { ConsignmentResult, StaffListingDetail, StaffListingPage } from '@gs/shared/consignment';
import type { StaffBulkResult } from '@gs/shared/staff-listings';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixtureGame, type FixtureGame, loginDemoUser } from '../../../../test/catalogue-fixtures.ts';
import { consignmentBody, forceStatus, levelTwoUser, listingRow } from '../../../../test/consignment-fixtures.ts';
import { buildTestApp, createTestDatabase, envelope, type TestDatabase } from '../../../../test/helpers.ts';
import { authHeaders, tenantIdOf, userIdOf } from '../../../../test/identity-helpers.ts';
import { contextOf, insertTestListing, movableClock, type TestBuyer } from '../../../../test/trade-fixtures.ts';

let database: TestDatabase;
let app: FastifyInstance;
let demoId: number;
let novaId: number;
let game: FixtureGame;
let seller: TestBuyer;
let operator: string;
let novaOperator: string;
const clock = movableClock();

beforeAll(async () => {
  database = await createTestDatabase();
  demoId = await tenantIdOf(database.db, 'demo');
  novaId = await tenantIdOf(database.db, 'nova');
  game = await createFixtureGame(database.db, demoId);
  app = await buildTestApp(database.db, {}, { clock });
  const ctx = await contextOf(database.db, demoId, clock);
  seller = await levelTwoUser(ctx, '13977770001', await userIdOf(database.db, 'demo', 'operator'));
  operator = await loginDemoUser(app, 'operator');
  novaOperator = await loginDemoUser(app, 'operator', 'nova.localhost');
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, token: string | null, payload?: unknown, host = 'localhost') =>
  app.inject({
    method,
    url,
    headers: { ...(token ? authHeaders(token, host) : { host }), 'accept-language': 'en-US' },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
async function consign(overrides: Parameters<typeof consignmentBody>[3] = {}) {
  const body = consignmentBody(demoId, seller.userId, game, overrides);
  const response = await call('POST', '/api/need/consignment', seller.token, body);
  expect(response.statusCode, response.body).toBe(200);
  return envelope<ConsignmentResult>(response).data;
}
async function onSale(overrides: Parameters<typeof consignmentBody>[3] = {}) {
  const created = await consign(overrides);
  expect((await call('POST', `/api/staff/listings/${created.id}/approve`, operator)).statusCode).toBe(200);
  return created;
}
const list = async (query: string, token = operator, host = 'localhost') => {
  const response = await call('GET', `/api/staff/listings?${query}`, token, undefined, host);
  expect(response.statusCode, response.body).toBe(200);
  return envelope<StaffListingPage>(response).data;
};
const editBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Rank B account, corrected',
  description: 'Checked by staff.',
  priceFen: 66_600,
  attrs: { [game.attr.rank]: game.choice.B, [game.attr.count]: 30 },
  ...overrides,
});
const bulk = (payload: unknown, token = operator) => call('POST', '/api/staff/listings/bulk', token, payload);

describe('the staff guard of the listing management calls', () => {
  it('answers 401 signed out and 403 to a buyer, a seller and a recycler; another shop’s staff find nothing', async () => {
    const listing = await onSale();
    const buyer = await loginDemoUser(app, 'buyer');
    const recycler = await loginDemoUser(app, 'recycler');
    const routes: [Method, string, unknown?][] = [
      ['PUT', `/api/staff/listings/${listing.id}`, editBody()],
      ['POST', `/api/staff/listings/${listing.id}/down`, { reason: 'Price looks wrong' }],
      ['POST', `/api/staff/listings/${listing.id}/up`],
      ['POST', '/api/staff/listings/bulk', { action: 'down', ids: [listing.id], reason: 'Cleanup' }],
    ];
    for (const [method, url, payload] of routes) {
      expect((await call(method, url, null, payload)).statusCode, url).toBe(401);
      for (const token of [buyer, seller.token, recycler]) {
        expect((await call(method, url, token, payload)).statusCode, url).toBe(403);
      }
    }
    // Nova's operator is staff, but of another shop: the demo shop's listing does not exist for them.
    for (const [method, url, payload] of routes.slice(0, 3)) {
      expect((await call(method, url, novaOperator, payload, 'nova.localhost')).statusCode, url).toBe(404);
    }
    expect(
      (await call('GET', `/api/staff/listings/${listing.id}`, novaOperator, undefined, 'nova.localhost')).statusCode,
    ).toBe(404);
    const novaBulk = await call('POST', '/api/staff/listings/bulk', novaOperator, routes[3]?.[2], 'nova.localhost');
    expect(envelope<StaffBulkResult>(novaBulk).data.results).toEqual([
      expect.objectContaining({ id: listing.id, ok: false, outcome: 'failed', code: 'NOT_FOUND' }),
    ]);
    const novaList = await list('pageSize=100', novaOperator, 'nova.localhost');
    expect(novaList.rows.map((row) => row.id)).not.toContain(listing.id);
    expect((await listingRow(database.db, demoId, listing.id)).status).toBe('on_sale');
  });
});

describe('the staff listing list', () => {
  it('filters by state, game, price, seller, origin, self-operated, number and title; sorts and pages', async () => {
    const cheap = await onSale({ title: 'Budget zebra account', priceFen: 12_300 });
    const dear = await onSale({ title: 'Premium zebra account', priceFen: 987_600 });
    const pending = await consign({ title: 'Pending zebra account', priceFen: 45_600 });
    const own = await insertTestListing(database.db, demoId, { gameId: game.gameId, price: 55_500 });
    const forGame = `gameId=${game.gameId}`;

    const zebras = await list(`${forGame}&keyword=zebra&sort=price&order=asc`);
    expect(zebras.rows.map((row) => row.id)).toEqual([cheap.id, pending.id, dear.id]);
    expect(zebras.total).toBe(3);
    expect(zebras.rows[0]).toMatchObject({
      origin: 'market',
      seller: '139****0001',
      sellerUserId: seller.userId,
      actions: ['edit', 'take_down', 'replace_credentials'],
    });
    expect(zebras.rows[1]?.actions).toEqual(['approve', 'reject', 'edit', 'take_down', 'replace_credentials']);

    const paged = await list(`${forGame}&keyword=zebra&sort=price&order=desc&pageSize=2&pageNum=2`);
    expect(paged).toMatchObject({ total: 3, pageNum: 2, pageSize: 2 });
    expect(paged.rows.map((row) => row.id)).toEqual([cheap.id]);

    expect((await list(`${forGame}&status=pending_review`)).rows.map((row) => row.id)).toContain(pending.id);
    expect((await list(`${forGame}&status=pending_review`)).rows.map((row) => row.id)).not.toContain(cheap.id);
    const priced = await list(`${forGame}&minPriceFen=45000&maxPriceFen=46000`);
    expect(priced.rows.map((row) => row.id)).toEqual([pending.id]);
    expect((await list(`${forGame}&minPriceFen=55500&maxPriceFen=55500`)).rows.map((row) => row.id)).toEqual([own]);
    expect((await list(`${forGame}&selfOperated=true`)).rows.map((row) => row.id)).toEqual([own]);
    expect((await list(`${forGame}&selfOperated=false`)).rows.map((row) => row.id)).not.toContain(own);
    expect((await list(`${forGame}&seller=13977770001`)).rows.map((row) => row.id)).toContain(dear.id);
    expect((await list(`${forGame}&seller=${seller.userId}`)).total).toBeGreaterThanOrEqual(3);
    expect((await list(`${forGame}&seller=13900000000`)).total).toBe(0);
    expect((await list(`number=${dear.number.toLowerCase()}`)).rows.map((row) => row.id)).toEqual([dear.id]);
    expect((await list(`${forGame}&origin=quick_recycle`)).total).toBe(0);
    expect((await list(`${forGame}&keyword=${encodeURIComponent('%')}`)).total).toBe(0);

    // Without a sort, the queue is longest waiting first and every other list newest first.
    clock.advance(1000);
    const later = await consign({ title: 'Later zebra account' });
    const queue = (await list(`${forGame}&status=pending_review`)).rows.map((row) => row.id);
    expect(queue.indexOf(pending.id)).toBeLessThan(queue.indexOf(later.id));
    const all = (await list(`${forGame}&keyword=zebra`)).rows.map((row) => row.id);
    expect(all[0]).toBe(later.id);

    expect((await call('GET', '/api/staff/listings?pageSize=101', operator)).statusCode).toBe(400);
    expect((await call('GET', '/api/staff/listings?seller=abc', operator)).statusCode).toBe(400);
  });

  it('shows the raw attribute values in the detail for the edit form', async () => {
    const created = await consign();
    const detail = envelope<StaffListingDetail>(await call('GET', `/api/staff/listings/${created.id}`, operator)).data;
    expect(detail.attrs).toEqual({
      [game.attr.rank]: game.choice.A,
      [game.attr.count]: 12,
      [game.attr.heroes]: [[game.choice.h1, 2]],
    });
  });
});

describe('staff edit', () => {
  it('changes the text, price and attributes, keeps it on sale, recomputes the search columns and audits it', async () => {
    const listing = await onSale();
    const edited = await call('PUT', `/api/staff/listings/${listing.id}`, operator, editBody());
    expect(edited.statusCode, edited.body).toBe(200);
    expect(envelope<ConsignmentResult>(edited).data.status).toBe('on_sale');
    const row = await listingRow(database.db, demoId, listing.id);
    expect(row).toMatchObject({ title: 'Rank B account, corrected', price_fen: 66_600, num_1: 30 });
    expect(row.search_ids).toContain(game.choice.B);
    expect(row.search_ids).not.toContain(game.choice.A);
    // The region stays part of the search ids (negated).
    expect(row.search_ids).toContain(-game.region.n1);
    await expect
      .poll(async () =>
        database.db
          .selectFrom('staff_audit_log')
          .select(['before', 'after'])
          .where('tenant_id', '=', demoId)
          .where('action', '=', 'PUT /api/staff/listings/:id')
          .where('target_id', '=', String(listing.id))
          .executeTakeFirst(),
      )
      .toMatchObject({
        before: { title: 'Rank A account, hero h1', priceFen: 50_000 },
        after: { title: 'Rank B account, corrected', priceFen: 66_600 },
      });
  });

  it('names each attribute that does not fit the template, and refuses a locked or sold listing with 409', async () => {
    const listing = await onSale();
    const invalid = await call(
      'PUT',
      `/api/staff/listings/${listing.id}`,
      operator,
      editBody({ attrs: { [game.attr.rank]: game.choice.t1, [game.attr.count]: 'many', 999999: 1 } }),
    );
    expect(invalid.statusCode).toBe(400);
    const fields = envelope(invalid).fields?.map((field) => field.field);
    expect(fields).toEqual(
      expect.arrayContaining([`attrs.${game.attr.rank}`, `attrs.${game.attr.count}`, 'attrs.999999']),
    );
    expect(
      (await call('PUT', `/api/staff/listings/${listing.id}`, operator, editBody({ priceFen: 5 }))).statusCode,
    ).toBe(400);
    await forceStatus(database.db, demoId, listing.id, 'locked');
    const locked = await call('PUT', `/api/staff/listings/${listing.id}`, operator, editBody());
    expect(locked.statusCode).toBe(409);
    expect(envelope(locked).msg).toMatch(/in a trade/);
    await forceStatus(database.db, demoId, listing.id, 'sold');
    expect(envelope(await call('PUT', `/api/staff/listings/${listing.id}`, operator, editBody())).msg).toMatch(/sold/);
    expect((await call('PUT', '/api/staff/listings/99999999', operator, editBody())).statusCode).toBe(404);
  });
});

describe('staff take down and put up', () => {
  it('follows the shelf rules: down from on sale with a reason, up back on sale, 409 when already there', async () => {
    const listing = await onSale();
    expect((await call('POST', `/api/staff/listings/${listing.id}/down`, operator, {})).statusCode).toBe(400);
    const down = await call('POST', `/api/staff/listings/${listing.id}/down`, operator, {
      reason: 'Duplicate listing',
    });
    expect(envelope<ConsignmentResult>(down).data.status).toBe('off_shelf');
    const again = await call('POST', `/api/staff/listings/${listing.id}/down`, operator, {
      reason: 'Duplicate listing',
    });
    expect(again.statusCode).toBe(409);
    expect(envelope(again).msg).toMatch(/already taken down/);
    const up = await call('POST', `/api/staff/listings/${listing.id}/up`, operator);
    expect(envelope<ConsignmentResult>(up).data.status).toBe('on_sale');
    expect((await call('POST', `/api/staff/listings/${listing.id}/up`, operator)).statusCode).toBe(409);
    // Never approved: putting it up sends it to review.
    const pending = await consign();
    await call('POST', `/api/staff/listings/${pending.id}/down`, operator, { reason: 'Seller asked' });
    const back = await call('POST', `/api/staff/listings/${pending.id}/up`, operator);
    expect(envelope<ConsignmentResult>(back).data.status).toBe('pending_review');
  });
});

describe('bulk actions', () => {
  it('changes what it can, skips what is already done and reports each failure, one listing at a time', async () => {
    const first = await consign();
    const second = await consign();
    const approved = await onSale();
    const locked = await onSale();
    await forceStatus(database.db, demoId, locked.id, 'locked');
    const ids = [first.id, approved.id, locked.id, 99_999_999, second.id];
    const response = await bulk({ action: 'approve', ids });
    expect(response.statusCode, response.body).toBe(200);
    const result = envelope<StaffBulkResult>(response).data;
    expect(result.results.map((item) => [item.id, item.outcome])).toEqual([
      [first.id, 'changed'],
      [approved.id, 'skipped'],
      [locked.id, 'failed'],
      [99_999_999, 'failed'],
      [second.id, 'changed'],
    ]);
    expect(result.results[1]).toMatchObject({ ok: true, code: 'ALREADY_IN_STATE', status: 'on_sale' });
    expect(result.results[2]).toMatchObject({ ok: false, code: 'CONFLICT', status: 'locked' });
    expect(result.results[2]?.msg).toMatch(/no longer waiting for review/);
    expect(result.results[3]).toMatchObject({ ok: false, code: 'NOT_FOUND', status: null });
    expect(result.summary).toMatchObject({ changed: 2, skipped: 1, failed: 2 });
    expect(result.summary.reasons).toHaveLength(3);
    expect((await listingRow(database.db, demoId, second.id)).status).toBe('on_sale');
    expect((await listingRow(database.db, demoId, locked.id)).status).toBe('locked');

    // The same call again changes nothing and fails nothing new.
    const repeat = envelope<StaffBulkResult>(await bulk({ action: 'approve', ids: [first.id, second.id] })).data;
    expect(repeat.summary).toMatchObject({ changed: 0, skipped: 2, failed: 0 });

    const down = envelope<StaffBulkResult>(
      await bulk({ action: 'down', ids: [first.id, second.id, locked.id], reason: 'Season reset' }),
    ).data;
    expect(down.summary).toMatchObject({ changed: 2, skipped: 0, failed: 1 });
    expect(down.results[2]?.msg).toMatch(/in a trade/);
    const up = envelope<StaffBulkResult>(await bulk({ action: 'up', ids: [first.id, second.id] })).data;
    expect(up.results.map((item) => item.status)).toEqual(['on_sale', 'on_sale']);
  });

  it('rejects with the reason each seller sees; validates the body', async () => {
    const first = await consign();
    const second = await consign();
    expect((await bulk({ action: 'reject', ids: [first.id] })).statusCode).toBe(400);
    expect((await bulk({ action: 'approve', ids: [] })).statusCode).toBe(400);
    expect((await bulk({ action: 'approve', ids: [first.id, first.id] })).statusCode).toBe(400);
    const tooMany = Array.from({ length: 101 }, (_, index) => index + 1);
    expect((await bulk({ action: 'approve', ids: tooMany })).statusCode).toBe(400);
    const rejected = envelope<StaffBulkResult>(
      await bulk({ action: 'reject', ids: [first.id, second.id], reason: 'Screenshots are blurry' }),
    ).data;
    expect(rejected.summary.changed).toBe(2);
    expect(await listingRow(database.db, demoId, second.id)).toMatchObject({
      status: 'rejected',
      reject_reason: 'Screenshots are blurry',
    });
    const zh = await app.inject({
      method: 'POST',
      url: '/api/staff/listings/bulk',
      headers: { ...authHeaders(operator), 'accept-language': 'zh-CN' },
      payload: { action: 'reject', ids: [first.id], reason: 'Screenshots are blurry' },
    });
    expect(envelope<StaffBulkResult>(zh).data.results[0]?.msg).toBe('该商品已被驳回。');
    expect(novaId).not.toBe(demoId);
  });
});
