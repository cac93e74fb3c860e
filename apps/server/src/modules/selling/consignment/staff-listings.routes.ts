import {
  consignmentIdParamsSchema,
  consignmentResultSchema,
  listingRejectInputSchema,
  staffListingDetailSchema,
  staffListingExportQuerySchema,
  staffListingPageSchema,
  staffListingQuerySchema,
} from '@gs/shared/consignment';
import { envelopeSchema } from '@gs/shared/envelope';
import {
  staffBulkResultSchema,
  staffListingBulkInputSchema,
  staffListingDownInputSchema,
  staffListingEditInputSchema,
} from '@gs/shared/staff-listings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.ts';
import { sendTableFile } from '../../../lib/table-export.ts';
import { requireRole, userContext } from '../../../plugins/auth.ts';
import { type PrivateUploads, sendPrivateFile } from '../../uploads/index.ts';
import { readListingProof } from './listing-proof.service.ts';
import { putUpListing, takeDownListing } from './listing-shelf.service.ts';
import {
  approveListingReview,
  getListingForStaff,
  listListingsForStaff,
  rejectListingReview,
} from './staff-listings.service.ts';
import { runBulkListingAction } from './staff-listings-bulk.service.ts';
import { editListingByStaff } from './staff-listings-edit.service.ts';
import { exportStaffListings } from './staff-listings-export.ts';

const tags = ['staff'];
const params = consignmentIdParamsSchema;
const resultEnvelope = { 200: envelopeSchema(consignmentResultSchema) };

/**
 * The back office's listings (operator or owner): the list with its filters (the review queue among them), a
 * listing in full, approve, reject, edit, take down, put up, and each of those in bulk.
 */
export const staffListingsRoutes: FastifyPluginAsyncZod<{ privateUploads: PrivateUploads }> = async (
  app,
  { privateUploads },
) => {
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
    '/staff/listings/export',
    {
      // The file lists sellers and prices: who exported what is kept in the audit log like the orders export.
      config: { auditRead: true },
      schema: {
        tags,
        summary:
          'The listings matching the filters as a CSV or XLSX file (at most 10,000 rows; masked phones; audited)',
        querystring: staffListingExportQuerySchema,
      },
    },
    async (request, reply) => sendTableFile(reply, await exportStaffListings(userContext(request), request.query)),
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

  app.get(
    '/staff/listings/:id/proof',
    {
      // The seller's real-name page shows who they are: each look is in the audit log.
      config: { auditRead: true },
      schema: {
        tags,
        summary: 'The seller’s screenshot of the account’s real-name page (image bytes), never cached; audited',
        params,
      },
    },
    async (request, reply) => {
      const file = await readListingProof(userContext(request), privateUploads, request.params.id);
      return sendPrivateFile(reply, file);
    },
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

  app.put(
    '/staff/listings/:id',
    {
      schema: {
        tags,
        summary: 'Correct the title, description, price and attributes (template-checked); the state is kept',
        params,
        body: staffListingEditInputSchema,
        response: resultEnvelope,
      },
    },
    async (request) => {
      const { result, before, after } = await editListingByStaff(userContext(request), request.params.id, request.body);
      request.auditChange = { before, after };
      return ok(result);
    },
  );

  app.post(
    '/staff/listings/:id/down',
    {
      schema: {
        tags,
        summary: 'Take a listing off the market (on sale or waiting for review), with the reason kept in the audit',
        params,
        body: staffListingDownInputSchema,
        response: resultEnvelope,
      },
    },
    async (request) => {
      const result = await takeDownListing(userContext(request), request.user?.roles ?? [], request.params.id);
      request.auditChange = { before: null, after: { status: result.status, reason: request.body.reason } };
      return ok(result);
    },
  );

  app.post(
    '/staff/listings/:id/up',
    {
      schema: {
        tags,
        summary: 'Put a taken-down listing back: on sale if approved and unchanged since, else back to review',
        params,
        response: resultEnvelope,
      },
    },
    async (request) => {
      const result = await putUpListing(userContext(request), request.user?.roles ?? [], request.params.id);
      request.auditChange = { before: { status: 'off_shelf' }, after: { status: result.status } };
      return ok(result);
    },
  );

  app.post(
    '/staff/listings/bulk',
    {
      schema: {
        tags,
        summary: 'Approve, reject, take down or put up up to 100 listings, each on its own; answers what changed',
        body: staffListingBulkInputSchema,
        response: { 200: envelopeSchema(staffBulkResultSchema) },
      },
    },
    async (request) => {
      const result = await runBulkListingAction(userContext(request), request.user?.roles ?? [], request.body);
      const changed = result.results.filter((item) => item.outcome === 'changed').map((item) => item.id);
      request.auditChange = { before: null, after: { action: result.action, changed, summary: result.summary } };
      return ok(result);
    },
  );
};
