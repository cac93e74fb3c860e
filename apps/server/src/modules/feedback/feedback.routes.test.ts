import type { FeedbackPage, FeedbackThread, FeedbackUnread } from '@gs/shared/feedback';
import type { PrivateUploadResult } from '@gs/shared/identity';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestDatabase, envelope, type TestDatabase } from '../../../test/helpers.ts';
import { authHeaders, tenantIdOf } from '../../../test/identity-helpers.ts';
import { idPhoto, privateUploadOf, uploadPrivateFile } from '../../../test/private-upload-fixtures.ts';
import { contextOf, movableClock, verifiedBuyer } from '../../../test/trade-fixtures.ts';
import type { RequestContext } from '../../lib/context.ts';
import { replyAsStaff } from './feedback.service.ts';

let database: TestDatabase;
let app: FastifyInstance;
let demo: RequestContext;
let nova: RequestContext;
const clock = movableClock();

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, {}, { clock });
  demo = await contextOf(database.db, await tenantIdOf(database.db, 'demo'), clock);
  nova = await contextOf(database.db, await tenantIdOf(database.db, 'nova'), clock);
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

async function uploadFeedbackImage(token: string, colour = '#33aa33'): Promise<PrivateUploadResult> {
  const response = await uploadPrivateFile(app, token, await idPhoto(colour), {
    purpose: 'feedback',
    filename: 'shot.png',
    contentType: 'image/png',
  });
  expect(response.statusCode, response.body).toBe(200);
  return envelope<PrivateUploadResult>(response).data;
}

const staffReply = (threadId: number, text: string, ctx = demo) =>
  replyAsStaff({ ...ctx, userId: 1 }, threadId, { text });

