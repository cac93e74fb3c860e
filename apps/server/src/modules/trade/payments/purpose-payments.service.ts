import { randomBytes } from 'node:crypto';
import type { PaymentPurposeName, PayResult } from '@gs/shared/orders';
import type { Db } from '../../../db/database.ts';
import type { PaymentRow } from '../../../db/tables/payments.table.ts';
import { inTransaction } from '../../../db/transaction.ts';
import type { UserContext } from '../../../lib/context.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import { postEntries } from '../ledger/ledger.service.ts';
import { loadOrderSettings } from '../orders/order-settings.ts';
import type { TradeDeps } from '../trade-deps.ts';
import { lockHeldPayment, lockOpenPayment } from './active-payment.service.ts';
import {
  closePendingPurposePaymentRows,
  insertPurposePayment,
  listPurposePayments,
  markPurposePaymentForfeited,
  markPurposePaymentForRefund,
} from './purpose-payments.repository.ts';

export interface PurposePaymentInput {
  purpose: PaymentPurposeName;
  purposeId: number;
  amountFen: number;
  /** The shop's origin as the payer reached it, for the provider's return and notify URLs. */
  origin: string;
  /** When the thing stops taking the payment: the provider stops taking it before then. */
  expiresAt: Date | null;
}

/**
 * Opens a payment of `amountFen` for another feature's thing with the tenant's provider, paid by the signed-in user,
 * and answers its cashier URL. The caller checks its own rules first (whose thing, what amount); here, under the
 * thing's lock, it must still take a payment (409 otherwise). Idempotent: the open payment of the same provider and
 * amount is answered again; one of another amount (the terms changed) is closed and replaced; a paid one is 409.
 */
export async function openPurposePayment(
  ctx: UserContext,
  deps: TradeDeps,
  input: PurposePaymentInput,
): Promise<PayResult> {
  const purpose = deps.purposes[input.purpose];
  const settings = await loadOrderSettings(ctx);
  const provider = deps.providers[settings.paymentProvider];
  if (!provider || !purpose) throw new AppError(503, 'SERVICE_UNAVAILABLE', 'paymentProviderUnavailable');
  const now = ctx.clock.now();
  const row = await inTransaction(ctx.db, async (trx) => {
    const target = await purpose.lockForPayment(trx, ctx.tenantId, input.purposeId, now);
    if (!target) throw notFound();
    if (!target.due) throw new AppError(409, 'CONFLICT', 'paymentNotDue');
    const subject = { kind: 'purpose', purpose: input.purpose, id: input.purposeId } as const;
    const existing = await lockOpenPayment(trx, ctx.tenantId, subject, provider.name, 'paymentNotDue');
    if (existing && existing.amount_fen === input.amountFen && existing.payer_user_id === ctx.userId) return existing;
    if (existing) await closePendingPurposePaymentRows(trx, ctx.tenantId, input.purpose, input.purposeId, now);
    return insertPurposePayment(trx, ctx.tenantId, {
      purpose: input.purpose,
      purposeId: input.purposeId,
      payerUserId: ctx.userId,
      provider: provider.name,
      outTradeNo: randomBytes(16).toString('hex'),
      amountFen: input.amountFen,
      at: now,
    });
  });
  const described = await purpose.describe(ctx.db, ctx.tenantId, input.purposeId);
  const payUrl = await provider.createPayUrl({
    tenantId: ctx.tenantId,
    outTradeNo: row.out_trade_no,
    amountFen: row.amount_fen,
    subject: `${described?.number ?? ''} ${described?.title ?? ''}`.trim().slice(0, 120),
    returnPath: described?.returnPath ?? '/',
    origin: input.origin,
    orderExpiresAt: input.expiresAt,
    locale: ctx.locale,
  });
  return { paymentId: row.id, kind: row.kind, amount: row.amount_fen, provider: row.provider, payUrl };
}

