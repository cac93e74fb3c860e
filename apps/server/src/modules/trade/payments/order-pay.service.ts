import { randomBytes } from 'node:crypto';
import type { PayResult } from '@gs/shared/orders';
import { inTransaction } from '../../../db/transaction.ts';
import type { UserContext } from '../../../lib/context.ts';
import { AppError } from '../../../lib/errors.ts';
import { assertBuyerOf, assertNotExpired, assertOrderPayable } from '../orders/order-guards.ts';
import { loadOrderSettings } from '../orders/order-settings.ts';
import { lockOrder } from '../orders/orders.repository.ts';
import type { TradeDeps } from '../trade-deps.ts';
import { lockOpenPayment } from './active-payment.service.ts';
import { insertPayment } from './payments.repository.ts';

/** Our payment number at the gateway: 32 random hex characters, unique everywhere. */
const newOutTradeNo = () => randomBytes(16).toString('hex');

/**
 * Opens a payment for the part of the order now due (the whole order, the deposit, or the balance) with the
 * tenant's provider and answers its cashier URL. Idempotent: while a payment of that part is open, the same one
 * is answered again. 404 not the buyer's; 409 not payable (paid, cancelled, expired).
 */
export async function payOrder(
  ctx: UserContext,
  deps: TradeDeps,
  orderId: number,
  origin = 'http://localhost',
): Promise<PayResult> {
  const settings = await loadOrderSettings(ctx);
  const provider = deps.providers[settings.paymentProvider];
  if (!provider) throw new AppError(503, 'SERVICE_UNAVAILABLE', 'paymentProviderUnavailable');
  const payment = await inTransaction(ctx.db, async (trx) => {
    const order = await lockOrder(trx, ctx.tenantId, orderId);
    assertBuyerOf(order, ctx.userId);
    assertOrderPayable(order);
    assertNotExpired(order, ctx.clock.now());
    const kind = order.status === 'paid_deposit' ? 'balance' : order.pay_mode === 'deposit' ? 'deposit' : 'full';
    const subject = { kind: 'order', orderId: order.id, part: kind } as const;
    const existing = await lockOpenPayment(trx, ctx.tenantId, subject, provider.name, 'orderNotPayable');
    if (existing) return { row: existing, order };
    const amountFen =
      kind === 'deposit' ? order.deposit_fen : kind === 'balance' ? order.total_fen - order.paid_fen : order.total_fen;
    const row = await insertPayment(trx, ctx.tenantId, {
      orderId: order.id,
      kind,
      provider: provider.name,
      outTradeNo: newOutTradeNo(),
      amountFen,
      at: ctx.clock.now(),
    });
    return { row, order };
  });
  const payUrl = await provider.createPayUrl({
    tenantId: ctx.tenantId,
    outTradeNo: payment.row.out_trade_no,
    amountFen: payment.row.amount_fen,
    subject: `${payment.order.order_no} ${payment.order.listing_title}`.slice(0, 120),
    returnPath: `/pages/finish?orderId=${payment.order.id}`,
    origin,
    orderExpiresAt: payment.order.expires_at,
    locale: ctx.locale,
  });
  return {
    paymentId: payment.row.id,
    kind: payment.row.kind,
    amount: payment.row.amount_fen,
    provider: payment.row.provider,
    payUrl,
  };
}
