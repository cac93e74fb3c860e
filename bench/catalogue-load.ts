import type { Game, GameTemplate, RegionNode } from '@gs/shared/games';
import { type ListingSearchInput, type ListingSearchPage, listingSearchInputSchema } from '@gs/shared/listings';
import type { TenantInfo } from '@gs/shared/tenant';
import autocannon from 'autocannon';
import { type Compilable, CompiledQuery, sql } from 'kysely';
import { createDb } from '../apps/server/src/db/connection.ts';
import { Caches } from '../apps/server/src/lib/caches.ts';
import { getGameCatalogue } from '../apps/server/src/modules/catalogue/catalogue-cache.ts';
import { planListingSearch } from '../apps/server/src/modules/listings/listing-search.ts';
import {
  cappedPageQuery,
  findListingAtPosition,
  keywordCappedPageQuery,
  listingPageQuery,
  PAGE_START_STRIDE,
} from '../apps/server/src/modules/listings/listings.repository.ts';
import { findTenantById } from '../apps/server/src/modules/tenants/tenants.repository.ts';
import { seedBulkListings } from '../apps/server/src/seed/seed-bulk.ts';
import { startTestServer } from '../scripts/test-server.ts';
import { budgetLine } from './budget.ts';
import { cpuMeter } from './cpu-meter.ts';
import { serverDatabaseUrl } from './server-database.ts';

/**
 * Catalogue load at scale: the real server on a fresh embedded PostgreSQL, BENCH_LISTINGS (default 1,000,000)
 * listings added with the bulk seed, then autocannon on loopback against the search and detail calls, each beside a
 * primary-key read route measured in the same run. Prints the query plans of the measured searches too.
 */
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 1_000_000);
const WARMUP_S = 3;

