import type { Claim, ClaimPage, OrderClaims, StaffClaimDetail, StaffClaimPage } from '@gs/shared/claims';
import type { Order } from '@gs/shared/orders';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { claimInput, openClaimThroughApi, orderRow, soldOrder } from '../../../../test/claim-fixtures.ts';
import { buildTestApp, createTestDatabase, envelope, type TestDatabase } from '../../../../test/helpers.ts';
import { authHeaders, tenantIdOf, userIdOf } from '../../../../test/identity-helpers.ts';
import { privateUploadOf } from '../../../../test/private-upload-fixtures.ts';
import {
  contextOf,
  expectEveryOrderBalanced,
  insertTestListing,
  movableClock,
  type TestBuyer,
  testSecretBox,
  verifiedBuyer,
} from '../../../../test/trade-fixtures.ts';
import { expectEveryWalletBalanced } from '../../../../test/wallet-fixtures.ts';
import type { RequestContext } from '../../../lib/context.ts';
import { openSession } from '../../identity/auth/sessions.service.ts';
import { sweepAutoConfirm } from '../orders/order-scheduler.ts';
import { createOrder } from '../orders/orders.service.ts';
import { createTradeDeps, type TradeDeps } from '../trade-deps.ts';
import { closeDecidedClaims } from './claim-decisions.service.ts';

let database: TestDatabase;
let app: FastifyInstance;
let demo: RequestContext;
let nova: RequestContext;
let deps: TradeDeps;
let buyer: TestBuyer;
let seller: TestBuyer;
let other: TestBuyer;
let novaBuyer: TestBuyer;
const tokens = { operator: '', owner: '', recycler: '', novaOwner: '' };
const clock = movableClock();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, {}, { clock });
  demo = await contextOf(database.db, await tenantIdOf(database.db, 'demo'), clock);
  nova = await contextOf(database.db, await tenantIdOf(database.db, 'nova'), clock);
  deps = createTradeDeps(database.db, testSecretBox, () => undefined);
  [buyer, seller, other, novaBuyer] = await Promise.all([
    verifiedBuyer(demo, '13977100001'),
    verifiedBuyer(demo, '13977100002'),
    verifiedBuyer(demo, '13977100003'),
    verifiedBuyer(nova, '13977100004'),
  ]);
}, 120_000);

/**
 * Signs every party in afresh. The clock moves by weeks in this file and a session lives 7 days after its last use:
 * each test starts with fresh sessions, and `advance` signs in again after moving the clock.
 */
async function signInAll() {
  const signIn = async (ctx: RequestContext, userId: number) => {
    const user = await database.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
    return (await openSession(ctx, user, 400, { ip: null, userAgent: null })).token;
  };
  for (const [ctx, party] of [
    [demo, buyer],
    [demo, seller],
    [demo, other],
    [nova, novaBuyer],
  ] as const) {
    party.token = await signIn(ctx, party.userId);
  }
  tokens.operator = await signIn(demo, await userIdOf(database.db, 'demo', 'operator'));
  tokens.owner = await signIn(demo, await userIdOf(database.db, 'demo', 'owner'));
  tokens.recycler = await signIn(demo, await userIdOf(database.db, 'demo', 'recycler'));
  tokens.novaOwner = await signIn(nova, await userIdOf(database.db, 'nova', 'owner'));
}

beforeEach(signInAll);

async function advance(ms: number) {
  clock.advance(ms);
  await signInAll();
}

