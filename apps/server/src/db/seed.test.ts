import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/helpers.ts';
import { createDiskMediaStore } from '../modules/media/media-store.ts';
import { seedDemoData } from './seed.ts';

let database: TestDatabase;
let uploads: string;
beforeAll(async () => {
  database = await createTestDatabase();
  uploads = mkdtempSync(path.join(os.tmpdir(), 'gs-seed-'));
});
afterAll(async () => {
  await database.drop();
  rmSync(uploads, { recursive: true, force: true });
});

const counts = async () => ({
  tenants: (await database.db.selectFrom('tenants').select('id').execute()).length,
  domains: (await database.db.selectFrom('tenant_domains').select('host').execute()).length,
  decorations: (await database.db.selectFrom('decorations').select('id').execute()).length,
  versions: (await database.db.selectFrom('app_versions').select('id').execute()).length,
  notices: (await database.db.selectFrom('notices').select('id').execute()).length,
});

describe('demo seed', () => {
  it('is idempotent: a second run on a seeded database creates nothing', async () => {
    const before = await counts();
    expect(before.tenants).toBe(4);
    const result = await seedDemoData(database.db, createDiskMediaStore(uploads));
    expect(result.created).toEqual([]);
    expect(result.existing).toEqual(['demo', 'nova', 'lumen', 'closed']);
    expect(await counts()).toEqual(before);
  });

  it('gives every demo tenant its notices, the demo tenant in both languages', async () => {
    const rows = await database.db
      .selectFrom('notices')
      .innerJoin('tenants', 'tenants.id', 'notices.tenant_id')
      .select(['tenants.code', 'notices.locale'])
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .groupBy(['tenants.code', 'notices.locale'])
      .orderBy('tenants.code')
      .orderBy('notices.locale')
      .execute();
    expect(rows.map((row) => `${row.code} ${row.locale}`)).toEqual([
      'closed zh-CN',
      'demo en-US',
      'demo zh-CN',
      'lumen zh-CN',
      'nova en-US',
    ]);
    // 7 single notices + 6 announcements (4 live, 1 scheduled, 1 draft)
    for (const row of rows) expect(row.count).toBe(13);
  });

  it('recreates a missing demo tenant with its domains, decoration and logo', async () => {
    await database.db.deleteFrom('tenants').where('code', '=', 'nova').execute();
    const result = await seedDemoData(database.db, createDiskMediaStore(uploads));
    expect(result.created).toEqual(['nova']);
    const domain = await database.db
      .selectFrom('tenant_domains')
      .selectAll()
      .where('host', '=', 'nova.localhost')
      .executeTakeFirst();
    expect(domain?.is_primary).toBe(true);
  });
});
