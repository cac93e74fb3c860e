import {
  bidPoolPageSchema,
  bidPoolQuerySchema,
  bidQuoteInputSchema,
  bidQuoteResultSchema,
  bidRequestIdParamsSchema,
  bidRequestQuotesSchema,
  closedBidRequestPageSchema,
  closedBidRequestsQuerySchema,
  myRecyclerQuotesQuerySchema,
  recyclerQuotePageSchema,
} from '@gs/shared/bidding';
import { envelopeSchema } from '@gs/shared/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.ts';
import { requireRole, userContext } from '../../../plugins/auth.ts';
import { listBidPool, listMyRecyclerQuotes, quoteOnBidRequest } from './bid-quotes.service.ts';
import { listBidRequestQuotes, listClosedBidRequests } from './bid-review.service.ts';

const tags = ['bidding'];

/*
 * The recyclers' side. Recyclers look at the pool and quote; owners may look at the pool (to watch their merchant's
 * market) but do not quote: the merchant bids through staff given the recycler role, so every quote names a
 * recycler. Operators neither look nor quote. After the deadline owners
 * review every quote of a closed request (bid-review.service.ts); before it the quotes are sealed for them too.
 */
export const bidPoolRoutes: FastifyPluginAsyncZod = async (app) => {
  const viewers = requireRole('recycler', 'owner');
  const bidders = requireRole('recycler');
  const owners = requireRole('owner');

  app.get(
    '/recycler/pool',
    {
      // Before validation: a caller without the role learns nothing about the query's shape.
      onRequest: viewers,
      schema: {
        tags,
        summary: 'Open bidding requests (sealed: only my own quote on each), soonest deadline first',
        querystring: bidPoolQuerySchema,
        response: { 200: envelopeSchema(bidPoolPageSchema) },
      },
    },
    async (request) => ok(await listBidPool(userContext(request), request.query)),
  );

  app.post(
    '/recycler/pool/:id/quote',
    {
      onRequest: bidders,
      schema: {
        tags,
        summary: 'Quote on an open request: 10 a day per request, each above my previous one by max(¥1, 1%)',
        params: bidRequestIdParamsSchema,
        body: bidQuoteInputSchema,
        response: { 200: envelopeSchema(bidQuoteResultSchema) },
      },
    },
    async (request) => ok(await quoteOnBidRequest(userContext(request), request.params.id, request.body)),
  );

  app.get(
    '/recycler/quotes',
    {
      onRequest: viewers,
      schema: {
        tags,
        summary: 'My quotes, newest first, with the state of each request',
        querystring: myRecyclerQuotesQuerySchema,
        response: { 200: envelopeSchema(recyclerQuotePageSchema) },
      },
    },
    async (request) => ok(await listMyRecyclerQuotes(userContext(request), request.query)),
  );

  app.get(
    '/recycler/requests',
    {
      onRequest: owners,
      schema: {
        tags,
        summary: 'Owner: closed bidding requests (past the deadline, accepted or cancelled), latest deadline first',
        querystring: closedBidRequestsQuerySchema,
        response: { 200: envelopeSchema(closedBidRequestPageSchema) },
      },
    },
    async (request) => ok(await listClosedBidRequests(userContext(request), request.query)),
  );

  app.get(
    '/recycler/requests/:id/quotes',
    {
      onRequest: viewers,
      schema: {
        tags,
        summary: "A request's quotes: all for an owner once closed (403 before), a recycler's own at any time",
        params: bidRequestIdParamsSchema,
        response: { 200: envelopeSchema(bidRequestQuotesSchema) },
      },
    },
    async (request) =>
      ok(await listBidRequestQuotes({ ...userContext(request), roles: request.user?.roles ?? [] }, request.params.id)),
  );
};
