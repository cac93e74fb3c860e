import type { LedgerAccount, OrderStatus } from '@gs/shared/orders';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/*
 * The Finance screen's queries. Every one filters on the tenant first; the report's figures come from the ledger
 * (ledger_entries joined to their ledger_postings for the kind), except GMV, which counts orders as the dashboard does.
 */

/** China time is UTC+8 all year: a China day is the UTC day of the instant moved 8 hours on. */
const chinaTime = (column: string) => sql`((${sql.ref(column)} AT TIME ZONE 'UTC') + interval '8 hours')`;

/** The bucket of an instant: its China day `YYYY-MM-DD` or month `YYYY-MM`. */
const bucketOf = (column: string, period: 'day' | 'month') =>
  sql<string>`to_char(${chinaTime(column)}, ${sql.lit(period === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM')})`;

/** The orders GMV counts once paid (the dashboard's STANDING_STATUSES): the trades that stand. */
const GMV_STATUSES: OrderStatus[] = ['in_trade', 'completed', 'after_sale'];

/**
 * GMV per bucket: the total (price + guarantee + service fee) of the orders whose payment completed (`paid_at`) in
 * the bucket and that stand now (in trade, completed, in after-sale), as the dashboard counts it. [from, to).
 */
export function sumGmvByBucket(db: Db, tenantId: number, period: 'day' | 'month', from: Date, to: Date) {
  const bucket = bucketOf('paid_at', period);
  return db
    .selectFrom('orders')
    .select([bucket.as('bucket'), sql<string>`sum(total_fen)::bigint`.as('gmv')])
    .where('tenant_id', '=', tenantId)
    .where('paid_at', '>=', from)
    .where('paid_at', '<', to)
    .where('status', 'in', GMV_STATUSES)
    .groupBy(bucket)
    .execute();
}

/**
 * The ledger's figures per bucket of the entries' time, [from, to). Which entries make each column:
 * - commission: every entry of the `platform_fee` account (the service fee each `settlement` posting credits);
 * - guarantee_fees: the `guarantee` account's entries of `settlement` postings (the premium credited when an order
 *   settles; claims paid out of the reserve are other kinds and are not netted here);
 * - refunds: the `buyer` account's entries of `refund` (staff refunds, cancelled deposits), `claim_refund` (a claim
 *   decided as a full or partial refund) and `late_refund` (a payment that came after its order closed) postings:
 *   money back to buyers through the way they paid;
 * - compensation: the `guarantee` account's entries of `claim_compensation` postings, sign turned: what the reserve
 *   paid buyers for claims after completion (to their wallet or through the gateway);
 * - withdrawals: the `payout` account's entries of `withdrawal_payout` postings: sellers' withdrawals paid out.
 */
export function sumLedgerByBucket(db: Db, tenantId: number, period: 'day' | 'month', from: Date, to: Date) {
  const bucket = bucketOf('e.created_at', period);
  const total = (filter: ReturnType<typeof sql>, sign: 1 | -1 = 1) =>
    sql<string>`coalesce(sum(${sign === 1 ? sql`e.amount_fen` : sql`-e.amount_fen`}) FILTER (WHERE ${filter}), 0)::bigint`;
  return db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_postings as p', (join) =>
      join.onRef('p.tenant_id', '=', 'e.tenant_id').onRef('p.id', '=', 'e.posting_id'),
    )
    .select([
      bucket.as('bucket'),
      total(sql`e.account = 'platform_fee'`).as('commission'),
      total(sql`e.account = 'guarantee' AND p.kind = 'settlement'`).as('guarantee_fees'),
      total(sql`e.account = 'buyer' AND p.kind IN ('refund', 'claim_refund', 'late_refund')`).as('refunds'),
      total(sql`e.account = 'guarantee' AND p.kind = 'claim_compensation'`, -1).as('compensation'),
      total(sql`e.account = 'payout' AND p.kind = 'withdrawal_payout'`).as('withdrawals'),
    ])
    .where('e.tenant_id', '=', tenantId)
    .where('e.created_at', '>=', from)
    .where('e.created_at', '<', to)
    .where('e.account', 'in', ['platform_fee', 'guarantee', 'buyer', 'payout'])
    .groupBy(bucket)
    .execute();
}

