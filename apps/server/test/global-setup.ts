import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { pino } from 'pino';
import type { TestProject } from 'vitest/node';
import { createAppDeps } from '../src/composition/create-app-deps.ts';
import { loadConfig } from '../src/config.ts';
import { createDb } from '../src/db/connection.ts';
import { startEmbeddedPostgres } from '../src/db/embedded.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { applyPlatformHosts } from '../src/modules/platform/index.ts';
import { seedDemoData } from '../src/seed/seed-demo.ts';
import { TEST_KEYS } from './test-keys.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    adminUrl: string;
    templateDatabase: string;
    uploadsDir: string;
  }
}

const TEMPLATE = 'gs_test_template';

/**
 * One PostgreSQL for the whole run (embedded, or TEST_DATABASE_URL), holding a migrated and seeded template
 * database; every test file clones it (CREATE DATABASE … TEMPLATE), which takes milliseconds.
 */
export default async function setup(project: TestProject) {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'gs-test-'));
  chmodSync(workDir, 0o755); // the embedded cluster runs as the postgres user when tests run as root
  const uploadsDir = path.join(workDir, 'uploads');
  const embedded = process.env.TEST_DATABASE_URL
    ? null
    : await startEmbeddedPostgres({
        clusterDir: path.join(workDir, 'postgres'),
        database: 'postgres',
        ephemeral: true,
      });
  const adminUrl = process.env.TEST_DATABASE_URL ?? embedded?.adminUrl ?? '';
  try {
    await prepareTemplate(adminUrl, workDir);
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
  project.provide('adminUrl', adminUrl);
  project.provide('templateDatabase', TEMPLATE);
  project.provide('uploadsDir', uploadsDir);

  return async () => {
    await embedded?.stop();
    rmSync(workDir, { recursive: true, force: true });
  };
}

async function prepareTemplate(adminUrl: string, dataDir: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${TEMPLATE}`);
  await admin.end();

  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${TEMPLATE}`;
  const { db } = createDb(templateUrl.toString(), 2);
  await migrateToLatest(db as unknown as Kysely<unknown>);
  // Seeded through the app's own collaborators, with the test apps' keyring so seeded vault values open in tests.
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ENCRYPTION_KEYS: TEST_KEYS });
  await seedDemoData(createAppDeps(config, db, pino({ level: 'silent' })));
  await applyPlatformHosts(db, config.PLATFORM_HOSTS);
  // Many tests open several orders for one buyer: the template's shops allow 50 unpaid orders each. The default
  // cap (2) and the cooldown are tested in order-limits.test.ts, which sets its shop back to the default.
  await sql`
    INSERT INTO order_settings (tenant_id, max_unpaid_orders) SELECT id, 50 FROM tenants
    ON CONFLICT (tenant_id) DO UPDATE SET max_unpaid_orders = 50`.execute(db);
  await db.destroy();
}
