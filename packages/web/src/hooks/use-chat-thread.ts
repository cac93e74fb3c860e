import type { ChatMessage, ChatMessagePage, ChatSendInput, ChatServerFrame, ChatSide } from '@gs/shared/chat';
import { type UIEvent, useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { type ChatThreadState, chatThreadReducer, emptyChatThread } from '../chat-thread-state';

/** How one side of the chat reaches the server: the storefront's user calls or the back office's staff calls. */
export interface ChatThreadTransport {
  /** The side this client writes as; the other side's messages are the ones it marks read. */
  side: ChatSide;
  fetchPage: (conversationId: number, params?: { beforeId?: number }) => Promise<ChatMessagePage>;
  send: (conversationId: number, input: ChatSendInput) => Promise<ChatMessage>;
  markRead: (conversationId: number, lastReadId: number) => Promise<void>;
  /** Stores an image privately and answers its reference. */
  uploadImage: (file: File) => Promise<string>;
  /** Live frames of the chat socket until the returned function is called. */
  subscribe: (listener: (frame: ChatServerFrame) => void) => () => void;
  /** Called after this client marked messages read (to refresh unread counts). */
  onRead?: () => void;
}

export interface ChatThreadOptions {
  /** Why a send failed, in the user's language. */
  describeError: (error: unknown) => string;
  /** Why a picked image is refused before upload (type, size), or null. */
  checkImage: (file: File) => string | null;
}

export interface ChatThreadView {
  thread: ChatThreadState;
  /** Why the first page failed to load (shown with a retry), until a reload succeeds. */
  loadError: unknown;
  loadingOlder: boolean;
  /** The last send or image problem, shown under the list. */
  problem: string | null;
  listRef: React.RefObject<HTMLDivElement | null>;
  onScroll: (event: UIEvent<HTMLDivElement>) => void;
  reload: () => Promise<void>;
  /** Sends a text (trimmed); answers false when there is nothing to send. */
  sendText: (text: string) => boolean;
  sendImage: (file: File) => void;
  retry: (key: string) => void;
  discard: (key: string) => void;
}

let pendingCounter = 0;

/**
 * One conversation as a chat client holds it, for either side: the newest page and older pages on scrolling up (the
 * scroll position kept), live frames merged, the other side's messages marked read once shown, and sends that stay
 * on screen as pending until the server has them (failed ones can be retried or discarded; an image is uploaded
 * once however often its send is retried).
 */
export function useChatThread(
  conversationId: number,
  transport: ChatThreadTransport,
  options: ChatThreadOptions,
): ChatThreadView {
  const [thread, dispatch] = useReducer(chatThreadReducer, emptyChatThread);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const stickToBottom = useRef(true);
  const keepOffset = useRef<number | null>(null);
  const retries = useRef(new Map<string, () => void>());
  const latest = useRef({ transport, options });
  latest.current = { transport, options };
  const { side, subscribe } = transport;

  const reload = useCallback(async () => {
    setLoadError(null);
    try {
      dispatch({ type: 'page', page: await latest.current.transport.fetchPage(conversationId), older: false });
    } catch (error) {
      setLoadError(error);
    }
  }, [conversationId]);

  useEffect(() => {
    void reload();
  }, [reload]);

  useEffect(
    () =>
      subscribe((frame) => {
        if (frame.type === 'message' && frame.message.conversationId === conversationId) {
          dispatch({ type: 'received', message: frame.message, mine: frame.message.side === side });
        } else if (frame.type === 'read' && frame.conversationId === conversationId && frame.side !== side) {
          dispatch({ type: 'peerRead', lastReadId: frame.lastReadId });
        } else if (frame.type === 'reload') {
          void reload();
        }
      }),
    [subscribe, side, conversationId, reload],
  );

  // What the other side wrote is read once it is on screen.
  const newestTheirs = thread.messages.findLast((message) => message.side !== side)?.id ?? 0;
  const markedRead = useRef(0);
  useEffect(() => {
    if (newestTheirs <= markedRead.current) return;
    markedRead.current = newestTheirs;
    latest.current.transport
      .markRead(conversationId, newestTheirs)
      .then(() => latest.current.transport.onRead?.())
      .catch(() => {
        markedRead.current = 0;
      });
  }, [newestTheirs, conversationId]);

  const count = thread.messages.length + thread.pending.length;
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list || count === 0) return;
    if (keepOffset.current !== null) {
      list.scrollTop = list.scrollHeight - keepOffset.current;
      keepOffset.current = null;
    } else if (stickToBottom.current) {
      list.scrollTop = list.scrollHeight;
    }
  }, [count]);

  const loadOlder = async () => {
    const first = thread.messages[0];
    if (!first || loadingOlder || !thread.hasMore) return;
    setLoadingOlder(true);
    try {
      const page = await latest.current.transport.fetchPage(conversationId, { beforeId: first.id });
      keepOffset.current = listRef.current ? listRef.current.scrollHeight - listRef.current.scrollTop : null;
      dispatch({ type: 'page', page, older: true });
    } catch {
      // The next scroll tries again.
    } finally {
      setLoadingOlder(false);
    }
  };

  const onScroll = () => {
    const list = listRef.current;
    if (!list) return;
    stickToBottom.current = list.scrollHeight - list.scrollTop - list.clientHeight < 60;
    if (list.scrollTop < 40) void loadOlder();
  };

  const deliver = (key: string, make: () => Promise<ChatSendInput>) => {
    const attempt = () => {
      dispatch({ type: 'retrying', key });
      make()
        .then((input) => latest.current.transport.send(conversationId, input))
        .then((message) => {
          retries.current.delete(key);
          dispatch({ type: 'sent', key, message });
        })
        .catch((error: unknown) => {
          setProblem(latest.current.options.describeError(error));
          dispatch({ type: 'failed', key });
        });
    };
    retries.current.set(key, attempt);
    stickToBottom.current = true;
    attempt();
  };

  const nextKey = () => {
    pendingCounter += 1;
    return `pending-${pendingCounter}`;
  };

  const sendText = (text: string) => {
    const value = text.trim();
    if (!value) return false;
    const key = nextKey();
    dispatch({ type: 'pending', pending: { key, text: value, status: 'sending' } });
    setProblem(null);
    deliver(key, async () => ({ text: value }));
    return true;
  };

  const sendImage = (file: File) => {
    const refused = latest.current.options.checkImage(file);
    if (refused) {
      setProblem(refused);
      return;
    }
    const key = nextKey();
    dispatch({ type: 'pending', pending: { key, text: '', previewUrl: URL.createObjectURL(file), status: 'sending' } });
    setProblem(null);
    let ref: string | null = null;
    deliver(key, async () => {
      ref ??= await latest.current.transport.uploadImage(file);
      return { imageRef: ref };
    });
  };

  return {
    thread,
    loadError,
    loadingOlder,
    problem,
    listRef,
    onScroll,
    reload,
    sendText,
    sendImage,
    retry: (key) => retries.current.get(key)?.(),
    discard: (key) => {
      retries.current.delete(key);
      dispatch({ type: 'discard', key });
    },
  };
}
