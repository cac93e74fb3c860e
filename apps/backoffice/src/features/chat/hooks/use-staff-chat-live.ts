import type { ChatServerFrame } from '@gs/shared/chat';
import { type ChatConnectionState, openChatSocket } from '@gs/web/chat-socket';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { apiClient } from '../../../lib/api-client';
import { staffChatKeys } from '../api/chat-keys';
import { getStaffChatTicket } from '../api/staff-chat-messages';

type Listener = (frame: ChatServerFrame) => void;

/**
 * The inbox's live connection as customer service: every new message of the shop refreshes the inbox and the
 * unread count, and is handed to the open thread; reconnects resume where they left off.
 */
export function useStaffChatLive() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<ChatConnectionState>('connecting');
  const listeners = useRef(new Set<Listener>());

  useEffect(() => {
    if (typeof WebSocket === 'undefined') return;
    let handle: { close(): void } | null = null;
    try {
      handle = openChatSocket({
        apiBase: apiClient.getApiBase(),
        getTicket: getStaffChatTicket,
        onState: setState,
        onFrame: (frame) => {
          if (frame.type !== 'synced') void queryClient.invalidateQueries({ queryKey: staffChatKeys.inboxes() });
          if (frame.type === 'message' || frame.type === 'reload') {
            void queryClient.invalidateQueries({ queryKey: staffChatKeys.unread() });
          }
          for (const listener of listeners.current) listener(frame);
        },
      });
    } catch {
      setState('closed');
    }
    return () => handle?.close();
  }, [queryClient]);

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

export type StaffChatLive = ReturnType<typeof useStaffChatLive>;
