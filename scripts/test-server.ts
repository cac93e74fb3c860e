import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findFreePort } from '../apps/server/src/lib/free-port.ts';

export interface TestServer {
  port: number;
  dataDir: string;
  stop(): Promise<void>;
}

async function waitForHealth(url: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
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
  options: { dataDir?: string } = {},
): Promise<TestServer> {
  const root = path.resolve(import.meta.dirname, '..');
  // A data folder given by the caller is shared (several instances) and stays when this server stops.
  const ownsDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'gs-run-'));
  chmodSync(dataDir, 0o755); // the embedded cluster runs as the postgres user when this runs as root
  const port = await findFreePort();
  let log = '';
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
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
    log = (log + String(chunk)).slice(-20_000);
  };
  server.stdout?.on('data', collect);
  server.stderr?.on('data', collect);
  try {
    await waitForHealth(`http://127.0.0.1:${port}/api/health`, server, () => log);
  } catch (error) {
    server.kill('SIGKILL');
    throw error;
  }
  return {
    port,
    dataDir,
    async stop() {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      if (server.exitCode === null) server.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 20_000))]);
      if (server.exitCode === null) server.kill('SIGKILL');
      if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
