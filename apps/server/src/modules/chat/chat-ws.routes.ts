import { type ChatSide, chatClientFrameSchema, chatWsQuerySchema } from '@gs/shared/chat';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { requireServiceEnabled } from '../../plugins/auth.ts';
import { redeemTicket } from './chat.service.ts';
import type { ChatHub, ChatSocket } from './chat-hub.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who the chat WebSocket belongs to, from its ticket. */
    chatPeer?: { userId: number; side: ChatSide };
  }
}

export interface ChatWsOptions {
  hub: ChatHub;
  clock: Clock;
  /** Ping interval; a socket that has not answered the previous ping by the next one is closed. */
  heartbeatMs: number;
  /** A socket that has not sent `{ resumeAfter }` within this time is closed. */
  resumeTimeoutMs: number;
  /** Frames a client may send per 10 s before its socket is closed. */
  framesPer10s: number;
}

/** The `ws` socket as this route uses it. */
interface WsSocket extends ChatSocket {
  on(event: 'message', listener: (data: Buffer, isBinary: boolean) => void): void;
  on(event: 'pong' | 'close', listener: () => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
  ping(): void;
  terminate(): void;
}

// Application close codes (4000–4999): the client reconnects with a new ticket after these.
const CLOSE_POLICY = 1008;
const CLOSE_IDLE = 4000;
const CLOSE_SERVER_ERROR = 1011;
const OPEN = 1;

// A peer that went away mid-frame: nothing to close, nothing of ours to fix.
const PEER_GONE = new Set(['ECONNRESET', 'EPIPE', 'ETIMEDOUT']);

/**
 * Errors on a chat socket (the websocket plugin's `errorHandler`). A frame over the size cap, bad UTF-8 or a broken
 * frame is the client's doing and any user can send one: `ws` has already begun the close with the matching code
 * (1009, 1007, 1002), so this notes the error code at warn, without the frame — at error level anyone could write
 * error lines. A peer that vanished is noted at info. Anything else is a fault of ours: error, and close with 1011.
 */
export function onChatSocketError(
  error: Error & { code?: string },
  socket: { readyState: number; close(code: number, reason: string): void },
  request: FastifyRequest,
): void {
  const code = error.code ?? '';
  if (code.startsWith('WS_ERR_')) {
    request.log.warn({ wsError: code }, 'chat socket closed: the client sent a frame it may not');
    return;
  }
  if (PEER_GONE.has(code)) {
    request.log.info({ wsError: code }, 'chat socket dropped by the client');
    return;
  }
  request.log.error({ err: error }, 'chat socket failed');
  if (socket.readyState === OPEN) socket.close(CLOSE_SERVER_ERROR, 'server error');
}

/**
 * `GET /api/chat/ws?ticket=` — the live chat. The ticket (one use, 60 s) stands in for the bearer header a browser
 * cannot send on a WebSocket; the client then sends `{ resumeAfter: lastSeenId }` once and receives what it missed,
 * then live messages and read receipts. Heartbeat pings, a resume deadline, a frame-size cap (plugin option) and a
 * frame-rate cap keep idle and abusive sockets from holding the server.
 */
export const chatWsRoutes: FastifyPluginAsyncZod<ChatWsOptions> = async (app, options) => {
  const { hub } = options;
  const sockets = new Set<{ socket: WsSocket; alive: boolean }>();
  const heartbeat = setInterval(() => {
    for (const entry of sockets) {
      if (!entry.alive) {
        entry.socket.terminate();
        continue;
      }
      entry.alive = false;
      entry.socket.ping();
    }
  }, options.heartbeatMs);
  heartbeat.unref();
  app.addHook('onClose', async () => clearInterval(heartbeat));

  const redeem = async (request: FastifyRequest<{ Querystring: { ticket: string } }>) => {
    await requireServiceEnabled(request);
    const tenant = request.tenant;
    const peer = tenant
      ? await redeemTicket(request.ctx.db, tenant.id, request.query.ticket, options.clock.now())
      : null;
    if (!peer) throw new AppError(401, 'UNAUTHORIZED', 'chatTicketInvalid');
    request.chatPeer = peer;
  };

  app.get(
    '/chat/ws',
    {
      websocket: true,
      preHandler: redeem,
      schema: {
        tags: ['chat'],
        summary: 'The live chat WebSocket (a ticket from POST /api/chat/ticket or /api/staff/chat/ticket)',
        querystring: chatWsQuerySchema,
      },
    },
    (connection, request) => {
      const socket = connection as unknown as WsSocket;
      const peer = request.chatPeer;
      const tenant = request.tenant;
      if (!peer || !tenant) {
        socket.close(CLOSE_POLICY, 'unauthorized');
        return;
      }
      const entry = { socket, alive: true };
      sockets.add(entry);
      const client = hub.add(socket, { tenantId: tenant.id, userId: peer.userId, side: peer.side });
      let resumed = false;
      let windowStart = Date.now();
      let frames = 0;
      const resumeTimer = setTimeout(() => {
        if (!resumed) socket.close(CLOSE_IDLE, 'no resume');
      }, options.resumeTimeoutMs);

      socket.on('pong', () => {
        entry.alive = true;
      });
      socket.on('message', (data, isBinary) => {
        entry.alive = true;
        const now = Date.now();
        if (now - windowStart > 10_000) {
          windowStart = now;
          frames = 0;
        }
        frames += 1;
        if (frames > options.framesPer10s || isBinary) {
          socket.close(CLOSE_POLICY, 'too many frames');
          return;
        }
        let frame: unknown;
        try {
          frame = JSON.parse(data.toString('utf8'));
        } catch {
          socket.close(CLOSE_POLICY, 'bad frame');
          return;
        }
        const parsed = chatClientFrameSchema.safeParse(frame);
        // Anything else (a keep-alive from the client) only counts against the rate.
        if (!parsed.success || resumed) return;
        resumed = true;
        clearTimeout(resumeTimer);
        void hub.resume(client, parsed.data.resumeAfter);
      });
      socket.on('error', () => undefined);
      socket.on('close', () => {
        clearTimeout(resumeTimer);
        sockets.delete(entry);
        hub.remove(client);
      });
    },
  );
};
