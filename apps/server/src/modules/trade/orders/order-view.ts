import type { Order, OrderDetail, Payment, RebindStep } from '@gs/shared/orders';
import type { Locale } from '@gs/shared/tenant';
import type { OrderRow } from '../../../db/tables/orders.table.ts';
import type { PaymentRow } from '../../../db/tables/payments.table.ts';
import { isPaymentFailedNote, localizeOrderNote } from './order-notes.ts';
import type { listHistory, listRebindSteps } from './orders.repository.ts';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** Maps an order row to its list entry: amounts broken down, never credentials or the other party. */
export function toOrder(row: OrderRow, evaluated = false): Order {
  const dueAt = row.status === 'pending_payment' || row.status === 'paid_deposit' ? iso(row.expires_at) : null;
  return {
    id: row.id,
    orderNo: row.order_no,
    status: row.status,
    goodsId: row.listing_id,
    goodsNumber: row.listing_number,
    title: row.listing_title,
    cover: row.listing_cover,
    gameId: row.game_id,
    kind: row.listing_kind,
    guarantee: row.guarantee,
    payMode: row.pay_mode,
    amounts: {
      price: row.price_fen,
      guaranteeFee: row.guarantee_fee_fen,
      serviceFee: row.service_fee_fen,
      total: row.total_fen,
      deposit: row.deposit_fen,
      balance: row.total_fen - row.deposit_fen,
      paid: row.paid_fen,
      refunded: row.refunded_fen,
    },
    delivered: row.delivered_at !== null,
    evaluated,
    createdAt: row.created_at.toISOString(),
    expiresAt: dueAt,
    autoConfirmAt: row.status === 'in_trade' ? iso(row.auto_confirm_at) : null,
  };
}

export function toPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    kind: row.kind,
    amount: row.amount_fen,
    provider: row.provider,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    paidAt: iso(row.paid_at),
  };
}

export interface OrderDetailParts {
  row: OrderRow;
  evaluated: boolean;
  history: Awaited<ReturnType<typeof listHistory>>;
  rebinding: Awaited<ReturnType<typeof listRebindSteps>>;
  payments: PaymentRow[];
  credentialsAvailable: boolean;
  role: OrderDetail['role'];
  /** The reader's language, for the system's own notes. */
  locale: Locale;
}

export function toOrderDetail(parts: OrderDetailParts): OrderDetail {
  return {
    ...toOrder(parts.row, parts.evaluated),
    history: parts.history.map((entry) => ({
      from: entry.from_status,
      to: entry.to_status,
      actor: entry.actor,
      note: localizeOrderNote(entry.note, parts.locale, parts.role),
      at: entry.at.toISOString(),
      event: isPaymentFailedNote(entry.note) ? ('payment_failed' as const) : ('status' as const),
    })),
    rebinding: parts.rebinding.map((step) => ({
      step: step.step as RebindStep,
      done: step.done,
      note: step.note,
      updatedAt: iso(step.updated_at),
    })),
    payments: parts.payments.map(toPayment),
    credentialsAvailable: parts.credentialsAvailable,
    closeReason: localizeOrderNote(parts.row.close_reason, parts.locale),
    role: parts.role,
  };
}
