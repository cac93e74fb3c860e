import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findFreePort } from '../apps/server/src/lib/free-port.ts';

export interface TestServer {
  port: number;
  dataDir: string;
  child: ChildProcess;
  /** The last of what the process wrote to stdout and stderr. */
  output(): string;
  /** Resolves with the exit code (or signal) once the process ends (its own data folder is removed then). */
  exited: Promise<number | string | null>;
  /** SIGTERM (the clean shutdown), SIGKILL after 20 s; resolves once the process is gone. */
  stop(): Promise<void>;
}

export interface TestServerOptions {
  /** A data folder shared by several instances: it stays when this server stops. Default: a throw-away one. */
  dataDir?: string;
  /** The port (a restart on the same address); default a free one. */
  port?: number;
  /** What must answer 200 before the server counts as started: default `/api/health`. */
  readyPath?: string;
  /** How long start-up may take. */
  timeoutMs?: number;
  /**
   * Runs the server as `npm start` does (scripts/start.mjs: the built JavaScript, built first where stale) instead of
   * its TypeScript through tsx. The benchmarks measure that: what runs in production. tsx compiles with esbuild's
   * keepNames, which wraps every function the code defines in a call that names it — the server-side render of a page
   * ran about twice as long under it.
   */
  built?: boolean;
}

async function waitForHealth(
  url: string,
  server: ChildProcess,
  output: () => string,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited during start-up:\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not become healthy in time:\n${output()}`);
}

/**
 * Starts the real server as `npm start` does (built web apps, embedded PostgreSQL, migrations, demo seed) but
 * on a free port with a throw-away data folder. Used by the Playwright global setup and the benchmarks.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: TestServerOptions = {},
): Promise<TestServer> {
  const root = path.resolve(import.meta.dirname, '..');
  // A data folder given by the caller is shared (several instances) and stays when this server stops.
  const ownsDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'gs-run-'));
  chmodSync(dataDir, 0o755); // the embedded cluster runs as the postgres user when this runs as root
  const port = options.port ?? (await findFreePort());
  let log = '';
  const entry = options.built ? ['scripts/start.mjs'] : ['--import', 'tsx', 'apps/server/src/server.ts'];
  const server = spawn(process.execPath, entry, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SHUTDOWN_DRAIN_MS: '0', // no balancer in front: stop at once
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => {
    log = (log + String(chunk)).slice(-50_000);
  };
  server.stdout?.on('data', collect);
  server.stderr?.on('data', collect);
  const exited = new Promise<number | string | null>((resolve) => {
    server.once('exit', (code, signal) => {
      if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
      resolve(code ?? signal);
    });
  });
  try {
    const readyPath = options.readyPath ?? '/api/health';
    await waitForHealth(
      `http://127.0.0.1:${port}${readyPath}`,
      server,
      () => log,
      options.timeoutMs ?? (options.built ? 300_000 : 90_000),
    );
  } catch (error) {
    server.kill('SIGKILL');
    throw error;
  }
  return {
    port,
    dataDir,
    child: server,
    output: () => log,
    exited,
    async stop() {
      if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
      const timeout = new Promise((resolve) => setTimeout(resolve, 20_000).unref());
      await Promise.race([exited, timeout]);
      if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
      await exited;
    },
  };
}
