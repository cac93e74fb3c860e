import { envelopeSchema } from '@gs/shared/envelope';
import {
  approveMerchantApplicationSchema,
  merchantApplicationIdParamsSchema,
  merchantApplicationInputSchema,
  merchantApplicationListQuerySchema,
  merchantApplicationSchema,
  merchantDocumentParamsSchema,
  rejectMerchantApplicationSchema,
  staffMerchantApplicationPageSchema,
  staffMerchantApplicationSchema,
} from '@gs/shared/merchant-application';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { requireRole, requireUser, userContext } from '../../plugins/auth.ts';
import { type PrivateUploads, sendPrivateFile } from '../uploads/index.ts';
import {
  approveMerchantApplication,
  getLatestMerchantApplication,
  getMerchantApplication,
  listMerchantApplications,
  readMerchantDocument,
  rejectMerchantApplication,
  submitMerchantApplication,
} from './merchant-applications.service.ts';

export interface MerchantApplicationsRoutesOptions {
  privateUploads: PrivateUploads;
}

/** The user's merchant application (`/api/customer/audit`) and the owner's review of them. */
export const merchantApplicationsRoutes: FastifyPluginAsyncZod<MerchantApplicationsRoutesOptions> = async (
  app,
  { privateUploads },
) => {
  app.post(
    '/customer/audit',
    {
      onRequest: requireUser,
      config: {
        rateLimit: {
          max: 10,
          timeWindow: 60 * 60_000,
          keyGenerator: (request) => `merchant-apply:${request.tenant?.id ?? 0}:${request.user?.id ?? request.ip}`,
        },
      },
      schema: {
        tags: ['merchant'],
        summary:
          'Apply to become a merchant (company: licence; individual: ID card sides, as private upload references); one pending application per user',
        body: merchantApplicationInputSchema,
        response: { 200: envelopeSchema(merchantApplicationSchema) },
      },
    },
    async (request) => ok(await submitMerchantApplication(userContext(request), request.body)),
  );

  app.get(
    '/customer/audit/lastOne',
    {
      onRequest: requireUser,
      schema: {
        tags: ['merchant'],
        summary: 'The signed-in user’s newest merchant application (images only as "provided"), or null',
        response: { 200: envelopeSchema(merchantApplicationSchema.nullable()) },
      },
    },
    async (request) => ok(await getLatestMerchantApplication(userContext(request))),
  );

  await app.register(merchantApplicationsStaffRoutes, { privateUploads });
};

/** The owner's review: list, detail, audited document images, approve, reject. */
const merchantApplicationsStaffRoutes: FastifyPluginAsyncZod<MerchantApplicationsRoutesOptions> = async (
  staff,
  { privateUploads },
) => {
  staff.addHook('onRequest', requireRole('owner'));

  staff.get(
    '/staff/merchant-applications',
    {
      schema: {
        tags: ['staff'],
        summary: 'Merchant applications of the shop, by status (owner)',
        querystring: merchantApplicationListQuerySchema,
        response: { 200: envelopeSchema(staffMerchantApplicationPageSchema) },
      },
    },
    async (request) => ok(await listMerchantApplications(request.ctx, request.query)),
  );

  staff.get(
    '/staff/merchant-applications/:id',
    {
      schema: {
        tags: ['staff'],
        summary: 'One merchant application (owner); documents only through the audited image route',
        params: merchantApplicationIdParamsSchema,
        response: { 200: envelopeSchema(staffMerchantApplicationSchema) },
      },
    },
    async (request) => ok(await getMerchantApplication(request.ctx, request.params.id)),
  );

  staff.get(
    '/staff/merchant-applications/:id/documents/:slot',
    {
      // A licence or an ID card is personal data: each look is in the audit log.
      config: { auditRead: true },
      schema: {
        tags: ['staff'],
        summary: 'One document image of an application (licence, ID front or back), never cached; audited',
        params: merchantDocumentParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await readMerchantDocument(request.ctx, privateUploads, request.params.id, request.params.slot);
      return sendPrivateFile(reply, file);
    },
  );

  staff.post(
    '/staff/merchant-applications/:id/approve',
    {
      schema: {
        tags: ['staff'],
        summary: 'Approve a pending application, with a note on what happens next (owner)',
        params: merchantApplicationIdParamsSchema,
        body: approveMerchantApplicationSchema,
        response: { 200: envelopeSchema(staffMerchantApplicationSchema) },
      },
    },
    async (request) => {
      const { before, after } = await approveMerchantApplication(userContext(request), request.params.id, request.body);
      request.auditChange = { before: { status: before.status }, after: { status: after.status } };
      return ok(after);
    },
  );

  staff.post(
    '/staff/merchant-applications/:id/reject',
    {
      schema: {
        tags: ['staff'],
        summary: 'Reject a pending application with the reason the applicant sees (owner)',
        params: merchantApplicationIdParamsSchema,
        body: rejectMerchantApplicationSchema,
        response: { 200: envelopeSchema(staffMerchantApplicationSchema) },
      },
    },
    async (request) => {
      const { before, after } = await rejectMerchantApplication(userContext(request), request.params.id, request.body);
      request.auditChange = {
        before: { status: before.status },
        after: { status: after.status, rejectReason: after.rejectReason },
      };
      return ok(after);
    },
  );
};
