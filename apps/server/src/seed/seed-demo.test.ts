import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildTestApp, createTestDatabase, type TestDatabase, testAppDeps, testConfig } from '../../test/helpers.ts';
import { createDiskMediaStore } from '../modules/uploads/media-store.ts';
import { LISTINGS_WITH_OWN_ART } from './demo/listing-art-files.ts';
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

  // Issue #23: the grid told listings of one game apart only by their titles. Rendering every listing's own pictures
  // as WebP took too long for a seed at each start (issue #22): the newest on sale are WebP, the others their SVG.
  it("draws every demo listing's own cover and screenshots: the newest as WebP, the others as their SVG", async () => {
    const { db } = database;
    const shop = await db.selectFrom('tenants').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow();
    const listings = await db
      .selectFrom('listings')
      .select(['number', 'status', 'cover_url', 'gallery', 'listed_at', 'num_1', 'num_2', 'game_id'])
      .where('tenant_id', '=', shop.id)
      .where('number', 'like', 'A%')
      .orderBy('listed_at', (ob) => ob.desc().nullsLast())
      .execute();
    // Issue #23: every listing has pictures of its own, so the grid tells listings of one game apart at a glance.
    expect(new Set(listings.map((listing) => listing.cover_url)).size).toBe(listings.length);
    const rendered = listings.filter((listing) => listing.cover_url.endsWith('.webp'));
    const newestOnSale = listings.filter((listing) => listing.status === 'on_sale').slice(0, LISTINGS_WITH_OWN_ART);
    expect(rendered.map((listing) => listing.number).sort()).toEqual(
      newestOnSale.map((listing) => listing.number).sort(),
    );
    const uploadsDir = inject('uploadsDir');
    const file = (url: string) => path.join(uploadsDir, url.replace(/^\/uploads\//, ''));
    for (const listing of rendered) {
      expect(listing.cover_url).toBe(`/uploads/tenants/demo/listings/${listing.number}/cover.webp`);
      expect(listing.gallery).toHaveLength(4);
      expect(listing.gallery[0]).toBe(listing.cover_url);
      for (const url of listing.gallery) {
        expect(await sharp(file(url)).metadata()).toMatchObject({ format: 'webp', width: 640, height: 480 });
      }
    }
    expect(new Set(rendered.map((listing) => readFileSync(file(listing.cover_url)).toString('base64'))).size).toBe(
      rendered.length,
    );
    const honorOfKings = await db
      .selectFrom('games')
      .select('id')
      .where('tenant_id', '=', shop.id)
      .where('name', '=', '王者荣耀')
      .executeTakeFirstOrThrow();
    const drawn = listings.filter((row) => !rendered.includes(row));
    expect(drawn.filter((row) => row.game_id === honorOfKings.id).length).toBeGreaterThan(20);
    expect(drawn.length).toBeGreaterThan(300);
    for (const listing of drawn.filter((row) => row.game_id === honorOfKings.id)) {
      expect(listing.cover_url).toBe(`/uploads/tenants/demo/listings/${listing.number}/cover.svg`);
      expect(listing.gallery).toHaveLength(4);
      // The hero count (num_1) and the skin count (num_2) as the cover's own texts.
      const cover = readFileSync(file(listing.cover_url), 'utf8');
      expect(readFileSync(file(listing.gallery[2] as string), 'utf8')).toContain(`英雄数量 ${listing.num_1} / 125`);
      for (const url of listing.gallery) expect(readFileSync(file(url)).length).toBeLessThan(8 * 1024);
      expect(cover).toContain(`>${listing.num_1}</text>`);
      expect(cover).toContain(`>${listing.num_2}</text>`);
    }
  });

  it('stores every other picture it draws as WebP, served as image/webp', async () => {
    const { db } = database;
    const urls = [
      ...(await db.selectFrom('tenant_settings').select('avatar_url as url').execute()),
      ...(await db.selectFrom('games').select('icon_url as url').execute()),
      ...(await db.selectFrom('decorations').select('image_url as url').execute()),
      ...(await db.selectFrom('decorations').select('image_en as url').execute()),
      ...(await db.selectFrom('streamers').select('avatar_url as url').execute()),
      ...(await db.selectFrom('partners').select('logo_url as url').execute()),
      ...(await db.selectFrom('listings').select('cover_url as url').where('cover_url', 'not like', '%.svg').execute()),
    ]
      .map((row) => row.url)
      .filter((url) => url.startsWith('/uploads/tenants/'));
    const galleries = await db
      .selectFrom('listings')
      .select('gallery')
      .where('cover_url', 'not like', '%.svg')
      .execute();
    const pictures = [...new Set([...urls, ...galleries.flatMap((row) => row.gallery)])];
    expect(pictures.length).toBeGreaterThan(200);
    expect(pictures.filter((url) => !url.endsWith('.webp'))).toEqual([]);
    const stored = readdirSync(path.join(inject('uploadsDir'), 'tenants'), { recursive: true, encoding: 'utf8' });
    // The only SVGs: the long tail of listings' own pictures (above).
    expect(stored.filter((name) => name.endsWith('.svg') && !/^[a-z]+\/listings\/A\d+\//.test(name))).toEqual([]);

    const app = await buildTestApp(db);
    try {
      const picked = [
        pictures.find((url) => url === '/uploads/tenants/demo/logo.webp'),
        pictures.find((url) => /\/games\/[a-z]+\/icon\.webp$/.test(url)),
        pictures.find((url) => /\/listings\/A\d+\/cover\.webp$/.test(url)),
        pictures.find((url) => /\/decoration\/banner-1\.webp$/.test(url)),
      ];
      for (const url of picked) {
        const response = await app.inject({ method: 'GET', url: url ?? '' });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type']).toBe('image/webp');
        const bytes = response.rawPayload;
        expect([bytes.subarray(0, 4).toString('latin1'), bytes.subarray(8, 12).toString('latin1')]).toEqual([
          'RIFF',
          'WEBP',
        ]);
      }
    } finally {
      await app.close();
    }
  });
});
