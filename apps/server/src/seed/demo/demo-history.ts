import type { Db } from '../../db/database.ts';
import { Caches } from '../../lib/caches.ts';
import type { RequestContext, UserContext } from '../../lib/context.ts';
import { findVerification } from '../../modules/identity/realname/realname.repository.ts';
import { verifyRealName } from '../../modules/identity/realname/realname.service.ts';
import { hashPassword } from '../../modules/identity/users/passwords.ts';
import { insertUser } from '../../modules/identity/users/users.repository.ts';
import { findTenantById } from '../../modules/tenants/tenants.repository.ts';
import { confirmReceipt, createOrder } from '../../modules/trade/orders/orders.service.ts';
import { deliverOrder, refundOrder } from '../../modules/trade/staff/staff-orders.service.ts';
import { storeCredentials } from '../../modules/trade/vault/vault.service.ts';
import { demoCredentials, payThroughSandbox, type SeedTradeDeps } from './demo-trade.ts';
import { DEMO_PASSWORD } from './demo-users.ts';
import { createRandom } from './listing-generator.ts';

/*
 * The demo shop's last 90 China days, so the dashboard's trends, period comparisons and funnel and the finance
 * report's days have a shape at first start: a few regular customers buying self-operated accounts (paid, most
 * completed, some refunded, the last days' still in trade) through the same services a buyer and staff use, at the
 * time each step happened (every ledger posting balanced and dated), and the shop's visits of each day. The plan is
 * drawn from a fixed seed: every first start makes the same history, relative to its own day.
 */

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const CHINA_OFFSET = 8 * HOUR;

/** How far back the history goes, in China days (the dashboard's longest range). */
export const HISTORY_DAYS = 90;

/**
 * The regular customers (they sign in with their phone and the demo password, real-name verified to buy): their
 * nicknames on the Chinese shops and the English one; their made-up ID numbers have valid checksums, all adults.
 */
export const demoCustomers = [
  { phone: '13700009001', zh: '林小雨', en: 'Mia Lin', idNumber: '440305199504123014' },
  { phone: '13700009002', zh: '陈浩然', en: 'Leo Chen', idNumber: '330106198809234028' },
  { phone: '13700009003', zh: '赵一鸣', en: 'Ivy Zhao', idNumber: '51010719921130513X' },
  { phone: '13700009004', zh: '周可欣', en: 'Sam Zhou', idNumber: '320508199702186043' },
] as const;

/** The prices of the history's listings, cycled (fen). */
const PRICES = [8_800, 16_800, 23_800, 35_600, 52_000, 12_800, 68_800, 19_900, 29_900, 45_000];

export interface PlannedOrder {
  /** When the order was placed. */
  at: Date;
  customer: number;
  price: number;
  guarantee: 'retrieval' | 'none';
  /** What became of it: completed (delivered, confirmed a day later), refunded, or still in trade. */
  outcome: 'completed' | 'refunded' | 'in_trade';
}

/** The start of the China day `daysAgo` days before `now`'s (as an instant). */
export function chinaDayStart(now: Date, daysAgo: number): Date {
  const today = Math.floor((now.getTime() + CHINA_OFFSET) / DAY) * DAY - CHINA_OFFSET;
  return new Date(today - daysAgo * DAY);
}

/**
 * The orders of the history, oldest first: more on weekends and more as the quarter goes on, placed between 10:00
 * and 22:00 China time of the days before today; those of the last two days still in trade, one in eight refunded.
 */
export function planOrders(now: Date): PlannedOrder[] {
  const random = createRandom(20_261_125);
  const orders: PlannedOrder[] = [];
  for (let daysAgo = HISTORY_DAYS - 1; daysAgo >= 1; daysAgo--) {
    const start = chinaDayStart(now, daysAgo);
    const weekday = new Date(start.getTime() + CHINA_OFFSET).getUTCDay();
    const weekend = weekday === 0 || weekday === 6;
    const expected = 0.06 + 0.22 * (1 - daysAgo / HISTORY_DAYS) + (weekend ? 0.15 : 0);
    const count = Math.floor(expected + random());
    for (let i = 0; i < count; i++) {
      const at = new Date(start.getTime() + 10 * HOUR + Math.floor(random() * 12 * HOUR));
      const roll = random();
      orders.push({
        at,
        customer: Math.floor(random() * demoCustomers.length),
        price: PRICES[orders.length % PRICES.length] ?? 10_000,
        guarantee: roll < 0.3 ? 'retrieval' : 'none',
        outcome: daysAgo <= 2 ? 'in_trade' : roll > 0.875 ? 'refunded' : 'completed',
      });
    }
  }
  return orders;
}

