import { envelopeSchema, pageQuerySchema } from '@gs/shared/envelope';
import {
  realNamePhotoParamsSchema,
  realNameReviewIdParamsSchema,
  realNameReviewInputSchema,
  realNameReviewPageSchema,
  realNameReviewSchema,
} from '@gs/shared/identity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../lib/envelope.ts';
import { requireRole, userContext } from '../../../plugins/auth.ts';
import { type PrivateUploads, sendPrivateFile } from '../../uploads/index.ts';
import { countPendingReviews, listPendingReviews } from './realname.repository.ts';
import { getPendingReview, readReviewPhoto, reviewRealNameTwo, toRealNameReview } from './realname.service.ts';

/** Staff (operator or owner) review of real-name level two; the ID photos only through the audited photo route. */
export const realNameStaffRoutes: FastifyPluginAsyncZod<{ privateUploads: PrivateUploads }> = async (
  app,
  { privateUploads },
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
