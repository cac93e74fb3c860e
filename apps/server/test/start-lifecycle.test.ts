import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../src/lib/free-port.ts';

// `npm start` exactly as a user or a process manager runs it, on a throw-away data folder. The web app builds are
// skipped (STOREFRONT_DIST and BACKOFFICE_DIST name folders): these tests are about processes, not pages.
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gs-start-'));
chmodSync(dataDir, 0o755); // the embedded cluster runs as the postgres user when tests run as root
const started: ChildProcess[] = [];

function processes(): { pid: number; ppid: number; cmdline: string }[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
        return [{ pid: Number(pid), ppid, cmdline }];
      } catch {
        return []; // exited while we looked
      }
    });
}

/** Every process below `root` (npm → node server → PostgreSQL host → postgres and its workers). */
function descendantsOf(root: number): number[] {
  const all = processes();
  const found: number[] = [];
  let frontier = [root];
  while (frontier.length > 0) {
    const children = all.filter((p) => frontier.includes(p.ppid)).map((p) => p.pid);
    found.push(...children);
    frontier = children;
  }
  return found;
}

function alive(pids: number[]): number[] {
  const live = new Set(processes().map((p) => p.pid));
  return pids.filter((pid) => live.has(pid));
}

/** PIDs of postgres processes whose command line names this test's data folder. */
function postgresOfDataDir(): number[] {
  return processes()
    .filter((p) => p.cmdline.includes('postgres') && p.cmdline.includes(dataDir))
    .map((p) => p.pid);
}

/** The process running the server (node scripts/start.mjs) and the one owning the cluster (embedded-host.js). */
function serverAndHost(npmPid: number): { server: number; host: number } {
  const below = new Set(descendantsOf(npmPid));
  const mine = processes().filter((p) => below.has(p.pid));
  const server = mine.find((p) => p.cmdline.includes('scripts/start.mjs'));
  const host = mine.find((p) => p.cmdline.includes('embedded-host.js'));
  if (!server || !host) throw new Error(`server or host not found: ${JSON.stringify(mine)}`);
  return { server: server.pid, host: host.pid };
}

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return condition();
}

async function npmStart(port: number): Promise<{ npm: ChildProcess; output: () => string }> {
  let output = '';
  const npm = spawn('npm', ['start'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SHUTDOWN_DRAIN_MS: '0', // no balancer to drain: the stop itself is under test
      STOREFRONT_DIST: path.join(dataDir, 'no-storefront'),
      BACKOFFICE_DIST: path.join(dataDir, 'no-backoffice'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(npm);
  npm.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  npm.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (npm.exitCode !== null) throw new Error(`npm start exited: ${output}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return { npm, output: () => output };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`npm start did not become healthy: ${output}`);
}

/** fetch() may not set Host; node:http can. */
function getJson(port: number, pathname: string, host: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: pathname, headers: { host } }, (response) => {
        let body = '';
        response.on('data', (chunk) => {
          body += String(chunk);
        });
        response.on('end', () => resolve(JSON.parse(body)));
      })
      .on('error', reject);
  });
}

function exitOf(child: ChildProcess, timeoutMs: number): Promise<number | string | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve('still running'), timeoutMs);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      resolve(code ?? signal);
    });
  });
}

afterAll(() => {
  for (const child of started) if (child.pid) for (const pid of descendantsOf(child.pid)) process.kill(pid, 'SIGKILL');
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
  for (const pid of postgresOfDataDir()) process.kill(pid, 'SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm start on the embedded database', () => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`${signal} to the npm process alone stops the server and PostgreSQL within 10 s, exit code 0`, async () => {
      const port = await findFreePort();
      const { npm, output } = await npmStart(port);
      expect(output()).toContain(`http://localhost:${port}/`);
      const below = descendantsOf(npm.pid ?? 0);
      expect(postgresOfDataDir().length).toBeGreaterThan(0);

      process.kill(npm.pid ?? 0, signal); // the process only, not its group: what a process manager does
      expect(await exitOf(npm, 10_000)).toBe(0);
      expect(await waitFor(() => alive(below).length === 0, 2_000)).toBe(true);
      expect(postgresOfDataDir()).toEqual([]);
      expect(existsSync(path.join(dataDir, 'postgres/pgdata/postmaster.pid'))).toBe(false);
      expect(output()).toContain(`Received ${signal}, shutting down`);
    }, 150_000);
  }

  it('stops PostgreSQL when the server dies, and recovers an orphaned cluster on the next start', async () => {
    const port = await findFreePort();
    const first = await npmStart(port);
    expect(first.output()).not.toContain('Seeded demo tenants'); // the data of the first start is reused
    const { server } = serverAndHost(first.npm.pid ?? 0);

    // The server crashes: the process owning the cluster notices and stops it.
    process.kill(server, 'SIGKILL');
    await exitOf(first.npm, 10_000);
    expect(await waitFor(() => postgresOfDataDir().length === 0, 10_000)).toBe(true);

    // Both die at once (kill -9 of everything but postgres): the next start stops the orphan and its stale lock.
    const second = await npmStart(port);
    const both = serverAndHost(second.npm.pid ?? 0);
    process.kill(both.host, 'SIGKILL');
    process.kill(both.server, 'SIGKILL');
    await exitOf(second.npm, 10_000);
    expect(postgresOfDataDir().length).toBeGreaterThan(0);
    expect(existsSync(path.join(dataDir, 'postgres/pgdata/postmaster.pid'))).toBe(true);

    const third = await npmStart(port);
    expect(third.output()).toMatch(/orphaned PostgreSQL|stale postmaster\.pid/);
    const tenant = await getJson(port, '/api/web/getTenant?type=1&state=1', 'nova.localhost');
    expect(tenant).toMatchObject({ code: 200, data: { tenantName: 'Nova Accounts' } });
    process.kill(third.npm.pid ?? 0, 'SIGTERM');
    expect(await exitOf(third.npm, 10_000)).toBe(0);
    expect(postgresOfDataDir()).toEqual([]);
  }, 200_000);
});
