import { envelopeSchema } from '@gs/shared/envelope';
import {
  recycleChecklistInputSchema,
  recycleCredentialsSchema,
  recycleIdParamsSchema,
  recycleQuoteSchema,
  recycleRejectInputSchema,
  recycleRuleParamsSchema,
  recycleRulePreviewInputSchema,
  recycleValuationRuleInputSchema,
  recycleValuationRuleSchema,
  staffRecycleDetailSchema,
  staffRecyclePageSchema,
  staffRecycleQuerySchema,
} from '@gs/shared/recycle';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.ts';
import type { SecretBox } from '../../../lib/secret-box.ts';
import { requireRole, userContext } from '../../../plugins/auth.ts';
import { getRecycleRule, previewRecycleRule, putRecycleRule } from './recycle-rules.service.ts';
import {
  getStaffRecycleRequest,
  listStaffRecycleRequests,
  markRecycleChecklistStep,
  payRecycleRequest,
  readRecycleCredentials,
  rejectRecycleRequest,
  verifyRecycleRequest,
} from './recycle-staff.service.ts';

const tags = ['staff'];
const params = recycleIdParamsSchema;
const detailEnvelope = { 200: envelopeSchema(staffRecycleDetailSchema) };

/** The back office's quick-recycle calls (operator or owner): requests, verification, payment, valuation rules. */
export const recycleStaffRoutes: FastifyPluginAsyncZod<{ secretBox: SecretBox }> = async (app, { secretBox }) => {
  app.addHook('onRequest', requireRole('operator', 'owner'));

  app.get(
    '/staff/recycle',
    {
      schema: {
        tags,
        summary: 'Quick-recycle requests, optionally of one status, newest first',
        querystring: staffRecycleQuerySchema,
        response: { 200: envelopeSchema(staffRecyclePageSchema) },
      },
    },
    async (request) => ok(await listStaffRecycleRequests(userContext(request), request.query)),
  );

  app.get(
    '/staff/recycle/rules/:gameId',
    {
      schema: {
        tags,
        summary: 'A game’s valuation rule (a disabled blank one when none is kept)',
        params: recycleRuleParamsSchema,
        response: { 200: envelopeSchema(recycleValuationRuleSchema) },
      },
    },
    async (request) => ok(await getRecycleRule(userContext(request), request.params.gameId)),
  );

  app.put(
    '/staff/recycle/rules/:gameId',
    {
      schema: {
        tags,
        summary: 'Keep a game’s valuation rule: base, min ≤ max, increments per choice and number range',
        params: recycleRuleParamsSchema,
        body: recycleValuationRuleInputSchema,
        response: { 200: envelopeSchema(recycleValuationRuleSchema) },
      },
    },
    async (request) => ok(await putRecycleRule(userContext(request), request.params.gameId, request.body)),
  );

  app.post(
    '/staff/recycle/rules/:gameId/preview',
    {
      // A quote for an unsaved rule changes nothing: not in the audit log.
      config: { auditSkip: true },
      schema: {
        tags,
        summary: 'The quote an edited (unsaved) rule would give for recycle-form values, with its basis',
        params: recycleRuleParamsSchema,
        body: recycleRulePreviewInputSchema,
        response: { 200: envelopeSchema(recycleQuoteSchema) },
      },
    },
    async (request) => ok(await previewRecycleRule(userContext(request), request.params.gameId, request.body)),
  );

  app.get(
    '/staff/recycle/:id',
    { schema: { tags, summary: 'A quick-recycle request in full', params, response: detailEnvelope } },
    async (request) => ok(await getStaffRecycleRequest(userContext(request), request.params.id)),
  );

  app.get(
    '/staff/recycle/:id/credentials',
    {
      schema: {
        tags,
        summary: 'The account’s credentials for verification (audited)',
        params,
        response: { 200: envelopeSchema(recycleCredentialsSchema) },
      },
    },
    async (request) => ok(await readRecycleCredentials(userContext(request), secretBox, request.params.id)),
  );

  app.post(
    '/staff/recycle/:id/verify',
    {
      schema: {
        tags,
        summary: 'Start verifying a submitted request (checklist of the game’s rebinding steps)',
        params,
        response: detailEnvelope,
      },
    },
    async (request) => ok(await verifyRecycleRequest(userContext(request), request.params.id)),
  );

  app.post(
    '/staff/recycle/:id/checklist',
    {
      schema: {
        tags,
        summary: 'Mark a verification step done or not, with a note',
        params,
        body: recycleChecklistInputSchema,
        response: detailEnvelope,
      },
    },
    async (request) => ok(await markRecycleChecklistStep(userContext(request), request.params.id, request.body)),
  );

  app.post(
    '/staff/recycle/:id/pay',
    {
      schema: {
        tags,
        summary: 'Pay the quote into the seller’s wallet and take the account over as a self-operated listing',
        params,
        response: detailEnvelope,
      },
    },
    async (request) => ok(await payRecycleRequest(userContext(request), request.params.id)),
  );

  app.post(
    '/staff/recycle/:id/reject',
    {
      schema: {
        tags,
        summary: 'Reject a request before payment, with the reason the seller sees',
        params,
        body: recycleRejectInputSchema,
        response: detailEnvelope,
      },
    },
    async (request) => ok(await rejectRecycleRequest(userContext(request), request.params.id, request.body.reason)),
  );
};
