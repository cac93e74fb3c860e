import type { ChatAgent, ChatMessage, ChatQuickReply, StaffChatConversation } from '@gs/shared/chat';
import type { StaffRole } from '@gs/shared/identity';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/storage';
import { type ApiCall, envelopeResponse, stubApi } from '../../../test/fake-api';
import { buildProfile, buildTenant } from '../../../test/fixtures';
import { currentUrl, renderApp } from '../../../test/render-app';

// The console's desk tools: the Mine / Unassigned / All tabs, taking and handing over a conversation, and quick
// replies (inserted by any agent, kept by the owner).

const ME = 3;
const OWNER: ChatAgent = { userId: 2, nickName: 'Demo owner' };
const OPERATOR: ChatAgent = { userId: ME, nickName: 'Demo operator' };
const OTHER: ChatAgent = { userId: 7, nickName: 'Night shift' };

const message: ChatMessage = {
  id: 2,
  conversationId: 8,
  side: 'user',
  kind: 'text',
  text: 'Where is my account?',
  createdAt: '2026-11-25T08:00:00.000Z',
};

function conversation(assignee: ChatAgent | null): StaffChatConversation {
  return {
    id: 8,
    kind: 'general',
    orderId: null,
    orderNo: null,
    lastMessage: message,
    unread: 0,
    peerLastReadId: 0,
    userId: 12,
    userNickName: 'Buyer Lee',
    userPhone: '138****0001',
    lastMessageAt: '2026-11-25T08:00:00.000Z',
    assignee,
  };
}

const greeting: ChatQuickReply = {
  id: 5,
  title: 'Greeting',
  text: 'Hello! How can we help?',
  updatedAt: '2026-11-25T08:00:00.000Z',
};

/** The API of the demo shop's console, with the conversation's assignee kept as the server would. */
function stubDesk(
  options: { roles?: StaffRole[]; assignee?: ChatAgent | null; locale?: 'en-US' | 'zh-CN' } = {},
  extra: Record<string, unknown> = {},
) {
  setToken('staff-token');
  const state = { assignee: options.assignee ?? null, replies: [greeting] };
  const agents = [OWNER, OPERATOR, OTHER];
  return {
    state,
    api: stubApi({
      'GET /api/web/getTenant': buildTenant({ locale: options.locale ?? 'en-US' }),
      'GET /api/system/user/profile/newsm': buildProfile(options.roles ?? ['operator'], { userId: ME }),
      'GET /api/staff/chat/conversations': () => ({
        rows: [conversation(state.assignee)],
        total: 1,
        pageNum: 1,
        pageSize: 20,
      }),
      'GET /api/staff/chat/conversations/8': () => conversation(state.assignee),
      'GET /api/staff/chat/conversations/8/messages': { rows: [message], hasMore: false, peerLastReadId: 0 },
      'POST /api/staff/chat/conversations/8/read': { lastReadId: 2 },
      'POST /api/staff/chat/conversations/8/messages': (call: ApiCall) => ({
        ...message,
        id: 3,
        side: 'staff',
        text: (call.body as { text: string }).text,
      }),
      'POST /api/staff/chat/ticket': { ticket: 'staff-ticket', expiresAt: '2026-11-25T08:01:00.000Z' },
      'GET /api/staff/chat/unread': { total: 0 },
      'GET /api/staff/chat/agents': { rows: agents },
      'PUT /api/staff/chat/conversations/8/assignee': (call: ApiCall) => {
        const body = call.body as { assigneeUserId: number | null };
        state.assignee = agents.find((agent) => agent.userId === body.assigneeUserId) ?? null;
        return conversation(state.assignee);
      },
      'GET /api/staff/chat/quick-replies': () => ({ rows: state.replies }),
      ...extra,
    }),
  };
}

/** The antd modal titled `title`. */
async function modalTitled(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  const dialog = heading.closest<HTMLElement>('[role="dialog"]');
  if (!dialog) throw new Error(`no dialog ${title}`);
  return dialog;
}

