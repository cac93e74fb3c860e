import { startTestServer } from '../scripts/test-server.ts';

/** Starts the real server for the specs; workers read E2E_PORT from the environment. */
export default async function globalSetup() {
  const server = await startTestServer({ CAPTCHA_ENABLED: 'false', SMS_RESEND_SECONDS: '1' });
  process.env.E2E_PORT = String(server.port);
  return () => server.stop();
}
