import { envelopeSchema, pageQuerySchema } from '@gs/shared/envelope';
import {
  realNamePhotoParamsSchema,
  realNameReviewIdentitySchema,
  realNameReviewIdParamsSchema,
  realNameReviewInputSchema,
  realNameReviewPageSchema,
  realNameReviewSchema,
} from '@gs/shared/identity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../lib/envelope.ts';
import type { SecretBox } from '../../../lib/secret-box.ts';
import { requireRole, userContext } from '../../../plugins/auth.ts';
import { type PrivateUploads, sendPrivateFile } from '../../uploads/index.ts';
import { countPendingReviews, listPendingReviews } from './realname.repository.ts';
import {
  getPendingReview,
  readReviewPhoto,
  revealReviewIdentity,
  reviewRealNameTwo,
  toRealNameReview,
} from './realname.service.ts';

export interface RealNameStaffRoutesOptions {
  privateUploads: PrivateUploads;
  /** Opens the sealed verified name and ID number for the audited identity route. */
  secretBox: SecretBox;
}

/**
 * Staff (operator or owner) review of real-name level two; the ID photos and the full name and ID number only
 * through audited routes.
 */
export const realNameStaffRoutes: FastifyPluginAsyncZod<RealNameStaffRoutesOptions> = async (
  app,
  { privateUploads, secretBox },
) => {
  app.addHook('onRequest', requireRole('operator', 'owner'));

  app.get(
    '/staff/realname/reviews',
    {
      schema: {
        tags: ['staff'],
        summary: 'Pending real-name level-two reviews, oldest first',
        querystring: pageQuerySchema,
        response: { 200: envelopeSchema(realNameReviewPageSchema) },
      },
    },
    async (request) => {
      const { pageNum, pageSize } = request.query;
      const { db, tenantId } = request.ctx;
      const [rows, total] = await Promise.all([
        listPendingReviews(db, tenantId, pageSize, (pageNum - 1) * pageSize),
        countPendingReviews(db, tenantId),
      ]);
      return ok({
        rows: rows.map(toRealNameReview),
        total,
        pageNum,
        pageSize,
      });
    },
  );

  app.get(
    '/staff/realname/reviews/:id',
    {
      schema: {
        tags: ['staff'],
        summary: 'One pending real-name level-two review (a linked or reloaded review); 404 once decided',
        params: realNameReviewIdParamsSchema,
        response: { 200: envelopeSchema(realNameReviewSchema) },
      },
    },
    async (request) => ok(await getPendingReview(userContext(request), request.params.id)),
  );

  app.get(
    '/staff/realname/reviews/:id/identity',
    {
      // The full name and ID number are revealed one review at a time, and each reveal is in the audit log.
      config: { auditRead: true },
      schema: {
        tags: ['staff'],
        summary:
          'The verified name and ID number of a pending review in full, never cached; audited (404 once decided)',
        params: realNameReviewIdParamsSchema,
        response: { 200: envelopeSchema(realNameReviewIdentitySchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await revealReviewIdentity(userContext(request), secretBox, request.params.id));
    },
  );

  app.get(
    '/staff/realname/reviews/:id/photos/:side',
    {
      // An ID card is as sensitive as the number on it: each look is in the audit log.
      config: { auditRead: true },
      schema: {
        tags: ['staff'],
        summary: 'One ID card photo of a review (front or back), never cached; audited',
        params: realNamePhotoParamsSchema,
      },
    },
    async (request, reply) => {
      const photo = await readReviewPhoto(userContext(request), privateUploads, request.params.id, request.params.side);
      return sendPrivateFile(reply, photo);
    },
  );

  app.post(
    '/staff/realname/reviews/:id',
    {
      schema: {
        tags: ['staff'],
        summary: 'Approve or reject a pending review (a rejection needs a reason)',
        params: realNameReviewIdParamsSchema,
        body: realNameReviewInputSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await reviewRealNameTwo(userContext(request), request.params.id, request.body);
      return ok(null);
    },
  );
};
