import { CompiledQuery } from 'kysely';
import { createDb } from '../apps/server/src/db/connection.ts';
import {
  listOnSalePageStarts,
  onSaleIdRangeQuery,
  onSalePageStartsQuery,
} from '../apps/server/src/modules/seo/seo.repository.ts';
import { SITEMAP_MAX_URLS } from '../apps/server/src/modules/seo/seo.service.ts';
import { findTenantByCode } from '../apps/server/src/modules/tenants/tenants.repository.ts';
import { seedBulkListings } from '../apps/server/src/seed/seed-bulk.ts';
import { startTestServer } from '../scripts/test-server.ts';
import { budgetLine } from './budget.ts';
import { serverDatabaseUrl } from './server-database.ts';

/**
 * The sitemap at scale: the real server on a fresh embedded PostgreSQL, BENCH_LISTINGS (default 1,000,000) listings
 * added with the catalogue bench's bulk seed (spread over the demo shops), then the demo shop's sitemap index (cold:
 * its page boundaries computed; warm: cached) and a full page of its listings (50,000 detail URLs when the shop has
 * that many), fetched as a crawler does (gzip). Issue #22 gives no number: the budget here is 1000 ms per answer.
 */
const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 1_000_000);
const ROUNDS = Number(process.env.BENCH_SITEMAP_ROUNDS ?? 10);
const BUDGET_MS = 1000;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

const server = await startTestServer({ LOG_LEVEL: 'error' }, { built: true });
const { db } = createDb(serverDatabaseUrl(server.dataDir), 4);
try {
  console.log(
    `Sitemap benchmark: ${LISTINGS.toLocaleString('en-US')} listings, ${ROUNDS} rounds, Node ${process.version}`,
  );
  const seeded = await seedBulkListings(db, { listings: LISTINGS, log: (text) => console.log(text) });
  console.log(
    `Bulk seed: ${seeded.inserted.toLocaleString('en-US')} listings in ${((seeded.insertMs + seeded.analyzeMs) / 1000).toFixed(1)} s`,
  );
  const tenant = await findTenantByCode(db, 'demo');
  if (!tenant) throw new Error('no demo tenant');

  /** One GET as a crawler sends it: the time to the last byte, the status and the uncompressed body. */
  const fetchTimed = async (url: string) => {
    const started = performance.now();
    const response = await fetch(`http://127.0.0.1:${server.port}${url}`, {
      headers: { host: 'localhost', 'accept-encoding': 'gzip' },
    });
    const body = await response.text();
    return { ms: performance.now() - started, status: response.status, body };
  };
  const timeRounds = async (url: string) => {
    const times: number[] = [];
    let last = '';
    for (let round = 0; round < ROUNDS; round++) {
      const { ms, status, body } = await fetchTimed(url);
      if (status !== 200) throw new Error(`${url} answered ${status}`);
      times.push(ms);
      last = body;
    }
    times.sort((a, b) => a - b);
    return { median: percentile(times, 0.5), max: times[times.length - 1] ?? 0, body: last };
  };

  const cold = await fetchTimed('/sitemap.xml');
  if (cold.status !== 200) throw new Error(`/sitemap.xml answered ${cold.status}`);
  const pageUrls = [...cold.body.matchAll(/<loc>https?:\/\/[^/]+(\/sitemap-listings\.xml[^<]*)<\/loc>/g)].map((match) =>
    (match[1] as string).replaceAll('&amp;', '&'),
  );
  const warm = await timeRounds('/sitemap.xml');
  const firstPage = pageUrls[0];
  if (!firstPage) throw new Error('the sitemap index lists no listing page');
  const page = await timeRounds(firstPage);
  const urls = page.body.split('<url>').length - 1;
  console.log(
    `demo shop: ${pageUrls.length} listing pages in the index; ${firstPage} has ${urls.toLocaleString('en-US')} URLs (${(page.body.length / 1e6).toFixed(1)} MB of XML)`,
  );

  // The plans of both queries on this data.
  const explain = async (label: string, compiled: CompiledQuery) => {
    const result = await db.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${compiled.sql}`, [...compiled.parameters]),
    );
    console.log(`EXPLAIN ${label}`);
    for (const row of result.rows) console.log(`  ${row['QUERY PLAN']}`);
  };
  const starts = await listOnSalePageStarts(db, tenant.id, SITEMAP_MAX_URLS);
  await explain('page boundaries', onSalePageStartsQuery(db, tenant.id, SITEMAP_MAX_URLS).compile());
  const range = onSaleIdRangeQuery(db, tenant.id, {
    from: starts[0] ?? 0,
    to: starts[1] ?? null,
    limit: SITEMAP_MAX_URLS,
  });
  await explain('one listing page', range.compile());

  console.log('GET /sitemap.xml (the index)');
  console.log(budgetLine('cold (page boundaries computed)', Math.round(cold.ms), ' ms', { max: BUDGET_MS }));
  console.log(budgetLine('warm median', Math.round(warm.median), ' ms', { max: BUDGET_MS }));
  console.log(`GET ${firstPage} (${urls.toLocaleString('en-US')} URLs, gzip)`);
  console.log(budgetLine('median', Math.round(page.median), ' ms', { max: BUDGET_MS }));
  console.log(budgetLine('slowest', Math.round(page.max), ' ms', { max: BUDGET_MS }));
  console.log('');
} finally {
  await db.destroy();
  await server.stop();
}
