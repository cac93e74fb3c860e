import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../src/lib/free-port.ts';

const serverEntry = path.resolve(import.meta.dirname, '../src/server.ts');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gs-start-'));
chmodSync(dataDir, 0o755);
const started: ChildProcess[] = [];

/** PIDs of postgres processes whose command line names this test's data folder. */
function postgresOfDataDir(): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
        return cmdline.includes('postgres') && cmdline.includes(dataDir);
      } catch {
        return false;
      }
    })
    .map(Number);
}

async function startServer(port: number): Promise<{ child: ChildProcess; output: () => string }> {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  child.stdout?.on('data', (c) => {
    output += String(c);
  });
  child.stderr?.on('data', (c) => {
    output += String(c);
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return { child, output: () => output };
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not start: ${output}`);
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

const exited = (child: ChildProcess) =>
  child.exitCode !== null ? Promise.resolve(child.exitCode) : new Promise((resolve) => child.once('exit', resolve));

afterAll(() => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
  for (const pid of postgresOfDataDir()) process.kill(pid, 'SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm start lifecycle on the embedded database', () => {
  it('recovers after kill -9, reuses the data, and leaves no postgres after SIGTERM', async () => {
    const port = await findFreePort();
    const first = await startServer(port);
    expect(first.output()).toContain('Seeded demo tenants: demo, nova, lumen, closed');
    expect(first.output()).toContain(`http://localhost:${port}/`);

    first.child.kill('SIGKILL');
    await exited(first.child);
    // The orphaned postgres is still running with its lock file.
    expect(postgresOfDataDir().length).toBeGreaterThan(0);
    expect(existsSync(path.join(dataDir, 'postgres/pgdata/postmaster.pid'))).toBe(true);

    const second = await startServer(port);
    expect(second.output()).not.toContain('Seeded demo tenants');
    const tenant = await getJson(port, '/api/web/getTenant?type=1&state=1', 'nova.localhost');
    expect(tenant).toMatchObject({ code: 200, data: { tenantName: 'Nova Accounts' } });

    second.child.kill('SIGTERM');
    expect(await exited(second.child)).toBe(0);
    expect(postgresOfDataDir()).toEqual([]);
    expect(existsSync(path.join(dataDir, 'postgres/pgdata/postmaster.pid'))).toBe(false);
  }, 120_000);
});