interface Figures {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

interface Target {
  path: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  /** Rotates the request over these paths (different rows, not one hot row). */
  paths?: string[];
  /** Rotates a POST over these bodies. */
  bodies?: unknown[];
}

async function measure(port: number, target: Target, seconds = DURATION_S): Promise<Figures> {
  let turn = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${target.path}`,
    method: target.method ?? 'GET',
    connections: CONNECTIONS,
    duration: seconds,
    headers: { host: 'localhost', 'content-type': 'application/json' },
    ...(target.body ? { body: JSON.stringify(target.body) } : {}),
    ...(target.paths
      ? {
          requests: [
            {
              setupRequest: (request) => {
                const paths = target.paths as string[];
                return { ...request, path: paths[turn++ % paths.length] };
              },
            },
          ],
        }
      : {}),
    ...(target.bodies
      ? {
          requests: [
            {
              setupRequest: (request) => {
                const bodies = target.bodies as unknown[];
                return { ...request, body: JSON.stringify(bodies[turn++ % bodies.length]) };
              },
            },
          ],
        }
      : {}),
  });
  return {
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

const line = (f: Figures) =>
  `  ${f.rps.toFixed(0)} req/s  p50 ${f.p50} ms  p99 ${f.p99} ms  non-2xx ${f.non2xx}  errors ${f.errors}`;

/** The embedded database of the running test server: its password file and the port in postmaster.pid. */
// A machine shared with other work can take minutes to start the server (initdb, migrations, demo seed).
const server = await startTestServer(
  { BROWSE_RATE_LIMIT_PER_MINUTE: '100000000', LOG_LEVEL: 'error' },
  { timeoutMs: 300_000, built: true },
);
const { db } = createDb(serverDatabaseUrl(server.dataDir), 4);
try {
  console.log(`Catalogue benchmarks: ${CONNECTIONS} connections, ${DURATION_S}s per case, Node ${process.version}`);
  const started = Date.now();
  const seeded = await seedBulkListings(db, {
    listings: LISTINGS,
    log: (text) => console.log(text),
  });
  const total = await db
    .selectFrom('listings')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  console.log(
    `Bulk seed: ${seeded.inserted.toLocaleString('en-US')} listings in ${(seeded.insertMs / 1000).toFixed(1)} s + ${(seeded.analyzeMs / 1000).toFixed(1)} s VACUUM ANALYZE (${((Date.now() - started) / 1000).toFixed(0)} s in all); ${Number(total.n).toLocaleString('en-US')} listings in the database\n`,
  );

  const base = `http://127.0.0.1:${server.port}`;
  const api = async <T>(url: string, init: RequestInit = {}) => {
    const response = await fetch(`${base}${url}`, {
      ...init,
      headers: { host: 'localhost', 'content-type': 'application/json' },
    });
    return ((await response.json()) as { data: T }).data;
  };
  const tenant = await api<TenantInfo>('/api/web/getTenant');
  const games = await api<Game[]>('/api/web/game/Type');
  const game = games.find((candidate) => candidate.name === '王者荣耀') as Game;
  const template = await api<GameTemplate>(`/api/web/gameTemp?gameId=${game.id}`);
  const attribute = (name: string) => template.attributes.find((a) => a.name === name) as GameTemplate['attributes'][0];
  const choice = (name: string, choiceName: string) => attribute(name).choices.find((c) => c.name === choiceName)?.id;
  const [android] = await api<RegionNode[]>(`/api/web/keylist?gameId=${game.id}&systemKey=android`).then((ops) =>
    Promise.all(ops.slice(0, 1).map((op) => api<RegionNode[]>(`/api/web/keylist?gameId=${game.id}&parentId=${op.id}`))),
  );
  const region = android?.[0] as RegionNode;

  // A buyer's narrowed search: one region, V7–V8, a high rank, 80–110 heroes, ¥500–¥5000, cheapest first.
  const filtered: ListingSearchInput = {
    retailKey: tenant.retailKey,
    gameId: game.id,
    regionPath: [region.parentId as number, region.id],
    attrs: [
      { id: attribute('贵族等级').id, choiceIds: [choice('贵族等级', 'V7'), choice('贵族等级', 'V8')] as number[] },
      {
        id: attribute('段位').id,
        choiceIds: [choice('段位', '最强王者'), choice('段位', '荣耀王者')] as number[],
      },
      { id: attribute('英雄数量').id, min: 80, max: 110 },
    ],
    priceMin: 50_000,
    priceMax: 500_000,
    sort: 'price_asc',
    pageSize: 20,
  };
  const deep: ListingSearchInput = {
    retailKey: tenant.retailKey,
    gameId: game.id,
    sort: 'time_desc',
    pageNum: 500,
    pageSize: 20,
  };
  // Keyword searches on titles, as buyers type them into the search box: skin and rank names, whole (4 characters)
  // and in part (3), in Chinese, newest first.
  const keywords = ['末日机甲', '凤求凰', '天鹅之梦', '引擎之', '最强王者', '倪克斯'];
  const keywordSearches: ListingSearchInput[] = keywords.map((keyword) => ({
    retailKey: tenant.retailKey,
    gameId: game.id,
    keyword,
    sort: 'time_desc',
    pageSize: 20,
  }));
  const filteredPage = await api<ListingSearchPage>('/api/web/good/allList', {
    method: 'POST',
    body: JSON.stringify(filtered),
  });
  const deepPage = await api<ListingSearchPage>('/api/web/good/allList', {
    method: 'POST',
    body: JSON.stringify(deep),
  });
  for (const search of keywordSearches) {
    const page = await api<ListingSearchPage>('/api/web/good/allList', {
      method: 'POST',
      body: JSON.stringify(search),
    });
    console.log(
      `keyword ${search.keyword}: ${page.total}${page.totalCapped ? '+' : ''} matches (page of ${page.rows.length})`,
    );
  }
  console.log(
    `王者荣耀 has ${game.listingCount.toLocaleString('en-US')} listings on sale; the filtered search matches ${filteredPage.total}${filteredPage.totalCapped ? '+' : ''} (page of ${filteredPage.rows.length}); page 500 has ${deepPage.rows.length} rows of ${deepPage.total}\n`,
  );

  // The plans, as PostgreSQL runs them on this data (EXPLAIN ANALYZE of the exact queries the server sends).
  const record = await findTenantById(db, tenant.tenantId);
  if (!record) throw new Error('no tenant');
  const ctx = {
    db,
    tenantId: record.id,
    tenant: record,
    locale: 'zh-CN' as const,
    clock: { now: () => new Date() },
    caches: new Caches(),
  };
  const gameCatalogue = await getGameCatalogue(ctx, game.id);
  const explain = async (label: string, query: Compilable) => {
    const compiled = query.compile();
    const result = await db.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${compiled.sql}`, [...compiled.parameters]),
    );
    console.log(`EXPLAIN ${label}`);
    for (const row of result.rows) console.log(`  ${row['QUERY PLAN']}`);
    console.log('');
  };
  const filteredPlan = planListingSearch(gameCatalogue, listingSearchInputSchema.parse(filtered), 0);
  const deepPlan = planListingSearch(gameCatalogue, listingSearchInputSchema.parse(deep), 0);
  await explain('filtered search: page and total in one query', cappedPageQuery(db, record.id, filteredPlan, 10_000));
  await explain('game only, time sort, page 500 by offset', listingPageQuery(db, record.id, deepPlan));
  // What the server runs: the walk from the cached listing at the last stride before the page (listing-page-starts).
  const startAt = Math.floor(deepPlan.offset / PAGE_START_STRIDE) * PAGE_START_STRIDE;
  const deepStart = await findListingAtPosition(db, record.id, deepPlan, startAt - 1);
  if (deepStart) {
    await explain(
      `game only, time sort, page 500 from the listing at ${startAt.toLocaleString('en-US')}`,
      listingPageQuery(db, record.id, deepPlan, { ...deepStart, offset: deepPlan.offset - startAt }),
    );
  }
  const keywordPlan = planListingSearch(gameCatalogue, listingSearchInputSchema.parse(keywordSearches[0]), 0);
  await explain(
    `keyword ${keywords[0]}: page and total in one query`,
    keywordCappedPageQuery(db, record.id, keywordPlan, 10_000),
  );

  const ids = await db
    .selectFrom('listings')
    .select('id')
    .where('tenant_id', '=', record.id)
    .where('status', '=', 'on_sale')
    .orderBy(sql`random()`)
    .limit(1000)
    .execute();

  const baseline: Target = { path: '/api/app/version/lastOne?appType=1' };
  const cases: { name: string; target: Target; budget: { p99Ms?: number; ratio?: number } }[] = [
    {
      name: 'POST /api/web/good/allList: game + region + 3 attribute filters + price range, price sort',
      target: { path: '/api/web/good/allList', method: 'POST', body: filtered },
      budget: { p99Ms: 25, ratio: 0.4 },
    },
    {
      name: 'POST /api/web/good/allList: game only, time sort, page 500',
      target: { path: '/api/web/good/allList', method: 'POST', body: deep },
      budget: { p99Ms: 25, ratio: 0.3 },
    },
    {
      name: `POST /api/web/good/allList: keyword in the title (${keywords.join(', ')} in turn), time sort`,
      target: { path: '/api/web/good/allList', method: 'POST', body: keywordSearches[0], bodies: keywordSearches },
      budget: { ratio: 0.3 },
    },
    {
      name: 'GET /api/web/good/info (1,000 listings in turn)',
      target: { path: '/api/web/good/info', paths: ids.map((row) => `/api/web/good/info?id=${row.id}`) },
      budget: { ratio: 0.7 },
    },
  ];

  // Warm every route first (JIT, caches), then measure the baseline and each case in turn.
  for (const target of [baseline, ...cases.map((item) => item.target)]) await measure(server.port, target, WARMUP_S);
  const meter = cpuMeter(server.dataDir);
  const health = await meter(() => measure(server.port, { path: '/api/health' }));
  console.log(`reference: GET /api/health (SELECT 1, no tenant)\n${line(health)}\n  ${health.cpu}`);
  const base0 = await meter(() => measure(server.port, baseline));
  console.log(
    `primary-key read: GET /api/app/version/lastOne (one row by its index, tenant-scoped)\n${line(base0)}\n  ${base0.cpu}\n`,
  );
  for (const item of cases) {
    const figures = await meter(() => measure(server.port, item.target));
    console.log(item.name);
    console.log(line(figures));
    console.log(`  ${figures.cpu}`);
    if (item.budget.p99Ms !== undefined) console.log(budgetLine('p99', figures.p99, ' ms', { max: item.budget.p99Ms }));
    if (item.budget.ratio !== undefined) {
      const ratio = Math.round((figures.rps / base0.rps) * 100);
      console.log(budgetLine('throughput vs primary-key read', ratio, '%', { min: item.budget.ratio * 100 }));
    }
    console.log('');
  }
} finally {
  await db.destroy();
  await server.stop();
}