afterEach(async () => {
  await expectEveryOrderBalanced(database.db);
  await expectEveryWalletBalanced(database.db);
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const call = (
  method: 'GET' | 'POST',
  url: string,
  token: string | null,
  payload?: unknown,
  options: { lang?: string; host?: string } = {},
) =>
  app.inject({
    method,
    url,
    headers: {
      ...(token ? authHeaders(token, options.host) : { host: options.host ?? 'localhost' }),
      'accept-language': options.lang ?? 'en-US',
    },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const sold = (options: Parameters<typeof soldOrder>[3] = {}) => soldOrder(demo, deps, { seller, buyer }, options);

async function claimCount(orderId: number) {
  const rows = await database.db.selectFrom('claims').select('id').where('order_id', '=', orderId).execute();
  return rows.length;
}

async function staffDetail(claimId: number, token = tokens.operator) {
  const response = await call('GET', `/api/staff/claims/${claimId}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return envelope<StaffClaimDetail>(response).data;
}

async function decide(claimId: number, body: Record<string, unknown>, token = tokens.operator) {
  return call('POST', `/api/staff/claims/${claimId}/decide`, token, body);
}

describe('the buyer opens a claim', () => {
  it('in trade: the order pauses in after_sale keeping the auto-confirm time it had left; one open claim per order', async () => {
    const order = await sold();
    const before = await orderRow(database.db, demo.tenantId, order.id);
    clock.advance(HOUR);
    const left = (before.auto_confirm_at?.getTime() ?? 0) - clock.now().getTime();
    const input = await claimInput(demo, buyer, { images: 2 });
    const claim = await openClaimThroughApi(app, buyer.token, order.id, input);
    expect(claim).toMatchObject({
      state: 'submitted',
      role: 'buyer',
      reason: 'retrieved',
      openedBy: 'buyer',
      fromStatus: 'in_trade',
      guarantee: 'retrieval',
      contactPhone: '13812345678',
      decision: null,
      unread: false,
    });
    expect(claim.messages).toEqual([
      expect.objectContaining({ author: 'buyer', text: input.text, images: input.imageIds, imagesHidden: 0 }),
    ]);
    const paused = await orderRow(database.db, demo.tenantId, order.id);
    expect(paused).toMatchObject({ status: 'after_sale', auto_confirm_at: null });
    const stored = await database.db
      .selectFrom('claims')
      .selectAll()
      .where('id', '=', claim.id)
      .executeTakeFirstOrThrow();
    expect(stored.auto_confirm_left_ms).toBe(left);
    // The phone is sealed at rest.
    expect(stored.contact_phone_sealed).not.toContain('13812345678');

    // The auto-confirm sweep leaves a paused order alone.
    await advance(80 * HOUR);
    await sweepAutoConfirm(database.db, deps, clock.now());
    expect((await orderRow(database.db, demo.tenantId, order.id)).status).toBe('after_sale');

    const second = await call('POST', `/api/order/${order.id}/claims`, buyer.token, await claimInput(demo, buyer));
    expect(second.statusCode).toBe(409);
    expect(envelope(second).msg).toBe('This order already has an open claim: add to that claim instead.');
    expect(await claimCount(order.id)).toBe(1);

    const page = envelope<OrderClaims>(await call('GET', `/api/order/${order.id}/claims`, buyer.token)).data;
    expect(page.rows.map((row) => row.id)).toEqual([claim.id]);
    expect(page.window).toMatchObject({
      allowed: false,
      reason: 'This order already has an open claim: add to that claim instead.',
    });
  });

  it('after completion only within the guarantee’s days, and without a guarantee only before confirmation', async () => {
    const face = await sold({ guarantee: 'face', complete: true });
    const none = await sold({ guarantee: 'none', complete: true });
    const noneInTrade = await sold({ guarantee: 'none' });
    const retrieval = await sold({ guarantee: 'retrieval', complete: true });
    await advance(31 * DAY);

    const late = await call('POST', `/api/order/${face.id}/claims`, buyer.token, await claimInput(demo, buyer));
    expect(late.statusCode).toBe(422);
    expect(envelope(late).msg).toMatch(
      /^The face-verification guarantee covered claims until \d{4}-\d\d-\d\d; that time has passed\.$/,
    );
    const lateZh = await call('POST', `/api/order/${face.id}/claims`, buyer.token, await claimInput(demo, buyer), {
      lang: 'zh-CN',
    });
    expect(envelope(lateZh).msg).toMatch(/^人脸包赔的售后期限截至 \d{4}-\d\d-\d\d，现已过期。$/);
    const faceWindow = envelope<OrderClaims>(await call('GET', `/api/order/${face.id}/claims`, buyer.token)).data
      .window;
    expect(faceWindow.allowed).toBe(false);
    expect(faceWindow.reason).toContain('face-verification guarantee');

    const noCover = await call('POST', `/api/order/${none.id}/claims`, buyer.token, await claimInput(demo, buyer));
    expect(noCover.statusCode).toBe(422);
    expect(envelope(noCover).msg).toBe('Without a guarantee, a claim can be opened only before you confirm receipt.');
    for (const refused of [face, none]) {
      expect((await orderRow(database.db, demo.tenantId, refused.id)).status).toBe('completed');
      expect(await claimCount(refused.id)).toBe(0);
    }

    // In trade any order may be claimed; the retrieval guarantee covers a year.
    await openClaimThroughApi(
      app,
      buyer.token,
      noneInTrade.id,
      await claimInput(demo, buyer, { reason: 'wrong_login' }),
    );
    const window = envelope<OrderClaims>(await call('GET', `/api/order/${retrieval.id}/claims`, buyer.token)).data
      .window;
    expect(window).toMatchObject({ allowed: true, reason: null });
    expect(new Date(window.until ?? 0).getTime()).toBeGreaterThan(clock.now().getTime() + 300 * DAY);
    const claim = await openClaimThroughApi(app, buyer.token, retrieval.id, await claimInput(demo, buyer));
    expect(claim.fromStatus).toBe('completed');
  });

  it('refuses unpaid, cancelled and refunded orders, another user’s and another shop’s, changing nothing', async () => {
    const listing = await insertTestListing(demo.db, demo.tenantId, { sellerUserId: seller.userId });
    const unpaid = await createOrder(
      { ...demo, userId: buyer.userId },
      { goodsId: listing, guarantee: 'retrieval', payMode: 'full', agree: true },
    );
    const input = await claimInput(demo, buyer);
    const notPaid = await call('POST', `/api/order/${unpaid.id}/claims`, buyer.token, input);
    expect(notPaid.statusCode).toBe(422);
    expect(envelope(notPaid).msg).toBe('A claim can be opened only once the order is paid in full.');

    await call('POST', `/api/order/${unpaid.id}/cancel`, buyer.token);
    const cancelled = await call('POST', `/api/order/${unpaid.id}/claims`, buyer.token, input);
    expect(cancelled.statusCode).toBe(422);
    expect(envelope(cancelled).msg).toBe('This order is cancelled: there is nothing left to claim.');

    const refundedOrder = await sold();
    await call('POST', `/api/staff/orders/${refundedOrder.id}/refund`, tokens.operator, { reason: 'out of stock' });
    const refunded = await call('POST', `/api/order/${refundedOrder.id}/claims`, buyer.token, input, { lang: 'zh-CN' });
    expect(refunded.statusCode).toBe(422);
    expect(envelope(refunded).msg).toBe('该订单已退款，无法申请售后。');

    const order = await sold();
    for (const token of [other.token, seller.token, tokens.recycler]) {
      const foreign = await call('POST', `/api/order/${order.id}/claims`, token, input);
      expect(foreign.statusCode, token).toBe(404);
    }
    const otherShop = await call('POST', `/api/order/${order.id}/claims`, novaBuyer.token, input, {
      host: 'nova.localhost',
    });
    expect(otherShop.statusCode).toBe(404);
    expect((await call('POST', `/api/order/${order.id}/claims`, null, input)).statusCode).toBe(401);
    for (const id of [unpaid.id, refundedOrder.id, order.id]) expect(await claimCount(id)).toBe(0);
    expect((await orderRow(database.db, demo.tenantId, order.id)).status).toBe('in_trade');
  });

  it('takes only the buyer’s own claim images, naming the field; validates reason, text and count', async () => {
    const order = await sold();
    const othersImage = (await privateUploadOf(demo, other.userId, 'claim')).slice('private:'.length);
    const feedbackImage = (await privateUploadOf(demo, buyer.userId, 'feedback')).slice('private:'.length);
    for (const imageId of [othersImage, feedbackImage]) {
      const input = await claimInput(demo, buyer, { images: 1 });
      const response = await call('POST', `/api/order/${order.id}/claims`, buyer.token, {
        ...input,
        imageIds: [...(input.imageIds ?? []), imageId],
      });
      expect(response.statusCode).toBe(400);
      expect(envelope(response)).toMatchObject({
        msg: 'Use an image you uploaded yourself for this claim.',
        fields: [{ field: 'body.imageIds.1' }],
      });
    }
    const tooMany = await call('POST', `/api/order/${order.id}/claims`, buyer.token, {
      ...(await claimInput(demo, buyer)),
      imageIds: Array.from({ length: 10 }, () => crypto.randomUUID()),
    });
    expect(tooMany.statusCode).toBe(400);
    const bad = await call('POST', `/api/order/${order.id}/claims`, buyer.token, {
      reason: 'bored',
      text: 'x'.repeat(1001),
      contactPhone: '123',
      imageIds: [],
    });
    expect(bad.statusCode).toBe(400);
    expect(
      envelope(bad)
        .fields?.map((field) => field.field)
        .sort(),
    ).toEqual(['body.contactPhone', 'body.reason', 'body.text']);
    expect(await claimCount(order.id)).toBe(0);
    expect((await orderRow(database.db, demo.tenantId, order.id)).status).toBe('in_trade');
  });
});

describe('withdrawal', () => {
  it('puts an in-trade order back with the auto-confirm time it had left; only the buyer, only once', async () => {
    const order = await sold();
    const before = await orderRow(database.db, demo.tenantId, order.id);
    const claim = await openClaimThroughApi(app, buyer.token, order.id, await claimInput(demo, buyer));
    const left = (before.auto_confirm_at?.getTime() ?? 0) - clock.now().getTime();
    await advance(5 * DAY);
    for (const token of [seller.token, other.token]) {
      expect((await call('POST', `/api/claims/${claim.id}/withdraw`, token)).statusCode).toBe(404);
    }
    const withdrawn = await call('POST', `/api/claims/${claim.id}/withdraw`, buyer.token);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(envelope<Claim>(withdrawn).data).toMatchObject({ state: 'withdrawn' });
    const resumed = await orderRow(database.db, demo.tenantId, order.id);
    expect(resumed.status).toBe('in_trade');
    expect(resumed.auto_confirm_at?.getTime()).toBe(clock.now().getTime() + left);
    expect((await call('POST', `/api/claims/${claim.id}/withdraw`, buyer.token)).statusCode).toBe(409);
    // A new claim can be opened afterwards.
    await openClaimThroughApi(app, buyer.token, order.id, await claimInput(demo, buyer, { reason: 'banned' }));
  });

  it('refuses a claim staff opened for the buyer (422)', async () => {
    const order = await sold({ complete: true });
    const opened = await call('POST', `/api/staff/orders/${order.id}/after-sale`, tokens.operator, {
      reason: 'the original owner called us',
      claimReason: 'retrieved',
    });
    expect(envelope<Order>(opened).data.status).toBe('after_sale');
    const [claim] = envelope<OrderClaims>(await call('GET', `/api/order/${order.id}/claims`, buyer.token)).data.rows;
    expect(claim).toMatchObject({ openedBy: 'staff', reason: 'retrieved', state: 'submitted' });
    const refused = await call('POST', `/api/claims/${claim?.id}/withdraw`, buyer.token);
    expect(refused.statusCode).toBe(422);
    expect(envelope(refused).msg).toBe('Customer service opened this claim for you: ask them to close it.');
  });
});

describe('the thread', () => {
  it('the seller reads the claim without the buyer’s phone or unshared images; staff share them; late answers are marked', async () => {
    const order = await sold();
    const claim = await openClaimThroughApi(app, buyer.token, order.id, await claimInput(demo, buyer, { images: 1 }));
    const imageId = claim.messages[0]?.images[0] ?? '';

    const asSeller = envelope<Claim>(await call('GET', `/api/claims/${claim.id}`, seller.token)).data;
    expect(asSeller).toMatchObject({ role: 'seller', contactPhone: null, unread: false });
    expect(asSeller.messages[0]).toMatchObject({ author: 'buyer', images: [], imagesHidden: 1 });
    expect(JSON.stringify(asSeller)).not.toContain('13812345678');
    expect((await call('GET', `/api/claims/${claim.id}/images/${imageId}`, seller.token)).statusCode).toBe(404);
    expect((await call('GET', `/api/claims/${claim.id}/images/${imageId}`, buyer.token)).statusCode).toBe(200);

    // The seller answers after the deadline (48 hours by default): allowed, and marked late.
    await advance(49 * HOUR);
    const sellerImage = (await privateUploadOf(demo, seller.userId, 'claim')).slice('private:'.length);
    const answered = await call('POST', `/api/claims/${claim.id}/messages`, seller.token, {
      text: 'I never appealed anything.',
      imageIds: [sellerImage],
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(envelope<Claim>(answered).data.messages.at(-1)).toMatchObject({
      author: 'seller',
      late: true,
      images: [sellerImage],
    });

    // The buyer has something unread: the seller's answer (without its image).
    const mine = envelope<ClaimPage>(await call('GET', '/api/claims/mine', buyer.token)).data;
    expect(mine.rows.find((row) => row.id === claim.id)?.unread).toBe(true);
    expect(mine.unreadCount).toBeGreaterThanOrEqual(1);
    const asBuyer = envelope<Claim>(await call('GET', `/api/claims/${claim.id}`, buyer.token)).data;
    expect(asBuyer.messages.at(-1)).toMatchObject({ author: 'seller', images: [], imagesHidden: 1 });
    const again = envelope<ClaimPage>(await call('GET', '/api/claims/mine', buyer.token)).data;
    expect(again.rows.find((row) => row.id === claim.id)?.unread).toBe(false);

    // Staff ask the buyer and share the buyer's first message with the seller.
    const buyerMessage = claim.messages[0]?.id;
    const asked = await call('POST', `/api/staff/claims/${claim.id}/messages`, tokens.operator, {
      text: 'Please send the screenshot of the appeal notice.',
      askBuyer: true,
      shareMessageIds: [buyerMessage],
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(envelope<StaffClaimDetail>(asked).data).toMatchObject({ state: 'waiting_buyer', awaitingStaffSince: null });
    const shared = envelope<Claim>(await call('GET', `/api/claims/${claim.id}`, seller.token)).data;
    expect(shared.messages[0]).toMatchObject({ images: [imageId], imagesHidden: 0, sharedWithSeller: true });
    expect((await call('GET', `/api/claims/${claim.id}/images/${imageId}`, seller.token)).statusCode).toBe(200);
    const sellerMessage = shared.messages.find((message) => message.author === 'seller')?.id;
    const notBuyers = await call('POST', `/api/staff/claims/${claim.id}/messages`, tokens.operator, {
      text: 'sharing',
      shareMessageIds: [sellerMessage],
    });
    expect(notBuyers.statusCode).toBe(422);

    // The buyer's answer takes the claim back into review.
    const reply = await call('POST', `/api/claims/${claim.id}/messages`, buyer.token, { text: 'Here it is.' });
    expect(envelope<Claim>(reply).data.state).toBe('in_review');

    // Staff read every image, audited.
    const staffImage = await call('GET', `/api/staff/claims/${claim.id}/images/${sellerImage}`, tokens.operator);
    expect(staffImage.statusCode).toBe(200);
    expect(staffImage.headers['cache-control']).toBe('no-store');
    const audit = await database.db
      .selectFrom('staff_audit_log')
      .select('route')
      .where('tenant_id', '=', demo.tenantId)
      .where('route', 'like', '/api/staff/claims/%/images/%')
      .execute();
    expect(audit.length).toBeGreaterThan(0);

    // A decided claim closes a week later: no more messages.
    expect((await decide(claim.id, { outcome: 'reject', reason: 'no evidence of an appeal' })).statusCode).toBe(200);
    await advance(8 * DAY);
    expect(await closeDecidedClaims(database.db, clock.now())).toBeGreaterThanOrEqual(1);
    const closed = await call('POST', `/api/claims/${claim.id}/messages`, buyer.token, { text: 'But…' });
    expect(closed.statusCode).toBe(409);
    expect(envelope<Claim>(await call('GET', `/api/claims/${claim.id}`, buyer.token)).data.state).toBe('closed');
  });
});

describe('decisions through the API', () => {
  it('reject on an in-trade order returns it to trade, and it confirms itself when the time it had left runs out', async () => {
    const order = await sold();
    const before = await orderRow(database.db, demo.tenantId, order.id);
    const claim = await openClaimThroughApi(app, buyer.token, order.id, await claimInput(demo, buyer));
    const left = (before.auto_confirm_at?.getTime() ?? 0) - clock.now().getTime();
    await advance(10 * DAY);
    const rejected = await decide(claim.id, { outcome: 'reject', reason: 'The login works: we tried it.' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(envelope<StaffClaimDetail>(rejected).data).toMatchObject({
      state: 'decided',
      decision: { outcome: 'reject', amountFen: null, reason: 'The login works: we tried it.' },
      allowedOutcomes: [],
    });
    const resumed = await orderRow(database.db, demo.tenantId, order.id);
    expect(resumed.status).toBe('in_trade');
    expect(resumed.auto_confirm_at?.getTime()).toBe(clock.now().getTime() + left);

    const asBuyer = envelope<Claim>(await call('GET', `/api/claims/${claim.id}`, buyer.token)).data;
    expect(asBuyer.decision?.outcome).toBe('reject');

    clock.advance(left - 1000);
    await sweepAutoConfirm(database.db, deps, clock.now());
    expect((await orderRow(database.db, demo.tenantId, order.id)).status).toBe('in_trade');
    clock.advance(2000);
    expect(await sweepAutoConfirm(database.db, deps, clock.now())).toBeGreaterThanOrEqual(1);
    expect((await orderRow(database.db, demo.tenantId, order.id)).status).toBe('completed');
  });

  it('a full refund from trade returns what was paid and keeps the account off sale', async () => {
    const order = await sold();
    const claim = await openClaimThroughApi(app, buyer.token, order.id, await claimInput(demo, buyer));
    const refunded = await decide(claim.id, { outcome: 'refund', reason: 'The login was wrong.' });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(envelope<StaffClaimDetail>(refunded).data.decision).toMatchObject({
      outcome: 'refund',
      amountFen: order.amounts.total,
    });
    const row = await orderRow(database.db, demo.tenantId, order.id);
    expect(row).toMatchObject({ status: 'refunded', refunded_fen: order.amounts.total });
    const listing = await database.db
      .selectFrom('listings')
      .select('status')
      .where('id', '=', order.goodsId)
      .executeTakeFirstOrThrow();
    expect(listing.status).toBe('off_shelf');
  });

  it('validates the decision: amounts, outcome for the order’s state, and a second decision is 409', async () => {
    const order = await sold();
    const claim = await openClaimThroughApi(app, buyer.token, order.id, await claimInput(demo, buyer));
    const cases: [Record<string, unknown>, number, string | undefined][] = [
      [{ outcome: 'partial', reason: 'x' }, 400, 'body.amountFen'],
      [{ outcome: 'partial', amountFen: -5, reason: 'x' }, 400, 'body.amountFen'],
      [{ outcome: 'reject', amountFen: 100, reason: 'x' }, 400, 'body.amountFen'],
      [{ outcome: 'refund', payTo: 'wallet', reason: 'x' }, 400, 'body.payTo'],
      [{ outcome: 'partial', amountFen: order.amounts.total, reason: 'x' }, 422, 'body.amountFen'],
      [{ outcome: 'compensate', amountFen: 100, reason: 'x' }, 422, 'body.outcome'],
    ];
    for (const [body, status, field] of cases) {
      const response = await decide(claim.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(envelope(response).fields?.map((entry) => entry.field)).toContain(field);
    }
    expect((await orderRow(database.db, demo.tenantId, order.id)).status).toBe('after_sale');
    expect((await decide(claim.id, { outcome: 'reject', reason: 'fine' })).statusCode).toBe(200);
    const again = await decide(claim.id, { outcome: 'refund', reason: 'changed my mind' });
    expect(again.statusCode).toBe(409);
    expect(envelope(again).msg).toBe('This claim has already been decided; reload it to see the decision.');
    expect((await orderRow(database.db, demo.tenantId, order.id)).status).toBe('in_trade');
  });

  it('twenty decisions at once: exactly one applies, nineteen answer 409, the money moves once', async () => {
    const order = await sold();
    const claim = await openClaimThroughApi(app, buyer.token, order.id, await claimInput(demo, buyer));
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        decide(claim.id, {
          outcome: i % 2 ? 'refund' : 'partial',
          amountFen: i % 2 ? undefined : 10_000,
          reason: `try ${i}`,
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const refunds = await database.db
      .selectFrom('ledger_postings')
      .select('kind')
      .where('order_id', '=', order.id)
      .where('kind', 'in', ['refund', 'claim_refund'])
      .execute();
    expect(refunds).toHaveLength(1);
  });
});

describe('notices by SMS', () => {
  it('texts the seller when a claim opens, the buyer when asked, both when decided, in the shop’s language', async () => {
    const order = await sold();
    const noticesSince = async (since: number) =>
      database.db
        .selectFrom('sms_outbox')
        .select(['phone', 'scene', 'body', 'status'])
        .where('tenant_id', '=', demo.tenantId)
        .where('scene', 'like', 'notice.claim-%')
        .where('id', '>', since)
        .orderBy('id')
        .execute();
    const last = await database.db
      .selectFrom('sms_outbox')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow();
    const since = Number(last.id ?? 0);
    const claim = await openClaimThroughApi(app, buyer.token, order.id, await claimInput(demo, buyer));
    const ask = { text: 'Please send the appeal notice.', askBuyer: true };
    expect((await call('POST', `/api/staff/claims/${claim.id}/messages`, tokens.operator, ask)).statusCode).toBe(200);
    expect((await decide(claim.id, { outcome: 'reject', reason: 'The login works.' })).statusCode).toBe(200);

    const notices = await noticesSince(since);
    const zh = demo.tenant.default_locale === 'zh-CN';
    expect(notices.map(({ phone, scene, status }) => ({ phone, scene, status }))).toEqual([
      { phone: '13977100002', scene: 'notice.claim-opened', status: 'sent' },
      { phone: '13977100001', scene: 'notice.claim-asked-buyer', status: 'sent' },
      { phone: '13977100001', scene: 'notice.claim-decided', status: 'sent' },
      { phone: '13977100002', scene: 'notice.claim-decided', status: 'sent' },
    ]);
    for (const notice of notices) {
      expect(notice.body).toContain(order.orderNo);
      expect(notice.body).toContain(zh ? `【${demo.tenant.name}】` : `[${demo.tenant.name}]`);
    }
    expect(notices[2]?.body).toContain(zh ? '已驳回' : 'rejected');
  });
});

describe('the staff queue and detail', () => {
  it('filters by state, reason, guarantee and age, flags claims waiting over 24 hours, and carries no phone', async () => {
    const fresh = await sold({ guarantee: 'face' });
    const old = await sold({ guarantee: 'retrieval' });
    const oldClaim = await openClaimThroughApi(
      app,
      buyer.token,
      old.id,
      await claimInput(demo, buyer, { reason: 'banned' }),
    );
    await advance(25 * HOUR);
    const freshClaim = await openClaimThroughApi(
      app,
      buyer.token,
      fresh.id,
      await claimInput(demo, buyer, { reason: 'not_as_described' }),
    );

    const queue = async (query: string) => {
      const response = await call('GET', `/api/staff/claims${query}`, tokens.operator);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.body).not.toContain('13812345678');
      return envelope<StaffClaimPage>(response).data;
    };
    const overdue = await queue('?overdue=true');
    expect(overdue.rows.map((row) => row.id)).toContain(oldClaim.id);
    expect(overdue.rows.map((row) => row.id)).not.toContain(freshClaim.id);
    expect(overdue.rows.find((row) => row.id === oldClaim.id)).toMatchObject({
      overdue: true,
      amountPaidFen: old.amounts.total,
    });
    expect((await queue('?reason=banned')).rows.every((row) => row.reason === 'banned')).toBe(true);
    expect((await queue('?guarantee=face')).rows.every((row) => row.guarantee === 'face')).toBe(true);
    const young = await queue('?maxAgeHours=1');
    expect(young.rows.map((row) => row.id)).toContain(freshClaim.id);
    expect(young.rows.map((row) => row.id)).not.toContain(oldClaim.id);
    expect((await queue('?minAgeHours=24')).rows.map((row) => row.id)).not.toContain(freshClaim.id);
    expect((await queue('?state=submitted&pageSize=1')).rows).toHaveLength(1);

    const detail = await staffDetail(oldClaim.id);
    expect(detail).toMatchObject({
      contactPhone: '138****5678',
      order: { id: old.id, status: 'after_sale', sellerUserId: seller.userId },
      listing: { id: old.goodsId, status: 'sold' },
      allowedOutcomes: ['reject', 'refund', 'partial'],
      money: { paidFen: old.amounts.total },
      sellerRecord: { sellerUserId: seller.userId },
    });
    expect(detail.rebinding.length).toBeGreaterThan(0);
    expect(detail.history.map((entry) => entry.to)).toContain('after_sale');
    expect(detail.sellerRecord?.earlier.map((entry) => entry.id)).toContain(freshClaim.id);
  });

  it('shows who read the credentials', async () => {
    const order = await sold();
    expect((await call('GET', `/api/order/${order.id}/credentials`, buyer.token)).statusCode).toBe(200);
    const claim = await openClaimThroughApi(
      app,
      buyer.token,
      order.id,
      await claimInput(demo, buyer, { reason: 'wrong_login' }),
    );
    const detail = await staffDetail(claim.id);
    expect(detail.credentialReads).toEqual(
      expect.arrayContaining([expect.objectContaining({ userId: buyer.userId, purpose: 'buyer_reveal' })]),
    );
  });
});

describe('guards', () => {
  it('a claim is the buyer’s and the seller’s; staff calls are for operators and owners of the shop', async () => {
    const order = await sold();
    const claim = await openClaimThroughApi(app, buyer.token, order.id, await claimInput(demo, buyer));
    const party = async (token: string | null, host?: string) =>
      (await call('GET', `/api/claims/${claim.id}`, token, undefined, host ? { host } : {})).statusCode;
    expect(await party(buyer.token)).toBe(200);
    expect(await party(seller.token)).toBe(200);
    expect(await party(other.token)).toBe(404);
    expect(await party(tokens.recycler)).toBe(404);
    expect(await party(tokens.operator)).toBe(404);
    expect(await party(novaBuyer.token, 'nova.localhost')).toBe(404);
    expect(await party(null)).toBe(401);
    const orderClaims = async (token: string) => (await call('GET', `/api/order/${order.id}/claims`, token)).statusCode;
    expect(await orderClaims(seller.token)).toBe(200);
    expect(await orderClaims(other.token)).toBe(404);

    const staff = async (token: string | null, host?: string) =>
      (await call('GET', `/api/staff/claims/${claim.id}`, token, undefined, host ? { host } : {})).statusCode;
    expect(await staff(tokens.operator)).toBe(200);
    expect(await staff(tokens.owner)).toBe(200);
    expect(await staff(tokens.recycler)).toBe(403);
    expect(await staff(buyer.token)).toBe(403);
    expect(await staff(seller.token)).toBe(403);
    expect(await staff(null)).toBe(401);
    expect(await staff(tokens.novaOwner, 'nova.localhost')).toBe(404);
    const decideAs = async (token: string, host?: string) =>
      (
        await call(
          'POST',
          `/api/staff/claims/${claim.id}/decide`,
          token,
          { outcome: 'refund', reason: 'x' },
          host ? { host } : {},
        )
      ).statusCode;
    expect(await decideAs(buyer.token)).toBe(403);
    expect(await decideAs(seller.token)).toBe(403);
    expect(await decideAs(tokens.recycler)).toBe(403);
    expect(await decideAs(tokens.novaOwner, 'nova.localhost')).toBe(404);
    expect((await orderRow(database.db, demo.tenantId, order.id)).status).toBe('after_sale');
    expect(await decideAs(tokens.owner)).toBe(200);
  });
});
