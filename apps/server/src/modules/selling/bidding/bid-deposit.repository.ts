import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';

/**
 * Requests (every tenant) whose deposit needs settling: an open deposit payment on a request no longer quoting
 * (close it), or a held deposit on a request that has ended (return or forfeit it). With the recycle order's buyer.
 * Reads trade's payments and orders (read only) through the partial index of active purpose payments.
 */
export async function listBidDepositsToSettle(db: Db, limit: number) {
  const result = await sql<{ tenant_id: number; id: number }>`
    SELECT DISTINCT r.tenant_id, r.id
    FROM payments p
    JOIN recycle_bid_requests r ON r.tenant_id = p.tenant_id AND r.id = p.purpose_id
    WHERE p.purpose = 'bid_deposit'
      AND p.status IN ('pending', 'succeeded')
      AND ((p.status = 'pending' AND r.status <> 'quoting')
        OR (p.status = 'succeeded' AND p.forfeited_at IS NULL AND r.status IN ('completed', 'cancelled', 'expired')))
    LIMIT ${limit}`.execute(db);
  return result.rows;
}

/** Who bought the request's recycle order (the recycler), if it has one. */
export async function findRecycleOrderBuyer(db: Db, tenantId: number, orderId: number): Promise<number | null> {
  const row = await db
    .selectFrom('orders')
    .select('buyer_user_id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', orderId)
    .executeTakeFirst();
  return row?.buyer_user_id ?? null;
}