/** Where a thing's payment stands, for its owner's page: the latest that counts, or none. */
export type PurposePaymentState =
  | { status: 'none' }
  | { status: 'pending' | 'held' | 'refunding' | 'refunded' | 'forfeited'; amountFen: number; at: Date };

const STATE_RANK: Partial<Record<PaymentRow['status'], number>> = {
  succeeded: 0,
  refund_required: 1,
  refunded: 2,
  pending: 3,
};

/**
 * The state of the payments of one thing: a paid one (held or forfeited) first, then one being returned, one
 * returned, an open one; failed and closed ones do not count. Late money being refunded shows as refunding.
 */
export async function purposePaymentState(
  db: Db,
  tenantId: number,
  purpose: PaymentPurposeName,
  purposeId: number,
): Promise<PurposePaymentState> {
  const rows = await listPurposePayments(db, tenantId, purpose, purposeId);
  const [best] = rows
    .filter((row) => STATE_RANK[row.status] !== undefined)
    .sort((a, b) => (STATE_RANK[a.status] ?? 9) - (STATE_RANK[b.status] ?? 9));
  if (!best) return { status: 'none' };
  return { status: stateOf(best), amountFen: best.amount_fen, at: best.paid_at ?? best.created_at };
}

function stateOf(row: PaymentRow): Exclude<PurposePaymentState['status'], 'none'> {
  if (row.forfeited_at) return 'forfeited';
  if (row.status === 'refunded') return 'refunded';
  if (row.status === 'refund_required') return 'refunding';
  if (row.status === 'pending') return 'pending';
  return 'held';
}

/** Closes the open payments of a thing that stopped taking them (money that still arrives is refunded). */
export async function closePurposePayments(
  db: Db,
  tenantId: number,
  purpose: PaymentPurposeName,
  purposeId: number,
  at: Date,
): Promise<void> {
  await closePendingPurposePaymentRows(db, tenantId, purpose, purposeId, at);
}

/**
 * Returns a thing's held payment to its payer, in the caller's transaction: the payment becomes refund_required
 * and the ledger moves it from deposit_held to refund_due; the refund job then refunds it through the provider and
 * credits the payer. Answers the amount, or null when nothing is held (never paid, returned or forfeited already).
 */
export async function releaseHeldPayment(
  db: Db,
  tenantId: number,
  purpose: PaymentPurposeName,
  purposeId: number,
  at: Date,
): Promise<number | null> {
  const held = await lockHeldPayment(db, tenantId, { kind: 'purpose', purpose, id: purposeId });
  if (!held) return null;
  const released = await markPurposePaymentForRefund(db, tenantId, held.id);
  if (!released) return null;
  await postEntries(db, tenantId, {
    orderId: null,
    ref: { type: purpose, id: purposeId },
    kind: 'deposit_release',
    key: `release:${held.id}`,
    at,
    entries: [
      { account: 'deposit_held', amount: -held.amount_fen },
      { account: 'refund_due', amount: held.amount_fen },
    ],
  });
  return held.amount_fen;
}

/**
 * Gives a thing's held payment to another user's wallet (the other party of a failed trade), in the caller's
 * transaction. Answers the amount, or null when nothing is held.
 */
export async function forfeitHeldPayment(
  db: Db,
  tenantId: number,
  purpose: PaymentPurposeName,
  purposeId: number,
  toUserId: number,
  at: Date,
): Promise<number | null> {
  const held = await lockHeldPayment(db, tenantId, { kind: 'purpose', purpose, id: purposeId });
  if (!held) return null;
  const forfeited = await markPurposePaymentForfeited(db, tenantId, held.id, at);
  if (!forfeited) return null;
  await postEntries(db, tenantId, {
    orderId: null,
    ref: { type: purpose, id: purposeId },
    kind: 'deposit_forfeit',
    key: `forfeit:${held.id}`,
    at,
    entries: [
      { account: 'deposit_held', amount: -held.amount_fen },
      { account: 'seller_wallet', userId: toUserId, amount: held.amount_fen },
    ],
  });
  return held.amount_fen;
}