beforeEach(() => {
  // No live socket in these tests: the thread loads over REST.
  vi.stubGlobal('WebSocket', undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('assignment tabs and buttons', () => {
  it('lists by Mine / Unassigned / All, asking the server for each tab', async () => {
    const { api } = stubDesk();
    const { router } = renderApp('/chat');
    await screen.findByTestId('chat-inbox-item');
    expect(api.callsTo('GET /api/staff/chat/conversations').at(-1)?.query.get('assignee')).toBe('all');

    fireEvent.click(screen.getByRole('tab', { name: 'Mine' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/chat?tab=mine'));
    await waitFor(() =>
      expect(api.callsTo('GET /api/staff/chat/conversations').at(-1)?.query.get('assignee')).toBe('mine'),
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Unassigned' }));
    await waitFor(() =>
      expect(api.callsTo('GET /api/staff/chat/conversations').at(-1)?.query.get('assignee')).toBe('unassigned'),
    );
    expect(screen.getByRole('tab', { name: 'Unassigned' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: 'All' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/chat'));
  });

  it('assigns an unassigned conversation to me at once, then unassigns it', async () => {
    const { api } = stubDesk();
    renderApp('/chat?id=8');
    expect(await screen.findByText('Nobody is handling this conversation yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Assign to me/ }));
    await waitFor(() =>
      expect(api.callsTo('PUT /api/staff/chat/conversations/8/assignee')[0]?.body).toEqual({
        assigneeUserId: ME,
        expectedAssigneeUserId: null,
      }),
    );
    expect(await screen.findByText('You are handling this conversation.')).toBeTruthy();
    expect(within(screen.getByTestId('chat-inbox-item')).getByText('Demo operator')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Unassign' }));
    await waitFor(() =>
      expect(api.callsTo('PUT /api/staff/chat/conversations/8/assignee')[1]?.body).toEqual({
        assigneeUserId: null,
        expectedAssigneeUserId: ME,
      }),
    );
    expect(await screen.findByText('Nobody is handling this conversation yet.')).toBeTruthy();
  });

  it('asks before taking a conversation another staff member has, and sends whom it takes it from', async () => {
    const { api } = stubDesk({ assignee: OTHER });
    renderApp('/chat?id=8');
    expect(await screen.findByText('Night shift is handling this conversation.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Assign to me/ }));
    expect(await screen.findByText('Night shift is handling this conversation. Take it over?')).toBeTruthy();
    expect(api.callsTo('PUT /api/staff/chat/conversations/8/assignee')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Take over' }));
    await waitFor(() =>
      expect(api.callsTo('PUT /api/staff/chat/conversations/8/assignee')[0]?.body).toEqual({
        assigneeUserId: ME,
        expectedAssigneeUserId: OTHER.userId,
      }),
    );
    expect(await screen.findByText('You are handling this conversation.')).toBeTruthy();
  });

  it('hands over to another agent picked from the list', async () => {
    const { api } = stubDesk({ assignee: OPERATOR });
    renderApp('/chat?id=8');
    await screen.findByText('You are handling this conversation.');
    await waitFor(() => expect(api.callsTo('GET /api/staff/chat/agents')).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: /Hand over/ }));
    const menu = (await screen.findByText('Night shift')).closest<HTMLElement>('[role="menu"]') as HTMLElement;
    // Neither I nor the current assignee are offered.
    expect(within(menu).queryByText('Demo operator')).toBeNull();
    fireEvent.click(within(menu).getByText('Demo owner'));
    await waitFor(() =>
      expect(api.callsTo('PUT /api/staff/chat/conversations/8/assignee')[0]?.body).toEqual({
        assigneeUserId: OWNER.userId,
        expectedAssigneeUserId: ME,
      }),
    );
    expect(await screen.findByText('Demo owner is handling this conversation.')).toBeTruthy();
  });

  it("shows the server's sentence when someone changed the assignee meanwhile", async () => {
    stubDesk(
      {},
      {
        'PUT /api/staff/chat/conversations/8/assignee': envelopeResponse(
          409,
          'Someone else changed who handles this conversation meanwhile. Look at it again and retry.',
        ),
      },
    );
    renderApp('/chat?id=8');
    fireEvent.click(await screen.findByRole('button', { name: /Assign to me/ }));
    expect(
      await screen.findByText(
        'Someone else changed who handles this conversation meanwhile. Look at it again and retry.',
      ),
    ).toBeTruthy();
  });

  it('speaks Chinese', async () => {
    stubDesk({ assignee: OTHER, locale: 'zh-CN' });
    renderApp('/chat?id=8');
    expect(await screen.findByText('该会话由 Night shift 接待。')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '我的' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '未分配' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /分配给我/ }));
    expect(await screen.findByText('该会话正由 Night shift 接待，确定接手吗？')).toBeTruthy();
    expect(screen.getByRole('button', { name: /转交/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: '取消分配' })).toBeTruthy();
  });
});

describe('quick replies', () => {
  it('inserts a quick reply into the message box with one click, where the agent can still edit it', async () => {
    const { api } = stubDesk();
    renderApp('/chat?id=8');
    const box = (await screen.findByRole('textbox', { name: /Write a reply/ })) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'Hi Lee. ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Quick replies' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Insert the quick reply "Greeting"' }));
    await waitFor(() => expect(box.value).toBe('Hi Lee. Hello! How can we help?'));
    fireEvent.click(screen.getByRole('button', { name: /Send$/ }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/staff/chat/conversations/8/messages')[0]?.body).toEqual({
        text: 'Hi Lee. Hello! How can we help?',
      }),
    );
    // Managing them is the owner's.
    expect(screen.queryByRole('button', { name: /Manage quick replies/ })).toBeNull();
  });

  it('lets the owner add, edit and (after confirming) delete quick replies', async () => {
    const { api, state } = stubDesk(
      { roles: ['owner'] },
      {
        'POST /api/staff/chat/quick-replies': (call: ApiCall) => {
          const created = { ...greeting, id: 6, ...(call.body as object) };
          state.replies = [...state.replies, created];
          return created;
        },
        'PUT /api/staff/chat/quick-replies/5': (call: ApiCall) => {
          const edited = { ...greeting, ...(call.body as object) };
          state.replies = state.replies.map((reply) => (reply.id === 5 ? edited : reply));
          return edited;
        },
        'DELETE /api/staff/chat/quick-replies/5': () => {
          state.replies = state.replies.filter((reply) => reply.id !== 5);
          return null;
        },
      },
    );
    renderApp('/chat');
    await screen.findByTestId('chat-inbox-item');
    fireEvent.click(screen.getByRole('button', { name: /Manage quick replies/ }));
    const drawer = await screen.findByRole('dialog', { name: "The shop's quick replies" });
    expect(await within(drawer).findByText('Greeting')).toBeTruthy();
    expect(within(drawer).getByText('1 of at most 50 quick replies.')).toBeTruthy();

    fireEvent.click(within(drawer).getByRole('button', { name: /Add/ }));
    const addModal = await modalTitled('Add a quick reply');
    fireEvent.click(within(addModal).getByRole('button', { name: 'Save' }));
    expect(await within(addModal).findByText('Give the quick reply a title.')).toBeTruthy();
    expect(api.callsTo('POST /api/staff/chat/quick-replies')).toHaveLength(0);
    fireEvent.change(within(addModal).getByLabelText('Title'), { target: { value: 'Shipping' } });
    fireEvent.change(within(addModal).getByLabelText('Text'), { target: { value: 'It ships within an hour.' } });
    fireEvent.click(within(addModal).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/staff/chat/quick-replies')[0]?.body).toEqual({
        title: 'Shipping',
        text: 'It ships within an hour.',
      }),
    );
    expect(await within(drawer).findByText('Shipping')).toBeTruthy();

    const greetingRow = within(drawer)
      .getAllByTestId('quick-reply-row')
      .find((row) => within(row).queryByText('Greeting')) as HTMLElement;
    fireEvent.click(within(greetingRow).getByRole('button', { name: 'Edit' }));
    const editModal = await modalTitled('Edit the quick reply');
    await waitFor(() => expect((within(editModal).getByLabelText('Title') as HTMLInputElement).value).toBe('Greeting'));
    fireEvent.change(within(editModal).getByLabelText('Title'), { target: { value: 'Welcome' } });
    fireEvent.click(within(editModal).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.callsTo('PUT /api/staff/chat/quick-replies/5')[0]?.body).toEqual({
        title: 'Welcome',
        text: 'Hello! How can we help?',
      }),
    );
    expect(await within(drawer).findByText('Welcome')).toBeTruthy();

    const welcomeRow = within(drawer)
      .getAllByTestId('quick-reply-row')
      .find((row) => within(row).queryByText('Welcome')) as HTMLElement;
    fireEvent.click(within(welcomeRow).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete the quick reply "Welcome"?')).toBeTruthy();
    expect(api.callsTo('DELETE /api/staff/chat/quick-replies/5')).toHaveLength(0);
    const confirm = screen.getAllByRole('button', { name: 'Delete' }).at(-1) as HTMLElement;
    fireEvent.click(confirm);
    await waitFor(() => expect(api.callsTo('DELETE /api/staff/chat/quick-replies/5')).toHaveLength(1));
    await waitFor(() => expect(within(drawer).queryByText('Welcome')).toBeNull());
  });

  it('speaks Chinese', async () => {
    stubDesk({ roles: ['owner'], locale: 'zh-CN' });
    renderApp('/chat?id=8');
    await screen.findByRole('textbox', { name: /输入回复/ });
    expect(screen.getByRole('button', { name: /管理快捷回复/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '快捷回复' }));
    expect(await screen.findByText('快捷回复（点击插入）')).toBeTruthy();
    expect(await screen.findByRole('button', { name: '插入快捷回复“Greeting”' })).toBeTruthy();
  });
});
