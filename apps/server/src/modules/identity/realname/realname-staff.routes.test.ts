import type { Profile, RealNameReview, RealNameReviewIdentity, RealNameReviewPage } from '@gs/shared/identity';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginDemoUser } from '../../../../test/catalogue-fixtures.ts';
import { buildTestApp, createTestDatabase, envelope, type TestDatabase } from '../../../../test/helpers.ts';
import { authHeaders, tenantIdOf, userIdOf } from '../../../../test/identity-helpers.ts';
import { idPhotosOf } from '../../../../test/private-upload-fixtures.ts';
import {
  contextOf,
  movableClock,
  type TestBuyer,
  validIdNumber,
  verifiedBuyer,
} from '../../../../test/trade-fixtures.ts';
import type { RequestContext } from '../../../lib/context.ts';
import { submitRealNameTwo } from './realname.service.ts';

let database: TestDatabase;
let app: FastifyInstance;
let demo: RequestContext;
let operator: string;
let owner: string;
let novaOperator: string;
const clock = movableClock();
let phoneSequence = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, {}, { clock });
  demo = await contextOf(database.db, await tenantIdOf(database.db, 'demo'), clock);
  operator = await loginDemoUser(app, 'operator');
  owner = await loginDemoUser(app, 'owner');
  novaOperator = await loginDemoUser(app, 'operator', 'nova.localhost');
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

/** A user verified at level one (verifiedBuyer uses validIdNumber) with ID photos waiting for review. */
async function pendingUser(): Promise<
  TestBuyer & { phone: string; photos: { frontImage: string; backImage: string } }
> {
  phoneSequence += 1;
  const phone = `13977820${String(phoneSequence).padStart(3, '0')}`;
  const user = await verifiedBuyer(demo, phone);
  const photos = await idPhotosOf(demo, user.userId);
  await submitRealNameTwo({ ...demo, userId: user.userId }, photos);
  return { ...user, phone, photos };
}

