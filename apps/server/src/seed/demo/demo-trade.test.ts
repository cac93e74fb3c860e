import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testAppDeps, testConfig } from '../../../test/helpers.ts';
import { tenantIdOf } from '../../../test/identity-helpers.ts';
import { expectEveryOrderBalanced, testSecretBox } from '../../../test/trade-fixtures.ts';
import { revealCredentials } from '../../modules/trade/vault/vault.service.ts';
import { demoCredentials, seedDemoTrade } from './demo-trade.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

/** The orders of the demo shop's 90 days' history (on its DEMOHIST listings). */
async function historyOrderCount() {
  const row = await database.db
    .selectFrom('orders as o')
    .innerJoin('listings as l', (join) =>
      join.onRef('l.tenant_id', '=', 'o.tenant_id').onRef('l.id', '=', 'o.listing_id'),
    )
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('l.number', 'like', 'DEMOHIST%')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('demo buying data (seeded into the test template)', () => {
  it('gives the demo buyer orders in several states, each balanced in the ledger', async () => {
    const demoId = await tenantIdOf(database.db, 'demo');
    const rows = await database.db
      .selectFrom('orders as o')
      .innerJoin('users as u', (join) =>
        join.onRef('u.tenant_id', '=', 'o.tenant_id').onRef('u.id', '=', 'o.buyer_user_id'),
      )
      .select(['o.status', 'o.delivered_at'])
      .where('o.tenant_id', '=', demoId)
      .where('u.phone', '=', '13800000001')
      .orderBy('o.id')
      .execute();
    // The last two are demo-queues.ts's: a consignment whose proceeds were withdrawn, and one under a claim.
    expect(rows.map((row) => row.status)).toEqual([
      'completed',
      'in_trade',
      'in_trade',
      'cancelled',
      'refunded',
      'completed',
      'after_sale',
    ]);
    expect(rows[2]?.delivered_at).not.toBeNull();
    // The demo shop's five, two at each of the three shops that trade (demo-queues.ts), and the demo shop's 90 days
    // (demo-history.ts, checked there).
    expect(await expectEveryOrderBalanced(database.db)).toBe(11 + (await historyOrderCount()));
    const evaluations = await database.db.selectFrom('evaluations').select('stars').execute();
    expect(evaluations).toEqual([{ stars: 5 }]);
  });

  it('keeps every listing’s credentials sealed in the vault, and seeding again changes nothing', async () => {
    const demoId = await tenantIdOf(database.db, 'demo');
    const count = async () =>
      Number(
        (
          await database.db
            .selectFrom('listing_credentials')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const listings = await database.db.selectFrom('listings').select('id').execute();
    expect(await count()).toBe(listings.length);
    const listing = listings[0]?.id ?? 0;
    const tenant = await database.db
      .selectFrom('listings')
      .select('tenant_id')
      .where('id', '=', listing)
      .executeTakeFirstOrThrow();
    const opened = await revealCredentials(
      database.db,
      testSecretBox,
      tenant.tenant_id,
      listing,
      { userId: 1, purpose: 'staff_read' },
      new Date(),
    );
    expect(opened).toEqual(demoCredentials(listing));
    await seedDemoTrade(database.db, testAppDeps(database.db, testConfig()), demoId, 'demo');
    expect(await count()).toBe(listings.length);
    expect(await expectEveryOrderBalanced(database.db)).toBe(11 + (await historyOrderCount()));
  });
});
