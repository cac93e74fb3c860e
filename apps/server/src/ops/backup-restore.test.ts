import { chmodSync, existsSync, promises as fs, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Order } from '@gs/shared/orders';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, envelope, TEST_KEYS } from '../../test/helpers.ts';
import { authHeaders, PASSWORD, solveCaptcha, tenantIdOf } from '../../test/identity-helpers.ts';
import {
  contextOf,
  expectEveryOrderBalanced,
  insertTestListing,
  payThroughCashier,
  verifiedBuyer,
} from '../../test/trade-fixtures.ts';
import { createAppDeps } from '../composition/create-app-deps.ts';
import { loadConfig } from '../config.ts';
import { createDb } from '../db/connection.ts';
import type { Database } from '../db/database.ts';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../db/embedded.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedDemoData } from '../seed/seed-demo.ts';
import { createBackup } from './backup.ts';
import { runTool } from './backup-archive.ts';
import { restoreBackup } from './restore.ts';

// The drill of README "Backups": a shop on its own embedded cluster takes a backup while a writer keeps inserting,
// the backup is restored into a new data directory, and the restored shop opens consistent and sells.

const workDir = mkdtempSync(path.join(os.tmpdir(), 'gs-backup-drill-'));
chmodSync(workDir, 0o755); // the cluster runs as the postgres user when the tests run as root
const dataDir = path.join(workDir, 'shop');
const restoredDir = path.join(workDir, 'restored');
const backupDir = path.join(workDir, 'backups');
const UPLOAD = 'listings/1/cover.webp';
const SEALED = 'id-photos/7.bin';
const BUYER_PHONE = '13977770001';

let live: EmbeddedDatabase;
let liveDb: pg.Client;
let archive: string;
let beforeBackup: { drillRows: number; users: number; listings: number; tenants: number };
let writtenDuringBackup = 0;

beforeAll(async () => {
  live = await startEmbeddedPostgres({ clusterDir: path.join(dataDir, 'postgres'), database: 'storefront' });
  const { db } = createDb(live.url, 2);
  await migrateToLatest(db as unknown as Kysely<unknown>);
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ENCRYPTION_KEYS: TEST_KEYS });
  // The shops, users and catalogues, without the demo trade history (20 s of seeding a drill does not need).
  await seedDemoData(createAppDeps(config, db, pino({ level: 'silent' })), { withTrade: false });
  // A customer (real-name verified, so allowed to buy) who logs in on the restored copy.
  await verifiedBuyer(await contextOf(db, await tenantIdOf(db, 'demo'), { now: () => new Date() }), BUYER_PHONE);
  await db.destroy();
  await fs.mkdir(path.dirname(path.join(dataDir, 'uploads', UPLOAD)), { recursive: true });
  await fs.writeFile(path.join(dataDir, 'uploads', UPLOAD), 'cover bytes');
  await fs.mkdir(path.dirname(path.join(dataDir, 'private', SEALED)), { recursive: true });
  await fs.writeFile(path.join(dataDir, 'private', SEALED), 'sealed bytes');
  // The key file of a shop without ENCRYPTION_KEYS: it must never travel with the backup.
  await fs.mkdir(path.join(dataDir, 'secrets'), { recursive: true });
  await fs.writeFile(path.join(dataDir, 'secrets', 'encryption-keys'), 'k1:not-a-real-key');

  liveDb = new pg.Client({ connectionString: live.url });
  await liveDb.connect();
  await liveDb.query('CREATE TABLE backup_drill (n integer PRIMARY KEY)');
  await liveDb.query('INSERT INTO backup_drill SELECT generate_series(1, 200)');
  beforeBackup = await countRows(liveDb);

  // Traffic during the backup: one writer, one committed row after another (so a consistent copy holds 1..k).
  let writing = true;
  const writer = (async () => {
    for (let n = 201; writing; n++) {
      await liveDb.query('INSERT INTO backup_drill VALUES ($1)', [n]);
      writtenDuringBackup = n - 200;
    }
  })();
  try {
    archive = await createBackup({ DATA_DIR: dataDir, DATABASE_URL: undefined }, { outDir: backupDir });
  } finally {
    writing = false;
    await writer;
  }
}, 120_000);

afterAll(async () => {
  await liveDb?.end();
  await live?.stop();
  rmSync(workDir, { recursive: true, force: true });
}, 60_000);

async function countRows(client: pg.Client) {
  const result = await client.query<{ drill: string; users: string; listings: string; tenants: string }>(
    `SELECT (SELECT count(*) FROM backup_drill) AS drill, (SELECT count(*) FROM users) AS users,
            (SELECT count(*) FROM listings) AS listings, (SELECT count(*) FROM tenants) AS tenants`,
  );
  const row = result.rows[0];
  return {
    drillRows: Number(row?.drill),
    users: Number(row?.users),
    listings: Number(row?.listings),
    tenants: Number(row?.tenants),
  };
}

