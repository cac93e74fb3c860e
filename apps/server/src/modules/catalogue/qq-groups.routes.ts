import { envelopeSchema } from '@gs/shared/envelope';
import { qqGroupQuerySchema, qqGroupSchema } from '@gs/shared/qq-groups';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { listQqGroups } from './qq-groups.service.ts';

const tags = ['catalogue'];

export const qqGroupsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/V2/H5/qqGroup',
    {
      schema: {
        tags,
        summary: "The tenant's customer-service QQ groups for a game, tenant-wide groups included",
        querystring: qqGroupQuerySchema,
        response: { 200: envelopeSchema(z.array(qqGroupSchema)) },
      },
    },
    async (request) => ok(await listQqGroups(request.ctx, request.query)),
  );
};
