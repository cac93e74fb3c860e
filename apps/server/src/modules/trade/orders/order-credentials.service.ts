import type { RevealedCredentials } from '@gs/shared/orders';
import type { UserContext } from '../../../lib/context.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import type { TradeDeps } from '../trade-deps.ts';
import { revealCredentials } from '../vault/vault.service.ts';
import { assertBuyerOf } from './order-guards.ts';
import { findOrder } from './orders.repository.ts';

/**
 * The account's login for the paying buyer of a delivered order; every reveal is recorded (who, when, which
 * order). 404 not the buyer's order; 409 before delivery or after a refund; 404 when the vault holds none.
 */
export async function revealOrderCredentials(
  ctx: UserContext,
  deps: TradeDeps,
  orderId: number,
): Promise<RevealedCredentials> {
  const order = await findOrder(ctx.db, ctx.tenantId, orderId);
  assertBuyerOf(order, ctx.userId);
  if (order.delivered_at === null || !['in_trade', 'completed', 'after_sale'].includes(order.status)) {
    throw new AppError(409, 'CONFLICT', 'credentialsNotReleased');
  }
  const at = ctx.clock.now();
  const credentials = await revealCredentials(
    ctx.db,
    deps.secretBox,
    ctx.tenantId,
    order.listing_id,
    { userId: ctx.userId, orderId, purpose: 'buyer_reveal' },
    at,
  );
  if (!credentials) throw notFound('credentialsMissing');
  return { ...credentials, revealedAt: at.toISOString() };
}
