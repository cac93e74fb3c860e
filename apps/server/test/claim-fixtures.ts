import type { Claim, CreateClaimInput } from '@gs/shared/claims';
import type { Guarantee, Order } from '@gs/shared/orders';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../src/db/database.ts';
import type { RequestContext } from '../src/lib/context.ts';
import { confirmReceipt, createOrder } from '../src/modules/trade/orders/orders.service.ts';
import type { TradeDeps } from '../src/modules/trade/trade-deps.ts';
import { envelope } from './helpers.ts';
import { authHeaders } from './identity-helpers.ts';
import { privateUploadOf } from './private-upload-fixtures.ts';
import { insertTestListing, payThroughGateway, type TestBuyer } from './trade-fixtures.ts';

/**
 * A consignment listing of `seller` (the shop's own when null) bought by `buyer` with a guarantee, paid through the
 * sandbox gateway and delivered at once (auto-confirm running); confirmed too unless `complete: false`.
 */
export async function soldOrder(
  ctx: RequestContext,
  deps: TradeDeps,
  parties: { seller: TestBuyer | null; buyer: TestBuyer },
  options: { priceFen?: number; guarantee?: Guarantee; complete?: boolean; deliver?: boolean } = {},
): Promise<Order> {
  const listing = await insertTestListing(ctx.db, ctx.tenantId, {
    price: options.priceFen ?? 100_000,
    sellerUserId: parties.seller?.userId ?? null,
    instant: options.deliver ?? true,
  });
  const asBuyer = { ...ctx, userId: parties.buyer.userId };
  const order = await createOrder(asBuyer, {
    goodsId: listing,
    guarantee: options.guarantee ?? 'retrieval',
    payMode: 'full',
    agree: true,
  });
  await payThroughGateway(ctx, deps, parties.buyer.userId, order.id);
  if (options.complete) return confirmReceipt(asBuyer, deps, order.id);
  return order;
}

/** A claim input with the buyer's own claim images (`images` of them). */
export async function claimInput(
  ctx: RequestContext,
  buyer: TestBuyer,
  options: Partial<CreateClaimInput> & { images?: number } = {},
): Promise<CreateClaimInput> {
  const { images = 0, ...rest } = options;
  const refs = await Promise.all(Array.from({ length: images }, () => privateUploadOf(ctx, buyer.userId, 'claim')));
  return {
    reason: 'retrieved',
    text: 'The seller took the account back with an appeal.',
    contactPhone: '13812345678',
    imageIds: refs.map((ref) => ref.slice('private:'.length)),
    ...rest,
  };
}

/** Opens a claim through the API as the buyer; answers the claim (the call must succeed). */
export async function openClaimThroughApi(
  app: FastifyInstance,
  token: string,
  orderId: number,
  input: CreateClaimInput,
  host = 'localhost',
): Promise<Claim> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/order/${orderId}/claims`,
    headers: { ...authHeaders(token, host), 'accept-language': 'en-US' },
    payload: input as unknown as Record<string, unknown>,
  });
  expect(response.statusCode, response.body).toBe(200);
  return envelope<Claim>(response).data;
}

/** The order's row as the database holds it now. */
export function orderRow(db: Kysely<Database>, tenantId: number, orderId: number) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
}

/** The sum of the ledger entries of one account (of one user, when given) of one order. */
export async function orderAccount(
  db: Kysely<Database>,
  tenantId: number,
  orderId: number,
  account: string,
  userId?: number,
): Promise<number> {
  const rows = await db
    .selectFrom('ledger_entries')
    .select(['account', 'user_id', 'amount_fen'])
    .where('tenant_id', '=', tenantId)
    .where('order_id', '=', orderId)
    .execute();
  return rows
    .filter((row) => row.account === account && (userId === undefined || row.user_id === userId))
    .reduce((sum, row) => sum + Number(row.amount_fen), 0);
}
