import { envelopeSchema } from '@gs/shared/envelope';
import { browseRecordedSchema, goodsBrowseInputSchema, tenantBrowseInputSchema } from '@gs/shared/tenant';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { ok } from '../../lib/envelope.ts';
import { rateLimitGuard } from '../../lib/rate-limit-guard.ts';
import { createBrowseEventQueue } from './browse-event-queue.ts';
import { recordGoodsBrowse, recordTenantBrowse } from './tracking.service.ts';

export interface TrackingRoutesOptions {
  /** Where the queued page visits are written (the app's pool: they outlive the request). */
  db: Db;
  perVisitorPerMinute: number;
  /** Page visits wait at most this long to be written together (default 100 ms), at most this many (500). */
  browseFlushMs?: number;
  browseBatchRows?: number;
}

function visitorKey(request: FastifyRequest): string {
  const body = request.body as { visitorId?: unknown } | undefined;
  const visitor = typeof body?.visitorId === 'string' ? body.visitorId.slice(0, 64) : 'anonymous';
  return `browse:${request.tenant?.id ?? 0}:${visitor}`;
}

export const trackingRoutes: FastifyPluginAsyncZod<TrackingRoutesOptions> = async (app, options) => {
  const browseQueue = createBrowseEventQueue(options.db, {
    flushEveryMs: options.browseFlushMs ?? 100,
    maxRows: options.browseBatchRows ?? 500,
    onError: (error, lost) => app.log.error({ err: error, lost }, 'page visits could not be recorded'),
  });
  // After the requests in flight have finished (close waits for them), before the pool closes.
  app.addHook('onClose', () => browseQueue.flush());
  // Per IP (before parsing), so that rotating visitor ids does not lift the limit, and per visitor (after).
  const rateLimit = { max: options.perVisitorPerMinute * 10, timeWindow: 60_000 };
  const perVisitor = rateLimitGuard(app, {
    max: options.perVisitorPerMinute,
    timeWindowMs: 60_000,
    keyGenerator: visitorKey,
  });

  app.post(
    '/web/save/tenantBrowse',
    {
      config: { rateLimit },
      preHandler: perVisitor,
      schema: {
        tags: ['tracking'],
        summary: 'Record a storefront page visit',
        body: tenantBrowseInputSchema,
        response: { 200: envelopeSchema(browseRecordedSchema) },
      },
    },
    async (request) => {
      recordTenantBrowse(request.ctx, browseQueue, request.body, null);
      return ok({ recorded: true as const });
    },
  );

  app.post(
    '/web/save/goodsBrowse',
    {
      config: { rateLimit },
      preHandler: perVisitor,
      schema: {
        tags: ['tracking'],
        summary: 'Record a listing view',
        body: goodsBrowseInputSchema,
        response: { 200: envelopeSchema(browseRecordedSchema) },
      },
    },
    async (request) => {
      await recordGoodsBrowse(request.ctx, request.body, request.user?.id ?? null);
      return ok({ recorded: true as const });
    },
  );
};
