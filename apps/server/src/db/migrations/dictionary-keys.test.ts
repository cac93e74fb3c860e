import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers.ts';
import { tenantIdOf } from '../../../test/identity-helpers.ts';
import { up } from './2026_11_27_1300_dictionary_keys.ts';

let database: TestDatabase;
let demoId: number;
let novaId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  [demoId, novaId] = await Promise.all([tenantIdOf(database.db, 'demo'), tenantIdOf(database.db, 'nova')]);
}, 60_000);
afterAll(async () => {
  await database?.drop();
});

const rowsOf = async (tenantId: number) => {
  const rows = await database.db
    .selectFrom('dict_data')
    .select(['id', 'dict_type', 'value', 'label', 'sort', 'state'])
    .where('tenant_id', '=', tenantId)
    .where('dict_type', '<>', 'rebind_steps')
    .orderBy('dict_type')
    .orderBy('value')
    .execute();
  return new Map(rows.map((row) => [`${row.dict_type}/${row.value}`, row]));
};

describe('migration 2026_11_27_1300_dictionary_keys', () => {
  it('gives every shop the keys it lacks with the seed’s values, and leaves the rows it has alone', async () => {
    const seeded = { demo: await rowsOf(demoId), nova: await rowsOf(novaId) };
    // A shop seeded before 2026-11-26: no bidding commission or payment window; a staff edit and a disabled row.
    const lacking = ['bid_commission_rate_bp', 'bid_commission_min_fen', 'recycle_payment_hours'];
    await database.db
      .deleteFrom('dict_data')
      .where('tenant_id', '=', demoId)
      .where('dict_type', '=', 'trade_fee')
      .where('value', 'in', lacking)
      .execute();
    await database.db
      .deleteFrom('dict_data')
      .where('tenant_id', 'in', [demoId, novaId])
      .where('dict_type', '=', 'guarantee_type')
      .where('value', '=', 'face')
      .execute();
    await database.db
      .updateTable('dict_data')
      .set({ label: '1200' })
      .where('tenant_id', '=', demoId)
      .where('value', '=', 'service_fee_fen')
      .execute();
    await database.db
      .updateTable('dict_data')
      .set({ state: 'disabled' })
      .where('tenant_id', '=', demoId)
      .where('value', '=', 'deposit_rate_bp')
      .execute();

    const migrate = () => up(database.db as unknown as Kysely<unknown>);
    await migrate();
    await migrate();

    const demo = await rowsOf(demoId);
    expect(demo.size).toBe(seeded.demo.size);
    for (const value of lacking) {
      const restored = demo.get(`trade_fee/${value}`);
      const original = seeded.demo.get(`trade_fee/${value}`);
      expect(restored).toMatchObject({ label: original?.label, sort: original?.sort, state: 'active' });
    }
    expect(demo.get('trade_fee/bid_commission_rate_bp')?.label).toBe('500');
    expect(demo.get('trade_fee/recycle_payment_hours')?.label).toBe('24');
    expect(demo.get('trade_fee/service_fee_fen')?.label).toBe('1200');
    expect(demo.get('trade_fee/deposit_rate_bp')?.state).toBe('disabled');
    // Texts in the shop's own language: the demo shop is Chinese, nova English.
    expect(demo.get('guarantee_type/face')?.label).toBe(seeded.demo.get('guarantee_type/face')?.label);
    expect(demo.get('guarantee_type/face')?.label).toBe('人脸包赔');
    const nova = await rowsOf(novaId);
    expect(nova.get('guarantee_type/face')?.label).toBe('Face-verification cover');
    expect(nova.size).toBe(seeded.nova.size);

    // Every shop, every known key, exactly once.
    const counts = await sql<{ n: string }>`
      SELECT count(*) AS n FROM dict_data WHERE dict_type <> 'rebind_steps'
      GROUP BY tenant_id, dict_type, value HAVING count(*) > 1`.execute(database.db);
    expect(counts.rows).toEqual([]);
  });
});
