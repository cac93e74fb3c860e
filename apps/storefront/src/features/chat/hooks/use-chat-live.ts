import type { ChatServerFrame } from '@gs/shared/chat';
import { type ChatConnectionState, openChatSocket } from '@gs/web/chat-socket';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { getApiBase } from '../../../lib/request';
import { chatKeys } from '../api/chat-keys';
import { getChatTicket } from '../api/chat-messages';
import { getChatConversations } from '../api/get-chat-conversations';

type Listener = (frame: ChatServerFrame) => void;

export interface ChatLive {
  state: ChatConnectionState;
  /** Calls `listener` with every frame until the returned function is called. */
  subscribe: (listener: Listener) => () => void;
}

const idle: ChatLive = { state: 'closed', subscribe: () => () => undefined };
export const ChatLiveContext = createContext<ChatLive>(idle);
export const useChatLiveContext = () => useContext(ChatLiveContext);

/**
 * The signed-in user's live chat connection while `enabled`: it resumes after the newest message of my
 * conversations, refreshes the unread badge when customer service writes, and hands every frame to subscribers.
 */
export function useChatLive(enabled: boolean): ChatLive {
  const queryClient = useQueryClient();
  const [state, setState] = useState<ChatConnectionState>('closed');
  const listeners = useRef(new Set<Listener>());

  useEffect(() => {
    if (!enabled) return;
    let handle: { close(): void } | null = null;
    let cancelled = false;
    setState('connecting');
    void getChatConversations()
      .catch(() => [])
      .then((rows) => {
        if (cancelled || typeof WebSocket === 'undefined') return;
        const newest = Math.max(0, ...rows.map((row) => row.lastMessage?.id ?? 0));
        handle = openChatSocket({
          apiBase: getApiBase(),
          getTicket: getChatTicket,
          initialLastSeenId: newest,
          onState: setState,
          onFrame: (frame) => {
            if (frame.type === 'message' || frame.type === 'reload') {
              void queryClient.invalidateQueries({ queryKey: chatKeys.unread() });
            }
            for (const listener of listeners.current) listener(frame);
          },
        });
      })
      .catch(() => setState('closed'));
    return () => {
      cancelled = true;
      handle?.close();
      setState('closed');
    };
  }, [enabled, queryClient]);

  return useMemo(
    () => ({
      state,
      subscribe: (listener: Listener) => {
        listeners.current.add(listener);
        return () => void listeners.current.delete(listener);
      },
    }),
    [state],
  );
}
