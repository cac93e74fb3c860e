// The whole product as several instances run it, from real parts, for the reliability drills: one embedded
// PostgreSQL on a fixed port (so it can be killed and started again at the same address), server processes as
// `npm start` runs one (without the web builds), each restartable on its port, and Debian's nginx in front with the
// repository's own deploy/nginx.conf.
import type { ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../../apps/server/src/db/embedded.ts';
import { findFreePort } from '../../apps/server/src/lib/free-port.ts';
import { startNginx } from '../../apps/server/test/nginx.ts';
import { startTestServer } from '../test-server.ts';

/** The keyring of every drill process: the drill's own code opens sessions and seals real-name data with it. */
export const DRILL_KEYS = `drill:${Buffer.alloc(32, 9).toString('base64')}`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `condition` holds; false when `timeoutMs` passed first. */
export async function waitFor(condition: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition().catch(() => false)) return true;
    await sleep(100);
  }
  return false;
}

/** The status of one GET, or 0 when nothing answered (refused, reset, timed out). */
export async function statusOf(url: string, timeoutMs = 3000): Promise<number> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

export interface DrillDatabase {
  url: string;
  /** The postmaster's pid (first line of postmaster.pid). */
  pid(): number;
  /** SIGKILL to the postmaster: its backends die with it, as in a crash. */
  kill(): Promise<void>;
  /** Starts the cluster again on the same data and port (crash recovery replays the WAL). */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/** An embedded PostgreSQL in a folder of its own, on a port that stays the same across restarts. */
export async function startDrillDatabase(dir: string): Promise<DrillDatabase> {
  const clusterDir = path.join(dir, 'postgres');
  mkdirSync(clusterDir, { recursive: true });
  const port = await findFreePort();
  const start = () => startEmbeddedPostgres({ clusterDir, database: 'storefront', port });
  let current: EmbeddedDatabase = await start();
  const pid = () => Number(readFileSync(path.join(clusterDir, 'pgdata', 'postmaster.pid'), 'utf8').split('\n')[0]);
  return {
    url: current.url,
    pid,
    async kill() {
      const postmaster = pid();
      process.kill(postmaster, 'SIGKILL');
      await waitFor(async () => {
        try {
          process.kill(postmaster, 0);
          return false;
        } catch {
          return true;
        }
      }, 10_000);
      // The host process that owned the cluster notices and exits; what it leaves is a crashed data folder.
      await current.stop().catch(() => undefined);
    },
    async restart() {
      current = await start();
    },
    stop: () => current.stop(),
  };
}

export interface Instance {
  name: string;
  port: number;
  child: ChildProcess;
  output(): string;
  exited: Promise<number | string | null>;
  /** Starts the instance again (same name, port and settings) after it died or stopped. */
  restart(): Promise<Instance>;
}

/** One server process on the drill database, as `npm start` runs it; resolves once it answers /api/ready. */
export async function startInstance(
  name: string,
  databaseUrl: string,
  env: Record<string, string> = {},
  port?: number,
): Promise<Instance> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `gs-drill-${name}-`));
  const server = await startTestServer(
    {
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: '10',
      ENCRYPTION_KEYS: DRILL_KEYS,
      LOG_LEVEL: 'error',
      SEED_DEMO: 'false',
      TRUST_PROXY: 'true',
      INSTANCE_ID: name,
      SHUTDOWN_DRAIN_MS: '1000',
      STOREFRONT_DIST: path.join(dataDir, 'no-storefront'),
      BACKOFFICE_DIST: path.join(dataDir, 'no-backoffice'),
      SMS_DAILY_PER_IP: '100000',
      CAPTCHA_ENABLED: 'false',
      ...env,
    },
    { dataDir, port, readyPath: '/api/ready', timeoutMs: 120_000 },
  ).catch((error: unknown) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`${name} did not become ready: ${error instanceof Error ? error.message : String(error)}`);
  });
  // The folder is the drill's, given to the server: removed once the process is gone, however it ended.
  const exited = server.exited.then((code) => {
    rmSync(dataDir, { recursive: true, force: true });
    return code;
  });
  return {
    name,
    port: server.port,
    child: server.child,
    output: server.output,
    exited,
    restart: () => startInstance(name, databaseUrl, env, server.port),
  };
}

/** SIGKILL, and waits for the process to be gone. */
export async function killInstance(instance: Instance, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
  if (instance.child.exitCode === null && instance.child.signalCode === null) instance.child.kill(signal);
  await instance.exited;
}

export interface Balancer {
  port: number;
  url: string;
  stop(): Promise<void>;
}

/** Debian's nginx with the repository's deploy/nginx.conf in front of two instances (see apps/server/test/nginx.ts). */
export async function startBalancer(ports: readonly [number, number]): Promise<Balancer> {
  const nginx = await startNginx(ports);
  return { port: nginx.port, url: `http://127.0.0.1:${nginx.port}`, stop: nginx.stop };
}

/** A temporary folder for one drill, removed by `cleanup`. */
export function drillFolder(): { dir: string; cleanup(): void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gs-drill-'));
  chmodSync(dir, 0o755);
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}
