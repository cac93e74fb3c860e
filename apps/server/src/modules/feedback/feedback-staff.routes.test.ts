import type { FeedbackCategory, FeedbackThread, StaffFeedbackPage, StaffFeedbackThread } from '@gs/shared/feedback';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginDemoUser } from '../../../test/catalogue-fixtures.ts';
import { buildTestApp, createTestDatabase, envelope, type TestDatabase } from '../../../test/helpers.ts';
import { authHeaders, tenantIdOf } from '../../../test/identity-helpers.ts';
import { privateUploadOf } from '../../../test/private-upload-fixtures.ts';
import { contextOf, movableClock, verifiedBuyer } from '../../../test/trade-fixtures.ts';
import type { RequestContext } from '../../lib/context.ts';
import { createFeedback } from './feedback.service.ts';

let database: TestDatabase;
let app: FastifyInstance;
let demo: RequestContext;
const tokens = { operator: '', owner: '', recycler: '', buyer: '', novaOperator: '' };
const clock = movableClock();

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, {}, { clock });
  demo = await contextOf(database.db, await tenantIdOf(database.db, 'demo'), clock);
  tokens.operator = await loginDemoUser(app, 'operator');
  tokens.owner = await loginDemoUser(app, 'owner');
  tokens.recycler = await loginDemoUser(app, 'recycler');
  tokens.buyer = await loginDemoUser(app, 'buyer');
  tokens.novaOperator = await loginDemoUser(app, 'operator', 'nova.localhost');
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

const call = (method: 'GET' | 'POST', url: string, token: string | null, payload?: object, host = 'localhost') =>
  app.inject({
    method,
    url,
    headers: { ...(token ? authHeaders(token, host) : { host }), 'accept-language': 'en-US' },
    ...(payload ? { payload } : {}),
  });

/** A fresh user's thread with one private image; answers the thread and the user's token. */
async function threadWithImage(
  phone: string,
  text = 'My account was taken back',
  category: FeedbackCategory = 'complaint',
) {
  const user = await verifiedBuyer(demo, phone, { verify: false });
  const image = await privateUploadOf(demo, user.userId, 'feedback', '#123456');
  const thread = await createFeedback({ ...demo, userId: user.userId }, { category, text, images: [image] });
  clock.advance(1000);
  return { thread, user };
}

const auditRows = (route: string) =>
  database.db
    .selectFrom('staff_audit_log')
    .select(['method', 'route', 'target', 'before', 'after'])
    .where('tenant_id', '=', demo.tenantId)
    .where('route', '=', route)
    .execute();

