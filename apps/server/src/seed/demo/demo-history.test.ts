import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers.ts';
import { tenantIdOf } from '../../../test/identity-helpers.ts';
import { contextOf } from '../../../test/trade-fixtures.ts';
import { getDashboardSeries } from '../../modules/dashboard/dashboard-series.service.ts';
import { getSettlementReport, runBalanceCheck } from '../../modules/finance/finance.service.ts';
import { chinaDayStart, demoCustomers, HISTORY_DAYS, planOrders } from './demo-history.ts';
import { demoUsers } from './demo-users.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

const chinaDay = (at: Date) => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

/** The demo shop's history orders (on its DEMOHIST listings), oldest first. */
async function historyOrders(tenantId: number) {
  return database.db
    .selectFrom('orders as o')
    .innerJoin('listings as l', (join) =>
      join.onRef('l.tenant_id', '=', 'o.tenant_id').onRef('l.id', '=', 'o.listing_id'),
    )
    .select(['o.status', 'o.created_at', 'o.paid_at'])
    .where('o.tenant_id', '=', tenantId)
    .where('l.number', 'like', 'DEMOHIST%')
    .orderBy('o.created_at')
    .execute();
}

describe('the demo shop’s 90 days (seeded into the test template)', () => {
  it('spreads paid orders over the last 90 China days: completed, some refunded, the last ones in trade', async () => {
    const demoId = await tenantIdOf(database.db, 'demo');
    const orders = await historyOrders(demoId);
    const now = new Date();
    expect(orders.length).toBeGreaterThanOrEqual(15);
    const oldest = chinaDayStart(now, HISTORY_DAYS - 1);
    for (const order of orders) {
      expect(order.created_at.getTime()).toBeGreaterThanOrEqual(oldest.getTime());
      expect(order.created_at.getTime()).toBeLessThan(chinaDayStart(now, 0).getTime());
      expect(order.paid_at).not.toBeNull();
    }
    // Every month of the quarter has orders, on many different days.
    const days = new Set(orders.map((order) => chinaDay(order.created_at)));
    expect(days.size).toBeGreaterThanOrEqual(12);
    for (const [from, to] of [
      [89, 60],
      [59, 30],
      [29, 1],
    ] as const) {
      const inMonth = orders.filter(
        (order) => order.created_at >= chinaDayStart(now, from) && order.created_at < chinaDayStart(now, to - 1),
      );
      expect(inMonth.length, `${from}–${to} days ago`).toBeGreaterThan(0);
    }
    const statuses = orders.map((order) => order.status);
    expect(statuses).toContain('completed');
    expect(statuses).toContain('refunded');
    for (const status of statuses) expect(['completed', 'refunded', 'in_trade']).toContain(status);
  });

  it('keeps the ledger balanced, fills the dashboard’s 30 and 90 days and the finance report’s days', async () => {
    const demoId = await tenantIdOf(database.db, 'demo');
    const owner = await database.db
      .selectFrom('users')
      .select('id')
      .where('tenant_id', '=', demoId)
      .where('phone', '=', '13800000002')
      .executeTakeFirstOrThrow();
    const ctx = { ...(await contextOf(database.db, demoId, { now: () => new Date() })), userId: owner.id };
    const check = await runBalanceCheck(ctx);
    expect(check.problems).toEqual([]);
    expect(check.balanced).toBe(true);

    const quarter = await getDashboardSeries(ctx, 90);
    const daysWith = (key: 'orders' | 'visitors' | 'gmvFen') => quarter.current.filter((day) => day[key] > 0).length;
    expect(daysWith('orders')).toBeGreaterThanOrEqual(12);
    expect(daysWith('gmvFen')).toBeGreaterThanOrEqual(10);
    // Visits every day before today, so the trend and the funnel have a line.
    expect(daysWith('visitors')).toBeGreaterThanOrEqual(HISTORY_DAYS - 1);
    const month = await getDashboardSeries(ctx, 30);
    const sum = (days: typeof month.current) => days.reduce((total, day) => total + day.orders, 0);
    // The previous 30 days have orders too: the comparison has something to compare with.
    expect(sum(month.previous)).toBeGreaterThan(0);

    const to = chinaDay(new Date());
    const from = chinaDay(chinaDayStart(new Date(), 89));
    const report = await getSettlementReport(ctx, { period: 'day', from, to });
    expect(report.rows.filter((row) => row.gmv > 0).length).toBeGreaterThanOrEqual(10);
    expect(report.totals.refunds).not.toBe(0);
  });

  it('plans the same history for the same day (a fixed seed)', () => {
    const now = new Date('2026-11-29T04:00:00Z');
    expect(planOrders(now)).toEqual(planOrders(now));
    expect(planOrders(now).length).toBeGreaterThan(0);
  });

  it('gives the demo users Chinese nicknames on the Chinese shops and English ones on the English shop', async () => {
    const nickNames = async (code: string) => {
      const rows = await database.db
        .selectFrom('users')
        .select(['phone', 'nick_name'])
        .where('tenant_id', '=', await tenantIdOf(database.db, code))
        .where('phone', 'in', [...demoUsers.map((user) => user.phone), ...demoCustomers.map((c) => c.phone)])
        .execute();
      return new Map(rows.map((row) => [row.phone, row.nick_name]));
    };
    const hanzi = /^[\u4e00-\u9fff]+$/;
    for (const code of ['demo', 'lumen', 'closed']) {
      const names = await nickNames(code);
      for (const user of demoUsers) expect(names.get(user.phone), `${code} ${user.username}`).toMatch(hanzi);
    }
    const demo = await nickNames('demo');
    expect(demo.get('13800000003')).toBe('运营小王');
    for (const customer of demoCustomers) expect(demo.get(customer.phone)).toBe(customer.zh);
    const nova = await nickNames('nova');
    for (const user of demoUsers) expect(nova.get(user.phone), user.username).toBe(user.nickName);
  });
});
