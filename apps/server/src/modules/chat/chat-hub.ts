import type { ChatServerFrame, ChatSide } from '@gs/shared/chat';
import type { Db } from '../../db/database.ts';
import type { ChatMessageRow } from '../../db/tables/chat.table.ts';
import { listMessagesAfter, newestMessageId } from './chat.repository.ts';
import { toChatMessage } from './chat.service.ts';
import type { BusLog, ChatBus, ChatEvent } from './chat-bus.ts';

/** The part of a WebSocket the hub uses (the `ws` package's socket). */
export interface ChatSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

const OPEN = 1;
/** More missed messages than this are not replayed: the client reloads through REST instead. */
export const REPLAY_MAX = 500;
const CATCH_UP_BATCH = 500;

interface Client {
  socket: ChatSocket;
  tenantId: number;
  userId: number;
  side: ChatSide;
  /** Messages up to this id were sent (or are known to the client); only newer ones go out. */
  lastSentId: number;
  live: boolean;
}

interface TenantState {
  /** Every message up to this id was pushed to this instance's sockets of the shop. */
  cursor: number;
  clients: Set<Client>;
  /** Work for the shop runs one at a time, in order: catch-ups and replays never interleave. */
  chain: Promise<void>;
}

type Row = ChatMessageRow & { conversation_user_id: number };

/**
 * This instance's chat sockets. A bus event is a wake-up: the hub reads every message of the shop above its cursor
 * from the database and pushes each to the sockets that may see it (the user of the conversation, the shop's
 * staff). Message ids commit in order within a shop (an advisory lock in the insert), so reading "above the
 * cursor" after any event never skips a message, whatever order the bus delivers events in; each socket's
 * `lastSentId` makes delivery exactly once.
 */
export class ChatHub {
  private readonly tenants = new Map<number, TenantState>();
  private readonly unsubscribe: () => void;

  constructor(
    private readonly db: Db,
    bus: ChatBus,
    private readonly log: BusLog,
  ) {
    this.unsubscribe = bus.subscribe({
      event: (event) => this.onEvent(event),
      resync: () => {
        for (const tenantId of this.tenants.keys()) this.enqueue(tenantId, () => this.catchUp(tenantId));
      },
    });
  }

  get size(): number {
    let count = 0;
    for (const state of this.tenants.values()) count += state.clients.size;
    return count;
  }

  /** Adds a socket (not live until it resumes); answers the handle to resume and remove it with. */
  add(socket: ChatSocket, who: { tenantId: number; userId: number; side: ChatSide }): Client {
    const client: Client = { socket, ...who, lastSentId: 0, live: false };
    let state = this.tenants.get(who.tenantId);
    if (!state) {
      const fresh: TenantState = { cursor: 0, clients: new Set(), chain: Promise.resolve() };
      this.tenants.set(who.tenantId, fresh);
      state = fresh;
      // Events arriving meanwhile queue behind this, so none is lost nor pushed twice.
      this.enqueue(who.tenantId, async () => {
        fresh.cursor = await newestMessageId(this.db, who.tenantId);
      });
    }
    state.clients.add(client);
    return client;
  }

  remove(client: Client): void {
    const state = this.tenants.get(client.tenantId);
    if (!state) return;
    state.clients.delete(client);
    if (state.clients.size === 0) this.tenants.delete(client.tenantId);
  }

  /**
   * Replays what the socket missed after `afterId` (up to the shop's cursor; newer ones follow live), then marks it
   * live. A staff socket starting from 0, or one that missed more than REPLAY_MAX, is told to reload instead.
   */
  resume(client: Client, afterId: number): Promise<void> {
    return this.enqueue(client.tenantId, async () => {
      const state = this.tenants.get(client.tenantId);
      if (!state?.clients.has(client)) return;
      const fromScratch = client.side === 'staff' && afterId === 0;
      const rows = fromScratch
        ? []
        : await listMessagesAfter(this.db, client.tenantId, {
            afterId,
            upToId: state.cursor,
            limit: REPLAY_MAX + 1,
            ...(client.side === 'user' ? { userId: client.userId } : {}),
          });
      if (rows.length > REPLAY_MAX) {
        this.send(client, { type: 'reload' });
        client.lastSentId = state.cursor;
      } else {
        client.lastSentId = fromScratch ? state.cursor : afterId;
        for (const row of rows) this.deliver(client, row);
        client.lastSentId = Math.max(client.lastSentId, state.cursor);
      }
      client.live = true;
      this.send(client, { type: 'synced', lastId: client.lastSentId });
    });
  }

  /** Closes every socket (the app is stopping) and leaves the bus. */
  close(): void {
    this.unsubscribe();
    for (const state of this.tenants.values()) {
      for (const client of state.clients) client.socket.close(1001, 'server stopping');
    }
    this.tenants.clear();
  }

  private onEvent(event: ChatEvent) {
    if (!this.tenants.has(event.tenantId)) return;
    if (event.type === 'message') {
      this.enqueue(event.tenantId, () => this.catchUp(event.tenantId));
      return;
    }
    if (!event.side) return;
    const frame: ChatServerFrame = {
      type: 'read',
      conversationId: event.conversationId,
      side: event.side,
      lastReadId: event.id,
    };
    this.enqueue(event.tenantId, async () => {
      for (const client of this.tenants.get(event.tenantId)?.clients ?? []) {
        if (client.live && (client.side === 'staff' || client.userId === event.userId)) this.send(client, frame);
      }
    });
  }

  /** Pushes every message of the shop above the cursor to the live sockets that may see it. */
  private async catchUp(tenantId: number) {
    for (;;) {
      const state = this.tenants.get(tenantId);
      if (!state) return;
      const rows = await listMessagesAfter(this.db, tenantId, { afterId: state.cursor, limit: CATCH_UP_BATCH });
      for (const row of rows) {
        for (const client of state.clients) if (client.live) this.deliver(client, row);
        state.cursor = row.id;
      }
      if (rows.length < CATCH_UP_BATCH) return;
    }
  }

  private deliver(client: Client, row: Row) {
    if (row.id <= client.lastSentId) return;
    if (client.side === 'user' && row.conversation_user_id !== client.userId) return;
    client.lastSentId = row.id;
    this.send(client, { type: 'message', message: toChatMessage(row) });
  }

  private send(client: Client, frame: ChatServerFrame) {
    if (client.socket.readyState === OPEN) client.socket.send(JSON.stringify(frame));
  }

  private enqueue(tenantId: number, work: () => Promise<void>): Promise<void> {
    const state = this.tenants.get(tenantId);
    if (!state) return Promise.resolve();
    const next = state.chain.then(work).catch((error: unknown) => {
      this.log.warn({ err: (error as Error).message, tenantId }, 'chat hub: delivery failed');
    });
    state.chain = next;
    return next;
  }
}