const call = (
  method: 'GET' | 'POST',
  url: string,
  token: string | null,
  payload?: unknown,
  options: { host?: string; lang?: string } = {},
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
const list = async (token = operator, query = '?pageSize=100', host?: string) =>
  envelope<RealNameReviewPage>(await call('GET', `/api/staff/realname/reviews${query}`, token, undefined, { host }))
    .data;
const reviewOf = async (userId: number) => {
  const review = (await list()).rows.find((row) => row.userId === userId);
  if (!review) throw new Error(`no pending review for user ${userId}`);
  return review;
};
const decide = (
  reviewId: number | string,
  body: unknown,
  token = operator,
  options: { host?: string; lang?: string } = {},
) => call('POST', `/api/staff/realname/reviews/${reviewId}`, token, body, options);
const profileOf = async (user: TestBuyer) =>
  envelope<Profile>(await call('GET', '/api/system/user/profile/newsm', user.token)).data;

describe('who may review', () => {
  it('answers 401 without a login and 403 to a buyer or a recycler, before looking at the body', async () => {
    const user = await pendingUser();
    const review = await reviewOf(user.userId);
    const recycler = await loginDemoUser(app, 'recycler');
    const buyer = await loginDemoUser(app, 'buyer');
    const attempts = [
      ['GET', '/api/staff/realname/reviews', undefined],
      ['GET', `/api/staff/realname/reviews/${review.id}`, undefined],
      ['POST', `/api/staff/realname/reviews/${review.id}`, { approve: true }],
      ['POST', '/api/staff/realname/reviews/not-a-number', { approve: 'yes' }],
    ] as const;
    for (const [method, url, body] of attempts) {
      expect(envelope(await call(method, url, null, body))).toMatchObject({
        code: 401,
        errorCode: 'UNAUTHORIZED',
        msg: 'Login timed out, please log in again.',
      });
      for (const token of [user.token, buyer, recycler]) {
        expect(envelope(await call(method, url, token, body))).toMatchObject({
          code: 403,
          errorCode: 'FORBIDDEN',
          msg: 'You do not have permission to do this.',
        });
      }
    }
    // A user cannot approve their own review.
    expect((await profileOf(user)).realNameTwo.status).toBe('pending');
  });

  it('lets operators and owners review', async () => {
    const first = await pendingUser();
    const second = await pendingUser();
    const ownerView = await list(owner);
    expect(ownerView.rows.map((row) => row.userId)).toEqual(expect.arrayContaining([first.userId, second.userId]));
    expect((await decide((await reviewOf(first.userId)).id, { approve: true }, owner)).statusCode).toBe(200);
    expect((await decide((await reviewOf(second.userId)).id, { approve: true }, operator)).statusCode).toBe(200);
    expect((await profileOf(first)).realNameTwo.status).toBe('approved');
    expect((await profileOf(second)).realNameTwo.status).toBe('approved');
  });
});

describe('the review queue', () => {
  it('lists pending reviews oldest first with the photos and nickname, never the ID number or the name', async () => {
    const older = await pendingUser();
    const newer = await pendingUser();
    const response = await call('GET', '/api/staff/realname/reviews?pageSize=100', operator);
    const page = envelope<RealNameReviewPage>(response).data;
    const ids = page.rows.map((row) => row.userId);
    expect(ids.indexOf(older.userId)).toBeLessThan(ids.indexOf(newer.userId));
    expect(page.total).toBe(page.rows.length);
    const row = page.rows.find((r) => r.userId === older.userId);
    expect(row).toMatchObject({
      nickName: expect.any(String),
      // Opaque private references: the photos themselves only through the audited photo route.
      frontImage: older.photos.frontImage,
      backImage: older.photos.backImage,
    });
    expect(Date.parse(row?.submittedAt ?? '')).not.toBeNaN();
    // verifiedBuyer verified each user with the name 张三 and an ID number made from the phone's last digits.
    expect(response.body).not.toContain(validIdNumber(Number(older.phone.slice(-3))));
    expect(response.body).not.toContain('张三');

    const firstPage = await list(operator, '?pageNum=1&pageSize=1');
    expect(firstPage.rows).toHaveLength(1);
    expect(firstPage.total).toBe(page.total);
  });

  it('drops a decided review from the queue and refuses to decide it again (404)', async () => {
    const user = await pendingUser();
    const review = await reviewOf(user.userId);
    const rejected = await decide(review.id, { approve: false, reason: 'Photo is blurred' });
    expect(envelope(rejected)).toEqual({ code: 200, msg: expect.any(String), data: null });
    expect((await profileOf(user)).realNameTwo).toMatchObject({ status: 'rejected', reason: 'Photo is blurred' });
    expect((await list()).rows.some((row) => row.id === review.id)).toBe(false);
    expect(envelope(await decide(review.id, { approve: true }))).toMatchObject({
      code: 404,
      errorCode: 'NOT_FOUND',
      msg: 'The requested item was not found.',
    });
    expect((await profileOf(user)).realNameTwo.status).toBe('rejected');
  });
});

describe('one review by id', () => {
  const one = (reviewId: number | string, token = operator, host?: string) =>
    call('GET', `/api/staff/realname/reviews/${reviewId}`, token, undefined, { host });

  it('answers a pending review as the queue shows it, to operators and owners', async () => {
    const user = await pendingUser();
    const queued = await reviewOf(user.userId);
    const response = await one(queued.id);
    expect(envelope<RealNameReview>(response)).toEqual({ code: 200, msg: expect.any(String), data: queued });
    expect(envelope<RealNameReview>(await one(queued.id, owner)).data).toEqual(queued);
    expect(response.body).not.toContain(validIdNumber(Number(user.phone.slice(-3))));
    expect(response.body).not.toContain('张三');
  });

  it('answers 404 once decided or when there is no such review, and 400 for an id that is not one', async () => {
    const user = await pendingUser();
    const review = await reviewOf(user.userId);
    expect((await decide(review.id, { approve: true })).statusCode).toBe(200);
    expect(envelope(await one(review.id))).toMatchObject({
      code: 404,
      errorCode: 'NOT_FOUND',
      msg: 'The requested item was not found.',
    });
    expect(envelope(await one(999_999_999))).toMatchObject({ code: 404, errorCode: 'NOT_FOUND' });
    expect(envelope(await one('abc')).fields?.map((f) => f.field)).toEqual(['params.id']);
  });
});

describe('the full name and ID number of one review (an audited read)', () => {
  const route = '/api/staff/realname/reviews/:id/identity';
  const reveal = (reviewId: number | string, token: string | null = operator, host?: string) =>
    call('GET', `/api/staff/realname/reviews/${reviewId}/identity`, token, undefined, { host });
  const auditRows = () =>
    database.db
      .selectFrom('staff_audit_log')
      .select(['actor_user_id', 'method', 'route', 'target_id', 'body', 'before', 'after'])
      .where('tenant_id', '=', demo.tenantId)
      .where('route', '=', route)
      .orderBy('id')
      .execute();

  it('answers the verified name and number in full to an operator or owner, never cached, one audit row each', async () => {
    const user = await pendingUser();
    const review = await reviewOf(user.userId);
    const idNumber = validIdNumber(Number(user.phone.slice(-3)));
    const before = (await auditRows()).length;

    const response = await reveal(review.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(envelope<RealNameReviewIdentity>(response).data).toEqual({ name: '张三', idNumber });
    const rows = (await auditRows()).slice(before);
    expect(rows).toEqual([
      {
        actor_user_id: await userIdOf(database.db, 'demo', 'operator'),
        method: 'GET',
        route,
        target_id: String(review.id),
        body: null,
        before: null,
        after: null,
      },
    ]);
    // The log says who looked at which review, never what they saw.
    expect(JSON.stringify(rows)).not.toContain(idNumber);

    expect(envelope<RealNameReviewIdentity>(await reveal(review.id, owner)).data.idNumber).toBe(idNumber);
    expect((await auditRows()).slice(before).map((row) => row.actor_user_id)).toEqual([
      await userIdOf(database.db, 'demo', 'operator'),
      await userIdOf(database.db, 'demo', 'owner'),
    ]);

    // The list and the review itself stay masked.
    for (const url of ['/api/staff/realname/reviews?pageSize=100', `/api/staff/realname/reviews/${review.id}`]) {
      const masked = await call('GET', url, operator);
      expect(masked.statusCode).toBe(200);
      expect(masked.body).not.toContain(idNumber);
      expect(masked.body).not.toContain('张三');
    }
  });

  it('answers 401 signed out and 403 to the user, a buyer or a recycler, revealing and recording nothing', async () => {
    const user = await pendingUser();
    const review = await reviewOf(user.userId);
    const before = (await auditRows()).length;
    expect((await reveal(review.id, null)).statusCode).toBe(401);
    const recycler = await loginDemoUser(app, 'recycler');
    const buyer = await loginDemoUser(app, 'buyer');
    for (const token of [user.token, buyer, recycler]) {
      const refused = await reveal(review.id, token);
      expect(envelope(refused)).toMatchObject({ code: 403, errorCode: 'FORBIDDEN', data: null });
      expect(refused.body).not.toContain('张三');
    }
    expect(await auditRows()).toHaveLength(before);
  });

  it('answers 404 for another shop’s review, a decided one or none, and 400 for an id that is not one', async () => {
    const user = await pendingUser();
    const review = await reviewOf(user.userId);
    const before = (await auditRows()).length;
    const crossed = await reveal(review.id, novaOperator, 'nova.localhost');
    expect(envelope(crossed)).toMatchObject({ code: 404, errorCode: 'NOT_FOUND', data: null });
    expect(crossed.body).not.toContain('张三');
    expect(envelope(await reveal(999_999_999))).toMatchObject({ code: 404, errorCode: 'NOT_FOUND' });
    expect(envelope(await reveal('abc')).fields?.map((f) => f.field)).toEqual(['params.id']);
    expect((await decide(review.id, { approve: true })).statusCode).toBe(200);
    expect(envelope(await reveal(review.id))).toMatchObject({ code: 404, errorCode: 'NOT_FOUND' });
    expect(await auditRows()).toHaveLength(before);
  });
});

describe('decisions', () => {
  it('needs a reason to reject, named on the reason field in the caller’s language', async () => {
    const user = await pendingUser();
    const review = await reviewOf(user.userId);
    for (const body of [{ approve: false }, { approve: false, reason: '   ' }]) {
      expect(envelope(await decide(review.id, body))).toMatchObject({
        code: 400,
        errorCode: 'VALIDATION_FAILED',
        msg: 'Give a reason for the rejection.',
        fields: [{ field: 'body.reason', message: 'Give a reason for the rejection.' }],
      });
    }
    expect(envelope(await decide(review.id, { approve: false }, operator, { lang: 'zh-CN' }))).toMatchObject({
      msg: '请填写驳回原因。',
    });
    const tooLong = envelope(await decide(review.id, { approve: false, reason: 'x'.repeat(201) }));
    expect(tooLong).toMatchObject({ code: 400, errorCode: 'VALIDATION_FAILED' });
    expect(tooLong.fields?.map((f) => f.field)).toEqual(['body.reason']);
    const noDecision = envelope(await decide(review.id, { reason: 'x' }));
    expect(noDecision.fields?.map((f) => f.field)).toEqual(['body.approve']);
    expect(envelope(await decide('abc', { approve: true })).fields?.map((f) => f.field)).toEqual(['params.id']);
    expect((await profileOf(user)).realNameTwo.status).toBe('pending');
  });
});

describe('tenant isolation', () => {
  it('staff of another tenant neither see nor decide this tenant’s reviews', async () => {
    const user = await pendingUser();
    const review = await reviewOf(user.userId);
    const nova = { host: 'nova.localhost' };
    const novaQueue = await list(novaOperator, '?pageSize=100', nova.host);
    expect(novaQueue.rows.some((row) => row.id === review.id || row.userId === user.userId)).toBe(false);
    expect(
      envelope(await call('GET', `/api/staff/realname/reviews/${review.id}`, novaOperator, undefined, nova)),
    ).toMatchObject({ code: 404, errorCode: 'NOT_FOUND' });
    const response = await decide(review.id, { approve: true }, novaOperator, nova);
    expect(envelope(response)).toMatchObject({ code: 404, errorCode: 'NOT_FOUND' });
    // This tenant's session is not valid there either.
    expect((await decide(review.id, { approve: true }, operator, nova)).statusCode).toBe(401);
    expect((await profileOf(user)).realNameTwo.status).toBe('pending');
  });
});
