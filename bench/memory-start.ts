import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import type { Game } from '@gs/shared/games';
import type { ListingSearchInput } from '@gs/shared/listings';
import type { TenantInfo } from '@gs/shared/tenant';
import autocannon from 'autocannon';
import { findFreePort } from '../apps/server/src/lib/free-port.ts';
import { budgetLine } from './budget.ts';

/**
 * Memory and start of one server as `npm start` runs it (scripts/start.mjs: the built JavaScript, embedded
 * PostgreSQL, demo seed), on a data folder of its own. The first start builds what is stale and seeds; the second,
 * on the now warm folder, is timed to the first page served (`GET /`, 200, HTML); the third sits idle (no page
 * asked for yet, so nothing loaded lazily for pages), then serves one page, then BENCH_MEMORY_LOAD_S (60) seconds
 * of 50-connection catalogue searches. RSS is the server process's VmRSS from /proc, sampled every 200 ms.
 * STOREFRONT_DIST / BACKOFFICE_DIST point the server at web builds made elsewhere, as for npm start.
 */
const root = path.resolve(import.meta.dirname, '..');
const LOAD_S = Number(process.env.BENCH_MEMORY_LOAD_S ?? 60);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const IDLE_SETTLE_MS = 5_000;

interface Started {
  child: ChildProcess;
  pid: number;
  port: number;
  output(): string;
}

/** VmRSS and VmHWM of a process in MB (Linux /proc); 0 where unreadable. */
function memoryOf(pid: number): { rss: number; hwm: number } {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'))?.[1] ?? 0);
    return { rss: Math.round(kb('VmRSS') / 1024), hwm: Math.round(kb('VmHWM') / 1024) };
  } catch {
    return { rss: 0, hwm: 0 };
  }
}

async function answers(url: string, accept: (response: Response) => boolean): Promise<boolean> {
  try {
    const response = await fetch(url, { headers: { host: 'localhost' } });
    await response.arrayBuffer();
    return accept(response);
  } catch {
    return false; // not listening yet
  }
}

async function waitUntil(server: Started, pathname: string, accept: (response: Response) => boolean) {
  const deadline = Date.now() + 600_000; // the first start may build the web apps
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`The server exited during start-up:\n${server.output()}`);
    if (await answers(`http://127.0.0.1:${server.port}${pathname}`, accept)) return;
    await delay(50);
  }
  throw new Error(`The server did not answer ${pathname} in time:\n${server.output()}`);
}

const isPage = (response: Response) =>
  response.status === 200 && (response.headers.get('content-type') ?? '').startsWith('text/html');
const isOk = (response: Response) => response.ok;

function start(dataDir: string, port: number): Started {
  let log = '';
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'error',
      SHUTDOWN_DRAIN_MS: '0',
      BROWSE_RATE_LIMIT_PER_MINUTE: '100000000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => {
    log = (log + String(chunk)).slice(-50_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  return { child, pid: child.pid ?? 0, port, output: () => log };
}

async function stop(server: Started): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 30_000);
  await exited;
  clearTimeout(timer);
}

/** Samples the process's RSS every 200 ms until stopped; returns the samples (MB) with their times (ms). */
function sampleRss(pid: number) {
  const samples: { at: number; rss: number }[] = [];
  const started = Date.now();
  const timer = setInterval(() => samples.push({ at: Date.now() - started, rss: memoryOf(pid).rss }), 200);
  return () => {
    clearInterval(timer);
    return samples;
  };
}

/** Catalogue searches a buyer sends on the demo shop: the game, then sorted, paged and by keyword, in turn. */
async function searchBodies(port: number): Promise<string[]> {
  const api = async <T>(pathname: string) => {
    const response = await fetch(`http://127.0.0.1:${port}${pathname}`, { headers: { host: 'localhost' } });
    return ((await response.json()) as { data: T }).data;
  };
  const tenant = await api<TenantInfo>('/api/web/getTenant');
  const games = await api<Game[]>('/api/web/game/Type');
  const bodies: ListingSearchInput[] = games.slice(0, 4).flatMap((game) => [
    { retailKey: tenant.retailKey, gameId: game.id },
    { retailKey: tenant.retailKey, gameId: game.id, sort: 'price_asc', pageNum: 2, pageSize: 10 },
    { retailKey: tenant.retailKey, gameId: game.id, keyword: '王者' },
  ]);
  return bodies.map((body) => JSON.stringify(body));
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gs-memory-'));
chmodSync(dataDir, 0o755); // the embedded cluster runs as the postgres user when this runs as root
const port = await findFreePort();
try {
  console.log(`Memory and start: npm start's server (scripts/start.mjs), Node ${process.version}`);
  const first = start(dataDir, port);
  await waitUntil(first, '/', isPage);
  await stop(first);

  const startedAt = performance.now();
  const second = start(dataDir, port);
  await waitUntil(second, '/', isPage);
  const toFirstPage = (performance.now() - startedAt) / 1000;
  await stop(second);

  const third = start(dataDir, port);
  try {
    await waitUntil(third, '/api/health', isOk);
    await delay(IDLE_SETTLE_MS);
    const idle = memoryOf(third.pid);
    await waitUntil(third, '/', isPage);
    await delay(2_000);
    const afterPage = memoryOf(third.pid);

    const bodies = await searchBodies(port);
    let turn = 0;
    const stopSampling = sampleRss(third.pid);
    const load = await autocannon({
      url: `http://127.0.0.1:${port}/api/web/good/allList`,
      method: 'POST',
      connections: CONNECTIONS,
      duration: LOAD_S,
      headers: { host: 'localhost', 'content-type': 'application/json' },
      requests: [{ setupRequest: (request) => ({ ...request, body: bodies[turn++ % bodies.length] }) }],
    });
    const samples = stopSampling();
    await delay(IDLE_SETTLE_MS);
    const after = memoryOf(third.pid);
    const peak = Math.max(...samples.map((sample) => sample.rss));
    const lastTen = samples.filter((sample) => sample.at >= (LOAD_S - 10) * 1000).map((sample) => sample.rss);
    const settled = Math.round(lastTen.reduce((sum, rss) => sum + rss, 0) / Math.max(1, lastTen.length));

    console.log(budgetLine('start to first served page, warm data folder', toFirstPage, ' s', { max: 10 }));
    console.log(
      budgetLine(`RSS idle (${IDLE_SETTLE_MS / 1000} s after start, no page yet)`, idle.rss, ' MB', { max: 200 }),
    );
    console.log(`  RSS after the first page: ${afterPage.rss} MB (what serving pages loads)`);
    console.log(
      `  search load: POST /api/web/good/allList, ${CONNECTIONS} connections, ${LOAD_S} s: ${load.requests.average.toFixed(0)} req/s  p99 ${load.latency.p99} ms  non-2xx ${load.non2xx}  errors ${load.errors}`,
    );
    const windows = Array.from({ length: Math.ceil(LOAD_S / 10) }, (_, index) =>
      Math.max(0, ...samples.filter((sample) => Math.floor(sample.at / 10_000) === index).map((sample) => sample.rss)),
    );
    console.log(`  RSS under load, highest of each 10 s: ${windows.join(' ')} MB`);
    console.log(budgetLine('RSS peak under search load', peak, ' MB', { max: 300 }));
    console.log(budgetLine('RSS settled under search load (mean of the last 10 s)', settled, ' MB', { max: 300 }));
    console.log(
      `  RSS ${IDLE_SETTLE_MS / 1000} s after the load: ${after.rss} MB; the process's peak since start (VmHWM): ${after.hwm} MB\n`,
    );
  } finally {
    await stop(third);
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
