import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import pg from 'pg';

/**
 * What one instance tells every instance (itself too) after a chat write commits: the row to push is read back
 * from the database by each, so the bus carries ids only (never text, never across shops).
 */
export interface ChatEvent {
  type: 'message' | 'read';
  tenantId: number;
  conversationId: number;
  /** The message id (type message) or the new read pointer (type read). */
  id: number;
  /** The conversation's user (who besides staff may see the event). */
  userId: number;
  /** Who read (type read). */
  side?: 'user' | 'staff';
}

export interface ChatBusListener {
  event: (event: ChatEvent) => void;
  /** The bus lost events (its connection dropped and came back): every socket resyncs from the database. */
  resync: () => void;
}

/** Fan-out of chat events across the app's instances. */
export interface ChatBus {
  readonly name: 'memory' | 'postgres' | 'redis';
  publish(event: ChatEvent): Promise<void>;
  subscribe(listener: ChatBusListener): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'gs_chat_events';

export function parseChatEvent(payload: string): ChatEvent | null {
  try {
    const value = JSON.parse(payload) as Partial<ChatEvent>;
    if (
      (value.type === 'message' || value.type === 'read') &&
      Number.isSafeInteger(value.tenantId) &&
      Number.isSafeInteger(value.conversationId) &&
      Number.isSafeInteger(value.userId) &&
      Number.isSafeInteger(value.id)
    ) {
      return value as ChatEvent;
    }
  } catch {
    // A foreign payload on the channel is ignored.
  }
  return null;
}

class Listeners {
  private readonly set = new Set<ChatBusListener>();
  add(listener: ChatBusListener) {
    this.set.add(listener);
    return () => void this.set.delete(listener);
  }
  event(event: ChatEvent) {
    for (const listener of this.set) listener.event(event);
  }
  resync() {
    for (const listener of this.set) listener.resync();
  }
}

/** One process only (the embedded database serves one instance): events stay in memory. */
export function createMemoryChatBus(): ChatBus {
  const emitter = new EventEmitter();
  const listeners = new Listeners();
  emitter.on('event', (event: ChatEvent) => listeners.event(event));
  return {
    name: 'memory',
    async publish(event) {
      // Asynchronous like the real buses, so no caller depends on a synchronous delivery.
      setImmediate(() => emitter.emit('event', event));
    },
    subscribe: (listener) => listeners.add(listener),
    async close() {
      emitter.removeAllListeners();
    },
  };
}

export interface BusLog {
  warn(data: object, message: string): void;
  info(data: object, message: string): void;
}

/**
 * PostgreSQL LISTEN/NOTIFY: a dedicated connection per instance LISTENs; a dropped connection is reopened with
 * backoff (up to 10 s), LISTENs again and asks every socket to resync (notifications meanwhile are lost).
 */
export function createPostgresChatBus(connectionString: string, log: BusLog): ChatBus {
  const listeners = new Listeners();
  const publisher = new pg.Pool({ connectionString, max: 2, idleTimeoutMillis: 10_000 });
  publisher.on('error', () => undefined);
  let client: pg.Client | null = null;
  let closed = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | null = null;
  let connecting: Promise<void> | null = null;

  const scheduleReconnect = () => {
    if (closed || timer) return;
    const delay = Math.min(10_000, 250 * 2 ** attempt);
    attempt += 1;
    timer = setTimeout(() => {
      timer = null;
      void connect(true);
    }, delay);
  };

  const connect = (isReconnect: boolean): Promise<void> => {
    connecting = (async () => {
      const next = new pg.Client({ connectionString });
      next.on('notification', (message) => {
        if (message.channel !== CHANNEL || !message.payload) return;
        const event = parseChatEvent(message.payload);
        if (event) listeners.event(event);
      });
      next.on('error', (error) => {
        log.warn({ err: error.message }, 'chat bus: LISTEN connection failed');
      });
      next.on('end', () => {
        if (client === next) client = null;
        scheduleReconnect();
      });
      try {
        await next.connect();
        await next.query(`LISTEN ${CHANNEL}`);
      } catch (error) {
        log.warn({ err: (error as Error).message }, 'chat bus: cannot LISTEN; retrying');
        await next.end().catch(() => undefined);
        scheduleReconnect();
        return;
      }
      if (closed) {
        await next.end().catch(() => undefined);
        return;
      }
      client = next;
      attempt = 0;
      if (isReconnect) {
        log.info({}, 'chat bus: LISTEN connection back; sockets resync');
        listeners.resync();
      }
    })();
    return connecting;
  };

  const ready = connect(false);

  return {
    name: 'postgres',
    async publish(event) {
      await ready;
      await publisher.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify(event)]);
    },
    subscribe: (listener) => listeners.add(listener),
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      await connecting?.catch(() => undefined);
      const current = client;
      client = null;
      await Promise.all([current?.end().catch(() => undefined), publisher.end().catch(() => undefined)]);
    },
  };
}

/** Redis pub/sub (REDIS_URL): ioredis reconnects by itself; after a reconnect every socket resyncs. */
export function createRedisChatBus(url: string, log: BusLog): ChatBus {
  const listeners = new Listeners();
  const options = {
    maxRetriesPerRequest: 3,
    lazyConnect: false,
    retryStrategy: (n: number) => Math.min(10_000, 250 * n),
  };
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, options);
  let wasReady = false;
  publisher.on('error', (error) => log.warn({ err: error.message }, 'chat bus: Redis publisher error'));
  subscriber.on('error', (error) => log.warn({ err: error.message }, 'chat bus: Redis subscriber error'));
  subscriber.on('message', (channel: string, payload: string) => {
    if (channel !== CHANNEL) return;
    const event = parseChatEvent(payload);
    if (event) listeners.event(event);
  });
  // ioredis re-subscribes on reconnect; what was published meanwhile is lost, so sockets resync.
  subscriber.on('ready', () => {
    if (wasReady) listeners.resync();
    wasReady = true;
  });
  const subscribed = subscriber.subscribe(CHANNEL).catch((error: Error) => {
    log.warn({ err: error.message }, 'chat bus: Redis SUBSCRIBE failed');
  });
  return {
    name: 'redis',
    async publish(event) {
      await subscribed;
      await publisher.publish(CHANNEL, JSON.stringify(event));
    },
    subscribe: (listener) => listeners.add(listener),
    async close() {
      await Promise.all([subscriber.quit().catch(() => undefined), publisher.quit().catch(() => undefined)]);
    },
  };
}

/** Redis when REDIS_URL is set; else LISTEN/NOTIFY when the database has a URL; else in memory (embedded, one instance). */
export function createChatBus(
  options: { redisUrl?: string | undefined; databaseUrl?: string | undefined },
  log: BusLog,
): ChatBus {
  if (options.redisUrl) return createRedisChatBus(options.redisUrl, log);
  if (options.databaseUrl) return createPostgresChatBus(options.databaseUrl, log);
  return createMemoryChatBus();
}
