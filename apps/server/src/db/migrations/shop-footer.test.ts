import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers.ts';
import { down, up } from './2026_12_01_2010_shop_footer.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);
afterAll(async () => {
  await database?.drop();
});

const labels = async () => {
  const rows = await database.db
    .selectFrom('tenant_settings as s')
    .innerJoin('tenants as t', 't.id', 's.tenant_id')
    .select(['t.code', 's.amount_label', 's.company_name', 's.icp_number'])
    .where('t.kind', '=', 'shop')
    .orderBy('t.code')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.code, row]));
};

describe('migration 2026_12_01_2010_shop_footer', () => {
  it('labels the amounts of an existing English-default shop with the currency code, every other shop with ¥', async () => {
    const unknownDb = database.db as unknown as Kysely<unknown>;
    await down(unknownDb);
    // A shop that switched to English before the migration, as well as the seeded English one (nova).
    await sql`UPDATE tenant_settings SET default_locale = 'en-US'
      WHERE tenant_id = (SELECT id FROM tenants WHERE code = 'lumen')`.execute(database.db);
    await up(unknownDb);

    expect(await labels()).toMatchObject({
      demo: { amount_label: 'symbol', company_name: '', icp_number: '' },
      nova: { amount_label: 'code', company_name: '' },
      lumen: { amount_label: 'code' },
      closed: { amount_label: 'symbol' },
    });
    await expect(sql`UPDATE tenant_settings SET amount_label = 'EUR'`.execute(database.db)).rejects.toThrow(
      /amount_label_check/,
    );
  });
});
