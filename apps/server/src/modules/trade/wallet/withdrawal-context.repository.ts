import { openClaimStates } from '@gs/shared/claims';
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';

/*
 * The queries behind a withdrawal's review context (withdrawal-context.service.ts). Every one filters on the tenant
 * first; the wallet's balances come from wallet.repository.ts.
 */

/** The withdrawal with its requesting user's phone, nickname and account creation. */
export function findWithdrawalWithUser(db: Db, tenantId: number, id: number) {
  return db
    .selectFrom('withdrawals as w')
    .innerJoin('users as u', (join) => join.onRef('u.tenant_id', '=', 'w.tenant_id').onRef('u.id', '=', 'w.user_id'))
    .select([
      'w.id',
      'w.user_id',
      'w.amount_fen',
      'w.status',
      'w.requested_at',
      'u.phone',
      'u.nick_name',
      'u.created_at as user_created_at',
    ])
    .where('w.tenant_id', '=', tenantId)
    .where('w.id', '=', id)
    .executeTakeFirst();
}

/** The user's pending and paid requests made in [from, to) (rejected ones free their part of the limit). */
export async function sumWithdrawalsRequestedBetween(
  db: Db,
  tenantId: number,
  userId: number,
  from: Date,
  to: Date,
): Promise<number> {
  const row = await db
    .selectFrom('withdrawals')
    .select(sql<string>`coalesce(sum(amount_fen), 0)::bigint`.as('total'))
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('status', 'in', ['pending', 'paid'])
    .where('requested_at', '>=', from)
    .where('requested_at', '<', to)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** The user's withdrawals other than `exceptId`, newest first (at most `limit`). */
export function listOtherWithdrawals(db: Db, tenantId: number, userId: number, exceptId: number, limit: number) {
  return db
    .selectFrom('withdrawals')
    .select(['id', 'amount_fen', 'status', 'requested_at', 'decided_at'])
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('id', '<>', exceptId)
    .orderBy('requested_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * The user's withdrawals other than `exceptId`: how many, how many were ever paid, and those paid (by the time of
 * the payment) since `paidSince`, counted and summed.
 */
export async function summarizeOtherWithdrawals(
  db: Db,
  tenantId: number,
  userId: number,
  exceptId: number,
  paidSince: Date,
) {
  const recent = sql`status = 'paid' AND decided_at >= ${paidSince}`;
  const row = await db
    .selectFrom('withdrawals')
    .select([
      sql<string>`count(*)`.as('total'),
      sql<string>`count(*) FILTER (WHERE status = 'paid')`.as('paid'),
      sql<string>`count(*) FILTER (WHERE ${recent})`.as('recent_count'),
      sql<string>`coalesce(sum(amount_fen) FILTER (WHERE ${recent}), 0)::bigint`.as('recent_fen'),
    ])
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('id', '<>', exceptId)
    .executeTakeFirstOrThrow();
  return {
    total: Number(row.total),
    paid: Number(row.paid),
    recentCount: Number(row.recent_count),
    recentFen: Number(row.recent_fen),
  };
}

/** The open claims on orders the user sold, oldest first, with the order's number (at most `limit`). */
export function listOpenClaimsAgainstSeller(db: Db, tenantId: number, sellerUserId: number, limit: number) {
  return db
    .selectFrom('claims as c')
    .innerJoin('orders as o', (join) => join.onRef('o.tenant_id', '=', 'c.tenant_id').onRef('o.id', '=', 'c.order_id'))
    .select(['c.id', 'o.order_no', 'c.state', 'c.reason', 'c.created_at'])
    .where('c.tenant_id', '=', tenantId)
    .where('c.seller_user_id', '=', sellerUserId)
    .where('c.state', 'in', openClaimStates)
    .orderBy('c.created_at')
    .orderBy('c.id')
    .limit(limit)
    .execute();
}

/** How many claims on the user's sales are open, and how many were decided for the buyer. */
export async function countClaimsAgainstSeller(db: Db, tenantId: number, sellerUserId: number) {
  const row = await db
    .selectFrom('claims')
    .select([
      sql<string>`count(*) FILTER (WHERE state IN (${sql.join(openClaimStates.map((state) => sql.lit(state)))}))`.as(
        'open',
      ),
      sql<string>`count(*) FILTER (WHERE outcome IN ('refund', 'partial', 'compensate'))`.as('lost'),
    ])
    .where('tenant_id', '=', tenantId)
    .where('seller_user_id', '=', sellerUserId)
    .executeTakeFirstOrThrow();
  return { open: Number(row.open), lost: Number(row.lost) };
}
