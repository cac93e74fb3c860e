import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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

/** Starts the real server for the specs, serving the built storefront and back office; workers read E2E_PORT. */
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
  const server = await startTestServer({
    ...builds,
    SMS_PROVIDER: 'file',
    SMS_FILE: smsFile,
    CAPTCHA_ENABLED: 'false',
    SMS_RESEND_SECONDS: '1',
    SMS_DAILY_PER_IP: '1000',
  });
  process.env.E2E_PORT = String(server.port);
  return () => server.stop();
}
