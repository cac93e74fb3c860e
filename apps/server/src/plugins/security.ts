import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { rateLimitedError } from '../lib/rate-limit-guard.ts';

/**
 * Security headers with a CSP the built apps satisfy: scripts only from this origin (the build has no inline
 * script); inline styles are allowed because antd's CSS-in-JS injects <style> tags at run time.
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
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
  // Limits are opt-in per route (config.rateLimit); nothing global.
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => rateLimitedError(context.ttl),
  });
});
