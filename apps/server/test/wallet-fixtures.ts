import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { inTransaction } from '../src/db/transaction.ts';
import type { RequestContext } from '../src/lib/context.ts';
import { confirmReceipt, createOrder } from '../src/modules/trade/orders/orders.service.ts';
import { heldProceeds, releaseDuePayouts } from '../src/modules/trade/payouts/payouts.service.ts';
import type { TradeDeps } from '../src/modules/trade/trade-deps.ts';
import { checkUserWallet } from '../src/modules/trade/wallet/wallet-check.ts';
import { insertTestListing, payThroughGateway, type TestBuyer } from './trade-fixtures.ts';

/** The seller's proceeds of a sale at this price under the demo fees (5% commission, at least ¥50). */
export const proceedsOf = (priceFen: number) => priceFen - Math.max(Math.ceil(priceFen * 0.05), 5_000);

/**
 * A consignment listing of the seller (inserted directly, not through the consignment API) sold to the buyer: paid
 * through the sandbox gateway, delivered at once, and — unless `complete: false` — confirmed, so the seller's
 * proceeds are held for the shop's payout hold (or in their wallet when it is 0 days, or with `released: true`, which
 * runs the release pass at the hold's end). Answers the order.
 */
export async function sellConsignment(
  ctx: RequestContext,
  deps: TradeDeps,
  seller: TestBuyer,
  buyer: TestBuyer,
  priceFen: number,
  options: { complete?: boolean; released?: boolean } = {},
) {
  const listing = await insertTestListing(ctx.db, ctx.tenantId, {
    price: priceFen,
    sellerUserId: seller.userId,
    instant: true,
  });
  const asBuyer = { ...ctx, userId: buyer.userId };
  const order = await createOrder(asBuyer, { goodsId: listing, guarantee: 'none', payMode: 'full', agree: true });
  await payThroughGateway(ctx, deps, buyer.userId, order.id);
  if (options.complete ?? true) await confirmReceipt(asBuyer, deps, order.id);
  const hold = options.released ? await heldProceeds(ctx.db, ctx.tenantId, order.id) : null;
  if (hold && !hold.released_at) {
    await inTransaction(ctx.db, (trx) => releaseDuePayouts(trx, ctx.tenantId, hold.release_at));
  }
  return order;
}

/** Every user's wallet agrees with their withdrawals, in every tenant (run after each scenario). */
export async function expectEveryWalletBalanced(db: Kysely<Database>): Promise<number> {
  const users = await db
    .selectFrom('ledger_entries')
    .select(['tenant_id', 'user_id'])
    .where('account', 'in', ['seller_wallet', 'withdrawal_hold', 'payout', 'seller_held', 'seller_recovery'])
    .union(db.selectFrom('withdrawals').select(['tenant_id', 'user_id']))
    .union(db.selectFrom('payout_holds').select(['tenant_id', 'seller_user_id as user_id']))
    .execute();
  for (const { tenant_id, user_id } of users) {
    if (user_id === null) continue;
    const check = await checkUserWallet(db, tenant_id, user_id);
    expect(check.problems, `wallet of user ${user_id} of tenant ${tenant_id}`).toEqual([]);
  }
  return users.length;
}
