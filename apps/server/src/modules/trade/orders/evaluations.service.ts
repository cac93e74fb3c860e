import type { Evaluation, EvaluationInput, EvaluationListQuery, EvaluationPage } from '@gs/shared/orders';
import type { UserContext } from '../../../lib/context.ts';
import { AppError } from '../../../lib/errors.ts';
import { assertOwnUpload } from '../../uploads/index.ts';
import { countEvaluations, insertEvaluation, listEvaluations } from './evaluations.repository.ts';
import { assertBuyerOf } from './order-guards.ts';
import { findOrder } from './orders.repository.ts';

type EvaluationRow = NonNullable<Awaited<ReturnType<typeof insertEvaluation>>>;

function toEvaluation(row: EvaluationRow): Evaluation {
  return {
    id: row.id,
    orderId: row.order_id,
    title: row.listing_title,
    stars: row.stars,
    content: row.content,
    images: row.images,
    createdAt: row.created_at.toISOString(),
  };
}

/** The buyer's evaluation of a completed order, once (a unique index backs the rule). 404/409/422. */
export async function evaluateOrder(ctx: UserContext, orderId: number, input: EvaluationInput): Promise<Evaluation> {
  const order = await findOrder(ctx.db, ctx.tenantId, orderId);
  assertBuyerOf(order, ctx.userId);
  if (order.status !== 'completed') throw new AppError(422, 'BUSINESS_RULE', 'evaluationNotAllowed');
  for (const image of input.images) assertOwnUpload(ctx, image);
  const row = await insertEvaluation(ctx.db, ctx.tenantId, {
    orderId,
    buyerUserId: ctx.userId,
    sellerUserId: order.seller_user_id,
    title: order.listing_title,
    stars: input.stars,
    content: input.content,
    images: input.images,
    at: ctx.clock.now(),
  });
  if (!row) throw new AppError(409, 'CONFLICT', 'evaluationExists');
  return toEvaluation(row);
}

/** The user's evaluations: written as buyer, or received as consignment seller; newest first. */
export async function listMyEvaluations(ctx: UserContext, query: EvaluationListQuery): Promise<EvaluationPage> {
  const page = { limit: query.pageSize, offset: (query.pageNum - 1) * query.pageSize };
  const [rows, total] = await Promise.all([
    listEvaluations(ctx.db, ctx.tenantId, ctx.userId, query.type, page),
    countEvaluations(ctx.db, ctx.tenantId, ctx.userId, query.type),
  ]);
  return { rows: rows.map(toEvaluation), total, pageNum: query.pageNum, pageSize: query.pageSize };
}
