import type { Db } from '../../../db/database.ts';

export function insertEvaluation(
  db: Db,
  tenantId: number,
  evaluation: {
    orderId: number;
    buyerUserId: number;
    sellerUserId: number | null;
    title: string;
    stars: number;
    content: string;
    images: string[];
    at: Date;
  },
) {
  return db
    .insertInto('evaluations')
    .values({
      tenant_id: tenantId,
      order_id: evaluation.orderId,
      buyer_user_id: evaluation.buyerUserId,
      seller_user_id: evaluation.sellerUserId,
      listing_title: evaluation.title,
      stars: evaluation.stars,
      content: evaluation.content,
      images: JSON.stringify(evaluation.images),
      created_at: evaluation.at,
    })
    .onConflict((oc) => oc.columns(['tenant_id', 'order_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

export type EvaluationSide = 'written' | 'received';

const evaluationsOf = (db: Db, tenantId: number, userId: number, side: EvaluationSide) =>
  db
    .selectFrom('evaluations')
    .where('tenant_id', '=', tenantId)
    .where(side === 'written' ? 'buyer_user_id' : 'seller_user_id', '=', userId);

export function listEvaluations(
  db: Db,
  tenantId: number,
  userId: number,
  side: EvaluationSide,
  page: { limit: number; offset: number },
) {
  return evaluationsOf(db, tenantId, userId, side)
    .selectAll()
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countEvaluations(db: Db, tenantId: number, userId: number, side: EvaluationSide) {
  const row = await evaluationsOf(db, tenantId, userId, side)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Whether the order has its buyer's evaluation. */
export async function isOrderEvaluated(db: Db, tenantId: number, orderId: number): Promise<boolean> {
  const row = await db
    .selectFrom('evaluations')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return row !== undefined;
}
