import autocannon from 'autocannon';
import { createDb } from '../apps/server/src/db/connection.ts';
import { startNginx } from '../apps/server/test/nginx.ts';
import { canRunCluster, startTestCluster } from '../scripts/test-cluster.ts';

/**
 * `npm run bench`: the same routes served by one instance and by two behind nginx (README "Several instances"),
 * on one PostgreSQL with the demo data. Three set-ups in one run: one instance called directly, one instance behind
 * nginx (what the balancer itself costs), two instances behind nginx. Figures only, no budget: on this 2-core machine
 * the instances, PostgreSQL, nginx and the load generator share the cores, so a second instance shows what the
 * balancer and the shared database cost rather than a doubling — on separate machines each instance brings its own
 * cores.
 */
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

interface Target {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  /** Rotates the request over these paths (different rows, not one hot row). */
  paths?: string[];
}

interface Figures {
  rps: number;
  p99: number;
  bad: number;
}

async function measure(port: number, target: Target, seconds = DURATION_S): Promise<Figures> {
  let turn = 0;
  const paths = target.paths;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${target.path}`,
    method: target.method ?? 'GET',
    connections: CONNECTIONS,
    duration: seconds,
    headers: { host: 'localhost', 'content-type': 'application/json' },
    ...(target.body ? { body: JSON.stringify(target.body) } : {}),
    ...(paths
      ? { requests: [{ setupRequest: (request: object) => ({ ...request, path: paths[turn++ % paths.length] }) }] }
      : {}),
  });
  return { rps: result.requests.average, p99: result.latency.p99, bad: result.non2xx + result.errors };
}

if (!canRunCluster()) {
  console.log('Instances benchmark skipped: Debian nginx is not installed (apt-get install nginx)\n');
} else {
  const cluster = await startTestCluster(
    { BROWSE_RATE_LIMIT_PER_MINUTE: '100000000', LOG_LEVEL: 'error' },
    { built: true },
  );
  const single = await startNginx([cluster.instancePorts[0] ?? 0, cluster.instancePorts[0] ?? 0]);
  const { db } = createDb(cluster.databaseUrl, 2);
  try {
    const tenant = await db
      .selectFrom('tenants')
      .select(['id', 'retail_key'])
      .where('code', '=', 'demo')
      .executeTakeFirstOrThrow();
    const listings = await db
      .selectFrom('listings')
      .select(['id', 'game_id'])
      .where('tenant_id', '=', tenant.id)
      .where('status', '=', 'on_sale')
      .orderBy('id')
      .limit(200)
      .execute();
    const gameId = listings[0]?.game_id;
    if (gameId === undefined) throw new Error('the demo shop has no listing on sale');
    const targets: Target[] = [
      { name: 'GET /api/app/version/lastOne (primary-key read)', path: '/api/app/version/lastOne?appType=1' },
      {
        name: `GET /api/web/good/info (${listings.length} listings in turn)`,
        path: '/api/web/good/info',
        paths: listings.map((row) => `/api/web/good/info?id=${row.id}`),
      },
      {
        name: 'POST /api/web/good/allList (one game, newest first)',
        path: '/api/web/good/allList',
        method: 'POST',
        body: { retailKey: tenant.retail_key, gameId, sort: 'time_desc', pageSize: 20 },
      },
    ];
    const setups = [
      { name: 'one instance, direct', port: cluster.instancePorts[0] ?? 0 },
      { name: 'one instance behind nginx', port: single.port },
      { name: 'two instances behind nginx', port: cluster.port },
    ];
    console.log(
      `Instances: ${CONNECTIONS} connections, ${DURATION_S}s per case, demo data, one PostgreSQL, Node ${process.version}`,
    );
    for (const target of targets) {
      console.log(target.name);
      let one: Figures | undefined;
      for (const setup of setups) {
        await measure(setup.port, target, 2); // warm-up: JIT and caches of every instance
        const figures = await measure(setup.port, target);
        one ??= figures;
        console.log(
          `  ${setup.name.padEnd(28)} ${figures.rps.toFixed(0).padStart(6)} req/s  p99 ${String(figures.p99).padStart(4)} ms  non-2xx/errors ${figures.bad}  ${(figures.rps / one.rps).toFixed(2)}× of one instance`,
        );
      }
    }
    console.log('  (figures, no budget: all processes share this machine’s cores)\n');
  } finally {
    await db.destroy();
    await single.stop();
    await cluster.stop();
  }
}
