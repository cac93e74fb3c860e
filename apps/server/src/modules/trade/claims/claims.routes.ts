import {
  claimIdParamsSchema,
  claimImageParamsSchema,
  claimMessageInputSchema,
  claimPageSchema,
  claimSchema,
  createClaimInputSchema,
  myClaimsQuerySchema,
  orderClaimsSchema,
} from '@gs/shared/claims';
import { envelopeSchema } from '@gs/shared/envelope';
import { orderIdParamsSchema } from '@gs/shared/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.ts';
import { requireUser, userContext } from '../../../plugins/auth.ts';
import { type PrivateUploads, sendPrivateFile } from '../../uploads/index.ts';
import {
  type ClaimDeps,
  getClaim,
  listMyClaims,
  listOrderClaims,
  openClaim,
  postClaimMessage,
  readClaimImageAsParty,
  withdrawClaim,
} from './claims.service.ts';

const tags = ['claims'];
const params = claimIdParamsSchema;
const claimEnvelope = { 200: envelopeSchema(claimSchema) };

/** The buyer's and the seller's calls on claims. */
export const claimsRoutes: FastifyPluginAsyncZod<{ deps: ClaimDeps; privateUploads: PrivateUploads }> = async (
  app,
  { deps, privateUploads },
) => {
  // Before validation: a signed-out caller learns nothing about the body's shape.
  app.addHook('onRequest', requireUser);

  app.post(
    '/order/:id/claims',
    {
      schema: {
        tags,
        summary:
          'Open a claim on my order (in trade, or within the guarantee’s days after completion): reason, text, up to 9 private `claim` images, contact phone; 409 one is open, 422 outside the window',
        params: orderIdParamsSchema,
        body: createClaimInputSchema,
        response: claimEnvelope,
      },
    },
    async (request) => ok(await openClaim(userContext(request), deps, request.params.id, request.body)),
  );

  app.get(
    '/order/:id/claims',
    {
      schema: {
        tags,
        summary:
          'The order’s claims (buyer or seller), newest first, and whether the buyer may open one now and why not',
        params: orderIdParamsSchema,
        response: { 200: envelopeSchema(orderClaimsSchema) },
      },
    },
    async (request) => ok(await listOrderClaims(userContext(request), request.params.id)),
  );

  app.get(
    '/claims/mine',
    {
      schema: {
        tags,
        summary:
          'My claims as buyer (role=seller: against my sales), newest activity first, with unread flags and count',
        querystring: myClaimsQuerySchema,
        response: { 200: envelopeSchema(claimPageSchema) },
      },
    },
    async (request) => ok(await listMyClaims(userContext(request), request.query)),
  );

  app.get(
    '/claims/:id',
    {
      schema: {
        tags,
        summary: 'A claim with its thread, for its buyer or its order’s seller (marked read); the seller sees no phone',
        params,
        response: claimEnvelope,
      },
    },
    async (request) => ok(await getClaim(userContext(request), deps, request.params.id)),
  );

  app.post(
    '/claims/:id/messages',
    {
      schema: {
        tags,
        summary:
          'Add text and own `claim` images to the thread (buyer or seller; a seller’s late answer is marked late)',
        params,
        body: claimMessageInputSchema,
        response: claimEnvelope,
      },
    },
    async (request) => ok(await postClaimMessage(userContext(request), deps, request.params.id, request.body)),
  );

  app.post(
    '/claims/:id/withdraw',
    {
      schema: {
        tags,
        summary: 'Withdraw my open claim: the order goes back to trade (auto-confirm resumes) or to completed',
        params,
        response: claimEnvelope,
      },
    },
    async (request) => ok(await withdrawClaim(userContext(request), deps, request.params.id)),
  );

  app.get(
    '/claims/:id/images/:imageId',
    {
      schema: {
        tags,
        summary: 'One image of the claim for a party: own images, and for the seller the buyer’s images staff shared',
        params: claimImageParamsSchema,
      },
    },
    async (request, reply) => {
      const { id, imageId } = request.params;
      const file = await readClaimImageAsParty(userContext(request), privateUploads, id, imageId);
      return sendPrivateFile(reply, file);
    },
  );
};
