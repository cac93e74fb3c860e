import { type PaymentProviderName, paymentProviderNames } from '@gs/shared/orders';
import type { Db } from '../../../db/database.ts';
import type { OrderRow } from '../../../db/tables/orders.table.ts';
import type { PaymentRow } from '../../../db/tables/payments.table.ts';
import { inTransaction, whenCommitted } from '../../../db/transaction.ts';
import type { RequestContext } from '../../../lib/context.ts';
import { notFound } from '../../../lib/errors.ts';
import { type Posting, postEntries } from '../ledger/ledger.service.ts';
import { applyPayment } from '../orders/order-lifecycle.ts';
import { paymentFailedNote } from '../orders/order-notes.ts';
import { closePendingPayments } from '../orders/order-payments.repository.ts';
import { insertHistory, lockOrder } from '../orders/orders.repository.ts';
import type { TradeDeps } from '../trade-deps.ts';
import type { PaymentProvider, VerifiedNotification } from './payment-provider.ts';
import {
  findActivePayment,
  findPaymentByOutTradeNo,
  insertNotification,
  lockPayment,
  setNotificationOutcome,
  updatePaymentStatus,
} from './payments.repository.ts';
import { closePendingPurposePaymentRows } from './purpose-payments.repository.ts';

export interface NotifyResult {
  /** True when the notification is on record (acted on now or before): the gateway may stop retrying. */
  recorded: boolean;
  outcome: string;
  /** The body to answer the gateway with. */
  reply: string;
}

/** The part of the order a payment of this order may pay now, or null when it expects none. */
function partDue(order: OrderRow): PaymentRow['kind'] | null {
  if (order.status === 'pending_payment') return order.pay_mode === 'deposit' ? 'deposit' : 'full';
  if (order.status === 'paid_deposit') return 'balance';
  return null;
}

/**
 * Money that arrived for something no longer waiting for it: kept on record (refund_required), moved from the
 * payer's account to refund_due for the refund job, and a person told.
 */
async function parkLatePayment(
  trx: Db,
  ctx: RequestContext,
  deps: TradeDeps,
  payment: PaymentRow,
  change: { at: Date; providerTradeNo: string | null },
  subject: { posting: Pick<Posting, 'orderId' | 'ref'>; payerUserId: number; alert: Record<string, unknown> },
): Promise<string> {
  await updatePaymentStatus(trx, ctx.tenantId, payment.id, [payment.status], { ...change, status: 'refund_required' });
  await postEntries(trx, ctx.tenantId, {
    ...subject.posting,
    kind: 'late_payment',
    key: `late:${payment.id}`,
    at: change.at,
    entries: [
      { account: 'buyer', userId: subject.payerUserId, amount: -payment.amount_fen },
      { account: 'refund_due', amount: payment.amount_fen },
    ],
  });
  deps.alert('late_payment_refund_required', {
    tenantId: ctx.tenantId,
    ...subject.alert,
    paymentId: payment.id,
    amountFen: payment.amount_fen,
  });
  return 'refund_required';
}

async function settlePaid(
  trx: Db,
  ctx: RequestContext,
  deps: TradeDeps,
  order: OrderRow,
  payment: PaymentRow,
  notification: VerifiedNotification,
): Promise<string> {
  if (!['pending', 'failed', 'closed'].includes(payment.status)) return 'duplicate_payment';
  const now = ctx.clock.now();
  const change = { at: now, providerTradeNo: notification.providerTradeNo || null };
  if (partDue(order) === payment.kind) {
    await closePendingPayments(trx, ctx.tenantId, order.id, now, payment.id);
    const paid = await updatePaymentStatus(trx, ctx.tenantId, payment.id, [payment.status], {
      ...change,
      status: 'succeeded',
    });
    if (!paid) return 'duplicate_payment';
    await applyPayment(trx, ctx, order, paid, now);
    return 'paid';
  }
  // Money arrived for an order that no longer waits for it (expired, cancelled, paid another way).
  return parkLatePayment(trx, ctx, deps, payment, change, {
    posting: { orderId: order.id },
    payerUserId: order.buyer_user_id,
    alert: { orderId: order.id, orderStatus: order.status },
  });
}

