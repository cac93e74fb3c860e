import { envelopeSchema, pageQuerySchema } from '@gs/shared/envelope';
import { favouriteInputSchema, favouritePageSchema, favouriteResultSchema } from '@gs/shared/favourites';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { requireUser, userContext } from '../../plugins/auth.ts';
import { addFavourite, listUserFavourites, removeFavourite } from './favourites.service.ts';

const tags = ['favourites'];

export const favouritesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before validation: a signed-out caller learns nothing about the body's shape.
  app.addHook('onRequest', requireUser);

  app.post(
    '/web/goods/collect',
    {
      schema: {
        tags,
        summary: 'Add a listing on sale to the user’s favourites',
        body: favouriteInputSchema,
        response: { 200: envelopeSchema(favouriteResultSchema) },
      },
    },
    async (request) => ok(await addFavourite(userContext(request), request.body.goodsId)),
  );

  app.post(
    '/web/goods/collect/remove',
    {
      schema: {
        tags,
        summary: 'Remove a listing from the user’s favourites',
        body: favouriteInputSchema,
        response: { 200: envelopeSchema(favouriteResultSchema) },
      },
    },
    async (request) => ok(await removeFavourite(userContext(request), request.body.goodsId)),
  );

  app.get(
    '/web/goods/collect/list',
    {
      schema: {
        tags,
        summary: 'The user’s favourites, newest first, with each listing’s state',
        querystring: pageQuerySchema,
        response: { 200: envelopeSchema(favouritePageSchema) },
      },
    },
    async (request) => ok(await listUserFavourites(userContext(request), request.query)),
  );
};
