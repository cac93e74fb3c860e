import type { ChatMessage, StaffChatConversation } from '@gs/shared/chat';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/storage';
import { type ApiCall, stubApi } from '../../../test/fake-api';
import { buildProfile, buildTenant } from '../../../test/fixtures';
import { currentUrl, renderApp } from '../../../test/render-app';

/** A stand-in for the browser's WebSocket: the test pushes frames. */
class FakeSocket {
  static open: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  sent: string[] = [];
  constructor(readonly url: string) {
    FakeSocket.open.push(this);
    setTimeout(() => this.onopen?.(), 0);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    FakeSocket.open = FakeSocket.open.filter((socket) => socket !== this);
  }
  push(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
}

const message = (id: number, side: 'user' | 'staff', text: string): ChatMessage => ({
  id,
  conversationId: 8,
  side,
  kind: 'text',
  text,
  createdAt: '2026-11-25T08:00:00.000Z',
});

function conversation(unread: number): StaffChatConversation {
  return {
    id: 8,
    kind: 'order',
    orderId: 31,
    orderNo: 'O20261125001',
    lastMessage: message(2, 'user', 'Where is my account?'),
    unread,
    peerLastReadId: 0,
    userId: 12,
    userNickName: 'Buyer Lee',
    userPhone: '138****0001',
    lastMessageAt: '2026-11-25T08:00:00.000Z',
    assignee: null,
  };
}

function stubStaff() {
  setToken('staff-token');
  let unread = 1;
  return stubApi({
    'GET /api/web/getTenant': buildTenant(),
    'GET /api/system/user/profile/newsm': buildProfile(['operator']),
    'GET /api/staff/chat/conversations': () => ({ rows: [conversation(unread)], total: 1, pageNum: 1, pageSize: 20 }),
    'GET /api/staff/chat/conversations/8': () => conversation(unread),
    'GET /api/staff/chat/conversations/8/messages': {
      rows: [message(1, 'staff', 'Hello, how can we help?'), message(2, 'user', 'Where is my account?')],
      hasMore: false,
      peerLastReadId: 1,
    },
    'POST /api/staff/chat/conversations/8/read': () => {
      unread = 0;
      return { lastReadId: 2 };
    },
    'POST /api/staff/chat/conversations/8/messages': (call: ApiCall) =>
      message(3, 'staff', (call.body as { text: string }).text),
    'POST /api/staff/chat/ticket': { ticket: 'staff-ticket', expiresAt: '2026-11-25T08:01:00.000Z' },
    'GET /api/staff/chat/unread': { total: unread },
  });
}

beforeEach(() => {
  vi.stubGlobal('WebSocket', FakeSocket);
  FakeSocket.open = [];
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('customer chat inbox', () => {
  it('lists conversations with unread badges and order tags, opens one, marks it read and replies', async () => {
    const api = stubStaff();
    const { router } = renderApp('/chat');
    const item = await screen.findByTestId('chat-inbox-item');
    expect(within(item).getByText('Buyer Lee')).toBeTruthy();
    expect(within(item).getByText('Order O20261125001')).toBeTruthy();
    expect(within(item).getByLabelText('1 unread')).toBeTruthy();

    fireEvent.click(item);
    await waitFor(() => expect(currentUrl(router)).toBe('/chat?id=8'));
    expect(await screen.findByText('Hello, how can we help?')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the order' }).getAttribute('href')).toBe('/orders?id=31');
    await waitFor(() =>
      expect(api.callsTo('POST /api/staff/chat/conversations/8/read')[0]?.body).toEqual({ lastReadId: 2 }),
    );

    fireEvent.change(screen.getByRole('textbox', { name: /Write a reply/ }), {
      target: { value: 'It is on its way.' },
    });
    fireEvent.click(screen.getByRole('button', { name: /Send$/ }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/staff/chat/conversations/8/messages')[0]?.body).toEqual({
        text: 'It is on its way.',
      }),
    );
    expect(await screen.findByText('It is on its way.')).toBeTruthy();
  });

  it('shows a new message live and asks for a staff ticket', async () => {
    const api = stubStaff();
    renderApp('/chat?id=8');
    await screen.findByText('Where is my account?', { selector: '[data-testid="staff-chat-message"] *' });
    await waitFor(() => expect(FakeSocket.open.length).toBe(1));
    expect(api.callsTo('POST /api/staff/chat/ticket').length).toBe(1);
    const socket = FakeSocket.open[0] as FakeSocket;
    expect(socket.url).toContain('ticket=staff-ticket');
    act(() => {
      socket.push({ type: 'synced', lastId: 2 });
      socket.push({ type: 'message', message: message(4, 'user', 'Thanks!') });
    });
    expect(await screen.findByText('Thanks!')).toBeTruthy();
    expect(await screen.findByText('Live')).toBeTruthy();
  });
});
