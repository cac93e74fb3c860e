import { envelopeSchema } from '@gs/shared/envelope';
import {
  listingDetailSchema,
  listingIdParamsSchema,
  listingIdQuerySchema,
  listingSearchInputSchema,
  listingSearchPageSchema,
  listingSuggestQuerySchema,
  listingSummarySchema,
  recentDealSchema,
  recentDealsQuerySchema,
} from '@gs/shared/listings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { compiledSerializerCompiler } from '../../lib/compiled-serializer.ts';
import { ok } from '../../lib/envelope.ts';
import { suggestListings } from './listing-suggestions.service.ts';
import { getListingDetail, listRecentDeals, recommendListings, searchListings } from './listings.service.ts';

const tags = ['catalogue'];

export const listingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/web/good/allList',
    {
      serializerCompiler: compiledSerializerCompiler,
      schema: {
        tags,
        summary: "Search a game's listings on sale: region, attribute, price, keyword and kind filters, sorted, paged",
        body: listingSearchInputSchema,
        response: { 200: envelopeSchema(listingSearchPageSchema) },
      },
    },
    async (request) => ok(await searchListings(request.ctx, request.body)),
  );

  app.get(
    '/web/good/suggest',
    {
      serializerCompiler: compiledSerializerCompiler,
      schema: {
        tags,
        summary: 'The header search’s type-ahead: listings on sale of any game by title or listing number',
        querystring: listingSuggestQuerySchema,
        response: { 200: envelopeSchema(z.array(listingSummarySchema)) },
      },
    },
    async (request) => ok(await suggestListings(request.ctx, request.query)),
  );

  app.get(
    '/web/good/info',
    {
      serializerCompiler: compiledSerializerCompiler,
      schema: {
        tags,
        summary: 'A listing’s detail: gallery, rendered attributes, shown price, state, and isCollect for the user',
        querystring: listingIdQuerySchema,
        response: { 200: envelopeSchema(listingDetailSchema) },
      },
    },
    async (request) => ok(await getListingDetail(request.ctx, request.query.id, request.user?.id ?? null)),
  );

  app.get(
    '/web/recommend/:id',
    {
      serializerCompiler: compiledSerializerCompiler,
      schema: {
        tags,
        summary: 'Up to 8 similar listings on sale: same game, nearest in price',
        params: listingIdParamsSchema,
        response: { 200: envelopeSchema(z.array(listingSummarySchema)) },
      },
    },
    async (request) => ok(await recommendListings(request.ctx, request.params.id)),
  );

  app.get(
    '/saleOrder/web/recently/deal',
    {
      schema: {
        tags,
        summary: 'The latest sold listings (title, game, price, time; nothing about the buyer)',
        querystring: recentDealsQuerySchema,
        response: { 200: envelopeSchema(z.array(recentDealSchema)) },
      },
    },
    async (request) => ok(await listRecentDeals(request.ctx, request.query.limit)),
  );
};
