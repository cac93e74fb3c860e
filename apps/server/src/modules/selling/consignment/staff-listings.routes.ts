import {
  consignmentIdParamsSchema,
  consignmentResultSchema,
  listingRejectInputSchema,
  staffListingDetailSchema,
  staffListingPageSchema,
  staffListingQuerySchema,
} from '@gs/shared/consignment';
import { envelopeSchema } from '@gs/shared/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.ts';
import { requireRole, userContext } from '../../../plugins/auth.ts';
import {
  approveListingReview,
  getListingForStaff,
  listListingsForStaff,
  rejectListingReview,
} from './staff-listings.service.ts';

const tags = ['staff'];
const params = consignmentIdParamsSchema;
const resultEnvelope = { 200: envelopeSchema(consignmentResultSchema) };

/** The back office's listing review (operator or owner): the queue, a listing in full, approve, reject. */
export const staffListingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireRole('operator', 'owner'));

  app.get(
    '/staff/listings',
    {
      schema: {
        tags,
        summary: 'The tenant’s listings in a state (the review queue by default, longest waiting first)',
        querystring: staffListingQuerySchema,
        response: { 200: envelopeSchema(staffListingPageSchema) },
      },
    },
    async (request) => ok(await listListingsForStaff(userContext(request), request.query)),
  );

  app.get(
    '/staff/listings/:id',
    {
      schema: {
        tags,
        summary: 'A listing as a reviewer checks it (not the credentials), with the blacklist checked now',
        params,
        response: { 200: envelopeSchema(staffListingDetailSchema) },
      },
    },
    async (request) => ok(await getListingForStaff(userContext(request), request.params.id)),
  );

  app.post(
    '/staff/listings/:id/approve',
    {
      schema: { tags, summary: 'Approve a pending listing: on sale from now', params, response: resultEnvelope },
    },
    async (request) => {
      const result = await approveListingReview(userContext(request), request.params.id);
      // Only a pending listing can be approved (the update is conditional on it).
      request.auditChange = { before: { status: 'pending_review' }, after: { status: result.status } };
      return ok(result);
    },
  );

  app.post(
    '/staff/listings/:id/reject',
    {
      schema: {
        tags,
        summary: 'Reject a pending listing with the reason the seller sees',
        params,
        body: listingRejectInputSchema,
        response: resultEnvelope,
      },
    },
    async (request) => {
      const result = await rejectListingReview(userContext(request), request.params.id, request.body.reason);
      request.auditChange = {
        before: { status: 'pending_review' },
        after: { status: result.status, rejectReason: request.body.reason },
      };
      return ok(result);
    },
  );
};
