import { envelopeSchema } from '@gs/shared/envelope';
import { healthSchema, liveSchema, readinessSchema } from '@gs/shared/tenant';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { ok } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import type { ServerLifecycle } from '../../lib/lifecycle.ts';
import { pingDatabase } from './health.repository.ts';
import { checkReadiness, failedChecks } from './readiness.service.ts';
import { createRedisProbe } from './redis-probe.ts';

export interface HealthRoutesOptions {
  db: Db;
  lifecycle: ServerLifecycle;
  redisUrl: string | undefined;
}

export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (app, { db, lifecycle, redisUrl }) => {
  const redis = redisUrl ? createRedisProbe(redisUrl) : null;
  if (redis) app.addHook('onClose', async () => redis.close());

  app.get(
    '/health',
    {
      config: { skipTenant: true },
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: { 200: envelopeSchema(healthSchema) },
      },
    },
    async () => {
      try {
        await pingDatabase(db);
      } catch {
        throw new AppError(503, 'SERVICE_UNAVAILABLE', 'databaseUnavailable');
      }
      return ok({ status: 'ok' as const, database: 'ok' as const });
    },
  );

  app.get(
    '/live',
    {
      config: { skipTenant: true },
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers (asks nothing of the database)',
        response: { 200: envelopeSchema(liveSchema) },
      },
    },
    async () => ok({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      config: { skipTenant: true },
      schema: {
        tags: ['health'],
        summary: 'Readiness for the load balancer: database, migrations, Redis when configured, not stopping',
        response: { 200: envelopeSchema(readinessSchema) },
      },
    },
    async () => {
      const checks = await checkReadiness({ db, lifecycle, redis });
      const failed = failedChecks(checks);
      if (failed.length > 0) {
        throw new AppError(503, 'SERVICE_UNAVAILABLE', 'instanceNotReady', {
          params: { checks: failed.join(', ') },
          extra: { checks },
        });
      }
      return ok({ status: 'ready' as const, checks });
    },
  );
};
