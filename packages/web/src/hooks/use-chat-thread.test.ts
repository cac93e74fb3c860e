// @vitest-environment jsdom
import type { ChatMessage, ChatServerFrame } from '@gs/shared/chat';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type ChatThreadTransport, useChatThread } from './use-chat-thread';

const at = '2026-11-25T10:00:00.000Z';
const message = (id: number, side: 'user' | 'staff', text = `m${id}`): ChatMessage => ({
  id,
  conversationId: 7,
  side,
  kind: 'text',
  text,
  createdAt: at,
});

function setup(overrides: Partial<ChatThreadTransport> = {}) {
  const listeners = new Set<(frame: ChatServerFrame) => void>();
  let nextId = 100;
  const transport: ChatThreadTransport = {
    side: 'staff',
    fetchPage: vi.fn(async () => ({
      rows: [message(1, 'user'), message(2, 'staff')],
      hasMore: false,
      peerLastReadId: 0,
    })),
    send: vi.fn(async (_id, input) => {
      nextId += 1;
      return message(nextId, 'staff', 'text' in input ? input.text : '');
    }),
    markRead: vi.fn(async () => undefined),
    uploadImage: vi.fn(async () => 'private:ref'),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onRead: vi.fn(),
    ...overrides,
  };
  const emit = (frame: ChatServerFrame) =>
    act(() => {
      for (const listener of listeners) listener(frame);
    });
  const view = renderHook(() =>
    useChatThread(7, transport, {
      describeError: () => 'send failed',
      checkImage: (file) => (file.type.startsWith('image/') ? null : 'not an image'),
    }),
  );
  return { transport, emit, view };
}

describe('useChatThread', () => {
  it("loads the newest page and marks the other side's newest message read, once", async () => {
    const { transport, view } = setup();
    await waitFor(() => expect(view.result.current.thread.loaded).toBe(true));
    expect(view.result.current.thread.messages.map((row) => row.id)).toEqual([1, 2]);
    await waitFor(() => expect(transport.markRead).toHaveBeenCalledWith(7, 1));
    await waitFor(() => expect(transport.onRead).toHaveBeenCalledTimes(1));
    expect(transport.markRead).toHaveBeenCalledTimes(1);
  });

  it('merges live frames of this conversation only, and read receipts of the other side', async () => {
    const { emit, view } = setup();
    await waitFor(() => expect(view.result.current.thread.loaded).toBe(true));
    emit({ type: 'message', message: { ...message(3, 'user'), conversationId: 8 } });
    emit({ type: 'message', message: message(4, 'user') });
    emit({ type: 'read', conversationId: 7, side: 'staff', lastReadId: 2 });
    emit({ type: 'read', conversationId: 7, side: 'user', lastReadId: 2 });
    expect(view.result.current.thread.messages.map((row) => row.id)).toEqual([1, 2, 4]);
    expect(view.result.current.thread.peerLastReadId).toBe(2);
  });

  it('keeps a failed send on screen, retries it, and uploads an image once however often it is retried', async () => {
    let failures = 2;
    const send = vi.fn(async (_id: number, input: { text: string } | { imageRef: string }) => {
      if (failures > 0) {
        failures -= 1;
        throw new Error('offline');
      }
      return { ...message(50, 'staff', 'text' in input ? input.text : ''), kind: 'image' as const };
    });
    const { transport, view } = setup({ send });
    await waitFor(() => expect(view.result.current.thread.loaded).toBe(true));
    URL.createObjectURL = vi.fn(() => 'blob:preview');

    act(() => view.result.current.sendImage(new File(['x'], 'a.png', { type: 'image/png' })));
    await waitFor(() => expect(view.result.current.thread.pending[0]?.status).toBe('failed'));
    expect(view.result.current.problem).toBe('send failed');
    const key = view.result.current.thread.pending[0]?.key ?? '';
    act(() => view.result.current.retry(key));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(view.result.current.thread.pending[0]?.status).toBe('failed'));
    act(() => view.result.current.retry(key));
    await waitFor(() => expect(view.result.current.thread.pending).toHaveLength(0));
    expect(view.result.current.thread.messages.at(-1)?.id).toBe(50);
    expect(transport.uploadImage).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenLastCalledWith(7, { imageRef: 'private:ref' });
  });

  it('refuses blank text and a file the check refuses, sending nothing', async () => {
    const { transport, view } = setup();
    await waitFor(() => expect(view.result.current.thread.loaded).toBe(true));
    let accepted = true;
    act(() => {
      accepted = view.result.current.sendText('   ');
    });
    expect(accepted).toBe(false);
    act(() => view.result.current.sendImage(new File(['x'], 'a.txt', { type: 'text/plain' })));
    expect(view.result.current.problem).toBe('not an image');
    expect(view.result.current.thread.pending).toHaveLength(0);
    expect(transport.send).not.toHaveBeenCalled();
  });

  it('discards a failed send when asked', async () => {
    const { view } = setup({ send: vi.fn(async () => Promise.reject(new Error('offline'))) });
    await waitFor(() => expect(view.result.current.thread.loaded).toBe(true));
    act(() => {
      view.result.current.sendText(' hello ');
    });
    await waitFor(() => expect(view.result.current.thread.pending[0]?.status).toBe('failed'));
    expect(view.result.current.thread.pending[0]?.text).toBe('hello');
    act(() => view.result.current.discard(view.result.current.thread.pending[0]?.key ?? ''));
    expect(view.result.current.thread.pending).toHaveLength(0);
  });
});
