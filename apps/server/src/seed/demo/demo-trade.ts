import type { Db } from '../../db/database.ts';
import { Caches } from '../../lib/caches.ts';
import type { RequestContext, UserContext } from '../../lib/context.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { IdentityDeps } from '../../modules/identity/index.ts';
import { findVerification } from '../../modules/identity/realname/realname.repository.ts';
import { verifyRealName } from '../../modules/identity/realname/realname.service.ts';
import { findTenantById } from '../../modules/tenants/tenants.repository.ts';
import { evaluateOrder } from '../../modules/trade/orders/evaluations.service.ts';
import { cancelOrderByBuyer, confirmReceipt, createOrder } from '../../modules/trade/orders/orders.service.ts';
import { handlePaymentNotification } from '../../modules/trade/payments/notify.service.ts';
import { payOrder } from '../../modules/trade/payments/order-pay.service.ts';
import { deliverOrder, markRebindStep, refundOrder } from '../../modules/trade/staff/staff-orders.service.ts';
import type { TradeDeps } from '../../modules/trade/trade-deps.ts';
import { storeCredentials } from '../../modules/trade/vault/vault.service.ts';

/*
 * Demo buying data, written through the services: every listing's credentials in the vault (fake but realistic
 * logins), and on the demo tenant a verified demo buyer with orders in several states, their ledger balanced.
 * The orders use five extra listings, none left on sale, so the catalogue's on-sale figures stay as they were.
 */

/** The demo buyer's real name and ID number (made up, a valid checksum, an adult). */
export const DEMO_BUYER = { name: '王小明', idNumber: '110101199003074514' };
const PASSWORD_WORDS = ['Tiger', 'Cloud', 'Maple', 'River', 'Falcon', 'Jade', 'Lotus', 'Storm'];

/** The app's collaborators the buying data is written through (from createAppDeps). */
export interface SeedTradeDeps {
  identity: Pick<IdentityDeps, 'realName'>;
  trade: TradeDeps;
}

/** A login as a game account has one: a QQ number, a phone or a mailbox, and a password that looks typed. */
export function demoCredentials(listingId: number) {
  const style = listingId % 3;
  const login =
    style === 0
      ? String(1_000_000_000 + ((listingId * 7_919) % 900_000_000))
      : style === 1
        ? `1${String(3_500_000_000 + ((listingId * 104_729) % 999_999_999)).slice(0, 10)}`
        : `player${listingId}@example.com`;
  const word = PASSWORD_WORDS[listingId % PASSWORD_WORDS.length];
  return {
    login,
    password: `${word}${(listingId * 37) % 1000}!${String.fromCharCode(97 + (listingId % 26))}`,
    notes: style === 0 ? 'Security question: first pet — "Doudou"' : '',
  };
}

async function seedVault(db: Db, box: SecretBox, tenantId: number, now: Date): Promise<void> {
  const stored = await db
    .selectFrom('listing_credentials')
    .select('listing_id')
    .where('tenant_id', '=', tenantId)
    .limit(1)
    .executeTakeFirst();
  if (stored) return;
  const listings = await db.selectFrom('listings').select('id').where('tenant_id', '=', tenantId).execute();
  for (const { id } of listings) await storeCredentials(db, box, tenantId, id, demoCredentials(id), now, null);
  // Every tenth listing on sale hands its login over the moment it is paid.
  await db
    .updateTable('listings')
    .set({ instant_delivery: true })
    .where('tenant_id', '=', tenantId)
    .where('status', '=', 'on_sale')
    .where((eb) => eb(eb.fn('mod', ['id', eb.lit(10)]), '=', 0))
    .execute();
}

async function userIdByPhone(db: Db, tenantId: number, phone: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('phone', '=', phone)
    .executeTakeFirst();
  return row?.id;
}

/** Five listings for the demo orders, copied from the tenant's first listing on sale. */
async function insertOrderListings(db: Db, tenantId: number, box: SecretBox, now: Date): Promise<number[]> {
  const model = await db
    .selectFrom('listings')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('status', '=', 'on_sale')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const prices = [128_800, 35_600, 52_000, 18_800, 66_600];
  const rows = prices.map((price, i) => ({
    ...model,
    id: undefined,
    number: `DEMOORDER${i + 1}`,
    title: `${model.title} #${i + 1}`,
    price_fen: price,
    attrs: JSON.stringify(model.attrs),
    gallery: JSON.stringify(model.gallery),
    views: 0,
    instant_delivery: false,
    listed_at: now,
    sold_at: null,
    created_at: now,
    updated_at: now,
  }));
  const inserted = await db.insertInto('listings').values(rows).returning('id').execute();
  for (const { id } of inserted) await storeCredentials(db, box, tenantId, id, demoCredentials(id), now, null);
  return inserted.map((row) => row.id);
}

