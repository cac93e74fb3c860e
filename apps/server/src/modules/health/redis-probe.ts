import type { Redis } from 'ioredis';

/** Asks Redis for a PONG over one connection kept for the probes. */
export interface RedisProbe {
  ping(): Promise<void>;
  close(): void;
}

/**
 * A probe of REDIS_URL: it connects at the first ping and reconnects by itself after Redis comes back. ioredis is
 * loaded with that first ping, so a server without REDIS_URL never loads it.
 */
export function createRedisProbe(url: string): RedisProbe {
  let client: Promise<Redis> | null = null;
  const connect = async () => {
    const { Redis } = await import('ioredis');
    const created = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 2_000 });
    // Readiness reports a refused connection; a log line per reconnect attempt would say nothing more.
    created.on('error', () => undefined);
    return created;
  };
  return {
    async ping() {
      client ??= connect();
      await (await client).ping();
    },
    close() {
      void client?.then((created) => created.disconnect());
    },
  };
}