/**
 * A payment for another feature's thing (no order): taken while the thing still waits for it — held in
 * deposit_held, any other open payment of the thing closed — else parked for refund like late order money.
 */
async function settlePurposePaid(
  trx: Db,
  ctx: RequestContext,
  deps: TradeDeps,
  due: boolean,
  payment: PaymentRow,
  notification: VerifiedNotification,
): Promise<string> {
  if (!['pending', 'failed', 'closed'].includes(payment.status)) return 'duplicate_payment';
  if (payment.purpose === null || payment.purpose_id === null || payment.payer_user_id === null)
    return 'unknown_payment';
  const now = ctx.clock.now();
  const change = { at: now, providerTradeNo: notification.providerTradeNo || null };
  const ref = { type: payment.purpose, id: payment.purpose_id };
  // One payment per thing: money for a second one (the payer paid two cashier pages) is returned.
  const subject = { kind: 'purpose', purpose: payment.purpose, id: payment.purpose_id } as const;
  const active = await findActivePayment(trx, ctx.tenantId, subject, { lock: true });
  if (due && active?.status !== 'succeeded') {
    await closePendingPurposePaymentRows(trx, ctx.tenantId, payment.purpose, payment.purpose_id, now, payment.id);
    const paid = await updatePaymentStatus(trx, ctx.tenantId, payment.id, [payment.status], {
      ...change,
      status: 'succeeded',
    });
    if (!paid) return 'duplicate_payment';
    await postEntries(trx, ctx.tenantId, {
      orderId: null,
      ref,
      kind: 'payment',
      key: `payment:${payment.id}`,
      at: now,
      entries: [
        { account: 'buyer', userId: payment.payer_user_id, amount: -payment.amount_fen },
        { account: 'deposit_held', amount: payment.amount_fen },
      ],
    });
    return 'paid';
  }
  return parkLatePayment(trx, ctx, deps, payment, change, {
    posting: { orderId: null, ref },
    payerUserId: payment.payer_user_id,
    alert: { purpose: payment.purpose, purposeId: payment.purpose_id },
  });
}

/**
 * Locks what a payment pays for, first (the lock order of every payment path): its order, or its purpose's thing.
 * Undefined when that is gone or unknown to this app.
 */
async function lockSubject(
  trx: Db,
  ctx: RequestContext,
  deps: TradeDeps,
  payment: PaymentRow,
): Promise<{ order: OrderRow } | { due: boolean } | undefined> {
  if (payment.order_id !== null) {
    const order = await lockOrder(trx, ctx.tenantId, payment.order_id);
    return order ? { order } : undefined;
  }
  const purpose = payment.purpose === null ? undefined : deps.purposes[payment.purpose];
  if (!purpose || payment.purpose_id === null) return undefined;
  return purpose.lockForPayment(trx, ctx.tenantId, payment.purpose_id, ctx.clock.now());
}

/**
 * A payment the gateway reports unpaid: failed, once; for an order, the failure goes into the order's history (its
 * status does not change) so the buyer and staff see when, through which provider and why.
 */
async function settleClosed(
  trx: Db,
  ctx: RequestContext,
  payment: PaymentRow,
  subject: { order: OrderRow } | { due: boolean },
  reason: string,
): Promise<string> {
  if (payment.status !== 'pending') return 'closed_ignored';
  const at = ctx.clock.now();
  const failed = await updatePaymentStatus(trx, ctx.tenantId, payment.id, ['pending'], { status: 'failed', at });
  if (failed && 'order' in subject) {
    await insertHistory(trx, ctx.tenantId, {
      orderId: subject.order.id,
      from: subject.order.status,
      to: subject.order.status,
      actor: 'gateway',
      userId: null,
      note: paymentFailedNote(payment.kind, payment.provider, reason),
      at,
    });
  }
  return 'failed';
}

async function recordRejection(
  ctx: RequestContext,
  deps: TradeDeps,
  provider: PaymentProvider,
  rejection: { outcome: string; notifyId: string; outTradeNo: string; paymentId?: number; raw: string },
): Promise<NotifyResult> {
  await insertNotification(ctx.db, ctx.tenantId, {
    provider: provider.name,
    notifyId: rejection.notifyId,
    outTradeNo: rejection.outTradeNo,
    paymentId: rejection.paymentId ?? null,
    verified: false,
    outcome: rejection.outcome,
    raw: rejection.raw,
    at: ctx.clock.now(),
  });
  deps.alert('payment_notification_rejected', {
    tenantId: ctx.tenantId,
    provider: provider.name,
    outcome: rejection.outcome,
    notifyId: rejection.notifyId,
  });
  return { recorded: false, outcome: rejection.outcome, reply: provider.reply(false) };
}

