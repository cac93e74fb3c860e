import type { ChatConversation, ChatMessage } from '@gs/shared/chat';
import { focusManager } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { setToken, setUserInfo } from '../../../lib/storage';
import { type ApiCall, envelopeResponse, frameAnswers, stubApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

/** A stand-in for the browser's WebSocket: the test pushes frames to the open sockets. */
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

const conversation: ChatConversation = {
  id: 5,
  kind: 'general',
  orderId: null,
  orderNo: null,
  lastMessage: null,
  unread: 0,
  peerLastReadId: 0,
};
const message = (id: number, side: 'user' | 'staff', text: string): ChatMessage => ({
  id,
  conversationId: 5,
  side,
  kind: 'text',
  text,
  createdAt: '2026-11-25T08:00:00.000Z',
});

let unread = 2;
let failNextSend = false;
let api: ReturnType<typeof stubApi>;

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  setToken('tok-1');
  setUserInfo({ userId: 7, nickName: '13800138000', avatar: '' });
  vi.stubGlobal('WebSocket', FakeSocket);
  FakeSocket.open = [];
  unread = 2;
  failNextSend = false;
  api = stubApi({
    ...frameAnswers(),
    'GET /api/chat/conversations': { rows: [] },
    'GET /api/chat/conversations/general': conversation,
    'GET /api/chat/unread': () => ({ total: unread }),
    'GET /api/chat/conversations/5/messages': {
      rows: [message(1, 'user', 'Hello?'), message(2, 'staff', 'Hi, how can we help?')],
      hasMore: false,
      peerLastReadId: 1,
    },
    'POST /api/chat/ticket': { ticket: 't-1', expiresAt: '2026-11-25T08:01:00.000Z' },
    'POST /api/chat/conversations/5/read': () => {
      unread = 0;
      return { lastReadId: 2 };
    },
    'POST /api/chat/conversations/5/messages': (call: ApiCall) => {
      if (failNextSend) {
        failNextSend = false;
        return envelopeResponse(429, 'Too many requests; try again in 30 seconds.');
      }
      return message(10, 'user', (call.body as { text: string }).text);
    },
    'POST /api/web/save/tenantBrowse': null,
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The bodies posted to `"POST /api/path"`. */
const bodiesOf = (key: string) => api.callsTo(key).map((call) => call.body);

describe('customer-service chat', () => {
  it('shows the unread badge, opens the panel, marks read and receives live messages', async () => {
    renderApp('/');
    const badge = await screen.findByTestId('chat-unread-badge');
    expect(badge.textContent).toContain('2');
    fireEvent.click(screen.getByRole('button', { name: /Customer service, 2 unread/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Hi, how can we help?')).toBeTruthy();
    // My first message was read by customer service.
    expect(within(dialog).getByText('Read')).toBeTruthy();
    await waitFor(() => expect(bodiesOf('POST /api/chat/conversations/5/read')).toContainEqual({ lastReadId: 2 }));
    await waitFor(() => expect(screen.queryByTestId('chat-unread-badge')).toBeNull());

    await waitFor(() => expect(FakeSocket.open.length).toBe(1));
    const socket = FakeSocket.open[0] as FakeSocket;
    await waitFor(() => expect(socket.sent).toContain(JSON.stringify({ resumeAfter: 0 })));
    act(() => {
      socket.push({ type: 'synced', lastId: 2 });
      socket.push({ type: 'message', message: message(3, 'staff', 'Anything else?') });
      // The same message again (a replay after a reconnect) shows once.
      socket.push({ type: 'message', message: message(3, 'staff', 'Anything else?') });
    });
    expect(await within(dialog).findAllByText('Anything else?')).toHaveLength(1);
  });

  it('takes no ticket and opens no socket until the chat is opened, and reads the badge again on focus', async () => {
    const { router } = renderApp('/');
    await screen.findByTestId('chat-unread-badge');
    // Page loads with the chat closed: the badge is one GET each, no ticket (the ticket route is rate limited).
    await router.navigate('/pages/appDownload');
    await router.navigate('/');
    await screen.findByTestId('chat-unread-badge');
    expect(api.callsTo('POST /api/chat/ticket')).toHaveLength(0);
    expect(FakeSocket.open).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: /Customer service, 2 unread/ }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(FakeSocket.open).toHaveLength(1));
    expect(api.callsTo('POST /api/chat/ticket')).toHaveLength(1);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(FakeSocket.open).toHaveLength(0));

    // Closed again: customer service writes, and coming back to the window shows it (the query is stale by then).
    unread = 4;
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 60_000);
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    focusManager.setFocused(undefined);
    expect(await screen.findByRole('button', { name: /Customer service, 4 unread/ })).toBeTruthy();
    expect(api.callsTo('POST /api/chat/ticket')).toHaveLength(1);
  });

  it('sends a message, shows a failed one with retry, and sends it on retry', async () => {
    renderApp('/?chat=general');
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Hi, how can we help?');
    failNextSend = true;
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Type a message' }), {
      target: { value: 'Is it still for sale?' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: /Send$/ }));
    expect(await within(dialog).findByText('Not sent')).toBeTruthy();
    expect(within(dialog).getByRole('alert').textContent).toContain('Too many requests');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(dialog).queryByText('Not sent')).toBeNull());
    expect(within(dialog).getByText('Is it still for sale?')).toBeTruthy();
    expect(bodiesOf('POST /api/chat/conversations/5/messages')).toContainEqual({ text: 'Is it still for sale?' });
  });
});
