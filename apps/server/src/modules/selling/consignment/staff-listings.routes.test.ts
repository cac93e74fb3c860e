import type {
  ConsignmentDetail,
  ConsignmentResult,
  MyConsignmentPage,
  StaffListingDetail,
} from '@gs/shared/consignment';
import type { Order } from '@gs/shared/orders';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixtureGame, type FixtureGame, loginDemoUser } from '../../../../test/catalogue-fixtures.ts';
import { consignmentBody, levelTwoUser, listingRow, onSaleCount } from '../../../../test/consignment-fixtures.ts';
import { buildTestApp, createTestDatabase, envelope, type TestDatabase } from '../../../../test/helpers.ts';
import { authHeaders, tenantIdOf, userIdOf } from '../../../../test/identity-helpers.ts';
import {
  contextOf,
  expectEveryOrderBalanced,
  movableClock,
  payThroughCashier,
  type TestBuyer,
  testSecretBox,
  verifiedBuyer,
} from '../../../../test/trade-fixtures.ts';
import { insertBlacklistEntry } from '../../blacklist/blacklist.repository.ts';
import { loginDigestOf } from '../../blacklist/index.ts';
import { walletBalance } from '../../trade/index.ts';
import { sweepDuePayouts } from '../../trade/orders/order-scheduler.ts';

let database: TestDatabase;
let app: FastifyInstance;
let demoId: number;
let game: FixtureGame;
let seller: TestBuyer;
let operatorId: number;
let operator: string;
const clock = movableClock();