/**
 * Acts on a notification whose signature and merchant the provider verified (or a trade.query answer): the
 * payment must exist in this tenant with exactly the notified amount; then, with the order and the payment locked,
 * the notification id is recorded once (a unique index) and the payment moves once (a conditional update).
 */
export async function settleVerifiedNotification(
  ctx: RequestContext,
  deps: TradeDeps,
  provider: PaymentProvider,
  notification: VerifiedNotification,
  raw: string,
): Promise<NotifyResult> {
  const { notifyId, outTradeNo } = notification;
  const payment = await findPaymentByOutTradeNo(ctx.db, ctx.tenantId, outTradeNo);
  if (payment?.provider !== provider.name) {
    return recordRejection(ctx, deps, provider, { outcome: 'unknown_payment', notifyId, outTradeNo, raw });
  }
  if (notification.amountFen !== payment.amount_fen) {
    return recordRejection(ctx, deps, provider, {
      outcome: 'amount_mismatch',
      notifyId,
      outTradeNo,
      paymentId: payment.id,
      raw,
    });
  }
  // What settling alerts a person about goes out after the commit: a rerun transaction (inTransaction, after a
  // deadlock) would otherwise alert twice, and an aborted one for money it never parked.
  const alerts: Parameters<TradeDeps['alert']>[] = [];
  const outcome = await inTransaction(ctx.db, async (trx) => {
    alerts.length = 0;
    const settling: TradeDeps = { ...deps, alert: (event, data) => void alerts.push([event, data]) };
    // The order (or purpose) first, then the payment: the same order of locks as the expiry sweep, so they cannot
    // deadlock.
    const subject = await lockSubject(trx, ctx, settling, payment);
    const current = await lockPayment(trx, ctx.tenantId, payment.id);
    if (!subject || !current) return 'unknown_payment';
    const inserted = await insertNotification(trx, ctx.tenantId, {
      provider: provider.name,
      notifyId,
      outTradeNo,
      paymentId: payment.id,
      verified: true,
      outcome: 'processing',
      raw,
      at: ctx.clock.now(),
    });
    if (!inserted) return 'duplicate_notification';
    const result =
      notification.result !== 'paid'
        ? await settleClosed(trx, ctx, current, subject, notification.reason ?? 'closed')
        : 'order' in subject
          ? await settlePaid(trx, ctx, settling, subject.order, current, notification)
          : await settlePurposePaid(trx, ctx, settling, subject.due, current, notification);
    await setNotificationOutcome(trx, ctx.tenantId, inserted.id, result);
    return result;
  });
  await whenCommitted(ctx.db, async () => {
    for (const [event, data] of alerts) deps.alert(event, data);
  });
  return { recorded: true, outcome, reply: provider.reply(true) };
}

/**
 * A gateway's asynchronous notification. Verified (signature, merchant) before anything is read, then settled
 * (amount, dedup on the notification id and on the payment). Late notifications for closed orders are recorded
 * and parked for refund. Every notification, forged ones too, is kept.
 */
export async function handlePaymentNotification(
  ctx: RequestContext,
  deps: TradeDeps,
  providerName: string,
  fields: Record<string, string>,
): Promise<NotifyResult> {
  const provider = paymentProviderNames.includes(providerName as PaymentProviderName)
    ? deps.providers[providerName as PaymentProviderName]
    : undefined;
  if (!provider) throw notFound();
  const raw = new URLSearchParams(fields).toString();
  const verified = await provider.verifyNotification(ctx.tenantId, fields);
  if (!verified.ok) {
    const { reason, notifyId, outTradeNo } = verified;
    return recordRejection(ctx, deps, provider, { outcome: reason, notifyId, outTradeNo, raw });
  }
  return settleVerifiedNotification(ctx, deps, provider, verified.notification, raw);
}
