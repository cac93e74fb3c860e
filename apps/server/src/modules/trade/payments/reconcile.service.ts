import type { PaymentProviderName } from '@gs/shared/orders';
import type { Db } from '../../../db/database.ts';
import type { PaymentRow } from '../../../db/tables/payments.table.ts';
import { inTransaction } from '../../../db/transaction.ts';
import type { SystemContext } from '../../../lib/context.ts';
import { findTenantById } from '../../tenants/index.ts';
import { type Posting, postEntries } from '../ledger/ledger.service.ts';
import { findOrder } from '../orders/orders.repository.ts';
import type { TradeDeps } from '../trade-deps.ts';
import { settleVerifiedNotification } from './notify.service.ts';
import {
  listPaymentsToCloseAtProvider,
  listPendingPaymentsOfDueOrders,
  listRefundsDue,
  markClosedAtProvider,
  recordRefundFailure,
} from './payment-followups.repository.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { listStalePendingPayments, lockPayment, updatePaymentStatus } from './payments.repository.ts';

/*
 * What the scheduler does with payments besides notifications: it asks the gateway about payments whose
 * notification never came (before their order expires too), closes at the gateway what we closed, and refunds
 * through the gateway money that arrived after its order closed. Each payment on its own: one that fails is
 * alerted and retried, the others go on.
 */

type PaymentRef = { tenant_id: number; out_trade_no: string; provider: PaymentProviderName };

/** After this many failed gateway tries of one refund (late payment, staff or claim refund), a person is alerted once. */
export const ALERT_AFTER_REFUND_FAILURES = 3;

export function providersWith(
  deps: TradeDeps,
  capability: 'queryTrade' | 'closeTrade' | 'refundTrade',
): PaymentProvider[] {
  return Object.values(deps.providers).filter((provider): provider is PaymentProvider => !!provider?.[capability]);
}

async function settleByQuery(system: SystemContext, deps: TradeDeps, rows: PaymentRef[]): Promise<number> {
  const { db, clock, caches } = system;
  let settled = 0;
  for (const row of rows) {
    const provider = deps.providers[row.provider];
    const tenant = await findTenantById(db, row.tenant_id);
    if (!provider?.queryTrade || !tenant) continue;
    try {
      const answer = await provider.queryTrade(row.tenant_id, row.out_trade_no);
      if (!answer) continue;
      const ctx = { db, tenantId: row.tenant_id, tenant, locale: tenant.default_locale, clock, caches };
      const result = await settleVerifiedNotification(ctx, deps, provider, answer, `trade.query ${row.out_trade_no}`);
      if (result.recorded) settled++;
    } catch (error) {
      deps.alert('payment_query_failed', {
        tenantId: row.tenant_id,
        outTradeNo: row.out_trade_no,
        error: String(error),
      });
    }
  }
  return settled;
}

/**
 * Settles payments whose notification never came: pending payments older than `afterMs` (and younger than a day)
 * at a provider that can be asked (Alipay's trade.query) are looked up, and a paid or closed answer is applied
 * exactly as a notification would be (deduplicated the same way). Answers how many were settled.
 */
export async function reconcilePendingPayments(
  system: SystemContext,
  deps: TradeDeps,
  options: { afterMs?: number; limit?: number } = {},
): Promise<number> {
  const queryable = providersWith(deps, 'queryTrade');
  if (queryable.length === 0) return 0;
  const now = system.clock.now();
  const rows = await listStalePendingPayments(system.db, {
    providers: queryable.map((provider) => provider.name),
    createdBefore: new Date(now.getTime() - (options.afterMs ?? 120_000)),
    now,
    limit: options.limit ?? 20,
  });
  return settleByQuery(system, deps, rows);
}

/**
 * Runs just before the expiry sweep: the gateway is asked about every pending payment of an order whose time is
 * up, so a buyer who paid in the last moments gets the order rather than a cancellation and a refund.
 */
export async function reconcileBeforeExpiry(system: SystemContext, deps: TradeDeps, limit = 50): Promise<number> {
  const queryable = providersWith(deps, 'queryTrade');
  if (queryable.length === 0) return 0;
  const rows = await listPendingPaymentsOfDueOrders(system.db, {
    providers: queryable.map((provider) => provider.name),
    now: system.clock.now(),
    limit,
  });
  return settleByQuery(system, deps, rows);
}

/**
 * Closes at the gateway the payments we closed (order expired, cancelled, or paid another way), so the buyer's
 * cashier stops taking money. A failure is retried on the next tick; what still arrives is refunded below.
 */
