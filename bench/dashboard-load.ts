import type { Dashboard } from '@gs/shared/staff-dashboard';
import autocannon from 'autocannon';
import { type Compilable, CompiledQuery, sql } from 'kysely';
import { createDb } from '../apps/server/src/db/connection.ts';
import { Caches } from '../apps/server/src/lib/caches.ts';
import {
  createdOrdersQuery,
  funnelQuery,
  onDashboardSnapshot,
  paidFiguresQuery,
  pendingWorkQuery,
  topListingsQuery,
} from '../apps/server/src/modules/dashboard/dashboard.repository.ts';
import { DASHBOARD_FRESH_MS, getDashboard } from '../apps/server/src/modules/dashboard/dashboard.service.ts';
import { periodWindows } from '../apps/server/src/modules/dashboard/dashboard-periods.ts';
import { openSession } from '../apps/server/src/modules/identity/auth/sessions.service.ts';
import { findTenantByCode } from '../apps/server/src/modules/tenants/tenants.repository.ts';
import { seedBulkListings } from '../apps/server/src/seed/seed-bulk.ts';
import { startTestServer } from '../scripts/test-server.ts';
import { budgetLine } from './budget.ts';
import { serverDatabaseUrl } from './server-database.ts';

/**
 * The back office's dashboard at scale: the real server on a fresh embedded PostgreSQL, BENCH_DASHBOARD_LISTINGS
 * listings (default: BENCH_LISTINGS, else 1,000,000) added with the bulk seed, then BENCH_DASHBOARD_ORDERS orders
 * (default 100,000) over the last 180 days and BENCH_DASHBOARD_EVENTS browse events (default 1,000,000) over the
 * last 60 days, all in the demo shop the dashboard is read for (the bulk seed makes listings only). Prints the plan
 * of every dashboard query, the latency of one owner opening the page, how long the figures take to compute when the
 * shop's cached ones are due (every 10 seconds; the traffic figures every minute), and throughput under load beside
 * a primary-key read route measured in the same run.
 */
const LISTINGS = Number(process.env.BENCH_DASHBOARD_LISTINGS ?? process.env.BENCH_LISTINGS ?? 1_000_000);
const ORDERS = Number(process.env.BENCH_DASHBOARD_ORDERS ?? 100_000);
const EVENTS = Number(process.env.BENCH_DASHBOARD_EVENTS ?? 1_000_000);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
// A back office has a few staff at once, not a crowd: the load case uses few connections.
const CONNECTIONS = Number(process.env.BENCH_DASHBOARD_CONNECTIONS ?? 4);
const SINGLE_CALLS = 30;
const COMPUTATIONS = 10;
const BUDGET = { coldMs: 500, singleP95Ms: 100, loadP99Ms: 250, ratioOfBaseline: 0.02 };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

