import type { ChatAgentList, ChatConversation, ChatQuickReply, StaffChatConversation } from '@gs/shared/chat';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginDemoUser } from '../../../test/catalogue-fixtures.ts';
import { buildTestApp, createTestDatabase, envelope, type TestDatabase } from '../../../test/helpers.ts';
import { authHeaders, tenantIdOf, userIdOf } from '../../../test/identity-helpers.ts';

let database: TestDatabase;
let app: FastifyInstance;
let demoId: number;
const tokens = { buyer: '', seller: '', operator: '', owner: '', recycler: '', novaOwner: '', novaOperator: '' };
const ids = { operator: 0, owner: 0, recycler: 0, buyer: 0 };

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db);
  demoId = await tenantIdOf(database.db, 'demo');
  for (const name of ['buyer', 'seller', 'operator', 'owner', 'recycler'] as const) {
    tokens[name] = await loginDemoUser(app, name);
  }
  tokens.novaOwner = await loginDemoUser(app, 'owner', 'nova.localhost');
  tokens.novaOperator = await loginDemoUser(app, 'operator', 'nova.localhost');
  for (const name of ['operator', 'owner', 'recycler', 'buyer'] as const) {
    ids[name] = await userIdOf(database.db, 'demo', name);
  }
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (
  method: Method,
  url: string,
  token: string | null,
  payload?: unknown,
  options: { host?: string; language?: string } = {},
) => {
  const host = options.host ?? 'localhost';
  return app.inject({
    method,
    url,
    headers: { ...(token ? authHeaders(token, host) : { host }), 'accept-language': options.language ?? 'en-US' },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
};

/** A user's general conversation with one message in it (the inbox lists conversations with messages). */
async function conversationOf(token: string): Promise<number> {
  const opened = envelope<ChatConversation>(await call('GET', '/api/chat/conversations/general', token)).data;
  await call('POST', `/api/chat/conversations/${opened.id}/messages`, token, { text: 'Hello there' });
  return opened.id;
}

const assign = (token: string, id: number, assigneeUserId: number | null, expectedAssigneeUserId: number | null) =>
  call('PUT', `/api/staff/chat/conversations/${id}/assignee`, token, { assigneeUserId, expectedAssigneeUserId });

async function inboxIds(token: string, tab: 'mine' | 'unassigned' | 'all' | null): Promise<number[]> {
  const query = tab ? `?assignee=${tab}&pageSize=100` : '?pageSize=100';
  const response = await call('GET', `/api/staff/chat/conversations${query}`, token);
  expect(response.statusCode).toBe(200);
  return envelope<{ rows: StaffChatConversation[] }>(response).data.rows.map((row) => row.id);
}

const auditRows = (route: string) =>
  database.db
    .selectFrom('staff_audit_log')
    .select(['method', 'actor_user_id', 'before', 'after', 'target_id'])
    .where('tenant_id', '=', demoId)
    .where('route', '=', route)
    .orderBy('id')
    .execute();

describe('desk guards', () => {
  const agentCalls: [Method, string, unknown?][] = [
    ['GET', '/api/staff/chat/agents'],
    ['GET', '/api/staff/chat/quick-replies'],
    ['PUT', '/api/staff/chat/conversations/1/assignee', { assigneeUserId: null, expectedAssigneeUserId: null }],
  ];
  const ownerCalls: [Method, string, unknown?][] = [
    ['POST', '/api/staff/chat/quick-replies', { title: 'Hi', text: 'Hello!' }],
    ['PUT', '/api/staff/chat/quick-replies/1', { title: 'Hi', text: 'Hello!' }],
    ['DELETE', '/api/staff/chat/quick-replies/1'],
  ];

  it('answers 401 without a login and 403 to customers and recyclers, before validating', async () => {
    for (const [method, url, body] of [...agentCalls, ...ownerCalls]) {
      expect((await call(method, url, null, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, tokens.buyer, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, tokens.recycler, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, tokens.buyer, { bad: true })).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('lets operators read quick replies but only the owner keep them', async () => {
    expect((await call('GET', '/api/staff/chat/quick-replies', tokens.operator)).statusCode).toBe(200);
    for (const [method, url, body] of ownerCalls) {
      const response = await call(method, url, tokens.operator, body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe('quick replies', () => {
  it('are created, read by every agent, edited and deleted by the owner, each change audited', async () => {
    const created = await call('POST', '/api/staff/chat/quick-replies', tokens.owner, {
      title: '  Greeting ',
      text: '  Hello! How can we help you today?\n',
    });
    expect(created.statusCode).toBe(200);
    const reply = envelope<ChatQuickReply>(created).data;
    expect(reply).toMatchObject({ title: 'Greeting', text: 'Hello! How can we help you today?' });

    const listed = envelope<{ rows: ChatQuickReply[] }>(
      await call('GET', '/api/staff/chat/quick-replies', tokens.operator),
    );
    expect(listed.data.rows.map((row) => row.title)).toContain('Greeting');

    const edited = await call('PUT', `/api/staff/chat/quick-replies/${reply.id}`, tokens.owner, {
      title: 'Welcome',
      text: 'Welcome to our shop!',
    });
    expect(edited.statusCode).toBe(200);
    expect(envelope<ChatQuickReply>(edited).data).toMatchObject({ id: reply.id, title: 'Welcome' });

    const removed = await call('DELETE', `/api/staff/chat/quick-replies/${reply.id}`, tokens.owner);
    expect(removed.statusCode).toBe(200);
    const after = envelope<{ rows: ChatQuickReply[] }>(
      await call('GET', '/api/staff/chat/quick-replies', tokens.owner),
    );
    expect(after.data.rows.some((row) => row.id === reply.id)).toBe(false);
    const again = await call('DELETE', `/api/staff/chat/quick-replies/${reply.id}`, tokens.owner);
    expect(again.statusCode).toBe(404);
    expect(envelope(again).msg).toBe('This quick reply does not exist.');

    const [createdRow] = await auditRows('/api/staff/chat/quick-replies');
    expect(createdRow).toMatchObject({ method: 'POST', before: null, after: { title: 'Greeting' } });
    const changes = await auditRows('/api/staff/chat/quick-replies/:id');
    expect(changes.map((row) => row.method)).toEqual(['PUT', 'DELETE']);
    expect(changes[0]).toMatchObject({ before: { title: 'Greeting' }, after: { title: 'Welcome' } });
    expect(changes[1]).toMatchObject({ before: { title: 'Welcome' }, after: null });
  });

  it('refuse blank and too long titles and texts with a clear sentence per field, in both languages', async () => {
    const blank = await call('POST', '/api/staff/chat/quick-replies', tokens.owner, {
      title: ' \u200B ',
      text: '\u2060\uFEFF\u200D',
    });
    expect(blank.statusCode).toBe(400);
    expect(envelope(blank).msg).toBe('Give the quick reply a title.');
    expect(JSON.parse(blank.body).fields).toEqual([
      { field: 'body.title', message: 'Give the quick reply a title.' },
      { field: 'body.text', message: 'Write the text of the quick reply.' },
    ]);

    const long = await call('POST', '/api/staff/chat/quick-replies', tokens.owner, {
      title: 'Long',
      text: '字'.repeat(501),
    });
    expect(long.statusCode).toBe(400);
    expect(envelope(long).msg).toBe("A quick reply's text can be at most 500 characters.");
    // 500 characters (not bytes) fit.
    const fits = await call('POST', '/api/staff/chat/quick-replies', tokens.owner, {
      title: 'Long',
      text: '字'.repeat(500),
    });
    expect(fits.statusCode).toBe(200);
    await call('DELETE', `/api/staff/chat/quick-replies/${envelope<ChatQuickReply>(fits).data.id}`, tokens.owner);

    const zh = await call(
      'POST',
      '/api/staff/chat/quick-replies',
      tokens.owner,
      { title: 'x'.repeat(31), text: 'ok' },
      { language: 'zh-CN' },
    );
    expect(zh.statusCode).toBe(400);
    expect(envelope(zh).msg).toBe('快捷回复的标题最多 30 个字。');

    expect((await call('POST', '/api/staff/chat/quick-replies', tokens.owner, { title: 'a' })).statusCode).toBe(400);
    expect(
      (await call('POST', '/api/staff/chat/quick-replies', tokens.owner, { title: 'a', text: 'b', extra: 1 }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('PUT', '/api/staff/chat/quick-replies/abc', tokens.owner, { title: 'a', text: 'b' })).statusCode,
    ).toBe(400);
  });

  it("are the shop's own: another shop neither sees nor edits them", async () => {
    const reply = envelope<ChatQuickReply>(
      await call('POST', '/api/staff/chat/quick-replies', tokens.owner, { title: 'Ours', text: 'Only at demo' }),
    ).data;
    const nova = envelope<{ rows: ChatQuickReply[] }>(
      await call('GET', '/api/staff/chat/quick-replies', tokens.novaOwner, undefined, { host: 'nova.localhost' }),
    );
    expect(nova.data.rows.some((row) => row.id === reply.id)).toBe(false);
    const edit = await call(
      'PUT',
      `/api/staff/chat/quick-replies/${reply.id}`,
      tokens.novaOwner,
      { title: 'Theirs', text: 'Taken' },
      { host: 'nova.localhost' },
    );
    expect(edit.statusCode).toBe(404);
    const remove = await call('DELETE', `/api/staff/chat/quick-replies/${reply.id}`, tokens.novaOwner, undefined, {
      host: 'nova.localhost',
    });
    expect(remove.statusCode).toBe(404);
    const ours = envelope<{ rows: ChatQuickReply[] }>(await call('GET', '/api/staff/chat/quick-replies', tokens.owner));
    expect(ours.data.rows.find((row) => row.id === reply.id)).toMatchObject({ title: 'Ours', text: 'Only at demo' });
    await call('DELETE', `/api/staff/chat/quick-replies/${reply.id}`, tokens.owner);
  });

  it('stop at 50 a shop, even when created at once', async () => {
    const existing = envelope<{ rows: ChatQuickReply[] }>(
      await call('GET', '/api/staff/chat/quick-replies', tokens.owner),
    ).data.rows.length;
    const responses = await Promise.all(
      Array.from({ length: 55 - existing }, (_, index) =>
        call('POST', '/api/staff/chat/quick-replies', tokens.owner, { title: `Reply ${index}`, text: 'Thanks!' }),
      ),
    );
    expect(responses.filter((response) => response.statusCode === 200).length).toBe(50 - existing);
    const refused = responses.filter((response) => response.statusCode === 422);
    expect(refused.length).toBe(5);
    expect(envelope(refused[0] as (typeof responses)[number]).msg).toBe(
      'A shop can keep at most 50 quick replies. Delete one first.',
    );
    const listed = envelope<{ rows: ChatQuickReply[] }>(
      await call('GET', '/api/staff/chat/quick-replies', tokens.owner),
    );
    expect(listed.data.rows.length).toBe(50);
  });
});

describe('assignment', () => {
  it('lists the agents of the shop only: owners and operators', async () => {
    const agents = envelope<ChatAgentList>(await call('GET', '/api/staff/chat/agents', tokens.operator)).data.rows;
    const agentIds = agents.map((agent) => agent.userId);
    expect(agentIds).toEqual(expect.arrayContaining([ids.owner, ids.operator]));
    expect(agentIds).not.toContain(ids.recycler);
    expect(agentIds).not.toContain(ids.buyer);
    expect(agents.find((agent) => agent.userId === ids.operator)?.nickName).toBe('运营小王');
    const nova = envelope<ChatAgentList>(
      await call('GET', '/api/staff/chat/agents', tokens.novaOperator, undefined, { host: 'nova.localhost' }),
    ).data.rows;
    expect(nova.some((agent) => agentIds.includes(agent.userId))).toBe(false);
  });

  it('takes, hands over and unassigns, filters the tabs by assignee, and audits each change', async () => {
    const id = await conversationOf(tokens.buyer);
    expect(await inboxIds(tokens.operator, 'unassigned')).toContain(id);
    expect(await inboxIds(tokens.operator, 'mine')).not.toContain(id);

    const taken = await assign(tokens.operator, id, ids.operator, null);
    expect(taken.statusCode).toBe(200);
    expect(envelope<StaffChatConversation>(taken).data.assignee).toEqual({
      userId: ids.operator,
      nickName: '运营小王',
    });
    expect(await inboxIds(tokens.operator, 'mine')).toContain(id);
    expect(await inboxIds(tokens.operator, 'unassigned')).not.toContain(id);
    expect(await inboxIds(tokens.owner, 'mine')).not.toContain(id);
    expect(await inboxIds(tokens.owner, 'all')).toContain(id);
    expect(await inboxIds(tokens.owner, null)).toContain(id);
    const listed = envelope<{ rows: StaffChatConversation[] }>(
      await call('GET', '/api/staff/chat/conversations?assignee=mine', tokens.operator),
    ).data.rows;
    expect(listed.every((row) => row.assignee?.userId === ids.operator)).toBe(true);

    // The owner saw it unassigned: taking it now is refused rather than silently taking it from the operator.
    const stale = await assign(tokens.owner, id, ids.owner, null);
    expect(stale.statusCode).toBe(409);
    expect(envelope(stale).msg).toBe(
      'Someone else changed who handles this conversation meanwhile. Look at it again and retry.',
    );
    const staleZh = await call(
      'PUT',
      `/api/staff/chat/conversations/${id}/assignee`,
      tokens.owner,
      { assigneeUserId: ids.owner, expectedAssigneeUserId: null },
      { language: 'zh-CN' },
    );
    expect(envelope(staleZh).msg).toBe('该会话的接待人刚被他人更改，请刷新后重试。');
    // Confirmed, knowing the operator has it.
    const takenOver = await assign(tokens.owner, id, ids.owner, ids.operator);
    expect(envelope<StaffChatConversation>(takenOver).data.assignee?.userId).toBe(ids.owner);
    expect(await inboxIds(tokens.owner, 'mine')).toContain(id);
    expect(await inboxIds(tokens.operator, 'mine')).not.toContain(id);

    const handedOver = await assign(tokens.owner, id, ids.operator, ids.owner);
    expect(envelope<StaffChatConversation>(handedOver).data.assignee?.userId).toBe(ids.operator);
    const single = envelope<StaffChatConversation>(
      await call('GET', `/api/staff/chat/conversations/${id}`, tokens.owner),
    );
    expect(single.data.assignee?.userId).toBe(ids.operator);

    const released = await assign(tokens.operator, id, null, ids.operator);
    expect(envelope<StaffChatConversation>(released).data.assignee).toBeNull();
    expect(await inboxIds(tokens.owner, 'unassigned')).toContain(id);

    const audited = await auditRows('/api/staff/chat/conversations/:id/assignee');
    const ofThis = audited.filter((row) => row.target_id === String(id));
    expect(ofThis.map((row) => [row.actor_user_id, row.before, row.after])).toEqual([
      [ids.operator, { assignee: null }, { assignee: { userId: ids.operator, nickName: '运营小王' } }],
      [
        ids.owner,
        { assignee: { userId: ids.operator, nickName: '运营小王' } },
        { assignee: { userId: ids.owner, nickName: '陈店长' } },
      ],
      [
        ids.owner,
        { assignee: { userId: ids.owner, nickName: '陈店长' } },
        { assignee: { userId: ids.operator, nickName: '运营小王' } },
      ],
      [ids.operator, { assignee: { userId: ids.operator, nickName: '运营小王' } }, { assignee: null }],
    ]);
  });

  it('hands over to agents of the shop only, and validates the body', async () => {
    const id = await conversationOf(tokens.seller);
    for (const userId of [ids.buyer, ids.recycler, 99_999_999]) {
      const refused = await assign(tokens.operator, id, userId, null);
      expect(refused.statusCode, String(userId)).toBe(422);
      expect(envelope(refused).msg).toBe(
        "Only the shop's customer-service staff (owner or operator) can handle a conversation.",
      );
    }
    const novaOperatorId = await userIdOf(database.db, 'nova', 'operator');
    expect((await assign(tokens.operator, id, novaOperatorId, null)).statusCode).toBe(422);
    const url = `/api/staff/chat/conversations/${id}/assignee`;
    expect((await call('PUT', url, tokens.operator, { assigneeUserId: ids.operator })).statusCode).toBe(400);
    expect(
      (await call('PUT', url, tokens.operator, { assigneeUserId: 'me', expectedAssigneeUserId: null })).statusCode,
    ).toBe(400);
    expect((await assign(tokens.operator, 99_999_999, ids.operator, null)).statusCode).toBe(404);
    const conversation = envelope<StaffChatConversation>(
      await call('GET', `/api/staff/chat/conversations/${id}`, tokens.owner),
    );
    expect(conversation.data.assignee).toBeNull();
  });

  it("answers 404 for another shop's conversation and keeps its tabs to its own", async () => {
    const id = await conversationOf(tokens.buyer);
    const novaOperatorId = await userIdOf(database.db, 'nova', 'operator');
    const foreign = await call(
      'PUT',
      `/api/staff/chat/conversations/${id}/assignee`,
      tokens.novaOperator,
      { assigneeUserId: novaOperatorId, expectedAssigneeUserId: null },
      { host: 'nova.localhost' },
    );
    expect(foreign.statusCode).toBe(404);
    const novaAll = await call(
      'GET',
      '/api/staff/chat/conversations?assignee=unassigned',
      tokens.novaOperator,
      undefined,
      {
        host: 'nova.localhost',
      },
    );
    expect(envelope<{ rows: StaffChatConversation[] }>(novaAll).data.rows.some((row) => row.id === id)).toBe(false);
    expect((await call('GET', '/api/staff/chat/conversations?assignee=someone', tokens.operator)).statusCode).toBe(400);
  });

  it('ends with one assignee when two staff take the same conversation at once', async () => {
    const id = await conversationOf(tokens.seller);
    for (let round = 0; round < 5; round += 1) {
      const [byOperator, byOwner] = await Promise.all([
        assign(tokens.operator, id, ids.operator, null),
        assign(tokens.owner, id, ids.owner, null),
      ]);
      const statuses = [byOperator.statusCode, byOwner.statusCode].sort();
      expect(statuses, `round ${round}`).toEqual([200, 409]);
      const winner = byOperator.statusCode === 200 ? ids.operator : ids.owner;
      const row = await database.db
        .selectFrom('chat_conversations')
        .select('assignee_user_id')
        .where('tenant_id', '=', demoId)
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.assignee_user_id).toBe(winner);
      expect((await assign(winner === ids.owner ? tokens.owner : tokens.operator, id, null, winner)).statusCode).toBe(
        200,
      );
    }
  });
});