/** A page of the tenant's orders by id (keyset), for the balance check. */
export function listOrderIdsAfter(db: Db, tenantId: number, afterId: number, limit: number) {
  return db
    .selectFrom('orders')
    .select(['id', 'order_no'])
    .where('tenant_id', '=', tenantId)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Every wallet (account and user) of the tenant as the wallet_balances view sums it. */
export function listWalletBalances(db: Db, tenantId: number) {
  return db
    .selectFrom('wallet_balances')
    .select(['account', 'user_id', sql<string>`balance_fen::bigint`.as('balance')])
    .where('tenant_id', '=', tenantId)
    .execute();
}

/** Every wallet of the tenant summed straight from its ledger entries, with how many entries it has. */
export function sumEntriesByWallet(db: Db, tenantId: number) {
  return db
    .selectFrom('ledger_entries')
    .select([
      'account',
      'user_id',
      sql<string>`sum(amount_fen)::bigint`.as('balance'),
      sql<string>`count(*)`.as('entries'),
    ])
    .where('tenant_id', '=', tenantId)
    .groupBy(['account', 'user_id'])
    .execute();
}

/** The tenant's postings whose entries do not sum to zero (the database refuses them at commit; proven again). */
export function listUnbalancedPostings(db: Db, tenantId: number) {
  return db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_postings as p', (join) =>
      join.onRef('p.tenant_id', '=', 'e.tenant_id').onRef('p.id', '=', 'e.posting_id'),
    )
    .leftJoin('orders as o', (join) => join.onRef('o.tenant_id', '=', 'p.tenant_id').onRef('o.id', '=', 'p.order_id'))
    .select(['p.id', 'p.kind', 'o.order_no', sql<string>`sum(e.amount_fen)::bigint`.as('sum')])
    .where('e.tenant_id', '=', tenantId)
    .groupBy(['p.id', 'p.kind', 'o.order_no'])
    .having(sql`sum(e.amount_fen)`, '<>', 0)
    .execute();
}

export function findOrderByNo(db: Db, tenantId: number, orderNo: string) {
  return db
    .selectFrom('orders')
    .select(['id', 'order_no', 'status'])
    .where('tenant_id', '=', tenantId)
    .where('order_no', '=', orderNo)
    .executeTakeFirst();
}

export function findUserInTenant(db: Db, tenantId: number, userId: number) {
  return db
    .selectFrom('users')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** Whose entries: one order's (every account), one user's (their per-user accounts) or one account's (everyone's). */
export type LedgerSubject = { orderId: number } | { userId: number } | { account: LedgerAccount };

function entriesOf(db: Db, tenantId: number, subject: LedgerSubject) {
  const base = db.selectFrom('ledger_entries as e').where('e.tenant_id', '=', tenantId);
  if ('orderId' in subject) return base.where('e.order_id', '=', subject.orderId);
  if ('userId' in subject) return base.where('e.user_id', '=', subject.userId);
  return base.where('e.account', '=', subject.account);
}

/** The subject's entries, newest first, with their posting's kind and order number (at most `limit`). */
export function listSubjectEntries(db: Db, tenantId: number, subject: LedgerSubject, limit: number) {
  return entriesOf(db, tenantId, subject)
    .innerJoin('ledger_postings as p', (join) =>
      join.onRef('p.tenant_id', '=', 'e.tenant_id').onRef('p.id', '=', 'e.posting_id'),
    )
    .leftJoin('orders as o', (join) => join.onRef('o.tenant_id', '=', 'e.tenant_id').onRef('o.id', '=', 'e.order_id'))
    .select(['e.posting_id', 'e.created_at', 'p.kind', 'e.account', 'e.user_id', 'e.amount_fen', 'o.order_no'])
    .orderBy('e.created_at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * The subject's sum per account (and user), over all its entries, with how many entries there are; an account's is
 * one total (its users' wallets summed: a per-user account has a row per user otherwise).
 */
export function sumSubjectEntries(db: Db, tenantId: number, subject: LedgerSubject) {
  if ('account' in subject) {
    return entriesOf(db, tenantId, subject)
      .select([
        'e.account',
        sql<null>`null::bigint`.as('user_id'),
        sql<string>`sum(e.amount_fen)::bigint`.as('amount'),
        sql<string>`count(*)`.as('entries'),
      ])
      .groupBy('e.account')
      .execute() as Promise<{ account: LedgerAccount; user_id: number | null; amount: string; entries: string }[]>;
  }
  return entriesOf(db, tenantId, subject)
    .select([
      'e.account',
      'e.user_id',
      sql<string>`sum(e.amount_fen)::bigint`.as('amount'),
      sql<string>`count(*)`.as('entries'),
    ])
    .groupBy(['e.account', 'e.user_id'])
    .orderBy('e.account')
    .orderBy('e.user_id')
    .execute() as Promise<{ account: LedgerAccount; user_id: number | null; amount: string; entries: string }[]>;
}
