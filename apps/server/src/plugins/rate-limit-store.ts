import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/database.ts';
import { hitRateLimitCounter, type RateLimitHit } from './rate-limit-counters.repository.ts';

/**
 * @fastify/rate-limit's `store` over the rate_limit_counters table, for several instances without Redis. Each route
 * with `config.rateLimit` gets a child named after its method and URL (as the plugin's Redis store prefixes its keys);
 * limits made with `createRateLimit` have no route, so their keys must carry their own prefix (rate-limit-guard.ts).
 * `continueExceeding`, `exponentialBackoff` and `read` are not supported: no limit of the app uses them.
 */
export function postgresRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  return class PostgresRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly name = 'global',
    ) {}

    incr(key: string, callback: (error: Error | null, result?: RateLimitHit) => void, timeWindow: number): void {
      hitRateLimitCounter(db, this.name, key, timeWindow).then(
        (hit) => callback(null, hit),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
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
