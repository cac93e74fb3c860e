import type { PaymentPurposeName } from '@gs/shared/orders';
import type { Db } from '../../../db/database.ts';

/** Every payment of one purpose's thing, oldest first. */
export function listPurposePayments(db: Db, tenantId: number, purpose: PaymentPurposeName, purposeId: number) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('purpose', '=', purpose)
    .where('purpose_id', '=', purposeId)
    .orderBy('id')
    .execute();
}

export function insertPurposePayment(
  db: Db,
  tenantId: number,
  payment: {
    purpose: PaymentPurposeName;
    purposeId: number;
    payerUserId: number;
    provider: 'sandbox' | 'alipay';
    outTradeNo: string;
    amountFen: number;
    at: Date;
  },
) {
  return db
    .insertInto('payments')
    .values({
      tenant_id: tenantId,
      order_id: null,
      purpose: payment.purpose,
      purpose_id: payment.purposeId,
      payer_user_id: payment.payerUserId,
      kind: 'seller_deposit',
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

/** Closes the pending payments of one purpose's thing (it stopped taking payments, or one succeeded). */
export function closePendingPurposePaymentRows(
  db: Db,
  tenantId: number,
  purpose: PaymentPurposeName,
  purposeId: number,
  at: Date,
  exceptId = 0,
) {
  return db
    .updateTable('payments')
    .set({ status: 'closed', closed_at: at })
    .where('tenant_id', '=', tenantId)
    .where('purpose', '=', purpose)
    .where('purpose_id', '=', purposeId)
    .where('status', '=', 'pending')
    .where('id', '<>', exceptId)
    .execute();
}

/** Held → to be returned through the provider (the refund job takes it from there); paid_at is kept. */
export function markPurposePaymentForRefund(db: Db, tenantId: number, paymentId: number) {
  return db
    .updateTable('payments')
    .set({ status: 'refund_required', refund_next_at: null })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', paymentId)
    .where('status', '=', 'succeeded')
    .where('forfeited_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

export function markPurposePaymentForfeited(db: Db, tenantId: number, paymentId: number, at: Date) {
  return db
    .updateTable('payments')
    .set({ forfeited_at: at })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', paymentId)
    .where('status', '=', 'succeeded')
    .where('forfeited_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}
