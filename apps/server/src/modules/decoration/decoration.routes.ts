import { envelopeSchema } from '@gs/shared/envelope';
import { decorationEntrySchema, tenantQuerySchema } from '@gs/shared/tenant';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { getDecoration } from './decoration.service.ts';

export const decorationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/web/decoration/type',
    {
      schema: {
        tags: ['tenant'],
        summary: 'Page decoration of the home page, by area (1 banners … 5 notice strip)',
        querystring: tenantQuerySchema,
        response: { 200: envelopeSchema(z.array(decorationEntrySchema)) },
      },
    },
    async (request) => ok(await getDecoration(request.ctx, request.query.type, request.query.state)),
  );
};
