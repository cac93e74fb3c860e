import type { ChatMessage, ChatMessagePage } from '@gs/shared/chat';

/** A message the client is sending (or failed to send): shown at the end of the thread with its state. */
export interface PendingChatMessage {
  key: string;
  text: string;
  /** A local preview of an image being sent (an object URL). */
  previewUrl?: string;
  status: 'sending' | 'failed';
}

/** One conversation's messages as a client holds them: unique by id, oldest first. */
export interface ChatThreadState {
  messages: ChatMessage[];
  pending: PendingChatMessage[];
  hasMore: boolean;
  loaded: boolean;
  /** The newest of my messages the other side read. */
  peerLastReadId: number;
}

export type ChatThreadAction =
  | { type: 'page'; page: ChatMessagePage; older: boolean }
  /** `mine`: the live echo of a message this client is sending, which replaces its pending copy. */
  | { type: 'received'; message: ChatMessage; mine?: boolean }
  | { type: 'pending'; pending: PendingChatMessage }
  | { type: 'failed'; key: string }
  | { type: 'retrying'; key: string }
  | { type: 'sent'; key: string; message: ChatMessage }
  | { type: 'discard'; key: string }
  | { type: 'peerRead'; lastReadId: number };

export const emptyChatThread: ChatThreadState = {
  messages: [],
  pending: [],
  hasMore: false,
  loaded: false,
  peerLastReadId: 0,
};

/** Merges messages by id (a live frame and a page may carry the same one), oldest first. */
export function mergeChatMessages(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

export function chatThreadReducer(state: ChatThreadState, action: ChatThreadAction): ChatThreadState {
  switch (action.type) {
    case 'page':
      return {
        ...state,
        messages: mergeChatMessages(state.messages, action.page.rows),
        hasMore: action.older || !state.loaded ? action.page.hasMore : state.hasMore,
        loaded: true,
        peerLastReadId: Math.max(state.peerLastReadId, action.page.peerLastReadId),
      };
    case 'received': {
      const { message } = action;
      const echo = action.mine
        ? state.pending.findIndex(
            (p) =>
              p.status === 'sending' && (message.kind === 'image' ? Boolean(p.previewUrl) : p.text === message.text),
          )
        : -1;
      return {
        ...state,
        pending: echo === -1 ? state.pending : state.pending.filter((_, index) => index !== echo),
        messages: mergeChatMessages(state.messages, [message]),
      };
    }
    case 'pending':
      return { ...state, pending: [...state.pending, action.pending] };
    case 'failed':
    case 'retrying':
      return {
        ...state,
        pending: state.pending.map((p) =>
          p.key === action.key ? { ...p, status: action.type === 'failed' ? 'failed' : 'sending' } : p,
        ),
      };
    case 'sent':
      return {
        ...state,
        pending: state.pending.filter((p) => p.key !== action.key),
        messages: mergeChatMessages(state.messages, [action.message]),
      };
    case 'discard':
      return { ...state, pending: state.pending.filter((p) => p.key !== action.key) };
    case 'peerRead':
      return { ...state, peerLastReadId: Math.max(state.peerLastReadId, action.lastReadId) };
  }
}

/** The local calendar day of an ISO time (`YYYY-MM-DD`), for day separators. */
export function chatDayOf(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
