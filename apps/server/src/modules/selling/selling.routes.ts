import { envelopeSchema } from '@gs/shared/envelope';
import {
  sellingAreaListQuerySchema,
  sellingOperatorListQuerySchema,
  sellingRegionOptionListSchema,
  sellingServerListQuerySchema,
} from '@gs/shared/selling-regions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { requireUser } from '../../plugins/auth.ts';
import { listSellingAreas, listSellingOperators, listSellingServers } from './selling-regions.service.ts';

const tags = ['selling'];

/** The region pickers of the selling forms (SPEC §7): operator → area → server, each a level of the game's tree. */
export const sellingRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before validation: a signed-out caller learns nothing about the query's shape.
  app.addHook('onRequest', requireUser);

  app.get(
    '/need/operator/list',
    {
      schema: {
        tags,
        summary: "A game's system + operator pairs for the selling form (empty for a game without operators)",
        querystring: sellingOperatorListQuerySchema,
        response: { 200: envelopeSchema(sellingRegionOptionListSchema) },
      },
    },
    async (request) => ok(await listSellingOperators(request.ctx, request.query.gameId)),
  );

  app.get(
    '/need/area/list',
    {
      schema: {
        tags,
        summary: "The regions under an operator, or a game's regions when it has no operators",
        querystring: sellingAreaListQuerySchema,
        response: { 200: envelopeSchema(sellingRegionOptionListSchema) },
      },
    },
    async (request) => ok(await listSellingAreas(request.ctx, request.query)),
  );

  app.get(
    '/need/server/list',
    {
      schema: {
        tags,
        summary: 'The servers under a region, each with its full region path',
        querystring: sellingServerListQuerySchema,
        response: { 200: envelopeSchema(sellingRegionOptionListSchema) },
      },
    },
    async (request) => ok(await listSellingServers(request.ctx, request.query.areaId)),
  );
};
