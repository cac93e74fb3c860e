import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import pg from 'pg';

/**
 * Fan-out of small events across the app's instances (the chat's new messages, a shop's committed changes): Redis
 * pub/sub with REDIS_URL, PostgreSQL LISTEN/NOTIFY with a DATABASE_URL, in memory for the embedded database's single
 * instance. Every instance receives every event, its own too. Events carry ids only; each receiver reads what it
 * needs from the database. What is published while a receiver's connection is down is lost: it is told to resync.
 */
export interface BusListener<E> {
  event: (event: E) => void;
  /** The bus lost events (its connection dropped and came back): start again from the database. */
  resync: () => void;
}

export interface EventBus<E> {
  readonly name: 'memory' | 'postgres' | 'redis';
  publish(event: E): Promise<void>;
  subscribe(listener: BusListener<E>): () => void;
  close(): Promise<void>;
}

export interface BusLog {
  warn(data: object, message: string): void;
  info(data: object, message: string): void;
}

/** One kind of event: its channel (a PostgreSQL identifier) and the check of a payload read off it. */
export interface BusChannel<E> {
  channel: string;
  /** The event, or null for a payload that is not one (a foreign payload on the channel is ignored). */
  parse(payload: string): E | null;
}

class Listeners<E> {
  private readonly set = new Set<BusListener<E>>();
  add(listener: BusListener<E>) {
    this.set.add(listener);
    return () => void this.set.delete(listener);
  }
  event(event: E) {
    for (const listener of this.set) listener.event(event);
  }
  resync() {
    for (const listener of this.set) listener.resync();
  }
}

/** One process only (the embedded database serves one instance): events stay in memory. */
export function createMemoryEventBus<E>(): EventBus<E> {
  const emitter = new EventEmitter();
  const listeners = new Listeners<E>();
  emitter.on('event', (event: E) => listeners.event(event));
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

/**
 * PostgreSQL LISTEN/NOTIFY: a dedicated connection per instance LISTENs; a dropped connection is reopened with
 * backoff (up to 10 s), LISTENs again and asks every listener to resync (notifications meanwhile are lost).
 */
export function createPostgresEventBus<E>(bus: BusChannel<E>, connectionString: string, log: BusLog): EventBus<E> {
  const listeners = new Listeners<E>();
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
        if (message.channel !== bus.channel || !message.payload) return;
        const event = bus.parse(message.payload);
        if (event) listeners.event(event);
      });
      next.on('error', (error) => {
        log.warn({ err: error.message }, `${bus.channel}: LISTEN connection failed`);
      });
      next.on('end', () => {
        if (client === next) client = null;
        scheduleReconnect();
      });
      try {
        await next.connect();
        await next.query(`LISTEN ${bus.channel}`);
      } catch (error) {
        log.warn({ err: (error as Error).message }, `${bus.channel}: cannot LISTEN; retrying`);
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
        log.info({}, `${bus.channel}: LISTEN connection back; listeners resync`);
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
      await publisher.query('SELECT pg_notify($1, $2)', [bus.channel, JSON.stringify(event)]);
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

/**
 * Redis pub/sub (REDIS_URL): ioredis reconnects by itself; after a reconnect every listener resyncs. ioredis is
 * loaded here, on first use: a server without REDIS_URL never loads it (~3 MB).
 */
export function createRedisEventBus<E>(bus: BusChannel<E>, url: string, log: BusLog): EventBus<E> {
  const listeners = new Listeners<E>();
  const options = {
    maxRetriesPerRequest: 3,
    lazyConnect: false,
    retryStrategy: (n: number) => Math.min(10_000, 250 * n),
  };
  const connected = import('ioredis').then(({ Redis }) => {
    const publisher: Redis = new Redis(url, options);
    const subscriber: Redis = new Redis(url, options);
    let wasReady = false;
    publisher.on('error', (error) => log.warn({ err: error.message }, `${bus.channel}: Redis publisher error`));
    subscriber.on('error', (error) => log.warn({ err: error.message }, `${bus.channel}: Redis subscriber error`));
    subscriber.on('message', (channel: string, payload: string) => {
      if (channel !== bus.channel) return;
      const event = bus.parse(payload);
      if (event) listeners.event(event);
    });
    // ioredis re-subscribes on reconnect; what was published meanwhile is lost, so listeners resync.
    subscriber.on('ready', () => {
      if (wasReady) listeners.resync();
      wasReady = true;
    });
    const subscribed = subscriber.subscribe(bus.channel).catch((error: Error) => {
      log.warn({ err: error.message }, `${bus.channel}: Redis SUBSCRIBE failed`);
    });
    return { publisher, subscriber, subscribed };
  });
  return {
    name: 'redis',
    async publish(event) {
      const { publisher, subscribed } = await connected;
      await subscribed;
      await publisher.publish(bus.channel, JSON.stringify(event));
    },
    subscribe: (listener) => listeners.add(listener),
    async close() {
      const { publisher, subscriber } = await connected;
      await Promise.all([subscriber.quit().catch(() => undefined), publisher.quit().catch(() => undefined)]);
    },
  };
}

/** Redis when REDIS_URL is set; else LISTEN/NOTIFY when the database has a URL; else in memory (embedded, one instance). */
export function createEventBus<E>(
  bus: BusChannel<E>,
  options: { redisUrl?: string | undefined; databaseUrl?: string | undefined },
  log: BusLog,
): EventBus<E> {
  if (options.redisUrl) return createRedisEventBus(bus, options.redisUrl, log);
  if (options.databaseUrl) return createPostgresEventBus(bus, options.databaseUrl, log);
  return createMemoryEventBus<E>();
}
