import { type ChatServerFrame, chatServerFrameSchema } from '@gs/shared/chat';

export type ChatConnectionState = 'connecting' | 'open' | 'reconnecting' | 'closed';

export interface ChatSocketOptions {
  /** A fresh one-use ticket (`POST /api/chat/ticket` or `/api/staff/chat/ticket`). */
  getTicket: () => Promise<string>;
  /** The API base (`/api` or an absolute URL ending in /api). */
  apiBase: string;
  /** The newest message id the client already holds (from REST); only newer ones are replayed. */
  initialLastSeenId?: number;
  onFrame: (frame: ChatServerFrame) => void;
  onState?: (state: ChatConnectionState) => void;
  /** For tests. */
  WebSocketImpl?: typeof WebSocket;
}

export interface ChatSocketHandle {
  /** Tells the socket the client saw a message (from REST): a reconnect resumes after it. */
  noteSeen(id: number): void;
  close(): void;
}

/** `ws(s)://…/api/chat/ws?ticket=…` from the API base and the page's address. */
export function chatSocketUrl(apiBase: string, ticket: string, pageUrl: string): string {
  const url = new URL(`${apiBase.replace(/\/+$/, '')}/chat/ws`, pageUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('ticket', ticket);
  return url.toString();
}

/**
 * The live chat connection: trades the session for a ticket, connects, resumes after the newest message seen and
 * reconnects with backoff (1 s doubling to 15 s) whenever the socket drops, each time resuming where it was, so
 * nothing is missed; the caller de-duplicates by message id.
 */
export function openChatSocket(options: ChatSocketOptions): ChatSocketHandle {
  const Impl = options.WebSocketImpl ?? WebSocket;
  let lastSeenId = options.initialLastSeenId ?? 0;
  let socket: WebSocket | null = null;
  let closed = false;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const setState = (state: ChatConnectionState) => options.onState?.(state);

  const schedule = () => {
    if (closed || timer) return;
    setState('reconnecting');
    const delay = Math.min(15_000, 1000 * 2 ** attempt);
    attempt += 1;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, delay);
  };

  const connect = async () => {
    let ticket: string;
    try {
      ticket = await options.getTicket();
    } catch {
      schedule();
      return;
    }
    if (closed) return;
    let next: WebSocket;
    try {
      next = new Impl(chatSocketUrl(options.apiBase, ticket, globalThis.location?.href ?? 'http://localhost/'));
    } catch {
      schedule();
      return;
    }
    socket = next;
    next.onopen = () => {
      next.send(JSON.stringify({ resumeAfter: lastSeenId }));
    };
    next.onmessage = (event: MessageEvent) => {
      let frame: ChatServerFrame;
      try {
        frame = chatServerFrameSchema.parse(JSON.parse(String(event.data)));
      } catch {
        return;
      }
      if (frame.type === 'message') lastSeenId = Math.max(lastSeenId, frame.message.id);
      if (frame.type === 'synced') {
        attempt = 0;
        lastSeenId = Math.max(lastSeenId, frame.lastId);
        setState('open');
      }
      options.onFrame(frame);
    };
    next.onclose = () => {
      if (socket === next) socket = null;
      schedule();
    };
    next.onerror = () => undefined;
  };

  setState('connecting');
  void connect();
  return {
    noteSeen(id) {
      lastSeenId = Math.max(lastSeenId, id);
    },
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
      socket?.close();
      socket = null;
      setState('closed');
    },
  };
}
