import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';
import { markGuard } from './route-guards.ts';

export interface RateLimitGuardOptions {
  max: number;
  timeWindowMs: number;
  /**
   * The key counted. Every guard counts in one shared namespace (the shared stores cannot tell guards apart, having
   * no route to name them by), so a key starts with the guard's own prefix, e.g. `browse:`.
   */
  keyGenerator: (request: FastifyRequest) => string | Promise<string>;
}

/** The 429 every limit answers, with the seconds to wait in the message and in `retryAfter`. */
export function rateLimitedError(ttlMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  return new AppError(429, 'RATE_LIMITED', 'rateLimited', { params: { seconds }, extra: { retryAfter: seconds } });
}

/**
 * A hook enforcing one more limit on a route besides its `config.rateLimit` (the plugin runs only one limit per
 * request). Use it as a preHandler when the key needs the parsed body.
 */
export function rateLimitGuard(app: FastifyInstance, options: RateLimitGuardOptions) {
  const check = app.createRateLimit({
    max: options.max,
    timeWindow: options.timeWindowMs,
    keyGenerator: options.keyGenerator,
  });
  const guard = async (request: FastifyRequest) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) throw rateLimitedError(result.ttl);
  };
  return markGuard(guard, { kind: 'rateLimit' });
}