beforeAll(async () => {
  database = await createTestDatabase();
  demoId = await tenantIdOf(database.db, 'demo');
  game = await createFixtureGame(database.db, demoId);
  app = await buildTestApp(database.db, {}, { clock });
  const ctx = await contextOf(database.db, demoId, clock);
  operatorId = await userIdOf(database.db, 'demo', 'operator');
  seller = await levelTwoUser(ctx, '13988880001', operatorId);
  operator = await loginDemoUser(app, 'operator');
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, token: string | null, payload?: unknown, lang = 'en-US') =>
  app.inject({
    method,
    url,
    headers: { ...(token ? authHeaders(token) : { host: 'localhost' }), 'accept-language': lang },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
async function consign(overrides: Parameters<typeof consignmentBody>[3] = {}) {
  const response = await call(
    'POST',
    '/api/need/consignment',
    seller.token,
    consignmentBody(demoId, seller.userId, game, overrides),
  );
  expect(response.statusCode, response.body).toBe(200);
  return envelope<ConsignmentResult>(response).data;
}
const approve = (token: string | null, id: number) => call('POST', `/api/staff/listings/${id}/approve`, token);
const reject = (token: string | null, id: number, reason: unknown = 'Screenshots do not match the account') =>
  call('POST', `/api/staff/listings/${id}/reject`, token, { reason });

describe('the staff guard', () => {
  it('answers 401 signed out, 403 to a plain user and a recycler, and serves an operator and the owner', async () => {
    const created = await consign();
    const other = await consign();
    const buyer = await loginDemoUser(app, 'buyer');
    const recycler = await loginDemoUser(app, 'recycler');
    const owner = await loginDemoUser(app, 'owner');
    const routes: [Method, string, unknown?][] = [
      ['GET', '/api/staff/listings'],
      ['GET', `/api/staff/listings/${created.id}`],
      ['POST', `/api/staff/listings/${created.id}/approve`],
      ['POST', `/api/staff/listings/${other.id}/reject`, { reason: 'Not clear enough' }],
    ];
    for (const [method, url, payload] of routes) {
      expect((await call(method, url, null, payload)).statusCode, url).toBe(401);
      expect((await call(method, url, buyer, payload)).statusCode, url).toBe(403);
      expect((await call(method, url, seller.token, payload)).statusCode, url).toBe(403);
      expect((await call(method, url, recycler, payload)).statusCode, url).toBe(403);
    }
    expect((await listingRow(database.db, demoId, created.id)).status).toBe('pending_review');
    for (const [method, url, payload] of routes) {
      const token = url.endsWith('reject') ? owner : operator;
      expect((await call(method, url, token, payload)).statusCode, url).toBe(200);
    }
  });
});

describe('the seller’s real-name screenshot', () => {
  it('is private: staff read it through an audited, uncached route; nobody else, no other shop', async () => {
    const created = await consign();
    const url = `/api/staff/listings/${created.id}/proof`;
    const detail = envelope<{ realNameShotUrl: string }>(
      await call('GET', `/api/staff/listings/${created.id}`, operator),
    );
    expect(detail.data.realNameShotUrl).toMatch(/^private:/);
    const audited = () =>
      database.db
        .selectFrom('staff_audit_log')
        .select(['actor_user_id', 'route'])
        .where('tenant_id', '=', demoId)
        .where('route', '=', '/api/staff/listings/:id/proof')
        .execute();
    const before = (await audited()).length;
    const response = await call('GET', url, operator);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect((await audited()).slice(before)).toEqual([
      { actor_user_id: operatorId, route: '/api/staff/listings/:id/proof' },
    ]);
    expect((await call('GET', url, null)).statusCode).toBe(401);
    expect((await call('GET', url, seller.token)).statusCode).toBe(403);
    const nova = await app.inject({
      method: 'GET',
      url,
      headers: { ...authHeaders(await loginDemoUser(app, 'operator', 'nova.localhost'), 'nova.localhost') },
    });
    expect(nova.statusCode).toBe(404);
    expect((await call('GET', '/api/staff/listings/999999999/proof', operator)).statusCode).toBe(404);
  });
});

describe('review', () => {
  it('lists the queue oldest first and shows a listing in full, without the credentials', async () => {
    const first = await consign();
    clock.advance(1000);
    const second = await consign();
    const queue = envelope<{ rows: { id: number; seller: string; kind: string }[]; total: number }>(
      await call('GET', '/api/staff/listings?status=pending_review&pageSize=100', operator),
    ).data;
    const ids = queue.rows.map((row) => row.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(queue.rows.find((row) => row.id === first.id)).toMatchObject({ seller: '139****0001', kind: 'consignment' });
    const detail = await call('GET', `/api/staff/listings/${first.id}`, operator);
    expect(detail.body).not.toMatch(/GameHero_2024|Sup3r-Secret-Pw/i);
    expect(envelope<StaffListingDetail>(detail).data).toMatchObject({
      contact: 'QQ 12345678',
      guaranteeDocs: true,
      blacklisted: false,
      regionPath: [
        { id: game.region.north, name: 'North' },
        { id: game.region.n1, name: 'N1' },
      ],
    });
    expect(envelope<StaffListingDetail>(detail).data.attributes).toContainEqual({ name: 'Rank', value: 'A' });
  });

  it('approve puts it on sale and counts it; a second approve is a 409', async () => {
    const created = await consign();
    const counted = await onSaleCount(database.db, demoId, game.gameId);
    const approved = await approve(operator, created.id);
    expect(envelope<ConsignmentResult>(approved).data.status).toBe('on_sale');
    const row = await listingRow(database.db, demoId, created.id);
    expect(row.listed_at).not.toBeNull();
    expect(row.reviewed_by).toBe(operatorId);
    expect(await onSaleCount(database.db, demoId, game.gameId)).toBe(counted + 1);
    const again = await approve(operator, created.id);
    expect(again.statusCode).toBe(409);
    expect(envelope(again).msg).toMatch(/no longer waiting for review/);
    expect((await approve(operator, 99_999_999)).statusCode).toBe(404);
  });

  it('reject records the reason the seller sees in my products and the detail; only while pending', async () => {
    const created = await consign();
    expect((await reject(operator, created.id, 'x')).statusCode).toBe(400);
    const rejected = await reject(operator, created.id);
    expect(envelope<ConsignmentResult>(rejected).data.status).toBe('rejected');
    const mine = envelope<MyConsignmentPage>(await call('GET', '/api/need/myConsignment?tab=rejected', seller.token));
    expect(mine.data.rows.find((row) => row.id === created.id)?.rejectReason).toBe(
      'Screenshots do not match the account',
    );
    const detail = envelope<ConsignmentDetail>(await call('GET', `/api/need/consignment/${created.id}`, seller.token));
    expect(detail.data).toMatchObject({ status: 'rejected', rejectReason: 'Screenshots do not match the account' });
    expect((await reject(operator, created.id)).statusCode).toBe(409);
    expect((await approve(operator, created.id)).statusCode).toBe(409);
    // Edited and resubmitted: back in the queue, the reason cleared.
    await call(
      'PUT',
      `/api/need/consignment/${created.id}`,
      seller.token,
      consignmentBody(demoId, seller.userId, game),
    );
    expect(await listingRow(database.db, demoId, created.id)).toMatchObject({
      status: 'pending_review',
      reject_reason: '',
    });
  });

  it('checks the blacklist again at review', async () => {
    const created = await consign({ credentials: { login: 'later_flagged', password: 'pw-123456', notes: '' } });
    await insertBlacklistEntry(database.db, demoId, {
      gameId: game.gameId,
      loginDigest: loginDigestOf(testSecretBox, 'Later_Flagged'),
      sellerUserId: null,
      reason: 'Retrieved elsewhere',
      createdBy: operatorId,
      at: new Date(),
    });
    const detail = envelope<StaffListingDetail>(await call('GET', `/api/staff/listings/${created.id}`, operator));
    expect(detail.data.blacklisted).toBe(true);
    const refused = await approve(operator, created.id);
    expect(refused.statusCode).toBe(422);
    expect(envelope(refused).msg).toMatch(/blacklist/);
    expect((await listingRow(database.db, demoId, created.id)).status).toBe('pending_review');
  });

  it('two concurrent approvals: exactly one wins', async () => {
    const created = await consign();
    const counted = await onSaleCount(database.db, demoId, game.gameId);
    const owner = await loginDemoUser(app, 'owner');
    const answers = await Promise.all([approve(operator, created.id), approve(owner, created.id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await onSaleCount(database.db, demoId, game.gameId)).toBe(counted + 1);
  });
});

describe('the sale of a consigned account', () => {
  it('consign → approve → buy → pay → deliver from the vault → confirm: the seller’s wallet gets price less commission', async () => {
    const created = await consign({ priceFen: 200_000 });
    expect((await approve(operator, created.id)).statusCode).toBe(200);
    const before = await walletBalance(database.db, demoId, 'seller_wallet', seller.userId);
    const heldBefore = await walletBalance(database.db, demoId, 'seller_held', seller.userId);
    const ctx = await contextOf(database.db, demoId, clock);
    const buyer = await verifiedBuyer(ctx, '13988880009');
    const ordered = await call('POST', '/api/order/create', buyer.token, {
      goodsId: created.id,
      guarantee: 'retrieval',
      payMode: 'full',
      agree: true,
    });
    expect(ordered.statusCode, ordered.body).toBe(200);
    const order = envelope<Order>(ordered).data;
    const locked = envelope<MyConsignmentPage>(await call('GET', '/api/need/myConsignment?tab=in_trade', seller.token));
    expect(locked.data.rows.find((row) => row.id === created.id)).toMatchObject({
      status: 'locked',
      order: { id: order.id, status: 'pending_payment' },
      proceedsFen: 190_000,
    });

    await payThroughCashier(app, buyer.token, order.id);
    // Sold, its order still running: in trade for the seller.
    const inTrade = envelope<MyConsignmentPage>(
      await call('GET', '/api/need/myConsignment?tab=in_trade', seller.token),
    );
    expect(inTrade.data.rows.find((row) => row.id === created.id)?.status).toBe('sold');
    // Staff hand over the credentials the seller consigned (from the vault).
    const delivered = await call('POST', `/api/staff/orders/${order.id}/deliver`, operator, {
      confirmIncompleteChecklist: true,
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    const revealed = await call('GET', `/api/order/${order.id}/credentials`, buyer.token);
    expect(envelope(revealed).data).toMatchObject({ login: 'GameHero_2024', password: 'Sup3r-Secret-Pw!' });
    const confirmed = await call('POST', `/api/order/${order.id}/confirm`, buyer.token);
    expect(envelope<Order>(confirmed).data.status).toBe('completed');

    // 5% of ¥2,000 is ¥100 (above the ¥50 minimum). The shop holds it 7 days (its payout hold), then pays it out.
    expect(await walletBalance(database.db, demoId, 'seller_wallet', seller.userId)).toBe(before);
    expect(await walletBalance(database.db, demoId, 'seller_held', seller.userId)).toBe(heldBefore + 190_000);
    await sweepDuePayouts(database.db, new Date(clock.now().getTime() + 7 * 86_400_000));
    expect(await walletBalance(database.db, demoId, 'seller_wallet', seller.userId)).toBe(
      before + heldBefore + 190_000,
    );
    const sold = envelope<MyConsignmentPage>(await call('GET', '/api/need/myConsignment?tab=sold', seller.token));
    expect(sold.data.rows.find((row) => row.id === created.id)).toMatchObject({
      status: 'sold',
      order: { id: order.id, status: 'completed' },
      proceedsFen: 190_000,
      actions: [],
    });
    await expectEveryOrderBalanced(database.db);
  });
});
