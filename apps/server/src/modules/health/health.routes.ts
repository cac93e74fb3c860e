import { envelopeSchema } from '@gs/shared/envelope';
import { healthSchema } from '@gs/shared/tenant';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { ok } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { pingDatabase } from './health.repository.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
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
};