describe('npm run backup on the embedded cluster', () => {
  it('writes one dated archive with the database and both file stores, and never the keys', async () => {
    expect(path.basename(archive)).toMatch(/^backup-\d{4}-\d{2}-\d{2}T\d{6}Z\.tar\.gz$/);
    const entries = (await runTool('tar', ['--list', '--gzip', '--file', archive])).split('\n');
    expect(entries).toContain('postgres/pgdata/backup_label');
    expect(entries).toContain(`uploads/${UPLOAD}`);
    expect(entries).toContain(`private/${SEALED}`);
    expect(entries.some((entry) => /^postgres\/pgdata\/pg_wal\/[0-9A-F]{24}$/.test(entry))).toBe(true);
    expect(entries.filter((entry) => entry.startsWith('secrets') || entry.includes('.env'))).toEqual([]);
    expect(entries).not.toContain('postgres/pgdata/postmaster.pid');
  });
});

describe('npm run restore', () => {
  let restored: EmbeddedDatabase;
  let restoredDb: Kysely<Database>;

  beforeAll(async () => {
    await restoreBackup({ DATA_DIR: '/nonexistent', DATABASE_URL: undefined }, { archive, dataDir: restoredDir });
    restored = await startEmbeddedPostgres({ clusterDir: path.join(restoredDir, 'postgres'), database: 'storefront' });
    restoredDb = createDb(restored.url, 4).db;
  }, 90_000);
  afterAll(async () => {
    await restoredDb?.destroy();
    await restored?.stop();
  }, 30_000);

  it('opens a consistent database holding every row committed before the backup', async () => {
    const client = new pg.Client({ connectionString: restored.url });
    await client.connect();
    try {
      const counts = await countRows(client);
      expect(counts.users).toBe(beforeBackup.users);
      expect(counts.listings).toBe(beforeBackup.listings);
      expect(counts.tenants).toBe(beforeBackup.tenants);
      // Rows written during the copy: none torn and no gap (a consistent point in the life of a sequential writer).
      const drill = await client.query<{ count: string; max: string }>('SELECT count(*), max(n) FROM backup_drill');
      expect(Number(drill.rows[0]?.count)).toBeGreaterThanOrEqual(200);
      expect(Number(drill.rows[0]?.max)).toBe(Number(drill.rows[0]?.count));
      expect(Number(drill.rows[0]?.count)).toBeLessThanOrEqual(200 + writtenDuringBackup);
      // Every listing's game and tenant exist: the catalogue's references survived the copy.
      const orphans = await client.query<{ count: string }>(
        `SELECT count(*) FROM listings l LEFT JOIN games g ON g.id = l.game_id LEFT JOIN tenants t ON t.id = l.tenant_id
         WHERE g.id IS NULL OR t.id IS NULL`,
      );
      expect(Number(orphans.rows[0]?.count)).toBe(0);
    } finally {
      await client.end();
    }
    await expectEveryOrderBalanced(restoredDb);
  });

  it('brings back the uploads and the private store, without the key file', async () => {
    expect(await fs.readFile(path.join(restoredDir, 'uploads', UPLOAD), 'utf8')).toBe('cover bytes');
    expect(await fs.readFile(path.join(restoredDir, 'private', SEALED), 'utf8')).toBe('sealed bytes');
    expect(existsSync(path.join(restoredDir, 'secrets'))).toBe(false);
  });

  it('serves a login and a purchase on the restored copy', async () => {
    const app = await buildTestApp(restoredDb, { DATA_DIR: restoredDir });
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/web/login',
        headers: { host: 'localhost' },
        payload: { username: BUYER_PHONE, password: PASSWORD, ...(await solveCaptcha(app)) },
      });
      expect(login.statusCode, login.body).toBe(200);
      const { token } = envelope<{ token: string }>(login).data;
      const demoId = await tenantIdOf(restoredDb, 'demo');
      const listing = await insertTestListing(restoredDb, demoId, { price: 30_000 });
      const created = await app.inject({
        method: 'POST',
        url: '/api/order/create',
        headers: authHeaders(token),
        payload: { goodsId: listing, guarantee: 'retrieval', payMode: 'full', agree: true },
      });
      expect(created.statusCode, created.body).toBe(200);
      const order = envelope<Order>(created).data;
      expect(await payThroughCashier(app, token, order.id)).toBe(`/pages/finish?orderId=${order.id}&result=success`);
      const paid = await restoredDb
        .selectFrom('orders')
        .select('status')
        .where('id', '=', order.id)
        .executeTakeFirstOrThrow();
      expect(paid.status).toBe('in_trade');
      await expectEveryOrderBalanced(restoredDb);
    } finally {
      await app.close();
    }
  });

  it('refuses a data directory that is not empty', async () => {
    await expect(
      restoreBackup({ DATA_DIR: '/nonexistent', DATABASE_URL: undefined }, { archive, dataDir: restoredDir }),
    ).rejects.toThrow(/is not empty/);
  });
});

describe('npm run backup with an external DATABASE_URL', () => {
  it('refuses a pg_dump whose major version is not the server’s, naming both', async () => {
    const toolMajor = Number(/\(PostgreSQL\)\s+(\d+)/.exec(await runTool('pg_dump', ['--version']))?.[1]);
    if (toolMajor === 18) return; // this machine's pg_dump matches the embedded server: nothing to refuse
    await expect(
      createBackup({ DATA_DIR: dataDir, DATABASE_URL: live.url }, { outDir: path.join(workDir, 'refused') }),
    ).rejects.toThrow(`pg_dump is PostgreSQL ${toolMajor} but the server at DATABASE_URL is PostgreSQL 18`);
  });
});
