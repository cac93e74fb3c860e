import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers.ts';
import { tenantIdOf } from '../../../test/identity-helpers.ts';

// The demo is seeded once with both names per row (issue #23): a Chinese shop's rows carry their English names.
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

const tables = ['games', 'regions', 'game_attributes', 'game_attribute_choices', 'label_types'] as const;

async function rowsOf(code: string, table: (typeof tables)[number]) {
  const tenantId = await tenantIdOf(database.db, code);
  return database.db.selectFrom(table).select(['name', 'name_en']).where('tenant_id', '=', tenantId).execute();
}

describe('the demo catalogue in two languages', () => {
  it.each(['demo', 'lumen', 'closed'])(
    'gives every game, region, attribute, choice and label of the Chinese shop %s an English name',
    async (code) => {
      for (const table of tables) {
        const rows = await rowsOf(code, table);
        expect(rows.length, table).toBeGreaterThan(0);
        expect(
          rows.filter((row) => row.name_en.trim() === '').map((row) => row.name),
          `${code} ${table} without an English name`,
        ).toEqual([]);
        // The English name is English: no Chinese characters left in it.
        expect(
          rows.filter((row) => /[\u4e00-\u9fff]/u.test(row.name_en)).map((row) => row.name_en),
          table,
        ).toEqual([]);
      }
    },
  );

  it('names the best-known games and logins as the brief asks', async () => {
    const english = async (table: (typeof tables)[number], name: string) =>
      (await rowsOf('demo', table)).find((row) => row.name === name)?.name_en;
    expect(await english('games', '王者荣耀')).toBe('Honor of Kings');
    expect(await english('games', '和平精英')).toBe('Peacekeeper Elite');
    expect(await english('games', '原神')).toBe('Genshin Impact');
    expect(await english('regions', '安卓')).toBe('Android');
    expect(await english('regions', '苹果')).toBe('iOS');
    expect(await english('regions', '微信')).toBe('WeChat');
    expect(await english('regions', 'QQ')).toBe('QQ');
  });

  it('keeps the English shop’s rows in English, with no second name', async () => {
    for (const table of tables) {
      const rows = await rowsOf('nova', table);
      expect(rows.length, table).toBeGreaterThan(0);
      expect(
        rows.every((row) => row.name_en === ''),
        table,
      ).toBe(true);
    }
  });

  it('gives the Chinese shops’ decoration entries English titles', async () => {
    for (const code of ['demo', 'lumen']) {
      const tenantId = await tenantIdOf(database.db, code);
      const rows = await database.db
        .selectFrom('decorations')
        .select(['area', 'title', 'title_en'])
        .where('tenant_id', '=', tenantId)
        .execute();
      expect(rows.length).toBeGreaterThan(0);
      expect(
        rows.filter((row) => row.title_en === '').map((row) => row.title),
        code,
      ).toEqual([]);
    }
  });
});
