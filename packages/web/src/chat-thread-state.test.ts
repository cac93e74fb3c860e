import type { ChatMessage } from '@gs/shared/chat';
import { describe, expect, it } from 'vitest';
import { chatThreadReducer, emptyChatThread } from './chat-thread-state';

const message = (id: number, text = `m${id}`, side: 'user' | 'staff' = 'user'): ChatMessage => ({
  id,
  conversationId: 1,
  side,
  kind: 'text',
  text,
  createdAt: '2026-11-25T08:00:00.000Z',
});

describe('chat thread state', () => {
  it('keeps messages unique by id and in id order, whatever order pages and live frames come in', () => {
    let state = chatThreadReducer(emptyChatThread, {
      type: 'page',
      page: { rows: [message(5), message(7)], hasMore: true, peerLastReadId: 5 },
      older: false,
    });
    state = chatThreadReducer(state, { type: 'received', message: message(9) });
    state = chatThreadReducer(state, { type: 'received', message: message(7) });
    state = chatThreadReducer(state, {
      type: 'page',
      page: { rows: [message(2), message(3)], hasMore: false, peerLastReadId: 0 },
      older: true,
    });
    expect(state.messages.map((m) => m.id)).toEqual([2, 3, 5, 7, 9]);
    expect(state.hasMore).toBe(false);
    expect(state.peerLastReadId).toBe(5);
  });

  it('replaces a pending message by its live echo, and the later answer changes nothing', () => {
    let state = chatThreadReducer(emptyChatThread, {
      type: 'pending',
      pending: { key: 'p1', text: 'hello', status: 'sending' },
    });
    state = chatThreadReducer(state, { type: 'received', message: message(4, 'hello'), mine: true });
    expect(state.pending).toEqual([]);
    state = chatThreadReducer(state, { type: 'sent', key: 'p1', message: message(4, 'hello') });
    expect(state.messages.map((m) => m.id)).toEqual([4]);
  });

  it('marks a failed message and sends it again on retry', () => {
    let state = chatThreadReducer(emptyChatThread, {
      type: 'pending',
      pending: { key: 'p1', text: 'hello', status: 'sending' },
    });
    state = chatThreadReducer(state, { type: 'failed', key: 'p1' });
    expect(state.pending[0]?.status).toBe('failed');
    state = chatThreadReducer(state, { type: 'retrying', key: 'p1' });
    expect(state.pending[0]?.status).toBe('sending');
  });
});
