import type { LedgerAccount } from '@gs/shared/orders';
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { LedgerRefType } from '../../../db/tables/ledger.table.ts';

/** What a posting without an order belongs to: a withdrawal, a quick-recycle request. */
export interface LedgerRef {
  type: LedgerRefType;
  id: number;
}

export function insertPosting(
  db: Db,
  tenantId: number,
  posting: { orderId: number | null; ref?: LedgerRef; kind: string; key: string; at: Date },
) {
  return db
    .insertInto('ledger_postings')
    .values({
      tenant_id: tenantId,
      order_id: posting.orderId,
      ref_type: posting.ref?.type ?? null,
      ref_id: posting.ref?.id ?? null,
      kind: posting.kind,
      idempotency_key: posting.key,
      created_at: posting.at,
    })
    .onConflict((oc) => oc.columns(['tenant_id', 'idempotency_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
}

export interface NewEntry {
  account: LedgerAccount;
  userId?: number | null;
  amount: number;
}

export function insertEntries(
  db: Db,
  tenantId: number,
  postingId: number,
  orderId: number | null,
  at: Date,
  entries: NewEntry[],
) {
  return db
    .insertInto('ledger_entries')
    .values(
      entries.map((entry) => ({
        tenant_id: tenantId,
        posting_id: postingId,
        order_id: orderId,
        account: entry.account,
        user_id: entry.userId ?? null,
        amount_fen: entry.amount,
        created_at: at,
      })),
    )
    .execute();
}

export function listOrderEntries(db: Db, tenantId: number, orderId: number) {
  return db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_postings as p', (join) =>
      join.onRef('p.tenant_id', '=', 'e.tenant_id').onRef('p.id', '=', 'e.posting_id'),
    )
    .select(['e.posting_id', 'p.kind', 'e.account', 'e.user_id', 'e.amount_fen'])
    .where('e.tenant_id', '=', tenantId)
    .where('e.order_id', '=', orderId)
    .orderBy('e.id')
    .execute();
}

export async function findWalletBalance(
  db: Db,
  tenantId: number,
  account: LedgerAccount,
  userId: number | null,
): Promise<number> {
  const row = await db
    .selectFrom('wallet_balances')
    .select('balance_fen')
    .where('tenant_id', '=', tenantId)
    .where('account', '=', account)
    .$call((qb) => (userId === null ? qb.where('user_id', 'is', null) : qb.where('user_id', '=', userId)))
    .executeTakeFirst();
  return row?.balance_fen ?? 0;
}

/** The money columns of one order the balance check compares the ledger with. */
export function findOrderMoney(db: Db, tenantId: number, orderId: number) {
  return db
    .selectFrom('orders')
    .select(['status', 'paid_fen', 'refunded_fen', 'completed_at'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', orderId)
    .executeTakeFirst();
}

/** The amounts of an order's succeeded payments. */
export function listSucceededOrderPaymentAmounts(db: Db, tenantId: number, orderId: number) {
  return db
    .selectFrom('payments')
    .select('amount_fen')
    .where('tenant_id', '=', tenantId)
    .where('order_id', '=', orderId)
    .where('status', '=', 'succeeded')
    .execute();
}

/**
 * Serialises everything that moves money in or out of one user's wallet accounts (a withdrawal, a payout and its
 * debt repayment, a claim's charge) until the caller's transaction ends: balances read after this lock cannot change
 * under the caller.
 */
export async function lockUserWallet(db: Db, tenantId: number, userId: number): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`wallet:${tenantId}:${userId}`}, 0))`.execute(db);
}

/** The order's payout hold, if it has one: what the balance check expects in seller_held. */
export function findOrderPayoutHold(db: Db, tenantId: number, orderId: number) {
  return db
    .selectFrom('payout_holds')
    .select(['amount_fen', 'taken_fen', 'released_at'])
    .where('tenant_id', '=', tenantId)
    .where('order_id', '=', orderId)
    .executeTakeFirst();
}
