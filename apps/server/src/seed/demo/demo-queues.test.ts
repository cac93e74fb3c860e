import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testAppDeps, testConfig } from '../../../test/helpers.ts';
import { expectEveryOrderBalanced } from '../../../test/trade-fixtures.ts';
import { expectEveryWalletBalanced } from '../../../test/wallet-fixtures.ts';
import { seedDemoQueues } from './demo-queues.ts';
import { demoTenants } from './demo-tenants.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

/** What waits for staff at each demo shop, as `<shop> <phone of the user it is from>`. */
async function queues() {
  const db = database.db;
  const users = await db
    .selectFrom('users as u')
    .innerJoin('tenants as t', 't.id', 'u.tenant_id')
    .select(['u.tenant_id', 'u.id', 'u.phone', 't.code'])
    .execute();
  const label = new Map(users.map((user) => [`${user.tenant_id}:${user.id}`, `${user.code} ${user.phone}`]));
  const labels = (rows: { tenant_id: number; user_id: number }[]) =>
    rows.map((row) => label.get(`${row.tenant_id}:${row.user_id}`)).sort();
  const soon = new Date(Date.now() + 4 * 24 * 3_600_000);
  return {
    realNameReviews: labels(
      await db
        .selectFrom('real_name_reviews')
        .select(['tenant_id', 'user_id'])
        .where('status', '=', 'pending')
        .execute(),
    ),
    merchantApplications: labels(
      await db
        .selectFrom('merchant_applications')
        .select(['tenant_id', 'user_id'])
        .where('status', '=', 'pending')
        .execute(),
    ),
    recycleRequests: labels(
      await db
        .selectFrom('recycle_requests')
        .select(['tenant_id', 'user_id'])
        .where('status', '=', 'submitted')
        .execute(),
    ),
    // Open for days yet: the seed sets the deadline five days ahead.
    bidRequests: labels(
      await db
        .selectFrom('recycle_bid_requests')
        .select(['tenant_id', 'user_id'])
        .where('status', '=', 'quoting')
        .where('deadline_at', '>', soon)
        .execute(),
    ),
    withdrawals: labels(
      await db.selectFrom('withdrawals').select(['tenant_id', 'user_id']).where('status', '=', 'pending').execute(),
    ),
    claims: labels(
      await db
        .selectFrom('claims')
        .select(['tenant_id', 'buyer_user_id as user_id'])
        .where('state', '=', 'submitted')
        .execute(),
    ),
  };
}

const trading = ['demo', 'lumen', 'nova'];
const each = (phone: string) => trading.map((code) => `${code} ${phone}`);

describe('demo queues (seeded into the test template)', () => {
  it('leaves one item waiting in every back-office queue at each shop that trades, none at the closed shop', async () => {
    expect(await queues()).toEqual({
      realNameReviews: each('13800000007'),
      merchantApplications: each('13800000007'),
      recycleRequests: each('13800000005'),
      withdrawals: each('13800000005'),
      bidRequests: each('13800000005'),
      claims: each('13800000001'),
    });
  });

  it('gives the applicant a Chinese nickname on Chinese shops and an English one on English shops', async () => {
    const rows = await database.db
      .selectFrom('users as u')
      .innerJoin('tenants as t', 't.id', 'u.tenant_id')
      .select(['t.code', 'u.nick_name', 'u.username'])
      .where('u.phone', '=', '13800000007')
      .orderBy('t.code')
      .execute();
    expect(rows).toEqual([
      { code: 'closed', nick_name: '张晓燕', username: 'applicant' },
      { code: 'demo', nick_name: '张晓燕', username: 'applicant' },
      { code: 'lumen', nick_name: '张晓燕', username: 'applicant' },
      { code: 'nova', nick_name: 'Alex Zhang', username: 'applicant' },
    ]);
  });

  it('pays the withdrawal out of released proceeds, every order and wallet balanced, and adds nothing on a re-run', async () => {
    const before = await queues();
    const deps = testAppDeps(database.db, testConfig());
    for (const tenant of demoTenants) {
      const row = await database.db
        .selectFrom('tenants')
        .select('id')
        .where('code', '=', tenant.code)
        .executeTakeFirstOrThrow();
      await seedDemoQueues(database.db, deps, row.id, tenant);
    }
    expect(await queues()).toEqual(before);
    const released = await database.db
      .selectFrom('payout_holds as h')
      .innerJoin('users as u', (on) =>
        on.onRef('u.tenant_id', '=', 'h.tenant_id').onRef('u.id', '=', 'h.seller_user_id'),
      )
      .select('h.released_at')
      .where('u.phone', '=', '13800000005')
      .where('h.released_at', 'is not', null)
      .execute();
    expect(released.length).toBeGreaterThanOrEqual(trading.length);
    // The demo shop's five, the two sales at each of the three shops that trade, and the demo shop's 90 days.
    const history = await database.db
      .selectFrom('listings')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('number', 'like', 'DEMOHIST%')
      .executeTakeFirstOrThrow();
    expect(await expectEveryOrderBalanced(database.db)).toBe(11 + Number(history.n));
    expect(await expectEveryWalletBalanced(database.db)).toBeGreaterThan(0);
  });
});