/** Visitors of a day: a weekly rhythm, growing over the quarter, with the day's noise. */
function visitorsOf(daysAgo: number, weekend: boolean, random: () => number): number {
  return Math.round(8 + 12 * (1 - daysAgo / HISTORY_DAYS) + (weekend ? 6 : 0) + random() * 4);
}

async function insertCustomers(db: Db, tenantId: number, zh: boolean): Promise<number[]> {
  const ids: number[] = [];
  // One hash for the four (hashing is slow on purpose).
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const customer of demoCustomers) {
    const user = await insertUser(db, tenantId, {
      phone: customer.phone,
      username: null,
      passwordHash,
      nickName: zh ? customer.zh : customer.en,
    });
    const id =
      user?.id ??
      (
        await db
          .selectFrom('users')
          .select('id')
          .where('tenant_id', '=', tenantId)
          .where('phone', '=', customer.phone)
          .executeTakeFirstOrThrow()
      ).id;
    ids.push(id);
  }
  return ids;
}

/** One self-operated listing per planned order (copied from the shop's first on sale), its login in the vault. */
async function insertHistoryListings(db: Db, deps: SeedTradeDeps, tenantId: number, plan: PlannedOrder[]) {
  const model = await db
    .selectFrom('listings')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('status', '=', 'on_sale')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const rows = plan.map((order, i) => ({
    ...model,
    id: undefined,
    number: `DEMOHIST${String(i + 1).padStart(3, '0')}`,
    title: `${model.title} · ${i + 1}`,
    price_fen: order.price,
    attrs: JSON.stringify(model.attrs),
    gallery: JSON.stringify(model.gallery),
    views: 0,
    instant_delivery: false,
    listed_at: new Date(order.at.getTime() - 3 * DAY),
    sold_at: null,
    created_at: new Date(order.at.getTime() - 3 * DAY),
    updated_at: new Date(order.at.getTime() - 3 * DAY),
  }));
  const inserted = await db.insertInto('listings').values(rows).returning('id').execute();
  for (const [i, { id }] of inserted.entries()) {
    const listedAt = rows[i]?.listed_at ?? new Date();
    await storeCredentials(db, deps.trade.secretBox, tenantId, id, demoCredentials(id), listedAt, null);
  }
  return inserted.map((row) => row.id);
}

const at = (ctx: UserContext, when: Date): UserContext => ({ ...ctx, clock: { now: () => when } });

/**
 * The demo shop's 90 days of orders and visits (see above); once per shop (a second run finds the first history
 * listing and adds nothing).
 */
export async function seedDemoHistory(
  db: Db,
  deps: SeedTradeDeps,
  tenantId: number,
  options: { zh: boolean; now: Date },
): Promise<void> {
  const { now } = options;
  const done = await db
    .selectFrom('listings')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('number', '=', 'DEMOHIST001')
    .executeTakeFirst();
  const tenant = await findTenantById(db, tenantId);
  const operator = await db
    .selectFrom('users')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('phone', '=', '13800000003')
    .executeTakeFirst();
  if (done || !tenant || !operator) return;

  const plan = planOrders(now);
  const customers = await insertCustomers(db, tenantId, options.zh);
  const listings = await insertHistoryListings(db, deps, tenantId, plan);
  const base: RequestContext = {
    db,
    tenantId,
    tenant,
    locale: tenant.default_locale,
    clock: { now: () => now },
    caches: new Caches(),
  };
  const staff: UserContext = { ...base, userId: operator.id };
  for (const [i, customer] of demoCustomers.entries()) {
    const userId = customers[i] ?? 0;
    if (await findVerification(db, tenantId, userId)) continue;
    const since = at({ ...base, userId }, new Date(now.getTime() - HISTORY_DAYS * DAY));
    await verifyRealName(since, deps.identity.realName, { name: customer.zh, idNumber: customer.idNumber });
  }
  const reason = options.zh ? '与买家协商一致，全额退款' : 'Agreed with the buyer: full refund';

  for (const [i, planned] of plan.entries()) {
    const buyer: UserContext = { ...base, userId: customers[planned.customer] ?? 0 };
    const when = planned.at.getTime();
    const order = await createOrder(at(buyer, planned.at), {
      goodsId: listings[i] ?? 0,
      guarantee: planned.guarantee,
      payMode: 'full',
      agree: true,
    });
    await payThroughSandbox(at(buyer, new Date(when + 5 * 60_000)), deps.trade, order.id);
    if (planned.outcome === 'refunded') {
      await refundOrder(at(staff, new Date(when + 2 * HOUR)), deps.trade, order.id, { relist: false, reason });
      continue;
    }
    // Of the orders still in trade, every other one waits for its delivery, the others for the buyer's confirmation.
    if (planned.outcome === 'in_trade' && i % 2 === 0) continue;
    await deliverOrder(at(staff, new Date(when + HOUR)), deps.trade, order.id, { confirmIncompleteChecklist: true });
    if (planned.outcome === 'completed') await confirmReceipt(at(buyer, new Date(when + DAY)), deps.trade, order.id);
  }

  await insertVisits(db, tenantId, now, plan, customers, listings);
}

