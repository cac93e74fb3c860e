import { envelopeSchema } from '@gs/shared/envelope';
import { browseRecordedSchema, goodsBrowseInputSchema, tenantBrowseInputSchema } from '@gs/shared/tenant';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { rateLimitGuard } from '../../lib/rate-limit-guard.ts';
import { recordGoodsBrowse, recordTenantBrowse } from './tracking.service.ts';

export interface TrackingRoutesOptions {
  perVisitorPerMinute: number;
}

function visitorKey(request: FastifyRequest): string {
  const body = request.body as { visitorId?: unknown } | undefined;
  const visitor = typeof body?.visitorId === 'string' ? body.visitorId.slice(0, 64) : 'anonymous';
  return `browse:${request.tenant?.id ?? 0}:${visitor}`;
}

export const trackingRoutes: FastifyPluginAsyncZod<TrackingRoutesOptions> = async (app, options) => {
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
      await recordTenantBrowse(request.ctx, request.body, null);
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