describe('POST /api/account/problem', () => {
  it('opens a thread with the first message and the user’s own private images', async () => {
    const user = await verifiedBuyer(demo, '13966100001', { verify: false });
    const image = await uploadFeedbackImage(user.token);
    const response = await call('POST', '/api/account/problem', user.token, {
      category: 'payment',
      text: '  I paid twice for order 1024.  ',
      images: [image.ref],
      contact: 'wx: gamer_01',
    });
    expect(response.statusCode, response.body).toBe(200);
    const thread = envelope<FeedbackThread>(response).data;
    expect(thread).toMatchObject({
      category: 'payment',
      status: 'open',
      unread: false,
      contact: 'wx: gamer_01',
      excerpt: 'I paid twice for order 1024.',
      messageCount: 1,
    });
    expect(thread.messages).toEqual([
      expect.objectContaining({ author: 'user', text: 'I paid twice for order 1024.', images: [image.id] }),
    ]);
    // The user reads the image back only through the private route, never a public URL.
    expect(JSON.stringify(thread)).not.toContain('/uploads/');
    const own = await call('GET', `/api/upload/private/${image.id}`, user.token);
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('no-store');
  });

  it('answers 401 signed out and 400 with the fields for bad input', async () => {
    expect((await call('POST', '/api/account/problem', null, { category: 'other', text: 'x' })).statusCode).toBe(401);
    const user = await verifiedBuyer(demo, '13966100002', { verify: false });
    const bad = await call('POST', '/api/account/problem', user.token, {
      category: 'refund-me',
      text: 'x'.repeat(1001),
      contact: 'c'.repeat(51),
    });
    expect(bad.statusCode).toBe(400);
    const fields = envelope(bad).fields?.map((field) => field.field);
    expect(fields).toEqual(expect.arrayContaining(['body.category', 'body.text', 'body.contact']));
    const blank = await call('POST', '/api/account/problem', user.token, { category: 'other', text: '   ' });
    expect(blank.statusCode).toBe(400);
    const seven = Array.from({ length: 7 }, (_, i) => `private:00000000-0000-4000-8000-00000000000${i}`);
    const tooMany = await call('POST', '/api/account/problem', user.token, {
      category: 'other',
      text: 'Many images',
      images: seven,
    });
    expect(tooMany.statusCode).toBe(400);
    expect(envelope(tooMany).fields?.[0]?.field).toBe('body.images');
  });

  it('refuses another user’s image and an image uploaded for another purpose', async () => {
    const user = await verifiedBuyer(demo, '13966100003', { verify: false });
    const other = await verifiedBuyer(demo, '13966100004', { verify: false });
    const foreign = await privateUploadOf(demo, other.userId, 'feedback');
    const realname = await privateUploadOf(demo, user.userId, 'realname');
    for (const ref of [foreign, realname]) {
      const response = await call('POST', '/api/account/problem', user.token, {
        category: 'other',
        text: 'See the picture',
        images: [ref],
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(envelope(response).errorCode).toBe('UPLOAD_REJECTED');
    }
    const list = envelope<FeedbackPage>(await call('GET', '/api/account/problem/list', user.token)).data;
    expect(list.total).toBe(0);
  });

  it('allows five threads an hour per user, then answers 429 with retryAfter', async () => {
    const user = await verifiedBuyer(demo, '13966100005', { verify: false });
    const other = await verifiedBuyer(demo, '13966100006', { verify: false });
    for (let i = 0; i < 5; i += 1) {
      const response = await call('POST', '/api/account/problem', user.token, { category: 'other', text: `n${i}` });
      expect(response.statusCode, response.body).toBe(200);
      clock.advance(60_000);
    }
    const refused = await call('POST', '/api/account/problem', user.token, { category: 'other', text: 'sixth' });
    expect(refused.statusCode).toBe(429);
    const body = envelope(refused);
    expect(body.errorCode).toBe('RATE_LIMITED');
    expect(body.retryAfter).toBeGreaterThan(55 * 60 - 5);
    expect(body.retryAfter).toBeLessThanOrEqual(55 * 60);
    // Another user is not limited by this one.
    expect(
      (await call('POST', '/api/account/problem', other.token, { category: 'other', text: 'hi' })).statusCode,
    ).toBe(200);
    clock.advance(55 * 60_000 + 1000);
    expect(
      (await call('POST', '/api/account/problem', user.token, { category: 'other', text: 'later' })).statusCode,
    ).toBe(200);
  });
});

describe('my threads', () => {
  it('lists newest activity first, flags a staff reply unread until the thread is opened, and counts unread', async () => {
    const user = await verifiedBuyer(demo, '13966100011', { verify: false });
    const first = envelope<FeedbackThread>(
      await call('POST', '/api/account/problem', user.token, { category: 'account', text: 'First' }),
    ).data;
    clock.advance(1000);
    const second = envelope<FeedbackThread>(
      await call('POST', '/api/account/problem', user.token, { category: 'suggestion', text: 'Second' }),
    ).data;
    clock.advance(1000);
    await staffReply(first.id, 'We are looking into it.');
    clock.advance(1000);

    const list = envelope<FeedbackPage>(await call('GET', '/api/account/problem/list', user.token)).data;
    expect(list.total).toBe(2);
    expect(list.rows.map((row) => [row.id, row.status, row.unread])).toEqual([
      [first.id, 'answered', true],
      [second.id, 'open', false],
    ]);
    expect(JSON.stringify(list)).not.toContain('images');
    expect(envelope<FeedbackUnread>(await call('GET', '/api/account/problem/unread', user.token)).data).toEqual({
      unread: 1,
    });

    const opened = envelope<FeedbackThread>(await call('GET', `/api/account/problem/${first.id}`, user.token)).data;
    expect(opened.unread).toBe(false);
    expect(opened.messages.map((message) => [message.author, message.text])).toEqual([
      ['user', 'First'],
      ['staff', 'We are looking into it.'],
    ]);
    expect(envelope<FeedbackUnread>(await call('GET', '/api/account/problem/unread', user.token)).data.unread).toBe(0);
  });

  it('takes a follow-up that reopens the thread; other users and other shops get 404', async () => {
    const user = await verifiedBuyer(demo, '13966100012', { verify: false });
    const stranger = await verifiedBuyer(demo, '13966100013', { verify: false });
    const novaUser = await verifiedBuyer(nova, '13966100014', { verify: false });
    const thread = envelope<FeedbackThread>(
      await call('POST', '/api/account/problem', user.token, { category: 'after-sale', text: 'Recovered' }),
    ).data;
    clock.advance(1000);
    await staffReply(thread.id, 'Please send the order number.');
    clock.advance(1000);
    const image = await uploadFeedbackImage(user.token, '#aa3333');
    const reply = await call('POST', `/api/account/problem/${thread.id}/reply`, user.token, {
      text: 'Order 77',
      images: [image.ref],
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const after = envelope<FeedbackThread>(reply).data;
    expect(after.status).toBe('open');
    expect(after.unread).toBe(false);
    expect(after.messages.at(-1)).toMatchObject({ author: 'user', text: 'Order 77', images: [image.id] });

    for (const [token, host] of [
      [stranger.token, 'localhost'],
      [novaUser.token, 'nova.localhost'],
    ] as const) {
      expect((await call('GET', `/api/account/problem/${thread.id}`, token, undefined, host)).statusCode).toBe(404);
      const foreignReply = await call('POST', `/api/account/problem/${thread.id}/reply`, token, { text: 'me' }, host);
      expect(foreignReply.statusCode).toBe(404);
      const list = envelope<FeedbackPage>(await call('GET', '/api/account/problem/list', token, undefined, host)).data;
      expect(list.rows.map((row) => row.id)).not.toContain(thread.id);
    }
    expect((await call('GET', '/api/account/problem/999999', user.token)).statusCode).toBe(404);
    expect((await call('GET', '/api/account/problem/unread', null)).statusCode).toBe(401);
    expect((await call('GET', '/api/account/problem/list', null)).statusCode).toBe(401);
  });
});
