import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { canRunCluster, startTestCluster } from '../scripts/test-cluster.ts';
import { startTestServer } from '../scripts/test-server.ts';

const root = path.resolve(import.meta.dirname, '..');

/**
 * The built web apps the specs drive (`npm run test:e2e` builds both first). E2E_STOREFRONT_DIST and
 * E2E_BACKOFFICE_DIST point at other builds (several people building in one tree at once).
 */
const builds = {
  STOREFRONT_DIST: process.env.E2E_STOREFRONT_DIST ?? path.join(root, 'apps/storefront/dist'),
  BACKOFFICE_DIST: process.env.E2E_BACKOFFICE_DIST ?? path.join(root, 'apps/backoffice/dist'),
};

/**
 * Starts the real product for the specs, serving the built storefront and back office; workers read E2E_PORT.
 * Where Debian's nginx is installed (CI installs it) the journeys go through it to two instances on one PostgreSQL,
 * as README "Several instances" runs the product: a page, its API calls and its chat socket may each be answered by
 * either instance. E2E_INSTANCES=1 runs one server without a balancer.
 */
export default async function globalSetup() {
  for (const [name, dist] of Object.entries(builds)) {
    if (!existsSync(path.join(dist, 'index.html'))) {
      throw new Error(`${name} (${dist}) has no build: run "npm run build" first (npm run test:e2e does).`);
    }
  }
  // Every spec's browser and API client is 127.0.0.1, so the per-IP SMS cap (30 a day) would count the whole suite
  // as one visitor; route tests cover the cap itself.
  // Texts go to a file the specs read as the recipients' phones (staff never see codes).
  const smsFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'gs-e2e-sms-')), 'sms.jsonl');
  process.env.E2E_SMS_FILE = smsFile;
  const env = {
    ...builds,
    SMS_PROVIDER: 'file',
    SMS_FILE: smsFile,
    CAPTCHA_ENABLED: 'false',
    SMS_RESEND_SECONDS: '1',
    SMS_DAILY_PER_IP: '1000',
  };
  if (process.env.CI && !canRunCluster()) throw new Error('CI runs the journeys through nginx: install nginx');
  const cluster = process.env.E2E_INSTANCES !== '1' && canRunCluster();
  const server = cluster ? await startTestCluster(env) : await startTestServer(env);
  console.log(cluster ? `Journeys through nginx :${server.port} to two instances` : 'Journeys on one server');
  process.env.E2E_PORT = String(server.port);
  return () => server.stop();
}
