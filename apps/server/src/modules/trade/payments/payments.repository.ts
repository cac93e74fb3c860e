import type { PaymentKind, PaymentProviderName, PaymentPurposeName, PaymentStatus } from '@gs/shared/orders';
import { sql, type Updateable } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { OrderSettingsTable } from '../../../db/tables/orders.table.ts';

export function insertPayment(
  db: Db,
  tenantId: number,
  payment: {
    orderId: number;
    kind: PaymentKind;
    provider: PaymentProviderName;
    outTradeNo: string;
    amountFen: number;
    at: Date;
  },
) {
  return db
    .insertInto('payments')
    .values({
      tenant_id: tenantId,
      order_id: payment.orderId,
      kind: payment.kind,
      provider: payment.provider,
      out_trade_no: payment.outTradeNo,
      amount_fen: payment.amountFen,
      created_at: payment.at,
      paid_at: null,
      closed_at: null,
      provider_trade_no: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** What a payment pays for: one part of an order, or another feature's thing (a purpose: the bidding deposit). */
export type PaymentSubject =
  | { kind: 'order'; orderId: number; part: PaymentKind }
  | { kind: 'purpose'; purpose: PaymentPurposeName; id: number };

/**
 * The subject's active payment: the open (pending) or already paid one, of which there is at most one (partial
 * unique indexes). Locked until the caller's transaction ends when `lock` is set.
 */
export function findActivePayment(db: Db, tenantId: number, subject: PaymentSubject, options: { lock?: boolean } = {}) {
  const active = db
    .selectFrom('payments')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('status', 'in', ['pending', 'succeeded']);
  const query =
    subject.kind === 'order'
      ? active.where('order_id', '=', subject.orderId).where('kind', '=', subject.part)
      : active.where('purpose', '=', subject.purpose).where('purpose_id', '=', subject.id);
  return (options.lock ? query.forUpdate() : query).executeTakeFirst();
}

export function findPaymentByOutTradeNo(db: Db, tenantId: number, outTradeNo: string) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('out_trade_no', '=', outTradeNo)
    .executeTakeFirst();
}

export function lockPayment(db: Db, tenantId: number, paymentId: number) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', paymentId)
    .forUpdate()
    .executeTakeFirst();
}

/** Conditional status change of one payment; undefined when it was not in one of `from`. */
export function updatePaymentStatus(
  db: Db,
  tenantId: number,
  paymentId: number,
  from: PaymentStatus[],
  change: { status: PaymentStatus; at: Date; providerTradeNo?: string | null },
) {
  return db
    .updateTable('payments')
    .set({
      status: change.status,
      ...(change.status === 'succeeded' || change.status === 'refund_required' ? { paid_at: change.at } : {}),
      ...(change.status === 'closed' || change.status === 'failed' ? { closed_at: change.at } : {}),
      ...(change.providerTradeNo ? { provider_trade_no: change.providerTradeNo } : {}),
    })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', paymentId)
    .where('status', 'in', from)
    .returningAll()
    .executeTakeFirst();
}

export function insertNotification(
  db: Db,
  tenantId: number,
  notification: {
    provider: string;
    notifyId: string;
    outTradeNo: string;
    paymentId: number | null;
    verified: boolean;
    outcome: string;
    raw: string;
    at: Date;
  },
) {
  return db
    .insertInto('payment_notifications')
    .values({
      tenant_id: tenantId,
      provider: notification.provider,
      notify_id: notification.notifyId.slice(0, 128) || '-',
      out_trade_no: notification.outTradeNo.slice(0, 64),
      payment_id: notification.paymentId,
      verified: notification.verified,
      outcome: notification.outcome,
      raw: notification.raw.slice(0, 16384),
      received_at: notification.at,
    })
    .onConflict((oc) => oc.columns(['tenant_id', 'provider', 'notify_id']).where('verified', '=', true).doNothing())
    .returning('id')
    .executeTakeFirst();
}

export function setNotificationOutcome(db: Db, tenantId: number, id: number, outcome: string) {
  return db
    .updateTable('payment_notifications')
    .set({ outcome })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
}

/**
 * Pending payments of any tenant (each row carries its tenant) at these providers, created before `createdBefore`
 * and within the day before `now`, oldest first: the ones whose notification may never have come.
 */
export function listStalePendingPayments(
  db: Db,
  stale: { providers: PaymentProviderName[]; createdBefore: Date; now: Date; limit: number },
) {
  return db
    .selectFrom('payments')
    .select(['tenant_id', 'out_trade_no', 'provider'])
    .where('status', '=', 'pending')
    .where('provider', 'in', stale.providers)
    .where('created_at', '<=', stale.createdBefore)
    .where('created_at', '>', sql<Date>`${stale.now}::timestamptz - interval '1 day'`)
    .orderBy('created_at')
    .limit(stale.limit)
    .execute();
}

/** The tenant's Alipay columns of its settings row, if it has one. */
export function findAlipaySettings(db: Db, tenantId: number) {
  return db
    .selectFrom('order_settings')
    .select([
      'alipay_app_id',
      'alipay_private_key_sealed',
      'alipay_public_key',
      'alipay_gateway',
      'alipay_keys_set_at',
      'alipay_app_key_fingerprint',
    ])
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
}

/** Gives the tenant a settings row with the defaults if it has none (then its columns can be updated). */
export function ensureOrderSettingsRow(db: Db, tenantId: number) {
  return db
    .insertInto('order_settings')
    .values({ tenant_id: tenantId })
    .onConflict((oc) => oc.column('tenant_id').doNothing())
    .execute();
}

/**
 * Changes the provider and Alipay columns of the tenant's settings row. An update, not an upsert: the table's
 * check that an Alipay shop holds its keys applies to an upsert's proposed row too, which lacks the kept keys.
 */
export function updateAlipaySettings(
  db: Db,
  tenantId: number,
  values: Omit<Updateable<OrderSettingsTable>, 'tenant_id' | 'updated_at'>,
  at: Date,
) {
  return db
    .updateTable('order_settings')
    .set({ ...values, updated_at: at })
    .where('tenant_id', '=', tenantId)
    .execute();
}
