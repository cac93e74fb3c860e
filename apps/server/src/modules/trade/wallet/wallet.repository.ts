import type { WithdrawalStatus } from '@gs/shared/wallet';
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';

/** The per-user accounts a wallet is made of. */
const WALLET_ACCOUNTS = ['seller_wallet', 'withdrawal_hold', 'payout', 'seller_held', 'seller_recovery'] as const;
export type WalletAccount = (typeof WALLET_ACCOUNTS)[number];
/** The accounts the wallet history shows: the available balance, the held proceeds, the amount owed. */
const HISTORY_ACCOUNTS = ['seller_wallet', 'seller_held', 'seller_recovery'] as const;

/** The balances of the user's wallet accounts (absent when the account has no entries). */
export function listWalletBalances(db: Db, tenantId: number, userId: number) {
  return db
    .selectFrom('wallet_balances')
    .select(['account', 'balance_fen'])
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('account', 'in', WALLET_ACCOUNTS)
    .execute() as Promise<{ account: WalletAccount; balance_fen: number }[]>;
}

/** The balance of one of the user's wallet accounts. */
export async function findWalletAccountBalance(
  db: Db,
  tenantId: number,
  userId: number,
  account: WalletAccount,
): Promise<number> {
  const row = await db
    .selectFrom('wallet_balances')
    .select('balance_fen')
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('account', '=', account)
    .executeTakeFirst();
  return row?.balance_fen ?? 0;
}

/**
 * The seller's proceeds (their price less commission) of orders paid but not complete: paid in part or in full, in
 * trade, or in an after-sale case opened before completion.
 */
export async function sumProceedsInTrade(db: Db, tenantId: number, sellerUserId: number): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select(sql<number>`coalesce(sum(listing_price_fen - commission_fen), 0)::bigint`.as('total'))
    .where('tenant_id', '=', tenantId)
    .where('seller_user_id', '=', sellerUserId)
    .where((eb) =>
      eb.or([
        eb('status', 'in', ['paid_deposit', 'in_trade']),
        eb.and([eb('status', '=', 'after_sale'), eb('completed_at', 'is', null)]),
      ]),
    )
    .executeTakeFirstOrThrow();
  return row.total;
}

/** The total of the user's withdrawals requested since a time that are pending or paid (rejected ones free up). */
export async function sumWithdrawalsRequestedSince(
  db: Db,
  tenantId: number,
  userId: number,
  since: Date,
): Promise<number> {
  const row = await db
    .selectFrom('withdrawals')
    .select(sql<number>`coalesce(sum(amount_fen), 0)::bigint`.as('total'))
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('status', 'in', ['pending', 'paid'])
    .where('requested_at', '>=', since)
    .executeTakeFirstOrThrow();
  return row.total;
}

/** The user's withdrawals summed per status. */
export function sumWithdrawalsByStatus(db: Db, tenantId: number, userId: number) {
  return db
    .selectFrom('withdrawals')
    .select(['status', sql<number>`sum(amount_fen)::bigint`.as('total')])
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .groupBy('status')
    .execute();
}

/** A page of the user's entries of the history's accounts, newest first, with the posting's kind and subject. */
export function listWalletEntries(db: Db, tenantId: number, userId: number, page: { limit: number; offset: number }) {
  return db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_postings as p', (join) =>
      join.onRef('p.tenant_id', '=', 'e.tenant_id').onRef('p.id', '=', 'e.posting_id'),
    )
    .leftJoin('orders as o', (join) => join.onRef('o.tenant_id', '=', 'e.tenant_id').onRef('o.id', '=', 'e.order_id'))
    .select([
      'e.id',
      'e.created_at',
      'e.account',
      'e.amount_fen',
      'e.order_id',
      'o.order_no',
      'p.kind',
      'p.ref_type',
      'p.ref_id',
    ])
    .where('e.tenant_id', '=', tenantId)
    .where('e.user_id', '=', userId)
    .where('e.account', 'in', HISTORY_ACCOUNTS)
    .orderBy('e.created_at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countWalletEntries(db: Db, tenantId: number, userId: number): Promise<number> {
  const row = await db
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('account', 'in', HISTORY_ACCOUNTS)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface NewWithdrawal {
  userId: number;
  amountFen: number;
  nameSealed: string;
  accountSealed: string;
  accountMasked: string;
  at: Date;
}

export function insertWithdrawal(db: Db, tenantId: number, w: NewWithdrawal) {
  return db
    .insertInto('withdrawals')
    .values({
      tenant_id: tenantId,
      user_id: w.userId,
      amount_fen: w.amountFen,
      alipay_name_sealed: w.nameSealed,
      alipay_account_sealed: w.accountSealed,
      alipay_account_masked: w.accountMasked,
      requested_at: w.at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A page of the user's withdrawals, newest first. */
export function listUserWithdrawals(db: Db, tenantId: number, userId: number, page: { limit: number; offset: number }) {
  return db
    .selectFrom('withdrawals')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .orderBy('requested_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countUserWithdrawals(db: Db, tenantId: number, userId: number): Promise<number> {
  const row = await db
    .selectFrom('withdrawals')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A page of the tenant's withdrawals of one status with the requester's phone, newest first. */
export function listWithdrawalsByStatus(
  db: Db,
  tenantId: number,
  status: WithdrawalStatus,
  page: { limit: number; offset: number },
) {
  return db
    .selectFrom('withdrawals as w')
    .innerJoin('users as u', (join) => join.onRef('u.tenant_id', '=', 'w.tenant_id').onRef('u.id', '=', 'w.user_id'))
    .selectAll('w')
    .select('u.phone')
    .where('w.tenant_id', '=', tenantId)
    .where('w.status', '=', status)
    .orderBy('w.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countWithdrawalsByStatus(db: Db, tenantId: number, status: WithdrawalStatus): Promise<number> {
  const row = await db
    .selectFrom('withdrawals')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('tenant_id', '=', tenantId)
    .where('status', '=', status)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findWithdrawal(db: Db, tenantId: number, id: number) {
  return db
    .selectFrom('withdrawals')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export type WithdrawalDecision =
  | { status: 'paid'; transferRef: string; staffId: number; at: Date }
  | { status: 'rejected'; reason: string; staffId: number; at: Date };

/** Decides a pending withdrawal; answers nothing when it is not pending (any more): one decision wins. */
export function decideWithdrawal(db: Db, tenantId: number, id: number, decision: WithdrawalDecision) {
  return db
    .updateTable('withdrawals')
    .set({
      status: decision.status,
      transfer_ref: decision.status === 'paid' ? decision.transferRef : null,
      reject_reason: decision.status === 'rejected' ? decision.reason : null,
      decided_by: decision.staffId,
      decided_at: decision.at,
    })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
}

/** The user's wallet entries summed per account and posting kind (for the wallet check). */
export function sumWalletEntriesByKind(db: Db, tenantId: number, userId: number) {
  return db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_postings as p', (join) =>
      join.onRef('p.tenant_id', '=', 'e.tenant_id').onRef('p.id', '=', 'e.posting_id'),
    )
    .select(['e.account', 'p.kind', sql<number>`sum(e.amount_fen)::bigint`.as('total')])
    .where('e.tenant_id', '=', tenantId)
    .where('e.user_id', '=', userId)
    .where('e.account', 'in', WALLET_ACCOUNTS)
    .groupBy(['e.account', 'p.kind'])
    .execute() as Promise<{ account: WalletAccount; kind: string; total: number }[]>;
}
