import { Redis } from 'ioredis';

/** Asks Redis for a PONG over one connection kept for the probes. */
export interface RedisProbe {
  ping(): Promise<void>;
  close(): void;
}

/** A probe of REDIS_URL: it connects at the first ping and reconnects by itself after Redis comes back. */
export function createRedisProbe(url: string): RedisProbe {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 2_000 });
  // Readiness reports a refused connection; a log line per reconnect attempt would say nothing more.
  client.on('error', () => undefined);
  return {
    async ping() {
      await client.ping();
    },
    close() {
      client.disconnect();
    },
  };
}
