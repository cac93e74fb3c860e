import type { BidDeposit } from '@gs/shared/bidding';
import type { PayResult } from '@gs/shared/orders';
import type { Db } from '../../../db/database.ts';
import type { RecycleBidRequestRow } from '../../../db/tables/bidding.table.ts';
import { inTransaction } from '../../../db/transaction.ts';
import type { UserContext } from '../../../lib/context.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import {
  closePurposePayments,
  forfeitHeldPayment,
  loadTradeFees,
  openPurposePayment,
  type PaymentPurpose,
  purposePaymentState,
  rateWithMinimum,
  releaseHeldPayment,
  type TradeDeps,
  type TradeFees,
} from '../../trade/index.ts';
import { findRecycleOrderBuyer, listBidDepositsToSettle } from './bid-deposit.repository.ts';
import { findBidRequest, findGameName, lockBidRequest } from './bid-requests.repository.ts';
import { assertBidOpen } from './bidding-rules.ts';

/*
 * The seller's optional deposit on a price-competition request (the spec's backRatio / sellerDeposit). The seller
 * may pay it while the request is quoting, to show recyclers they stand behind the account; trade takes it through
 * the shop's payment provider (as a purpose payment: no order) and holds it. When the request ends it is settled
 * once, in the transaction of the step that ends it (cancel, the recycle order's end) or by the scheduler's sweep
 * (expiry, and anything a crash left):
 * - returned through the provider: a completed trade, a cancelled or expired request, a recycler who did not pay;
 * - given to the recycler's wallet: staff refunded the recycle order (the account was not as offered, or the
 *   seller did not hand it over).
 * Open deposit payments are closed once the request stops quoting; money that still arrives is returned.
 */

const PURPOSE = 'bid_deposit' as const;

/** The deposit a request asks: the rate of the asking price, at least the minimum; null when none is offered. */
export function bidDepositAmount(expectedPriceFen: number | null, fees: TradeFees): number | null {
  if (fees.sellerDepositRateBp === 0 && fees.sellerDepositMinFen === 0) return null;
  const amount = rateWithMinimum(expectedPriceFen ?? 0, fees.sellerDepositRateBp, fees.sellerDepositMinFen);
  return amount > 0 ? amount : null;
}

/** What trade asks bidding about a deposit payment (composition/create-app-deps.ts puts it in the trade deps). */
export const bidDepositPurpose: PaymentPurpose = {
  async lockForPayment(trx, tenantId, requestId, at) {
    const request = await lockBidRequest(trx, tenantId, requestId);
    if (!request) return undefined;
    return { due: request.status === 'quoting' && request.deadline_at > at };
  },
  async describe(db, tenantId, requestId) {
    const request = await findBidRequest(db, tenantId, requestId);
    if (!request) return undefined;
    // The shop's own name (what a non-English reading answers): the payment's subject is written once, for both.
    const gameName = await findGameName(db, tenantId, request.game_id, 'zh-CN');
    return {
      number: request.number,
      title: `${gameName} · 卖家保证金 seller deposit`,
      returnPath: `/pages/other/jingjiahuishouPriceList?backId=${request.id}`,
    };
  },
};

/** The deposit as the seller's price-list page shows it. */
export async function bidDepositView(
  ctx: UserContext,
  request: Pick<RecycleBidRequestRow, 'id' | 'status' | 'deadline_at' | 'expected_price_fen'>,
): Promise<BidDeposit> {
  const [fees, state] = await Promise.all([
    loadTradeFees(ctx),
    purposePaymentState(ctx.db, ctx.tenantId, PURPOSE, request.id),
  ]);
  const offered = bidDepositAmount(request.expected_price_fen, fees);
  const open = request.status === 'quoting' && request.deadline_at > ctx.clock.now();
  if (state.status !== 'none') {
    return {
      offered: offered !== null,
      amount: state.amountFen,
      status: state.status,
      payable: open && offered !== null && state.status === 'pending',
    };
  }
  return { offered: offered !== null, amount: offered, status: 'none', payable: open && offered !== null };
}

/**
 * The seller opens (or reopens) the deposit payment of their quoting request and gets the cashier URL. 404 unless
 * theirs; 409 when closed or past its deadline, when the shop offers no deposit, or when it is paid already.
 */
export async function payBidDeposit(
  ctx: UserContext,
  deps: TradeDeps,
  requestId: number,
  origin: string,
): Promise<PayResult> {
  const request = await findBidRequest(ctx.db, ctx.tenantId, requestId, ctx.userId);
  if (!request) throw notFound('bidRequestNotFound');
  assertBidOpen(request, ctx.clock.now());
  const amount = bidDepositAmount(request.expected_price_fen, await loadTradeFees(ctx));
  if (amount === null) throw new AppError(409, 'CONFLICT', 'bidDepositNotOffered');
  const state = await purposePaymentState(ctx.db, ctx.tenantId, PURPOSE, request.id);
  if (state.status !== 'none' && state.status !== 'pending') throw new AppError(409, 'CONFLICT', 'bidDepositPaid');
  return openPurposePayment(ctx, deps, {
    purpose: PURPOSE,
    purposeId: request.id,
    amountFen: amount,
    origin,
    expiresAt: request.deadline_at,
  });
}

/**
 * Settles a request's deposit in the caller's transaction (the request row locked or just changed by it): open
 * payments close once it stops quoting; a held deposit is returned when it has ended, or given to the recycler
 * (`recyclerUserId`) when staff refunded its trade (`cancelled` with an order).
 */
export async function settleBidDeposit(
  trx: Db,
  tenantId: number,
  request: Pick<RecycleBidRequestRow, 'id' | 'status' | 'order_id'>,
  recyclerUserId: number | null,
  at: Date,
): Promise<void> {
  if (request.status === 'quoting') return;
  await closePurposePayments(trx, tenantId, PURPOSE, request.id, at);
  if (request.status === 'accepted') return;
  if (request.status === 'cancelled' && request.order_id !== null && recyclerUserId !== null) {
    await forfeitHeldPayment(trx, tenantId, PURPOSE, request.id, recyclerUserId, at);
    return;
  }
  await releaseHeldPayment(trx, tenantId, PURPOSE, request.id, at);
}

/** The scheduler's pass (every tenant): settles deposits of requests that ended without it. Answers how many. */
export async function sweepBidDeposits(db: Db, now: Date, limit = 100): Promise<number> {
  const rows = await listBidDepositsToSettle(db, limit);
  for (const row of rows) {
    await inTransaction(db, async (trx) => {
      const request = await lockBidRequest(trx, row.tenant_id, row.id);
      if (!request) return;
      const recycler =
        request.order_id === null ? null : await findRecycleOrderBuyer(trx, row.tenant_id, request.order_id);
      await settleBidDeposit(trx, row.tenant_id, request, recycler, now);
    });
  }
  return rows.length;
}
