import { envelopeSchema } from '@gs/shared/envelope';
import {
  myRecyclePageSchema,
  myRecycleQuerySchema,
  recycleGameListSchema,
  recycleIdParamsSchema,
  recycleInputSchema,
  recycleQuoteInputSchema,
  recycleQuoteSchema,
  recycleResultSchema,
} from '@gs/shared/recycle';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.ts';
import type { SecretBox } from '../../../lib/secret-box.ts';
import { requireUser, userContext } from '../../../plugins/auth.ts';
import {
  cancelRecycleRequest,
  listMyRecycleRequests,
  quoteRecycleRequest,
  submitRecycleRequest,
} from './recycle-requests.service.ts';
import { listRecycleGames } from './recycle-rules.service.ts';

const tags = ['recycle'];

/** The seller's quick-recycle calls (SPEC /pages/kuaisuhuishou): valuation is open to all, the rest needs login. */
export const recycleRoutes: FastifyPluginAsyncZod<{ secretBox: SecretBox }> = async (app, { secretBox }) => {
  app.get(
    '/account/krecycle/games',
    {
      schema: {
        tags,
        summary: 'The games quick recycle takes (an enabled valuation rule), with the lowest and highest quote',
        response: { 200: envelopeSchema(recycleGameListSchema) },
      },
    },
    async (request) => ok(await listRecycleGames(request.ctx)),
  );

  app.post(
    '/account/krecycle/quote',
    {
      schema: {
        tags,
        summary: 'The quote for a game and the recycle form’s attribute values, with the lines it is made of',
        body: recycleQuoteInputSchema,
        response: { 200: envelopeSchema(recycleQuoteSchema) },
      },
    },
    async (request) => ok(await quoteRecycleRequest(request.ctx, request.body)),
  );

  app.post(
    '/account/krecycle',
    {
      // Before validation: a signed-out caller learns nothing about the body's shape.
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Submit an account at the accepted quote (real-name level two); 409 with the new quote if it changed',
        body: recycleInputSchema,
        response: { 200: envelopeSchema(recycleResultSchema) },
      },
    },
    async (request) => ok(await submitRecycleRequest(userContext(request), secretBox, request.body)),
  );

  app.get(
    '/account/krecycle/list',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'My quick-recycle requests, newest first, with status and rejection reason',
        querystring: myRecycleQuerySchema,
        response: { 200: envelopeSchema(myRecyclePageSchema) },
      },
    },
    async (request) => ok(await listMyRecycleRequests(userContext(request), request.query)),
  );

  app.post(
    '/account/krecycle/:id/cancel',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Cancel my request while it still waits for verification',
        params: recycleIdParamsSchema,
        response: { 200: envelopeSchema(recycleResultSchema) },
      },
    },
    async (request) => ok(await cancelRecycleRequest(userContext(request), request.params.id)),
  );
};
