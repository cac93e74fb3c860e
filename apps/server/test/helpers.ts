import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { type DestinationStream, pino } from 'pino';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type AppDeps, type AppDepsOverrides, createAppDeps } from '../src/composition/create-app-deps.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { createDb } from '../src/db/connection.ts';
import type { Database } from '../src/db/database.ts';
import { createLogger } from '../src/lib/logger.ts';
import type { SmsMessage, SmsSender } from '../src/modules/identity/sms/sms-sender.ts';
import { insertTenant, upsertTenantSettings } from '../src/modules/tenants/tenants.repository.ts';
import { TEST_KEYS } from './test-keys.ts';

export interface TestDatabase {
  db: Kysely<Database>;
  url: string;
  drop(): Promise<void>;
}

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: inject('adminUrl') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh database cloned from the migrated and seeded template (the four demo tenants). */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `gs_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDatabase')}`);
  const url = new URL(inject('adminUrl'));
  url.pathname = `/${name}`;
  const { db } = createDb(url.toString(), 5);
  return {
    db,
    url: url.toString(),
    async drop() {
      await db.destroy();
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

export { TEST_KEYS };

/** The configuration of a test app: test mode, no web app builds, the run's uploads folder, the test keyring. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    STOREFRONT_DIST: '/nonexistent-storefront-dist',
    BACKOFFICE_DIST: '/nonexistent-backoffice-dist',
    DATA_DIR: inject('uploadsDir').replace(/\/uploads$/, ''),
    ENCRYPTION_KEYS: TEST_KEYS,
    ...env,
  });
}

export interface TestAppOptions extends AppDepsOverrides {
  /** Where the app logs (at info); by default it logs nothing. */
  logStream?: DestinationStream;
}

// The texts the test apps of each database sent: the recipients' phones (staff see codes masked in the outbox).
const sentTexts = new WeakMap<Kysely<Database>, SmsMessage[]>();

/** Every SMS the test apps on `db` sent, oldest first. */
export function smsSentOn(db: Kysely<Database>): readonly SmsMessage[] {
  return sentTexts.get(db) ?? [];
}

/** Stands in for the default provider (log), delivering to the list instead of the log. */
function recordingSmsSender(db: Kysely<Database>): SmsSender {
  return {
    name: 'log',
    async send(message) {
      const sent = sentTexts.get(db) ?? [];
      sent.push(message);
      sentTexts.set(db, sent);
      return { providerMessageId: null };
    },
  };
}

/**
 * The app's collaborators as production builds them, with the test doubles: a solvable captcha, no logging, and
 * texts delivered to a list the tests read (smsSentOn) unless the test brings its own sender.
 */
export function testAppDeps(db: Kysely<Database>, config: Config, options: TestAppOptions = {}): AppDeps {
  const { logStream, ...overrides } = options;
  const log = logStream ? createLogger('info', logStream) : pino({ level: 'silent' });
  const deps = createAppDeps(config, db, log, { smsSender: recordingSmsSender(db), ...overrides });
  deps.identity.captcha.generate = () => ({ text: 'AbCd', data: '<svg xmlns="http://www.w3.org/2000/svg"/>' });
  return deps;
}

/** The app as production builds it, on a test database, with configuration overrides and no log output. */
export async function buildTestApp(
  db: Kysely<Database>,
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<FastifyInstance> {
  const app = await buildApp(testAppDeps(db, testConfig(env), options));
  await app.ready();
  return app;
}

/** Parses an inject response body as an envelope. */
export function envelope<T = unknown>(response: { body: string }): TestEnvelope<T> {
  return JSON.parse(response.body);
}

export interface TestEnvelope<T> {
  code: number;
  msg: string;
  data: T;
  errorCode?: string;
  fields?: { field: string; message: string }[];
  requestId?: string;
  retryAfter?: number;
}

/** A shop of its own with default settings (en-US, the default colour, no markup), for a test's rows; its tenant id. */
export async function insertTestShop(db: Kysely<Database>, code: string, name: string): Promise<number> {
  const { id } = await insertTenant(db, { code, name, retail_key: randomBytes(12).toString('hex') });
  await upsertTenantSettings(db, id, {
    avatarUrl: '',
    useTheme: 1,
    serviceGroups: [],
    hotSearches: [],
    defaultLocale: 'en-US',
    primaryColor: '#1677ff',
    priceMarkupBp: 0,
    serviceContacts: [],
  });
  return id;
}
