import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testAppDeps, testConfig } from '../../test/helpers.ts';
import { createDiskMediaStore } from '../modules/uploads/media-store.ts';
import { seedDemoData } from './seed-demo.ts';

let database: TestDatabase;
let uploads: string;

/** The app's collaborators on this file's database, writing media into this file's own folder. */
const seedDeps = () => ({ ...testAppDeps(database.db, testConfig()), media: createDiskMediaStore(uploads) });
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
  games: (await database.db.selectFrom('games').select('id').execute()).length,
  listings: (await database.db.selectFrom('listings').select('id').execute()).length,
  favourites: (await database.db.selectFrom('listing_favourites').select('listing_id').execute()).length,
});

describe('demo seed', () => {
  it('is idempotent: a second run on a seeded database creates nothing', async () => {
    const before = await counts();
    // The four demo shops and the platform's own tenant.
    expect(before.tenants).toBe(5);
    const result = await seedDemoData(seedDeps(), { withTrade: false });
    expect(result.created).toEqual([]);
    expect(result.existing).toEqual(['demo', 'nova', 'lumen', 'closed']);
    expect(await counts()).toEqual(before);
  });

  it('makes the demo seller real-name verified at level two (ID photos approved) at every demo tenant', async () => {
    const rows = await database.db
      .selectFrom('users')
      .innerJoin('real_name_verifications as v', (join) =>
        join.onRef('v.tenant_id', '=', 'users.tenant_id').onRef('v.user_id', '=', 'users.id'),
      )
      .innerJoin('real_name_reviews as r', (join) =>
        join.onRef('r.tenant_id', '=', 'users.tenant_id').onRef('r.user_id', '=', 'users.id'),
      )
      .select(['users.tenant_id', 'r.status', 'r.front_image'])
      .where('users.phone', '=', '13800000005')
      .execute();
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      expect(row.status).toBe('approved');
      // ID photos are private uploads, never public /uploads URLs.
      expect(row.front_image).toMatch(/^private:[0-9a-f-]{36}$/);
    }
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

  // The shop without trading: the others hold orders, claims and withdrawals, which a tenant is not deleted with.
  it('recreates a missing demo tenant with its domains, decoration and logo', async () => {
    await database.db.deleteFrom('tenants').where('code', '=', 'closed').execute();
    const result = await seedDemoData(seedDeps(), { withTrade: false });
    expect(result.created).toEqual(['closed']);
    const domain = await database.db
      .selectFrom('tenant_domains')
      .selectAll()
      .where('host', '=', 'closed.localhost')
      .executeTakeFirst();
    expect(domain?.is_primary).toBe(true);
    const counts = await database.db
      .selectFrom('game_listing_counts as c')
      .innerJoin('tenants as t', 't.id', 'c.tenant_id')
      .select((eb) => eb.fn.sum<string>('c.on_sale').as('on_sale'))
      .where('t.code', '=', 'closed')
      .executeTakeFirstOrThrow();
    expect(Number(counts.on_sale)).toBe(336);
  });

  // The shop without trading again: the others' orders and recycle requests keep their listings.
  it('seeds a catalogue for an existing tenant that has none, and keeps the on-sale counters exact', async () => {
    const shop = await database.db
      .selectFrom('tenants')
      .select('id')
      .where('code', '=', 'closed')
      .executeTakeFirstOrThrow();
    await database.db.deleteFrom('listing_favourites').where('tenant_id', '=', shop.id).execute();
    await database.db.deleteFrom('listings').where('tenant_id', '=', shop.id).execute();
    const emptied = await database.db
      .selectFrom('game_listing_counts')
      .select((eb) => eb.fn.sum<string>('on_sale').as('n'))
      .where('tenant_id', '=', shop.id)
      .executeTakeFirstOrThrow();
    expect(Number(emptied.n)).toBe(0);
    await database.db.deleteFrom('games').where('tenant_id', '=', shop.id).execute();
    await seedDemoData(seedDeps(), { withTrade: false });
    const listings = await database.db
      .selectFrom('listings')
      .select(['status', (eb) => eb.fn.countAll<string>().as('n')])
      .where('tenant_id', '=', shop.id)
      .groupBy('status')
      .orderBy('status')
      .execute();
    expect(Object.fromEntries(listings.map((row) => [row.status, Number(row.n)]))).toEqual({
      locked: 8,
      off_shelf: 16,
      on_sale: 336,
      pending_review: 8,
      retrieved: 8,
      sold: 24,
    });
    const counted = await database.db
      .selectFrom('game_listing_counts')
      .select((eb) => eb.fn.sum<string>('on_sale').as('n'))
      .where('tenant_id', '=', shop.id)
      .executeTakeFirstOrThrow();
    expect(Number(counted.n)).toBe(336);
    await database.db
      .updateTable('listings')
      .set({ status: 'locked' })
      .where('tenant_id', '=', shop.id)
      .where('status', '=', 'on_sale')
      .where('kind', '=', 'consignment')
      .execute();
    const consignment = await database.db
      .selectFrom('game_listing_counts')
      .select((eb) => eb.fn.sum<string>('on_sale').as('n'))
      .where('tenant_id', '=', shop.id)
      .where('kind', '=', 'consignment')
      .executeTakeFirstOrThrow();
    expect(Number(consignment.n)).toBe(0);
  });

  // Issue #23: the grid told listings of one game apart only by their titles.
  it("draws every demo listing's own cover and screenshots from its rank, hero and skin counts", async () => {
    const { db } = database;
    const game = await db
      .selectFrom('games')
      .innerJoin('tenants', 'tenants.id', 'games.tenant_id')
      .select(['games.id', 'games.tenant_id'])
      .where('tenants.code', '=', 'demo')
      .where('games.name', '=', '王者荣耀')
      .executeTakeFirstOrThrow();
    const rank = await db
      .selectFrom('game_attributes')
      .select('id')
      .where('tenant_id', '=', game.tenant_id)
      .where('game_id', '=', game.id)
      .where('name', '=', '段位')
      .executeTakeFirstOrThrow();
    const rankNames = new Map(
      (
        await db
          .selectFrom('game_attribute_choices')
          .select(['id', 'name'])
          .where('tenant_id', '=', game.tenant_id)
          .where('attribute_id', '=', rank.id)
          .execute()
      ).map((choice) => [choice.id, choice.name]),
    );
    const listings = await db
      .selectFrom('listings')
      .select(['number', 'cover_url', 'gallery', 'attrs', 'num_1', 'num_2'])
      .where('tenant_id', '=', game.tenant_id)
      .where('game_id', '=', game.id)
      .where('status', '=', 'on_sale')
      .where('number', 'like', 'A%')
      .orderBy('number')
      .execute();
    expect(listings.length).toBe(42);
    expect(new Set(listings.map((listing) => listing.cover_url)).size).toBe(listings.length);
    const uploadsDir = inject('uploadsDir');
    const file = (url: string) => readFileSync(path.join(uploadsDir, url.replace(/^\/uploads\//, '')), 'utf8');
    const first = listings[0];
    const other = listings.find(
      (listing) => listing.num_1 !== first?.num_1 && listing.attrs[String(rank.id)] !== first?.attrs[String(rank.id)],
    );
    for (const listing of [first, other]) {
      if (!listing) throw new Error('two listings of different ranks and hero counts');
      expect(listing.gallery).toHaveLength(4);
      expect(listing.gallery[0]).toBe(listing.cover_url);
      const cover = file(listing.cover_url);
      // The rank's name, the hero count (num_1) and the skin count (num_2) as the cover's own texts.
      expect(cover).toContain(`>${rankNames.get(listing.attrs[String(rank.id)] as number)}</text>`);
      expect(cover).toContain(`>${listing.num_1}</text>`);
      expect(cover).toContain(`>${listing.num_2}</text>`);
      expect(file(listing.gallery[2] as string)).toContain(`英雄数量 ${listing.num_1} / 125`);
    }
    expect(file(first?.cover_url ?? '')).not.toBe(file(other?.cover_url ?? ''));
    const dir = path.join(uploadsDir, 'tenants/demo/listings');
    const sizes = readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => statSync(path.join(entry.parentPath, entry.name)).size);
    expect(sizes.length).toBe(400 * 4);
    expect(Math.max(...sizes)).toBeLessThan(8 * 1024);
  });
});
