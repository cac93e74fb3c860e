import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/database.ts';
import { hitRateLimitCounter, type RateLimitHit } from './rate-limit-counters.repository.ts';

type HitCallback = (error: Error | null, result?: RateLimitHit) => void;

/** The hits of one key that came while a statement on it was in flight: they go together in the next one. */
interface WaitingHits {
  windowMs: number;
  callbacks: HitCallback[];
}

/**
 * @fastify/rate-limit's `store` over the rate_limit_counters table, for several instances without Redis. Each route
 * with `config.rateLimit` gets a child named after its method and URL (as the plugin's Redis store prefixes its keys);
 * limits made with `createRateLimit` have no route, so their keys must carry their own prefix (rate-limit-guard.ts).
 * `continueExceeding`, `exponentialBackoff` and `read` are not supported: no limit of the app uses them.
 *
 * One statement at a time per key and instance: hits of a key arriving while its upsert runs wait for it and are then
 * counted together by one upsert (+n), each answered the count it would have had one by one. Every hit is still
 * counted in the shared row before it is answered, so a limit means the same over any number of instances; but a
 * busy key costs one statement per round trip instead of one per hit, and the hits no longer queue on its row lock
 * in PostgreSQL (one hot visitor or address held every connection of the pool waiting there).
 */
export function postgresRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  return class PostgresRateLimitStore implements FastifyRateLimitStore {
    /** Keys with a statement in flight, and the hits that came meanwhile (null: none yet). */
    private readonly inFlight = new Map<string, WaitingHits | null>();

    constructor(
      _options: FastifyRateLimitOptions,
      private readonly name = 'global',
    ) {}

    incr(key: string, callback: HitCallback, timeWindow: number): void {
      if (!this.inFlight.has(key)) {
        this.count(key, timeWindow, [callback]);
        return;
      }
      const waiting = this.inFlight.get(key);
      if (waiting) waiting.callbacks.push(callback);
      else this.inFlight.set(key, { windowMs: timeWindow, callbacks: [callback] });
    }

    private count(key: string, windowMs: number, callbacks: HitCallback[]): void {
      this.inFlight.set(key, null);
      hitRateLimitCounter(db, this.name, key, windowMs, callbacks.length).then(
        (hit) => {
          // As if one by one: the first of them made the count before them plus one, the last made `hit.current`.
          const before = hit.current - callbacks.length;
          callbacks.forEach((callback, index) => {
            callback(null, { current: before + index + 1, ttl: hit.ttl });
          });
          this.next(key);
        },
        (error: unknown) => {
          const failure = error instanceof Error ? error : new Error(String(error));
          for (const callback of callbacks) callback(failure);
          this.next(key);
        },
      );
    }

    private next(key: string): void {
      const waiting = this.inFlight.get(key);
      this.inFlight.delete(key);
      if (waiting) this.count(key, waiting.windowMs, waiting.callbacks);
    }

    // The plugin passes the route's merged options with `routeInfo` ({} for createRateLimit), not the RouteOptions
    // its typings say.
    child(routeOptions: object) {
      const { routeInfo } = routeOptions as { routeInfo?: { method?: unknown; url?: unknown } };
      const { method, url } = routeInfo ?? {};
      const name = method && url ? `${String(method)} ${String(url)}` : 'guard';
      return new PostgresRateLimitStore(routeOptions, name);
    }
  };
}
