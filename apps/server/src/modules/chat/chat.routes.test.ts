import type {
  ChatConversation,
  ChatIdentity,
  ChatMessage,
  ChatMessagePage,
  ChatTicket,
  StaffChatConversation,
} from '@gs/shared/chat';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginDemoUser } from '../../../test/catalogue-fixtures.ts';
import { buildTestApp, createTestDatabase, envelope, type TestDatabase } from '../../../test/helpers.ts';
import { authHeaders, tenantIdOf, userIdOf } from '../../../test/identity-helpers.ts';
import { idPhoto, uploadPrivateFile } from '../../../test/private-upload-fixtures.ts';
import { redeemTicket } from './chat.service.ts';

let database: TestDatabase;
let app: FastifyInstance;
let demoId: number;
const tokens = { buyer: '', seller: '', operator: '', owner: '', recycler: '', novaOperator: '', novaBuyer: '' };

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db);
  demoId = await tenantIdOf(database.db, 'demo');
  tokens.buyer = await loginDemoUser(app, 'buyer');
  tokens.seller = await loginDemoUser(app, 'seller');
  tokens.operator = await loginDemoUser(app, 'operator');
  tokens.owner = await loginDemoUser(app, 'owner');
  tokens.recycler = await loginDemoUser(app, 'recycler');
  tokens.novaOperator = await loginDemoUser(app, 'operator', 'nova.localhost');
  tokens.novaBuyer = await loginDemoUser(app, 'buyer', 'nova.localhost');
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, token: string | null, payload?: unknown, host = 'localhost') =>
  app.inject({
    method,
    url,
    headers: { ...(token ? authHeaders(token, host) : { host }), 'accept-language': 'en-US' },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function generalOf(token: string, host = 'localhost') {
  const response = await call('GET', '/api/chat/conversations/general', token, undefined, host);
  expect(response.statusCode).toBe(200);
  return envelope<ChatConversation>(response).data;
}

describe('user chat routes', () => {
  it('needs a login for every call', async () => {
    for (const url of ['/api/chat/conversations', '/api/chat/unread', '/api/other/getOtherUserHX']) {
      expect((await call('GET', url, null)).statusCode).toBe(401);
    }
    expect((await call('POST', '/api/chat/ticket', null)).statusCode).toBe(401);
  });

  it('opens one general conversation, sends, counts unread for the other side and marks it read', async () => {
    const first = await generalOf(tokens.buyer);
    const again = await generalOf(tokens.buyer);
    expect(again.id).toBe(first.id);
    expect(first).toMatchObject({ kind: 'general', orderId: null, unread: 0 });

    const sent = await call('POST', `/api/chat/conversations/${first.id}/messages`, tokens.buyer, {
      text: '  Hello, is the account still available?  ',
    });
    expect(sent.statusCode).toBe(200);
    const message = envelope<ChatMessage>(sent).data;
    expect(message).toMatchObject({ side: 'user', kind: 'text', text: 'Hello, is the account still available?' });

    const staffUnread = envelope<{ total: number }>(await call('GET', '/api/staff/chat/unread', tokens.operator));
    expect(staffUnread.data.total).toBeGreaterThanOrEqual(1);

    const reply = await call('POST', `/api/staff/chat/conversations/${first.id}/messages`, tokens.operator, {
      text: 'Yes, it is.',
    });
    expect(reply.statusCode).toBe(200);
    const replyId = envelope<ChatMessage>(reply).data.id;
    expect(envelope<{ total: number }>(await call('GET', '/api/chat/unread', tokens.buyer)).data.total).toBe(1);
    // Staff read the buyer's message when they replied: the buyer sees the read receipt.
    const listed = envelope<{ rows: ChatConversation[] }>(await call('GET', '/api/chat/conversations', tokens.buyer));
    const row = listed.data.rows.find((c) => c.id === first.id);
    expect(row).toMatchObject({ unread: 1, lastMessage: { id: replyId, side: 'staff' } });
    expect(row?.peerLastReadId).toBe(replyId);

    const read = await call('POST', `/api/chat/conversations/${first.id}/read`, tokens.buyer, {
      lastReadId: replyId + 999,
    });
    expect(envelope<{ lastReadId: number }>(read).data.lastReadId).toBe(replyId);
    expect(envelope<{ total: number }>(await call('GET', '/api/chat/unread', tokens.buyer)).data.total).toBe(0);

    const page = envelope<ChatMessagePage>(
      await call('GET', `/api/chat/conversations/${first.id}/messages`, tokens.buyer),
    );
    expect(page.data.rows.map((m) => m.id)).toEqual([message.id, replyId]);
    const older = envelope<ChatMessagePage>(
      await call('GET', `/api/chat/conversations/${first.id}/messages?beforeId=${replyId}&limit=1`, tokens.buyer),
    );
    expect(older.data.rows.map((m) => m.id)).toEqual([message.id]);
    const newer = envelope<ChatMessagePage>(
      await call('GET', `/api/chat/conversations/${first.id}/messages?afterId=${message.id}`, tokens.buyer),
    );
    expect(newer.data.rows.map((m) => m.id)).toEqual([replyId]);
  });

  it('refuses blank, too long, NUL and mixed bodies', async () => {
    const { id } = await generalOf(tokens.buyer);
    const url = `/api/chat/conversations/${id}/messages`;
    const blank = await call('POST', url, tokens.buyer, { text: '   \n ' });
    expect(blank.statusCode).toBe(400);
    expect(envelope(blank).msg).toBe('Write a message first.');
    // Zero-width space, joiners, word joiner and BOM show nothing either.
    const invisible = await call('POST', url, tokens.buyer, { text: ' \u200B\u200C\u200D\u2060\uFEFF\n' });
    expect(invisible.statusCode).toBe(400);
    expect(envelope(invisible).msg).toBe('Write a message first.');
    expect((await call('POST', url, tokens.buyer, { text: 'x'.repeat(2001) })).statusCode).toBe(400);
    expect((await call('POST', url, tokens.buyer, { text: 'a\u0000b' })).statusCode).toBe(400);
    expect((await call('POST', url, tokens.buyer, { text: 'a', imageRef: 'private:x' })).statusCode).toBe(400);
    expect((await call('POST', url, tokens.buyer, {})).statusCode).toBe(400);
  });

  it("answers 404 for another user's or another shop's conversation", async () => {
    const buyers = await generalOf(tokens.buyer);
    const sellers = await generalOf(tokens.seller);
    for (const url of [
      `/api/chat/conversations/${sellers.id}/messages`,
      `/api/chat/conversations/${sellers.id + 10_000}/messages`,
    ]) {
      expect((await call('GET', url, tokens.buyer)).statusCode).toBe(404);
      expect((await call('POST', url, tokens.buyer, { text: 'hi' })).statusCode).toBe(404);
    }
    expect(
      (await call('POST', `/api/chat/conversations/${sellers.id}/read`, tokens.buyer, { lastReadId: 1 })).statusCode,
    ).toBe(404);
    // The same ids at another shop do not exist there.
    const nova = await call(
      'GET',
      `/api/chat/conversations/${buyers.id}/messages`,
      tokens.novaBuyer,
      undefined,
      'nova.localhost',
    );
    expect(nova.statusCode).toBe(404);
    const novaStaff = await call(
      'GET',
      `/api/staff/chat/conversations/${buyers.id}/messages`,
      tokens.novaOperator,
      undefined,
      'nova.localhost',
    );
    expect(novaStaff.statusCode).toBe(404);
  });

  it("opens an order's conversation only for the order's buyer or seller", async () => {
    const buyerId = await userIdOf(database.db, 'demo', 'buyer');
    const order = await database.db
      .selectFrom('orders')
      .select(['id', 'order_no'])
      .where('tenant_id', '=', demoId)
      .where('buyer_user_id', '=', buyerId)
      .executeTakeFirstOrThrow();
    const opened = await call('GET', `/api/chat/conversations/order/${order.id}`, tokens.buyer);
    expect(opened.statusCode).toBe(200);
    expect(envelope<ChatConversation>(opened).data).toMatchObject({
      kind: 'order',
      orderId: order.id,
      orderNo: order.order_no,
    });
    const stranger = await call('GET', `/api/chat/conversations/order/${order.id}`, tokens.recycler);
    expect(stranger.statusCode).toBe(404);
    expect((await call('GET', '/api/chat/conversations/order/99999999', tokens.buyer)).statusCode).toBe(404);
    const general = await generalOf(tokens.buyer);
    expect(envelope<ChatConversation>(opened).data.id).not.toBe(general.id);
  });

  it('rate-limits sending per user', async () => {
    const limited = await buildTestApp(database.db);
    try {
      const token = await loginDemoUser(limited, 'recycler');
      const headers = { ...authHeaders(token), 'accept-language': 'en-US' };
      const conversation = envelope<ChatConversation>(
        await limited.inject({ method: 'GET', url: '/api/chat/conversations/general', headers }),
      ).data;
      const statuses: number[] = [];
      for (let i = 0; i < 21; i += 1) {
        const response = await limited.inject({
          method: 'POST',
          url: `/api/chat/conversations/${conversation.id}/messages`,
          headers,
          payload: { text: `message ${i}` },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
      expect(statuses[20]).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('sends private images the conversation can see and nobody else, never as a public address', async () => {
    const upload = await uploadPrivateFile(app, tokens.buyer, await idPhoto('#22aa55'), { purpose: 'chat' });
    expect(upload.statusCode).toBe(200);
    const ref = envelope<{ ref: string }>(upload).data.ref;
    const { id } = await generalOf(tokens.buyer);
    // Another user's upload cannot be sent.
    const sellerUpload = envelope<{ ref: string }>(
      await uploadPrivateFile(app, tokens.seller, await idPhoto(), { purpose: 'chat' }),
    ).data.ref;
    expect(
      (await call('POST', `/api/chat/conversations/${id}/messages`, tokens.buyer, { imageRef: sellerUpload }))
        .statusCode,
    ).toBe(400);
    const sent = await call('POST', `/api/chat/conversations/${id}/messages`, tokens.buyer, { imageRef: ref });
    expect(sent.statusCode).toBe(200);
    const message = envelope<ChatMessage>(sent).data;
    expect(message).toMatchObject({ kind: 'image', text: '' });
    expect(sent.body).not.toContain(ref.replace('private:', ''));
    const page = await call('GET', `/api/chat/conversations/${id}/messages`, tokens.buyer);
    expect(page.body).not.toContain(ref.replace('private:', ''));
    const inbox = await call('GET', '/api/staff/chat/conversations', tokens.operator);
    expect(inbox.body).not.toContain(ref.replace('private:', ''));

    const own = await call('GET', `/api/chat/messages/${message.id}/image`, tokens.buyer);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/webp');
    expect(own.headers['cache-control']).toBe('no-store');
    expect((await call('GET', `/api/chat/messages/${message.id}/image`, tokens.seller)).statusCode).toBe(404);
    expect((await call('GET', `/api/chat/messages/${message.id}/image`, null)).statusCode).toBe(401);

    const staff = await call('GET', `/api/staff/chat/messages/${message.id}/image`, tokens.operator);
    expect(staff.statusCode).toBe(200);
    const audited = await database.db
      .selectFrom('staff_audit_log')
      .select(['route'])
      .where('tenant_id', '=', demoId)
      .where('route', '=', '/api/staff/chat/messages/:id/image')
      .execute();
    expect(audited.length).toBe(1);
    const novaStaff = await call(
      'GET',
      `/api/staff/chat/messages/${message.id}/image`,
      tokens.novaOperator,
      undefined,
      'nova.localhost',
    );
    expect(novaStaff.statusCode).toBe(404);
  });

  it('answers the built-in chat identity when the shop has no Easemob keys', async () => {
    const response = await call('GET', '/api/other/getOtherUserHX', tokens.buyer);
    const buyerId = await userIdOf(database.db, 'demo', 'buyer');
    expect(envelope<ChatIdentity>(response).data).toMatchObject({ provider: 'builtin', userId: buyerId });
  });
});

describe('tickets', () => {
  it('are single use and expire after 60 seconds', async () => {
    const ticket = envelope<ChatTicket>(await call('POST', '/api/chat/ticket', tokens.buyer)).data;
    const buyerId = await userIdOf(database.db, 'demo', 'buyer');
    const now = new Date();
    expect(await redeemTicket(database.db, demoId + 1, ticket.ticket, now)).toBeNull();
    expect(await redeemTicket(database.db, demoId, ticket.ticket, now)).toEqual({ userId: buyerId, side: 'user' });
    expect(await redeemTicket(database.db, demoId, ticket.ticket, now)).toBeNull();

    const late = envelope<ChatTicket>(await call('POST', '/api/chat/ticket', tokens.buyer)).data;
    expect(await redeemTicket(database.db, demoId, late.ticket, new Date(Date.now() + 61_000))).toBeNull();
    const stored = await database.db.selectFrom('chat_tickets').select('token_hash').execute();
    expect(stored.some((row) => row.token_hash === late.ticket)).toBe(false);
  });

  it('opens the WebSocket only with a valid ticket', async () => {
    const missing = await app.inject({
      method: 'GET',
      url: '/api/chat/ws?ticket=nope',
      headers: { host: 'localhost' },
    });
    expect(missing.statusCode).toBe(401);
    const staffTicket = await call('POST', '/api/staff/chat/ticket', tokens.buyer);
    expect(staffTicket.statusCode).toBe(403);
  });
});

describe('staff chat routes', () => {
  const staffCalls: [Method, string, unknown?][] = [
    ['GET', '/api/staff/chat/conversations'],
    ['GET', '/api/staff/chat/unread'],
    ['GET', '/api/staff/chat/conversations/1/messages'],
    ['POST', '/api/staff/chat/conversations/1/messages', { text: 'hi' }],
    ['POST', '/api/staff/chat/conversations/1/read', { lastReadId: 1 }],
    ['POST', '/api/staff/chat/ticket'],
    ['GET', '/api/staff/chat/easemob'],
    ['PUT', '/api/staff/chat/easemob', { enabled: false }],
  ];

  it('guards every staff call: anonymous 401, buyer and recycler 403', async () => {
    for (const [method, url, body] of staffCalls) {
      expect((await call(method, url, null, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, tokens.buyer, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, tokens.recycler, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    // The Easemob keys are the owner's.
    expect((await call('GET', '/api/staff/chat/easemob', tokens.operator)).statusCode).toBe(403);
  });

  it("lists the shop's inbox unread first, never another shop's", async () => {
    const seller = await generalOf(tokens.seller);
    await call('POST', `/api/chat/conversations/${seller.id}/messages`, tokens.seller, { text: 'Seller here' });
    const inbox = envelope<{ rows: StaffChatConversation[]; total: number }>(
      await call('GET', '/api/staff/chat/conversations', tokens.operator),
    );
    expect(inbox.data.rows[0]?.unread).toBeGreaterThan(0);
    const row = inbox.data.rows.find((c) => c.id === seller.id);
    expect(row).toMatchObject({ userNickName: expect.any(String), lastMessage: { text: 'Seller here' } });
    expect(row?.unread).toBeGreaterThanOrEqual(1);
    expect(row?.userPhone).toMatch(/^\d{3}\*{4}\d{4}$/);
    const unreadOnly = envelope<{ rows: StaffChatConversation[] }>(
      await call('GET', '/api/staff/chat/conversations?unreadOnly=true', tokens.operator),
    );
    expect(unreadOnly.data.rows.every((c) => c.unread > 0)).toBe(true);

    const nova = envelope<{ rows: StaffChatConversation[]; total: number }>(
      await call('GET', '/api/staff/chat/conversations', tokens.novaOperator, undefined, 'nova.localhost'),
    );
    expect(nova.data.rows.some((c) => c.id === seller.id)).toBe(false);

    await call('POST', `/api/staff/chat/conversations/${seller.id}/read`, tokens.operator, {
      lastReadId: row?.lastMessage?.id,
    });
    const after = envelope<StaffChatConversation>(
      await call('GET', `/api/staff/chat/conversations/${seller.id}`, tokens.operator),
    );
    expect(after.data.unread).toBe(0);
  });
});
