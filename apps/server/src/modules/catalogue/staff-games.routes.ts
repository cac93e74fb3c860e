/// <reference path="../../plugins/audit.ts" />
// request.auditChange is declared by the audit plugin: each change is logged as before → after.
import { envelopeSchema } from '@gs/shared/envelope';
import {
  staffGameInputSchema,
  staffGameListQuerySchema,
  staffGamePageSchema,
  staffGameSchema,
  staffGameStateInputSchema,
  staffIdParamsSchema,
} from '@gs/shared/staff-catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { requireRole, userContext } from '../../plugins/auth.ts';
import { staffCollectionsRoutes } from './staff-collections.routes.ts';
import { createGame, listGamesForStaff, setGameState, updateGameFields } from './staff-games.service.ts';
import { staffRegionsRoutes } from './staff-regions.routes.ts';

const tags = ['staff'];

/** The back office's catalogue (games, region trees, label types, dictionaries): the shop owner's business. */
export const staffCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireRole('owner'));

  app.get(
    '/staff/catalogue/games',
    {
      schema: {
        tags,
        summary: "The shop's games in every state with their listings on sale (owner)",
        querystring: staffGameListQuerySchema,
        response: { 200: envelopeSchema(staffGamePageSchema) },
      },
    },
    async (request) => ok(await listGamesForStaff(userContext(request), request.query)),
  );

  app.post(
    '/staff/catalogue/games',
    {
      schema: {
        tags,
        summary: 'Add a game (owner); 409 for a name the shop already has',
        body: staffGameInputSchema,
        response: { 200: envelopeSchema(staffGameSchema) },
      },
    },
    async (request) => {
      const game = await createGame(userContext(request), request.body);
      request.auditChange = { before: null, after: game };
      return ok(game);
    },
  );

  app.put(
    '/staff/catalogue/games/:id',
    {
      schema: {
        tags,
        summary: "Change a game's name, aliases, initial, type, icon, sort and hot flag (owner)",
        params: staffIdParamsSchema,
        body: staffGameInputSchema,
        response: { 200: envelopeSchema(staffGameSchema) },
      },
    },
    async (request) => {
      const change = await updateGameFields(userContext(request), request.params.id, request.body);
      request.auditChange = change;
      return ok(change.after);
    },
  );

  app.put(
    '/staff/catalogue/games/:id/state',
    {
      schema: {
        tags,
        summary: 'Show (active) or hide a game; a hidden game leaves the storefront, its listings still open (owner)',
        params: staffIdParamsSchema,
        body: staffGameStateInputSchema,
        response: { 200: envelopeSchema(staffGameSchema) },
      },
    },
    async (request) => {
      const change = await setGameState(userContext(request), request.params.id, request.body.state);
      request.auditChange = change;
      return ok(change.after);
    },
  );

  await app.register(staffRegionsRoutes);
  await app.register(staffCollectionsRoutes);
};
