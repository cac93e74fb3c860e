import { envelopeSchema } from '@gs/shared/envelope';
import { appVersionQuerySchema, appVersionSchema } from '@gs/shared/tenant';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { getLatestAppVersion } from './app-versions.service.ts';

export const appVersionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/app/version/lastOne',
    {
      schema: {
        tags: ['tenant'],
        summary: "The tenant's latest published app of a type (1 = Android), or null",
        querystring: appVersionQuerySchema,
        response: { 200: envelopeSchema(appVersionSchema.nullable()) },
      },
    },
    async (request) => ok(await getLatestAppVersion(request.ctx, request.query.appType)),
  );
};
