import { startTestServer } from '../scripts/test-server.ts';

/** Starts the real server for the specs; workers read E2E_PORT from the environment. */
export default async function globalSetup() {
  // Every spec's browser and API client is 127.0.0.1, so the per-IP SMS cap (30 a day) would count the whole suite
  // as one visitor; route tests cover the cap itself.
  const server = await startTestServer({ CAPTCHA_ENABLED: 'false', SMS_RESEND_SECONDS: '1', SMS_DAILY_PER_IP: '1000' });
  process.env.E2E_PORT = String(server.port);
  return () => server.stop();
}
