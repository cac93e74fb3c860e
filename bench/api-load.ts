import autocannon from 'autocannon';
import { startTestServer } from '../scripts/test-server.ts';

/**
 * `npm run bench`: load figures printed beside their budgets (numbers, not pass/fail tests). Each case runs
 * against the real server on an embedded PostgreSQL, with autocannon on loopback, beside a baseline route
 * measured in the same run so that the ratio means something on any machine.
 */
interface Case {
  name: string;
  path: string;
  host?: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  budget: { p99Ms?: number; ratioOfBaseline?: number };
}

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

const baseline: Case = { name: 'baseline: GET /api/health (one SELECT 1)', path: '/api/health', budget: {} };
const cases: Case[] = [
  {
    name: 'GET /api/web/getTenant (host → tenant, cached)',
    path: '/api/web/getTenant?type=1&state=1',
    host: 'nova.localhost',
    budget: { p99Ms: 25, ratioOfBaseline: 0.7 },
  },
  {
    name: 'GET /api/web/decoration/type',
    path: '/api/web/decoration/type?type=1&state=1',
    budget: { p99Ms: 25, ratioOfBaseline: 0.5 },
  },
  {
    name: 'POST /api/web/save/tenantBrowse (queued, written in batches)',
    path: '/api/web/save/tenantBrowse',
    method: 'POST',
    body: { path: '/pages/goodList', visitorId: 'bench-visitor-0001' },
    budget: { p99Ms: 25, ratioOfBaseline: 0.4 },
  },
];

async function measure(port: number, item: Case) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${item.path}`,
    method: item.method ?? 'GET',
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { host: item.host ?? 'localhost', 'content-type': 'application/json' },
    ...(item.body ? { body: JSON.stringify(item.body) } : {}),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

const verdict = (ok: boolean) => (ok ? 'within budget' : 'OVER BUDGET');

// A machine shared with other work can take minutes to start the server (initdb, migrations, demo seed).
const server = await startTestServer(
  { BROWSE_RATE_LIMIT_PER_MINUTE: '100000000', LOG_LEVEL: 'error' },
  { timeoutMs: 300_000, built: true },
);
try {
  console.log(`Benchmarks: ${CONNECTIONS} connections, ${DURATION_S}s per case, Node ${process.version}\n`);
  const base = await measure(server.port, baseline);
  console.log(`${baseline.name}\n  ${base.rps.toFixed(0)} req/s  p50 ${base.p50} ms  p99 ${base.p99} ms\n`);
  for (const item of cases) {
    const figures = await measure(server.port, item);
    const ratio = figures.rps / base.rps;
    console.log(item.name);
    console.log(
      `  ${figures.rps.toFixed(0)} req/s  p50 ${figures.p50} ms  p99 ${figures.p99} ms  non-2xx ${figures.non2xx}  errors ${figures.errors}`,
    );
    if (item.budget.p99Ms !== undefined) {
      console.log(
        `  p99 ${figures.p99} ms vs budget ≤ ${item.budget.p99Ms} ms: ${verdict(figures.p99 <= item.budget.p99Ms)}`,
      );
    }
    if (item.budget.ratioOfBaseline !== undefined) {
      console.log(
        `  throughput ${(ratio * 100).toFixed(0)}% of baseline vs budget ≥ ${item.budget.ratioOfBaseline * 100}%: ${verdict(ratio >= item.budget.ratioOfBaseline)}`,
      );
    }
    console.log('');
  }
} finally {
  await server.stop();
}
