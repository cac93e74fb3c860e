import type { LedgerAccount } from '@gs/shared/orders';
import type { Db } from '../../../db/database.ts';
import { inTransaction } from '../../../db/transaction.ts';
import {
  findOrderMoney,
  findOrderPayoutHold,
  findWalletBalance,
  insertEntries,
  insertPosting,
  type LedgerRef,
  listOrderEntries,
  listSucceededOrderPaymentAmounts,
  type NewEntry,
} from './ledger.repository.ts';
import { type LedgerFinding, ledgerFinding } from './ledger-findings.ts';

export interface Posting {
  /** The order the money moves for, or null with `ref` naming what it belongs to (exactly one of them). */
  orderId: number | null;
  ref?: LedgerRef;
  /** What moved the money: payment, settlement, refund, late_payment… */
  kind: string;
  /** One posting per key: posting the same key again changes nothing. */
  key: string;
  at: Date;
  entries: NewEntry[];
}

/**
 * Moves money between accounts in the caller's transaction (the one that changes the order's state). Entries of 0
 * are dropped; the rest must sum to zero (also enforced by the database at commit). Answers false when a posting
 * with this key exists already (a retried step), so the caller's step is idempotent.
 */
export async function postEntries(db: Db, tenantId: number, posting: Posting): Promise<boolean> {
  const entries = posting.entries.filter((entry) => entry.amount !== 0);
  for (const entry of entries) {
    if (!Number.isSafeInteger(entry.amount)) throw new Error(`ledger amounts are integer fen, got ${entry.amount}`);
  }
  if ((posting.orderId === null) === (posting.ref === undefined)) {
    throw new Error(`ledger posting ${posting.key} names an order or a reference, exactly one`);
  }
  const sum = entries.reduce((total, entry) => total + entry.amount, 0);
  if (sum !== 0) throw new Error(`ledger posting ${posting.key} does not balance (sum ${sum} fen)`);
  return inTransaction(db, async (trx) => {
    const inserted = await insertPosting(trx, tenantId, posting);
    if (!inserted) return false;
    if (entries.length > 0) await insertEntries(trx, tenantId, inserted.id, posting.orderId, posting.at, entries);
    return true;
  });
}

export interface LedgerCheck {
  balanced: boolean;
  /** What is wrong, in English (`findings` has the same as codes and facts). */
  problems: string[];
  findings: LedgerFinding[];
  /** Sum per account (per-user accounts summed over users). */
  accounts: Partial<Record<LedgerAccount, number>>;
}

/** Where the money of an order should be, by status: escrow holds what was paid until the order settles. */
function expectedEscrow(order: { status: string; paid_fen: number; refunded_fen: number; completed_at: Date | null }) {
  const held = order.paid_fen - order.refunded_fen;
  switch (order.status) {
    case 'paid_deposit':
    case 'in_trade':
      return held;
    case 'after_sale':
      return order.completed_at ? 0 : held;
    default:
      return 0;
  }
}

/**
 * Proves an order's entries balance: every posting sums to zero; escrow holds exactly what the order's status
 * says; the buyer's account is what they paid less refunds (late payments parked in refund_due); succeeded
 * payments add up to the order's paid amount; seller_held holds what the order's payout hold has left, and nothing
 * once released.
 */
export async function checkLedgerBalance(db: Db, tenantId: number, orderId: number): Promise<LedgerCheck> {
  const [entries, order, payments, hold] = await Promise.all([
    listOrderEntries(db, tenantId, orderId),
    findOrderMoney(db, tenantId, orderId),
    listSucceededOrderPaymentAmounts(db, tenantId, orderId),
    findOrderPayoutHold(db, tenantId, orderId),
  ]);
  const findings: LedgerFinding[] = [];
  const answer = (accounts: Partial<Record<LedgerAccount, number>>): LedgerCheck => ({
    balanced: findings.length === 0,
    problems: findings.map((finding) => finding.text),
    findings,
    accounts,
  });
  if (!order) {
    findings.push(ledgerFinding('orderMissing'));
    return answer({});
  }
  const postings = new Map<number, number>();
  const accounts: Partial<Record<LedgerAccount, number>> = {};
  for (const entry of entries) {
    postings.set(entry.posting_id, (postings.get(entry.posting_id) ?? 0) + entry.amount_fen);
    accounts[entry.account] = (accounts[entry.account] ?? 0) + entry.amount_fen;
  }
  for (const [posting, sum] of postings)
    if (sum !== 0) findings.push(ledgerFinding('postingUnbalanced', { posting, sum }));
  const mismatch = (
    code: 'escrowMismatch' | 'buyerMismatch' | 'paymentsMismatch' | 'heldMismatch',
    actual: number,
    expected: number,
    status?: string,
  ) => {
    if (actual !== expected) findings.push(ledgerFinding(code, { actual, expected, ...(status ? { status } : {}) }));
  };
  mismatch('escrowMismatch', accounts.escrow ?? 0, expectedEscrow(order), order.status);
  mismatch('buyerMismatch', accounts.buyer ?? 0, order.refunded_fen - order.paid_fen - (accounts.refund_due ?? 0));
  const applied = payments.reduce((sum, payment) => sum + payment.amount_fen, 0);
  mismatch('paymentsMismatch', applied, order.paid_fen);
  const wantHeld = hold && hold.released_at === null ? hold.amount_fen - hold.taken_fen : 0;
  mismatch('heldMismatch', accounts.seller_held ?? 0, wantHeld);
  return answer(accounts);
}

/** A wallet's balance: the sum of its entries (a seller's proceeds, the merchant's revenue…). */
export function walletBalance(db: Db, tenantId: number, account: LedgerAccount, userId: number | null) {
  return findWalletBalance(db, tenantId, account, userId);
}

/** What a seller owes the shop after claims paid from released proceeds (their `seller_recovery` debt), 0 or more. */
export async function amountOwed(db: Db, tenantId: number, userId: number): Promise<number> {
  return Math.max(0, -(await findWalletBalance(db, tenantId, 'seller_recovery', userId)));
}
