import { envelopeSchema } from '@gs/shared/envelope';
import { tenantInfoSchema, tenantQuerySchema } from '@gs/shared/tenant';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { withLocalHotSearches } from './hot-searches.ts';
import { getTenantInfo } from './tenants.service.ts';

export const tenantsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/web/getTenant',
    {
      schema: {
        tags: ['tenant'],
        summary: "The storefront's tenant, resolved from the Host header",
        querystring: tenantQuerySchema,
        response: { 200: envelopeSchema(tenantInfoSchema) },
      },
    },
    async (request) => ok(await withLocalHotSearches(request.ctx, getTenantInfo(request.ctx))),
  );
};
