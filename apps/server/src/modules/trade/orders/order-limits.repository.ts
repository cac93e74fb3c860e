import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';

/**
 * Serialises one buyer's order openings within a tenant until the transaction ends, so two parallel requests
 * cannot both pass the unpaid-order cap.
 */
export async function lockBuyerOrdering(db: Db, tenantId: number, buyerUserId: number): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`order-open:${tenantId}:${buyerUserId}`}, 0))`.execute(db);
}

/** How many purchase orders the buyer has that wait for payment (each holds a listing). */
export async function countUnpaidOrders(db: Db, tenantId: number, buyerUserId: number): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('tenant_id', '=', tenantId)
    .where('buyer_user_id', '=', buyerUserId)
    .where('status', '=', 'pending_payment')
    .where('origin', '=', 'purchase')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * When the buyer's newest lapsed orders closed (newest first, at most `limit`, since `since`): purchase orders
 * closed unpaid for one of `reasons`.
 */
export async function listRecentLapses(
  db: Db,
  tenantId: number,
  buyerUserId: number,
  reasons: readonly string[],
  since: Date,
  limit: number,
): Promise<Date[]> {
  const rows = await db
    .selectFrom('orders')
    .select('closed_at')
    .where('tenant_id', '=', tenantId)
    .where('buyer_user_id', '=', buyerUserId)
    .where('status', '=', 'cancelled')
    .where('origin', '=', 'purchase')
    .where('paid_fen', '=', 0)
    .where('close_reason', 'in', reasons)
    .where('closed_at', '>', since)
    .orderBy('closed_at', 'desc')
    .limit(limit)
    .execute();
  return rows.flatMap((row) => (row.closed_at ? [row.closed_at] : []));
}