async function load(port: number, url: string, headers: Record<string, string>) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${url}`,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { host: 'localhost', ...headers },
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

const server = await startTestServer({ LOG_LEVEL: 'error' }, { built: true });
const { db } = createDb(serverDatabaseUrl(server.dataDir), 4);
try {
  console.log(
    `Dashboard benchmark: ${LISTINGS.toLocaleString('en-US')} listings, ${ORDERS.toLocaleString('en-US')} orders, ${EVENTS.toLocaleString('en-US')} browse events; Node ${process.version}`,
  );
  const tenant = await findTenantByCode(db, 'demo');
  if (!tenant) throw new Error('no demo tenant');
  if (LISTINGS > 0) {
    const seeded = await seedBulkListings(db, { listings: LISTINGS, log: (text) => console.log(text) });
    console.log(
      `Bulk seed: ${seeded.inserted.toLocaleString('en-US')} listings in ${((seeded.insertMs + seeded.analyzeMs) / 1000).toFixed(1)} s`,
    );
  }

  const started = Date.now();
  const buyer = await db
    .selectFrom('users')
    .select('id')
    .where('tenant_id', '=', tenant.id)
    .where('username', '=', 'buyer')
    .executeTakeFirstOrThrow();
  // Orders over the last 180 days on distinct listings of the demo shop, in the shares a live shop has.
  await sql`
    WITH picked AS (
      SELECT l.id, l.game_id, l.kind, l.number, l.title, l.price_fen, l.seller_user_id,
             row_number() OVER (ORDER BY l.id) AS n
      FROM listings l
      WHERE l.tenant_id = ${tenant.id}
        AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.tenant_id = l.tenant_id AND o.listing_id = l.id)
      LIMIT ${ORDERS}
    ), shaped AS (
      SELECT p.*, random() AS r, now() - random() * interval '180 days' AS created FROM picked p
    ), typed AS (
      SELECT s.*,
        CASE WHEN r < 0.03 THEN 'pending_payment' WHEN r < 0.15 THEN 'cancelled' WHEN r < 0.22 THEN 'in_trade'
             WHEN r < 0.24 THEN 'after_sale' WHEN r < 0.28 THEN 'refunded' ELSE 'completed' END AS status
      FROM shaped s
    )
    INSERT INTO orders (tenant_id, order_no, buyer_user_id, listing_id, seller_user_id, listing_kind, listing_number,
      listing_title, game_id, status, guarantee, pay_mode, listing_price_fen, price_fen, guarantee_fee_fen,
      service_fee_fen, total_fen, paid_fen, refunded_fen, expires_at, paid_at, delivered_at, completed_at, closed_at,
      created_at, updated_at)
    SELECT ${tenant.id}, '77' || lpad(n::text, 16, '0'), ${buyer.id}, id, seller_user_id, kind, number, title, game_id,
      status, 'none', 'full', price_fen, price_fen, 0, 800, price_fen + 800,
      CASE WHEN status IN ('pending_payment', 'cancelled') THEN 0 ELSE price_fen + 800 END,
      CASE WHEN status = 'refunded' THEN price_fen + 800 ELSE 0 END,
      created + interval '15 minutes',
      CASE WHEN status IN ('pending_payment', 'cancelled') THEN NULL ELSE created + interval '5 minutes' END,
      CASE WHEN status IN ('completed', 'after_sale', 'refunded') OR (status = 'in_trade' AND r < 0.19)
           THEN created + interval '2 hours' END,
      CASE WHEN status = 'completed' THEN created + interval '3 days' END,
      CASE WHEN status IN ('cancelled', 'refunded') THEN created + interval '1 day' END,
      created, created
    FROM typed`.execute(db);
  // Page visits and detail views over the last 60 days; views lean on a few listings, as real traffic does.
  await sql`
    WITH hot AS (
      SELECT array_agg(id) AS ids FROM (
        SELECT id FROM listings WHERE tenant_id = ${tenant.id} AND status = 'on_sale' ORDER BY id LIMIT 50000
      ) x
    ), drawn AS (
      SELECT random() AS r, random() AS pick, g FROM generate_series(1, ${EVENTS}) g
    )
    INSERT INTO browse_events (tenant_id, kind, path, goods_id, visitor_id, created_at)
    SELECT ${tenant.id},
      CASE WHEN r < 0.6 THEN 'tenant' ELSE 'goods' END,
      CASE WHEN r < 0.6 THEN '/pages/goodList' END,
      CASE WHEN r < 0.6 THEN NULL ELSE hot.ids[1 + floor(power(pick, 3) * cardinality(hot.ids))::int] END,
      'bench-visitor-' || (g % 50000),
      now() - random() * interval '60 days'
    FROM drawn, hot`.execute(db);
  await sql`VACUUM (ANALYZE) orders`.execute(db);
  await sql`VACUUM (ANALYZE) browse_events`.execute(db);
  const counts = await sql<{ orders: number; events: number }>`
    SELECT (SELECT count(*) FROM orders WHERE tenant_id = ${tenant.id}) AS orders,
           (SELECT count(*) FROM browse_events WHERE tenant_id = ${tenant.id}) AS events`.execute(db);
  console.log(
    `Orders and events added in ${((Date.now() - started) / 1000).toFixed(1)} s: the demo shop has ${counts.rows[0]?.orders.toLocaleString('en-US')} orders and ${counts.rows[0]?.events.toLocaleString('en-US')} browse events\n`,
  );

  // The plans, as PostgreSQL runs them on this data (EXPLAIN ANALYZE of the exact queries the server sends).
  const now = new Date();
  const periods = [periodWindows(now, 1), periodWindows(now, 7), periodWindows(now, 30)];
  const windows = periods.flatMap((p) => [p.current, p.previous]);
  const week = periodWindows(now, 7).current;
  const month = periodWindows(now, 30).current;
  const explain = async (label: string, query: Compilable) => {
    const compiled = query.compile();
    // In the snapshot the server reads the dashboard in (serial plans).
    const result = await onDashboardSnapshot(db, (trx) =>
      trx.executeQuery<{ 'QUERY PLAN': string }>(
        CompiledQuery.raw(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${compiled.sql}`, [...compiled.parameters]),
      ),
    );
    console.log(`EXPLAIN ${label}`);
    for (const row of result.rows) console.log(`  ${row['QUERY PLAN']}`);
    console.log('');
  };
  await explain(
    'GMV and paid orders per game, 6 periods (and the top games of 30 days)',
    paidFiguresQuery(db, tenant.id, windows),
  );
  await explain(
    'orders created per state, 6 periods (and orders by state, 30 days)',
    createdOrdersQuery(db, tenant.id, windows),
  );
  await explain('funnel: visitors, detail viewers, buyers and payers, 7 days', funnelQuery(db, tenant.id, week));
  await explain('top 5 listings by views, 30 days', topListingsQuery(db, tenant.id, month, 5));
  await explain('pending work counts', pendingWorkQuery(db, tenant.id, new Date()));

  const owner = await db
    .selectFrom('users')
    .selectAll()
    .where('tenant_id', '=', tenant.id)
    .where('username', '=', 'owner')
    .executeTakeFirstOrThrow();
  const ctx = {
    db,
    tenantId: tenant.id,
    tenant,
    locale: 'en-US' as const,
    clock: { now: () => new Date() },
    caches: new Caches(),
  };
  const { token } = await openSession(ctx, owner, 1, { ip: null, userAgent: null });
  const staffHeaders = { token, authorization: `Bearer ${token}` };

  // Warm the route (JIT, connections) on another shop, so the first demo call below times the queries alone.
  const dashboardUrl = `http://127.0.0.1:${server.port}/api/staff/dashboard`;
  const nova = await findTenantByCode(db, 'nova');
  if (!nova) throw new Error('no nova tenant');
  const novaOwner = await db
    .selectFrom('users')
    .selectAll()
    .where('tenant_id', '=', nova.id)
    .where('username', '=', 'owner')
    .executeTakeFirstOrThrow();
  const novaSession = await openSession({ ...ctx, tenantId: nova.id, tenant: nova }, novaOwner, 1, {
    ip: null,
    userAgent: null,
  });
  for (let i = 0; i < 5; i++) {
    await fetch(dashboardUrl, { headers: { host: 'nova.localhost', token: novaSession.token } }).then((r) =>
      r.arrayBuffer(),
    );
  }

  // One owner opening the dashboard: the first call computes everything (the traffic figures too); the next ones
  // within 10 seconds get the shop's figures computed then.
  const coldAt = performance.now();
  const first = await fetch(dashboardUrl, { headers: { host: 'localhost', ...staffHeaders } });
  const figures = ((await first.json()) as { data: Dashboard }).data;
  const coldMs = performance.now() - coldAt;
  if (first.status !== 200) throw new Error(`dashboard answered ${first.status}`);
  console.log(
    `30 days: GMV ¥${(figures.last30Days.current.gmvFen / 100).toLocaleString('en-US')} from ${figures.last30Days.current.paidOrders} paid orders; 7-day funnel ${figures.funnel.visitors} visitors → ${figures.funnel.detailViewers} detail viewers → ${figures.funnel.buyers} buyers → ${figures.funnel.payers} payers\n`,
  );
  console.log('GET /api/staff/dashboard, first call (every figure computed)');
  console.log(budgetLine('time', Number(coldMs.toFixed(1)), ' ms', { max: BUDGET.coldMs }));

  const times: number[] = [];
  for (let i = 0; i < SINGLE_CALLS; i++) {
    const at = performance.now();
    const response = await fetch(dashboardUrl, { headers: { host: 'localhost', ...staffHeaders } });
    await response.arrayBuffer();
    times.push(performance.now() - at);
  }
  times.sort((a, b) => a - b);
  console.log(`GET /api/staff/dashboard, one owner, ${SINGLE_CALLS} more calls in turn (the shop's cached figures)`);
  console.log(
    `  p50 ${percentile(times, 0.5).toFixed(1)} ms  p95 ${percentile(times, 0.95).toFixed(1)} ms  max ${(times.at(-1) ?? 0).toFixed(1)} ms`,
  );
  console.log(budgetLine('p95', Number(percentile(times, 0.95).toFixed(1)), ' ms', { max: BUDGET.singleP95Ms }));
  console.log('');

  // Under load, beside the primary-key read route, both at the same connections in the same run.
  await load(server.port, '/api/app/version/lastOne?appType=1', {});
  const baseline = await load(server.port, '/api/app/version/lastOne?appType=1', {});
  console.log(`primary-key read: GET /api/app/version/lastOne, ${CONNECTIONS} connections`);
  console.log(`  ${baseline.rps.toFixed(0)} req/s  p50 ${baseline.p50} ms  p99 ${baseline.p99} ms`);
  const dashboard = await load(server.port, '/api/staff/dashboard', staffHeaders);
  console.log(`GET /api/staff/dashboard, ${CONNECTIONS} connections`);
  console.log(
    `  ${dashboard.rps.toFixed(1)} req/s  p50 ${dashboard.p50} ms  p99 ${dashboard.p99} ms  non-2xx ${dashboard.non2xx}  errors ${dashboard.errors}`,
  );
  console.log(budgetLine('p99', dashboard.p99, ' ms', { max: BUDGET.loadP99Ms }));
  const ratio = Math.round((dashboard.rps / baseline.rps) * 1000) / 10;
  console.log(budgetLine('throughput vs primary-key read', ratio, '%', { min: BUDGET.ratioOfBaseline * 100 }));
  console.log('');

  // What a miss costs, measured in this process on the same database (no HTTP): every figure (the first call of a
  // shop, or when the traffic figures are due too), and the figures due every 10 seconds (orders, GMV, work waiting)
  // beside cached traffic figures. A clock of its own moves the caches on by 10 seconds per call.
  const timed = async (compute: () => Promise<unknown>) => {
    const at = performance.now();
    await compute();
    return performance.now() - at;
  };
  const full: number[] = [];
  const due: number[] = [];
  let cacheClock = Date.now();
  let caches = new Caches(() => cacheClock);
  for (let i = 0; i < COMPUTATIONS; i++) {
    full.push(await timed(() => getDashboard({ ...ctx, caches: new Caches() })));
    // Five 10-second steps stay within the traffic figures' minute; then a new cache.
    if (i % 5 === 0) {
      caches = new Caches(() => cacheClock);
      await getDashboard({ ...ctx, caches });
    }
    cacheClock += DASHBOARD_FRESH_MS + 1;
    due.push(await timed(() => getDashboard({ ...ctx, caches })));
  }
  full.sort((a, b) => a - b);
  due.sort((a, b) => a - b);
  console.log(`Computing the figures, ${COMPUTATIONS} times in turn (in process)`);
  console.log(
    `  every figure: p50 ${percentile(full, 0.5).toFixed(1)} ms  p95 ${percentile(full, 0.95).toFixed(1)} ms  max ${(full.at(-1) ?? 0).toFixed(1)} ms`,
  );
  console.log(
    budgetLine('every figure, p95', Number(percentile(full, 0.95).toFixed(1)), ' ms', { max: BUDGET.coldMs }),
  );
  console.log(
    `  due every 10 s (traffic cached): p50 ${percentile(due, 0.5).toFixed(1)} ms  p95 ${percentile(due, 0.95).toFixed(1)} ms  max ${(due.at(-1) ?? 0).toFixed(1)} ms`,
  );
  console.log(
    budgetLine('due every 10 s, p95', Number(percentile(due, 0.95).toFixed(1)), ' ms', { max: BUDGET.singleP95Ms }),
  );
  console.log('');
} finally {
  await db.destroy();
  await server.stop();
}