/**
 * The shop's browse events of each day: anonymous visitors opening pages and some a listing, and each order's
 * customer opening its listing just before buying (so the funnel's buyers are people who browsed).
 */
async function insertVisits(
  db: Db,
  tenantId: number,
  now: Date,
  plan: PlannedOrder[],
  customers: number[],
  listings: number[],
) {
  const random = createRandom(90_000_009);
  const onSale = await db
    .selectFrom('listings')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('status', '=', 'on_sale')
    .orderBy('id')
    .limit(40)
    .execute();
  type Row = {
    tenant_id: number;
    kind: 'tenant' | 'goods';
    path: string | null;
    goods_id: number | null;
    user_id: number | null;
    visitor_id: string;
    created_at: Date;
  };
  const rows: Row[] = [];
  const paths = ['/', '/pages/accountOrder', '/pages/other/gonggao', '/pages/jingjiahuishou'];
  for (let daysAgo = HISTORY_DAYS - 1; daysAgo >= 1; daysAgo--) {
    const start = chinaDayStart(now, daysAgo);
    const weekday = new Date(start.getTime() + CHINA_OFFSET).getUTCDay();
    const visitors = visitorsOf(daysAgo, weekday === 0 || weekday === 6, random);
    for (let v = 0; v < visitors; v++) {
      // A new browser each visit: the daily visitors of the trend are these.
      const visitor = `demo-${daysAgo}-${v}`;
      const when = new Date(start.getTime() + 8 * HOUR + Math.floor(random() * 15 * HOUR));
      const path = paths[Math.floor(random() * paths.length)] ?? '/';
      rows.push({
        tenant_id: tenantId,
        kind: 'tenant',
        path,
        goods_id: null,
        user_id: null,
        visitor_id: visitor,
        created_at: when,
      });
      if (random() < 0.45 && onSale.length > 0) {
        const goods = onSale[Math.floor(random() * onSale.length)]?.id ?? null;
        rows.push({
          tenant_id: tenantId,
          kind: 'goods',
          path: null,
          goods_id: goods,
          user_id: null,
          visitor_id: visitor,
          created_at: new Date(when.getTime() + 60_000),
        });
      }
    }
  }
  for (const [i, planned] of plan.entries()) {
    const userId = customers[planned.customer] ?? null;
    const visitor = `demo-customer-${planned.customer + 1}`;
    const before = (minutes: number) => new Date(planned.at.getTime() - minutes * 60_000);
    rows.push({
      tenant_id: tenantId,
      kind: 'tenant',
      path: '/',
      goods_id: null,
      user_id: userId,
      visitor_id: visitor,
      created_at: before(20),
    });
    rows.push({
      tenant_id: tenantId,
      kind: 'goods',
      path: null,
      goods_id: listings[i] ?? null,
      user_id: userId,
      visitor_id: visitor,
      created_at: before(10),
    });
  }
  for (let i = 0; i < rows.length; i += 2_000) {
    await db
      .insertInto('browse_events')
      .values(rows.slice(i, i + 2_000))
      .execute();
  }
}
