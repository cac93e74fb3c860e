import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { findFreePort } from '../src/lib/free-port.ts';
import { TEST_KEYS } from './test-keys.ts';

// Real server processes for the several-instances tests: started as `npm start` starts one (scripts/start.mjs; the
// web builds skipped by pointing STOREFRONT_DIST and BACKOFFICE_DIST at nothing), on a database of the test run.

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export interface ServerProcess {
  name: string;
  port: number;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (or signal) once the process ends. */
  exited: Promise<number | string | null>;
  /** SIGKILL if still running, and its data folder removed. */
  kill(): Promise<void>;
}

/** Starts one server process on DATABASE_URL; it is listening (or starting) when this returns: see waitUntilReady. */
export async function startServerProcess(
  name: string,
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const port = await findFreePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `gs-${name}-`));
  chmodSync(dataDir, 0o755);
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: '5',
      ENCRYPTION_KEYS: TEST_KEYS,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      SHUTDOWN_DRAIN_MS: '0',
      STOREFRONT_DIST: path.join(dataDir, 'no-storefront'),
      BACKOFFICE_DIST: path.join(dataDir, 'no-backoffice'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + String(chunk)).slice(-50_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | string | null>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? signal));
  });
  return {
    name,
    port,
    child,
    output: () => output,
    exited,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface HttpAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request on a fresh connection (no keep-alive: each request finds the listener anew), with any Host header. */
export function httpRequest(
  port: number,
  method: string,
  pathname: string,
  body: Buffer | null,
  headers: Record<string, string> = {},
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, method, path: pathname, headers, agent: false },
      (response) => {
        let text = '';
        response.on('data', (chunk) => {
          text += String(chunk);
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body ?? undefined);
  });
}

export const httpGet = (port: number, pathname: string, headers: Record<string, string> = {}) =>
  httpRequest(port, 'GET', pathname, null, headers);

/** Polls until `condition` holds; false when `timeoutMs` passed first. */
export async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return condition();
}

/** Waits for `/api/ready` to answer 200; throws with the process's output when it exits or takes too long. */
export async function waitUntilReady(server: ServerProcess, timeoutMs = 90_000): Promise<void> {
  const ready = await waitFor(async () => {
    if (server.child.exitCode !== null) throw new Error(`${server.name} exited:\n${server.output()}`);
    try {
      return (await httpGet(server.port, '/api/ready')).status === 200;
    } catch {
      return false; // not listening yet
    }
  }, timeoutMs);
  if (!ready) throw new Error(`${server.name} did not become ready:\n${server.output()}`);
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject('adminUrl') });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A new, empty database on the run's PostgreSQL (no migration run yet); `drop` removes it. */
export async function createEmptyDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `gs_empty_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(inject('adminUrl'));
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