describe('staff feedback inbox', () => {
  it('lists threads with masked authors and no images, filtered by status', async () => {
    const { thread } = await threadWithImage('13966200001', 'Inbox listing');
    const page = envelope<StaffFeedbackPage>(
      await call('GET', '/api/staff/feedback?status=open', tokens.operator),
    ).data;
    const row = page.rows.find((candidate) => candidate.id === thread.id);
    expect(row).toMatchObject({ status: 'open', category: 'complaint', excerpt: 'Inbox listing' });
    expect(row?.author.phone).toBe('139****0001');
    expect(JSON.stringify(page)).not.toMatch(/images|private:/);
    const answered = envelope<StaffFeedbackPage>(
      await call('GET', '/api/staff/feedback?status=answered', tokens.operator),
    ).data;
    expect(answered.rows.map((candidate) => candidate.id)).not.toContain(thread.id);
    expect((await call('GET', '/api/staff/feedback?status=pending', tokens.operator)).statusCode).toBe(400);
  });

  it('replies (the user sees it unread), closes once (409 the second time), audits both', async () => {
    const { thread, user } = await threadWithImage('13966200002');
    const reply = await call('POST', `/api/staff/feedback/${thread.id}/reply`, tokens.operator, {
      text: 'We have frozen the account.',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(envelope<StaffFeedbackThread>(reply).data.status).toBe('answered');
    clock.advance(1000);
    const mine = envelope<FeedbackThread>(await call('GET', `/api/account/problem/${thread.id}`, user.token)).data;
    expect(mine.messages.at(-1)).toMatchObject({ author: 'staff', text: 'We have frozen the account.' });

    const closed = await call('POST', `/api/staff/feedback/${thread.id}/close`, tokens.owner);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(envelope<StaffFeedbackThread>(closed).data.status).toBe('closed');
    const again = await call('POST', `/api/staff/feedback/${thread.id}/close`, tokens.owner);
    expect(again.statusCode).toBe(409);

    await expect.poll(async () => (await auditRows('/api/staff/feedback/:id/close')).length).toBe(1);
    expect((await auditRows('/api/staff/feedback/:id/close'))[0]).toMatchObject({
      before: { status: 'answered' },
      after: { status: 'closed' },
    });
    expect(await auditRows('/api/staff/feedback/:id/reply')).toHaveLength(1);

    // A follow-up from the user reopens it.
    const followUp = await call('POST', `/api/account/problem/${thread.id}/reply`, user.token, { text: 'Thanks' });
    expect(envelope<FeedbackThread>(followUp).data.status).toBe('open');
  });

  it('filters the inbox by category, within the tenant, together with the status', async () => {
    const { thread: payment } = await threadWithImage('13966200006', 'Paid twice', 'payment');
    const { thread: suggestion } = await threadWithImage('13966200007', 'Dark mode please', 'suggestion');
    // The other shop's payment thread: a category filter never shows another tenant's rows.
    const nova = await contextOf(database.db, await tenantIdOf(database.db, 'nova'), clock);
    const novaUser = await verifiedBuyer(nova, '13966200008', { verify: false });
    const novaPayment = await createFeedback(
      { ...nova, userId: novaUser.userId },
      { category: 'payment', text: 'Nova payment' },
    );

    const page = envelope<StaffFeedbackPage>(
      await call('GET', '/api/staff/feedback?category=payment&pageSize=100', tokens.operator),
    ).data;
    const ids = page.rows.map((row) => row.id);
    expect(ids).toContain(payment.id);
    expect(ids).not.toContain(suggestion.id);
    expect(ids).not.toContain(novaPayment.id);
    expect(page.rows.every((row) => row.category === 'payment')).toBe(true);
    expect(page.total).toBe(page.rows.length);

    const novaPage = envelope<StaffFeedbackPage>(
      await call('GET', '/api/staff/feedback?category=payment', tokens.novaOperator, undefined, 'nova.localhost'),
    ).data;
    expect(novaPage.rows.map((row) => row.id)).toContain(novaPayment.id);
    expect(novaPage.rows.map((row) => row.id)).not.toContain(payment.id);
    expect(novaPage.rows.every((row) => row.category === 'payment')).toBe(true);

    const closedPayments = envelope<StaffFeedbackPage>(
      await call('GET', '/api/staff/feedback?category=payment&status=closed', tokens.operator),
    ).data;
    expect(closedPayments.rows.map((row) => row.id)).not.toContain(payment.id);
    expect((await call('GET', '/api/staff/feedback?category=billing', tokens.operator)).statusCode).toBe(400);
  });

  it('reopens only a closed thread (409 otherwise, with a clear message) and audits the reopening', async () => {
    const { thread } = await threadWithImage('13966200010');
    const route = '/api/staff/feedback/:id/reopen';
    const early = await call('POST', `/api/staff/feedback/${thread.id}/reopen`, tokens.operator);
    expect(early.statusCode).toBe(409);
    expect(envelope(early).msg).toBe('Only closed feedback can be reopened; this one is still open or answered.');

    expect((await call('POST', `/api/staff/feedback/${thread.id}/close`, tokens.operator)).statusCode).toBe(200);
    clock.advance(1000);
    const reopened = await call('POST', `/api/staff/feedback/${thread.id}/reopen`, tokens.owner);
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(envelope<StaffFeedbackThread>(reopened).data.status).toBe('open');
    const stored = await database.db
      .selectFrom('feedback_threads')
      .select(['status', 'closed_at', 'closed_by'])
      .where('id', '=', thread.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: 'open', closed_at: null, closed_by: null });

    const twice = await call('POST', `/api/staff/feedback/${thread.id}/reopen`, tokens.owner);
    expect(twice.statusCode).toBe(409);
    await expect.poll(async () => (await auditRows(route)).length).toBe(1);
    expect((await auditRows(route))[0]).toMatchObject({ before: { status: 'closed' }, after: { status: 'open' } });
    expect((await call('POST', '/api/staff/feedback/999999/reopen', tokens.owner)).statusCode).toBe(404);
  });

  it('shows images only through the audited, never-cached image route, and only the thread’s own', async () => {
    const { thread } = await threadWithImage('13966200003');
    const detail = envelope<StaffFeedbackThread>(
      await call('GET', `/api/staff/feedback/${thread.id}`, tokens.operator),
    ).data;
    const imageId = detail.messages[0]?.images[0];
    expect(imageId).toMatch(/^[0-9a-f-]{36}$/);
    const route = '/api/staff/feedback/:id/images/:imageId';
    const response = await call('GET', `/api/staff/feedback/${thread.id}/images/${imageId}`, tokens.operator);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-type']).toBe('image/webp');
    expect((await sharp(response.rawPayload).metadata()).width).toBe(40);
    await expect.poll(async () => (await auditRows(route)).length).toBe(1);

    // Another thread's id with this image, or an image of no thread: 404.
    const { thread: other } = await threadWithImage('13966200004');
    expect((await call('GET', `/api/staff/feedback/${other.id}/images/${imageId}`, tokens.operator)).statusCode).toBe(
      404,
    );
    const stray = await privateUploadOf(demo, detail.author.userId, 'feedback');
    const strayId = stray.slice('private:'.length);
    expect((await call('GET', `/api/staff/feedback/${thread.id}/images/${strayId}`, tokens.operator)).statusCode).toBe(
      404,
    );
    // The public uploads folder never serves it.
    expect((await call('GET', `/uploads/${imageId}.webp`, null)).statusCode).toBe(404);
  });

  it('guards every staff route: 401 signed out, 403 buyers and recyclers, 404 to another shop’s staff', async () => {
    const { thread } = await threadWithImage('13966200005');
    const imageId = thread.messages[0]?.images[0];
    const routes: ['GET' | 'POST', string, object?][] = [
      ['GET', '/api/staff/feedback'],
      ['GET', `/api/staff/feedback/${thread.id}`],
      ['GET', `/api/staff/feedback/${thread.id}/images/${imageId}`],
      ['POST', `/api/staff/feedback/${thread.id}/reply`, { text: 'hello' }],
      ['POST', `/api/staff/feedback/${thread.id}/close`],
      ['POST', `/api/staff/feedback/${thread.id}/reopen`],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(method, url, null, body)).statusCode, url).toBe(401);
      expect((await call(method, url, tokens.buyer, body)).statusCode, url).toBe(403);
      expect((await call(method, url, tokens.recycler, body)).statusCode, url).toBe(403);
    }
    for (const [method, url, body] of routes.slice(1)) {
      expect((await call(method, url, tokens.novaOperator, body, 'nova.localhost')).statusCode, url).toBe(404);
    }
    const novaInbox = envelope<StaffFeedbackPage>(
      await call('GET', '/api/staff/feedback?pageSize=100', tokens.novaOperator, undefined, 'nova.localhost'),
    ).data;
    expect(novaInbox.rows.map((row) => row.id)).not.toContain(thread.id);
    const untouched = envelope<StaffFeedbackThread>(
      await call('GET', `/api/staff/feedback/${thread.id}`, tokens.operator),
    ).data;
    expect(untouched.status).toBe('open');
    expect(untouched.messages).toHaveLength(1);
  });
});
