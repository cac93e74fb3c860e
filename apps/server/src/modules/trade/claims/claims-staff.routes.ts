import {
  claimIdParamsSchema,
  claimImageParamsSchema,
  decideClaimInputSchema,
  staffClaimDetailSchema,
  staffClaimMessageInputSchema,
  staffClaimPageSchema,
  staffClaimQuerySchema,
  staffOpenClaimInputSchema,
} from '@gs/shared/claims';
import { envelopeSchema } from '@gs/shared/envelope';
import { orderIdParamsSchema, orderSchema } from '@gs/shared/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.ts';
import { requireRole, userContext } from '../../../plugins/auth.ts';
import { type PrivateUploads, sendPrivateFile } from '../../uploads/index.ts';
import { decideClaim } from './claim-decisions.service.ts';
import type { ClaimDeps } from './claims.service.ts';
import {
  getStaffClaim,
  listStaffClaims,
  openClaimForBuyer,
  postStaffClaimMessage,
  readClaimImageAsStaff,
} from './claims-staff.service.ts';

const tags = ['staff'];
const params = claimIdParamsSchema;
const detailEnvelope = { 200: envelopeSchema(staffClaimDetailSchema) };

/** The back office's claim calls (operator or owner). */
export const claimsStaffRoutes: FastifyPluginAsyncZod<{ deps: ClaimDeps; privateUploads: PrivateUploads }> = async (
  app,
  { deps, privateUploads },
) => {
  app.addHook('onRequest', requireRole('operator', 'owner'));

  app.get(
    '/staff/claims',
    {
      schema: {
        tags,
        summary:
          'The claim queue by state, reason, guarantee and age; overdue=true: waiting for staff over 24 hours (no phones)',
        querystring: staffClaimQuerySchema,
        response: { 200: envelopeSchema(staffClaimPageSchema) },
      },
    },
    async (request) => ok(await listStaffClaims(userContext(request), request.query)),
  );

  app.get(
    '/staff/claims/:id',
    {
      schema: {
        tags,
        summary:
          'A claim in full: both sides’ messages, the order and listing as sold, rebinding, credential reads, the seller’s record, the money a decision moves',
        params,
        response: detailEnvelope,
      },
    },
    async (request) => ok(await getStaffClaim(userContext(request), deps, request.params.id)),
  );

  app.get(
    '/staff/claims/:id/images/:imageId',
    {
      // A buyer's evidence may show anything (chats, IDs, payments): each look is in the audit log.
      config: { auditRead: true },
      schema: {
        tags,
        summary: 'One image of the claim’s thread, never cached; audited',
        params: claimImageParamsSchema,
      },
    },
    async (request, reply) => {
      const { id, imageId } = request.params;
      const file = await readClaimImageAsStaff(userContext(request), privateUploads, id, imageId);
      return sendPrivateFile(reply, file);
    },
  );

  app.post(
    '/staff/claims/:id/messages',
    {
      schema: {
        tags,
        summary:
          'Write in the claim’s thread (to both, buyer or seller); askBuyer waits for the buyer; share buyer messages’ images with the seller',
        params,
        body: staffClaimMessageInputSchema,
        response: detailEnvelope,
      },
    },
    async (request) => ok(await postStaffClaimMessage(userContext(request), deps, request.params.id, request.body)),
  );

  app.post(
    '/staff/claims/:id/decide',
    {
      schema: {
        tags,
        summary:
          'Decide an open claim: reject, refund, partial (amountFen) or compensate (amountFen, payTo); the money moves at once; 409 decided already',
        params,
        body: decideClaimInputSchema,
        response: detailEnvelope,
      },
    },
    async (request) => {
      const detail = await decideClaim(userContext(request), deps, request.params.id, request.body);
      request.auditChange = {
        before: { state: 'open' },
        after: { state: detail.state, outcome: detail.decision?.outcome, amountFen: detail.decision?.amountFen },
      };
      return ok(detail);
    },
  );

  app.post(
    '/staff/orders/:id/after-sale',
    {
      schema: {
        tags,
        summary: 'Open a claim for the buyer (after-sale) on an order in trade or completed; decided on the claim',
        params: orderIdParamsSchema,
        body: staffOpenClaimInputSchema,
        response: { 200: envelopeSchema(orderSchema) },
      },
    },
    async (request) => ok(await openClaimForBuyer(userContext(request), deps, request.params.id, request.body)),
  );
};