export async function closeTradesAtProviders(system: SystemContext, deps: TradeDeps, limit = 50): Promise<number> {
  const closable = providersWith(deps, 'closeTrade');
  if (closable.length === 0) return 0;
  const rows = await listPaymentsToCloseAtProvider(system.db, {
    providers: closable.map((provider) => provider.name),
    now: system.clock.now(),
    limit,
  });
  let closed = 0;
  for (const row of rows) {
    try {
      await deps.providers[row.provider]?.closeTrade?.(row.tenant_id, row.out_trade_no);
      await markClosedAtProvider(system.db, row.tenant_id, row.id, system.clock.now());
      closed++;
    } catch (error) {
      deps.alert('payment_close_failed', {
        tenantId: row.tenant_id,
        outTradeNo: row.out_trade_no,
        error: String(error),
      });
    }
  }
  return closed;
}

/** Whose money a refund returns and what its ledger posting belongs to: the order's buyer, or a purpose's payer. */
async function refundSubject(
  trx: Db,
  tenantId: number,
  payment: PaymentRow,
): Promise<{ payerUserId: number; posting: Pick<Posting, 'orderId' | 'ref'> } | undefined> {
  if (payment.order_id === null) {
    if (payment.purpose === null || payment.purpose_id === null || payment.payer_user_id === null) return undefined;
    return {
      payerUserId: payment.payer_user_id,
      posting: { orderId: null, ref: { type: payment.purpose, id: payment.purpose_id } },
    };
  }
  const order = await findOrder(trx, tenantId, payment.order_id);
  return order ? { payerUserId: order.buyer_user_id, posting: { orderId: order.id } } : undefined;
}

/** Minutes to wait after the n-th failed refund try: 1, 2, 4 … at most an hour. */
const refundBackoffMinutes = (attempts: number) => Math.min(2 ** (attempts - 1), 60);

/**
 * What to record of the `attempts`-th failed refund try through a gateway (late payments, staff and claim refunds):
 * the error cut short (the gateway's code, no secrets) and when to try again; at the ALERT_AFTER_REFUND_FAILURES-th
 * failure a person is alerted with `event` (once).
 */
export function failedRefundTry(
  deps: Pick<TradeDeps, 'alert'>,
  alert: { event: string; data: Record<string, unknown> },
  attempts: number,
  error: unknown,
  now: Date,
) {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 300);
  if (attempts === ALERT_AFTER_REFUND_FAILURES) deps.alert(alert.event, { ...alert.data, attempts, error: message });
  return { attempts, error: message, nextAt: new Date(now.getTime() + refundBackoffMinutes(attempts) * 60_000) };
}

/**
 * Refunds through the gateway each payment that arrived after its order stopped waiting for it (status
 * refund_required, parked in the ledger's refund_due). The gateway first, with a request number fixed per
 * payment so a retry is the same refund; then, in one transaction, the payment becomes refunded and the ledger
 * gives the buyer the money back out of refund_due.
 */
export async function refundLatePayments(system: SystemContext, deps: TradeDeps, limit = 20): Promise<number> {
  const refundable = providersWith(deps, 'refundTrade');
  if (refundable.length === 0) return 0;
  const { db, clock } = system;
  const rows = await listRefundsDue(db, {
    providers: refundable.map((provider) => provider.name),
    now: clock.now(),
    limit,
  });
  let refunded = 0;
  for (const row of rows) {
    const key = { tenantId: row.tenant_id, paymentId: row.id, outTradeNo: row.out_trade_no };
    try {
      await deps.providers[row.provider]?.refundTrade?.(row.tenant_id, {
        outTradeNo: row.out_trade_no,
        amountFen: row.amount_fen,
        requestNo: `late-${row.id}`,
        reason: row.purpose === null ? 'Payment arrived after the order closed' : 'Deposit returned',
      });
    } catch (error) {
      const alert = { event: 'late_payment_refund_failing', data: key };
      const failure = failedRefundTry(deps, alert, row.refund_attempts + 1, error, clock.now());
      await recordRefundFailure(db, row.tenant_id, row.id, failure);
      continue;
    }
    const done = await inTransaction(db, async (trx) => {
      const payment = await lockPayment(trx, row.tenant_id, row.id);
      if (payment?.status !== 'refund_required') return false;
      const subject = await refundSubject(trx, row.tenant_id, payment);
      if (!subject) return false;
      const at = clock.now();
      await updatePaymentStatus(trx, row.tenant_id, payment.id, ['refund_required'], { status: 'refunded', at });
      await postEntries(trx, row.tenant_id, {
        ...subject.posting,
        kind: 'late_refund',
        key: `late-refund:${payment.id}`,
        at,
        entries: [
          { account: 'refund_due', amount: -payment.amount_fen },
          { account: 'buyer', userId: subject.payerUserId, amount: payment.amount_fen },
        ],
      });
      return true;
    });
    if (done) {
      refunded++;
      deps.alert('late_payment_refunded', { ...key, amountFen: row.amount_fen });
    }
  }
  return refunded;
}
