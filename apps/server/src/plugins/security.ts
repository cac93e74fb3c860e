import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { Db } from '../db/database.ts';
import { startIntervalJob } from '../lib/interval-job.ts';
import { rateLimitedError } from '../lib/rate-limit-guard.ts';
import { sweepRateLimitCounters } from './rate-limit-counters.repository.ts';
import { postgresRateLimitStore } from './rate-limit-store.ts';

export interface SecurityPluginOptions {
  db: Db;
  /** REDIS_URL: the limits count in Redis when set, else in the database (never in one process's memory). */
  redisUrl: string | undefined;
  /** How often expired counters are deleted from the database; 0: never (tests). */
  sweepIntervalMs: number;
}

/**
 * Security headers with a CSP the built apps satisfy: scripts only from this origin (the build has no inline
 * script); inline styles are allowed because antd's CSS-in-JS injects <style> tags at run time.
 */
export const securityPlugin = fp<SecurityPluginOptions>(async (app: FastifyInstance, options) => {
  // Built once: @fastify/helmet rebuilt the middleware (parsing the CSP directives) on every request.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
  // Limits are opt-in per route (config.rateLimit); nothing global. Counted where every instance sees them (README
  // "Several instances"): with two instances behind a balancer, per-process counters would double every limit.
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => rateLimitedError(context.ttl),
    ...(await sharedRateLimitStore(app, options)),
  });
});

/**
 * Redis (@fastify/rate-limit's own store) when configured, else the rate_limit_counters table with its sweep. ioredis
 * is loaded only then (~3 MB a server without REDIS_URL never holds).
 */
async function sharedRateLimitStore(app: FastifyInstance, options: SecurityPluginOptions) {
  if (options.redisUrl) {
    const { Redis } = await import('ioredis');
    // Short timeouts, as the plugin advises: a request waits on Redis at most one retry, then fails (readiness
    // already reports Redis down, so the balancer stops sending here).
    const redis = new Redis(options.redisUrl, { connectTimeout: 2_000, maxRetriesPerRequest: 1 });
    redis.on('error', () => undefined);
    app.addHook('onClose', async () => redis.disconnect());
    return { redis, nameSpace: 'gs-rate-limit:' };
  }
  if (options.sweepIntervalMs > 0) {
    const sweep = startIntervalJob({
      tick: async () => void (await sweepRateLimitCounters(options.db)),
      intervalMs: options.sweepIntervalMs,
      onError: (error) => app.log.error({ err: error }, 'rate limit sweep failed'),
    });
    app.addHook('onClose', () => sweep.stop());
  }
  return { store: postgresRateLimitStore(options.db) };
}
