import { setTimeout as delay } from 'node:timers/promises';
import { buildApp } from './app.ts';
import { createAppDeps } from './composition/create-app-deps.ts';
import { loadConfig } from './config.ts';
import { withAdvisoryLock } from './db/advisory-lock.ts';
import { openDatabase } from './db/bootstrap.ts';
import { createLogger } from './lib/logger.ts';
import { applyPlatformHosts } from './modules/platform/index.ts';
import { demoTenants } from './seed/demo/demo-tenants.ts';
import { DEMO_PASSWORD, demoPlatformAdmin, demoUsers } from './seed/demo/demo-users.ts';
import { seedDemoData } from './seed/seed-demo.ts';

const log = (line: string) => process.stdout.write(`${line}\n`);

function printBanner(port: number, platformHost: string) {
  const lines = [
    '',
    `Storefront running at http://localhost:${port}/`,
    `API docs:            http://localhost:${port}/api/docs`,
    'Demo storefronts (each a tenant, chosen by host name):',
    ...demoTenants.map((t) => `  http://${t.hosts[t.hosts.length > 2 ? 1 : 0]}:${port}/  ${t.name} (${t.code})`),
    `Demo logins (same at every demo tenant, password ${DEMO_PASSWORD}; log in with the phone or the username):`,
    ...demoUsers.map((u) => `  ${u.username.padEnd(9)} ${u.phone}  ${u.roles.join(', ') || 'buyer'}`),
    `Platform console: http://${platformHost}:${port}/admin/  login ${demoPlatformAdmin.username} / ${DEMO_PASSWORD}`,
    'SMS codes are written to this log and to the outbox (SMS_PROVIDER=log).',
    '',
  ];
  log(lines.join('\n'));
}

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config, log);
  const deps = createAppDeps(config, database.db, createLogger(config.LOG_LEVEL));
  const writeStartupData = async () => {
    if (config.SEED_DEMO) {
      const seeded = await seedDemoData(deps);
      if (seeded.created.length > 0) log(`Seeded demo tenants: ${seeded.created.join(', ')}`);
    }
    await applyPlatformHosts(database.db, config.PLATFORM_HOSTS);
  };
  // Instances started together on one DATABASE_URL take turns (the migrations do the same inside kysely's Migrator).
  if (config.DATABASE_URL) await withAdvisoryLock(config.DATABASE_URL, 'storefront: start-up data', writeStartupData);
  else await writeStartupData();
  const app = await buildApp(deps);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    // Readiness fails first and the process keeps serving for the drain delay, so a balancer polling /api/ready
    // stops sending before the listener closes; closing lets the requests in flight finish, then the pool closes.
    deps.lifecycle.beginStop();
    log(`Received ${signal}, shutting down`);
    const force = setTimeout(() => process.exit(1), config.SHUTDOWN_DRAIN_MS + 20_000);
    force.unref();
    try {
      await delay(config.SHUTDOWN_DRAIN_MS);
      await app.close();
    } finally {
      await database.close();
    }
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (error) {
    await database.close();
    throw error;
  }
  const address = app.server.address();
  printBanner(typeof address === 'object' && address ? address.port : config.PORT, config.PLATFORM_HOSTS[0] ?? '');
}

main().catch((error: unknown) => {
  process.stderr.write(`Start-up failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
