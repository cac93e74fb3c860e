import { envelopeSchema, pageQuerySchema, pageSchema } from '@gs/shared/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../lib/envelope.ts';
import { currentUserId, requireRole } from '../../../plugins/auth.ts';
import { countPendingReviews, listPendingReviews } from './realname.repository.ts';
import { reviewRealNameTwo } from './realname.service.ts';

const pendingReviewSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  nickName: z.string(),
  frontImage: z.string(),
  backImage: z.string(),
  submittedAt: z.string(),
});

/** Staff (operator or owner) review of real-name level two. */
export const realNameStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireRole('operator', 'owner'));

  app.get(
    '/staff/realname/reviews',
    {
      schema: {
        tags: ['staff'],
        summary: 'Pending real-name level-two reviews, oldest first',
        querystring: pageQuerySchema,
        response: {
          200: envelopeSchema(
            pageSchema(pendingReviewSchema).omit({ total: true }).extend({ total: z.number().int() }),
          ),
        },
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
        rows: rows.map((row) => ({
          id: row.id,
          userId: row.user_id,
          nickName: row.nick_name,
          frontImage: row.front_image,
          backImage: row.back_image,
          submittedAt: row.created_at.toISOString(),
        })),
        total,
        pageNum,
        pageSize,
      });
    },
  );

  app.post(
    '/staff/realname/reviews/:id',
    {
      schema: {
        tags: ['staff'],
        summary: 'Approve or reject a pending review (a rejection needs a reason)',
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: z.object({ approve: z.boolean(), reason: z.string().max(200).optional() }),
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await reviewRealNameTwo(request.ctx, currentUserId(request), request.params.id, request.body);
      return ok(null);
    },
  );
};
