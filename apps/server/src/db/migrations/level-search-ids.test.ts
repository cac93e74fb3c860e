import { LEVEL_SEARCH_ID_BASE } from '@gs/shared/listings';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers.ts';
import { down, up } from './2026_11_22_1000_level_search_ids.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

const searchIdsById = async () => {
  const rows = await database.db.selectFrom('listings').select(['id', 'search_ids']).orderBy('id').execute();
  return new Map(rows.map((row) => [row.id, [...row.search_ids].sort((a, b) => a - b)]));
};

describe('migration 2026_11_22_1000_level_search_ids', () => {
  it('gives listings made before the level filter the same level ids the seed writes now', async () => {
    const seeded = await searchIdsById();
    const withLevels = [...seeded.values()].filter((ids) => ids.some((id) => id >= LEVEL_SEARCH_ID_BASE));
    expect(withLevels.length).toBeGreaterThan(0);

    const unknownDb = database.db as unknown as Kysely<unknown>;
    await down(unknownDb);
    const stripped = await searchIdsById();
    expect([...stripped.values()].every((ids) => ids.every((id) => id < LEVEL_SEARCH_ID_BASE))).toBe(true);

    await up(unknownDb);
    expect(await searchIdsById()).toEqual(seeded);
    // Run twice: nothing doubles.
    await up(unknownDb);
    expect(await searchIdsById()).toEqual(seeded);
  });
});