/**
 * Pays the part now due of the user's order as a buyer at the sandbox cashier would: the payment is opened, then the
 * sandbox gateway's signed notification is handled. Answers the amount and the notification's outcome.
 */
export async function payThroughSandbox(ctx: UserContext, deps: TradeDeps, orderId: number) {
  const opened = await payOrder(ctx, deps, orderId);
  const payment = await ctx.db
    .selectFrom('payments')
    .select(['id', 'out_trade_no', 'amount_fen'])
    .where('tenant_id', '=', ctx.tenantId)
    .where('id', '=', opened.paymentId)
    .executeTakeFirstOrThrow();
  const fields = deps.sandbox.buildNotification(
    ctx.tenantId,
    { id: payment.id, outTradeNo: payment.out_trade_no, amountFen: payment.amount_fen },
    'paid',
    ctx.clock.now(),
  );
  const { outcome } = await handlePaymentNotification(ctx, deps, 'sandbox', fields);
  return { amountFen: payment.amount_fen, outcome };
}

async function seedDemoOrders(db: Db, deps: SeedTradeDeps, tenantId: number, now: Date): Promise<void> {
  const box = deps.trade.secretBox;
  const buyerId = await userIdByPhone(db, tenantId, '13800000001');
  const operatorId = await userIdByPhone(db, tenantId, '13800000003');
  const tenant = await findTenantById(db, tenantId);
  if (!buyerId || !operatorId || !tenant) return;
  const hasOrders = await db
    .selectFrom('orders')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('buyer_user_id', '=', buyerId)
    .limit(1)
    .executeTakeFirst();
  if (hasOrders) return;

  const base: RequestContext = {
    db,
    tenantId,
    tenant,
    locale: tenant.default_locale,
    clock: { now: () => now },
    caches: new Caches(),
  };
  const buyer = { ...base, userId: buyerId };
  const staff = { ...base, userId: operatorId };
  if (!(await findVerification(db, tenantId, buyerId))) {
    await verifyRealName(buyer, deps.identity.realName, DEMO_BUYER);
  }
  const [completed, awaiting, delivered, cancelled, refunded] = await insertOrderListings(db, tenantId, box, now);
  const order = (goodsId: number | undefined, guarantee: 'retrieval' | 'face' | 'none') =>
    createOrder(buyer, { goodsId: goodsId ?? 0, guarantee, payMode: 'full', agree: true });

  const done = await order(completed, 'retrieval');
  await payThroughSandbox(buyer, deps.trade, done.id);
  await deliverOrder(staff, deps.trade, done.id, { confirmIncompleteChecklist: true });
  await confirmReceipt(buyer, deps.trade, done.id);
  await evaluateOrder(buyer, done.id, { stars: 5, content: '客服换绑很快，账号和描述一致。', images: [] });

  const inTrade = await order(awaiting, 'face');
  await payThroughSandbox(buyer, deps.trade, inTrade.id);
  await markRebindStep(staff, inTrade.id, { step: 'phone', done: true, note: '已换绑买家手机号' });

  const handedOver = await order(delivered, 'none');
  await payThroughSandbox(buyer, deps.trade, handedOver.id);
  await deliverOrder(staff, deps.trade, handedOver.id, { confirmIncompleteChecklist: true });

  const dropped = await order(cancelled, 'none');
  await cancelOrderByBuyer(buyer, deps.trade, dropped.id);

  const returned = await order(refunded, 'retrieval');
  await payThroughSandbox(buyer, deps.trade, returned.id);
  await refundOrder(staff, deps.trade, returned.id, { relist: false, reason: '账号绑定信息与描述不符，全额退款' });

  // The cancelled order's listing was released; take it off the shelf so the catalogue's figures stay put.
  await db
    .updateTable('listings')
    .set({ status: 'off_shelf' })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', cancelled ?? 0)
    .execute();
}

/** Vault credentials for every listing of the tenant, and (demo tenant) the demo buyer's orders; idempotent. */
export async function seedDemoTrade(db: Db, deps: SeedTradeDeps, tenantId: number, tenantCode: string): Promise<void> {
  const now = new Date();
  await seedVault(db, deps.trade.secretBox, tenantId, now);
  if (tenantCode === 'demo') await seedDemoOrders(db, deps, tenantId, now);
}
