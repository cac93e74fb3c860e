import {
  consignmentDetailSchema,
  consignmentIdParamsSchema,
  consignmentInputSchema,
  consignmentPriceInputSchema,
  consignmentResultSchema,
  consignmentUpdateInputSchema,
  downGoodsInputSchema,
  myConsignmentPageSchema,
  myConsignmentQuerySchema,
} from '@gs/shared/consignment';
import { envelopeSchema } from '@gs/shared/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.ts';
import { requireUser, userContext } from '../../../plugins/auth.ts';
import {
  type ConsignmentDeps,
  getConsignment,
  listMyConsignments,
  submitConsignment,
  updateConsignment,
  updateConsignmentPrice,
} from './consignment.service.ts';
import { putUpListing, takeDownListing } from './listing-shelf.service.ts';

const tags = ['selling'];
const params = consignmentIdParamsSchema;
const resultEnvelope = { 200: envelopeSchema(consignmentResultSchema) };

/** Consignment (官网寄售, SPEC §7): submit, edit, "my products", and taking listings down or putting them up. */
export const consignmentRoutes: FastifyPluginAsyncZod<{ deps: ConsignmentDeps }> = async (app, { deps }) => {
  // Before validation: a signed-out caller learns nothing about the body's shape.
  app.addHook('onRequest', requireUser);

  app.post(
    '/need/consignment',
    {
      schema: {
        tags,
        summary: 'Consign a game account: the listing waits for staff review; the credentials go to the vault',
        body: consignmentInputSchema,
        response: resultEnvelope,
      },
    },
    async (request) => ok(await submitConsignment(userContext(request), deps, request.body)),
  );

  app.get(
    '/need/consignment/:id',
    {
      schema: {
        tags,
        summary: 'The seller’s own listing to edit (credentials masked)',
        params,
        response: { 200: envelopeSchema(consignmentDetailSchema) },
      },
    },
    async (request) => ok(await getConsignment(userContext(request), request.params.id)),
  );

  app.put(
    '/need/consignment/:id',
    {
      schema: {
        tags,
        summary: 'Edit the listing in full (credentials replaced when given); it goes back to review',
        params,
        body: consignmentUpdateInputSchema,
        response: resultEnvelope,
      },
    },
    async (request) => ok(await updateConsignment(userContext(request), deps, request.params.id, request.body)),
  );

  app.put(
    '/need/consignment/:id/price',
    {
      schema: {
        tags,
        summary: 'Change the price alone; an on-sale listing stays on sale',
        params,
        body: consignmentPriceInputSchema,
        response: resultEnvelope,
      },
    },
    async (request) => ok(await updateConsignmentPrice(userContext(request), request.params.id, request.body)),
  );

  app.get(
    '/need/myConsignment',
    {
      schema: {
        tags,
        summary: 'The seller’s consignment listings of a tab, newest first, with the count of every tab',
        querystring: myConsignmentQuerySchema,
        response: { 200: envelopeSchema(myConsignmentPageSchema) },
      },
    },
    async (request) => ok(await listMyConsignments(userContext(request), request.query)),
  );

  app.get(
    '/goods/info/upGoods/:id',
    {
      schema: {
        tags,
        summary: 'Put a taken-down listing back: on sale if approved and unchanged since, else back to review',
        params,
        response: resultEnvelope,
      },
    },
    async (request) => ok(await putUpListing(userContext(request), request.user?.roles ?? [], request.params.id)),
  );

  app.post(
    '/goods/info/downGoods',
    {
      schema: {
        tags,
        summary: 'Take a listing off the market (on sale or waiting for review)',
        body: downGoodsInputSchema,
        response: resultEnvelope,
      },
    },
    async (request) => ok(await takeDownListing(userContext(request), request.user?.roles ?? [], request.body.id)),
  );
};
