import { createDb } from '../apps/server/src/db/connection.ts';
import { seedBulkListings } from '../apps/server/src/seed/seed-bulk.ts';
import { startTestServer } from '../scripts/test-server.ts';
import { budgetLine } from './budget.ts';
import { serverDatabaseUrl } from './server-database.ts';

/**
 * Server rendering at scale (issue #22): the real server on a fresh embedded PostgreSQL with BENCH_LISTINGS (default
 * 1,000,000) listings from the bulk seed; the home page and a listing's detail asked for as HTML (server-rendered)
 * beside the same data asked for as JSON (the page's API calls, all at once, as a browser would make them). Budget:
 * the HTML within 2× the JSON's time. Medians of BENCH_SSR_ROUNDS sequential rounds after a warm-up.
 */
const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 1_000_000);
const ROUNDS = Number(process.env.BENCH_SSR_ROUNDS ?? 30);
const WARMUP = 5;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const server = await startTestServer({ LOG_LEVEL: 'error' }, { built: true });
const { db } = createDb(serverDatabaseUrl(server.dataDir), 4);
try {
  console.log(`Server rendering: ${LISTINGS.toLocaleString('en-US')} listings, ${ROUNDS} rounds`);
  if (LISTINGS > 0) await seedBulkListings(db, { listings: LISTINGS, log: () => {} });
  const base = `http://127.0.0.1:${server.port}`;
  // What Chromium sends: the server answers brotli (a page and the API alike), as it does a browser.
  const headers = { host: 'localhost', 'accept-encoding': 'gzip, deflate, br, zstd' };
  // The Server-Timing of the last server-rendered page: the render's phases in milliseconds.
  let lastTiming: Record<string, number> = {};
  const get = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(base + url, { ...init, headers: { ...headers, ...(init.headers ?? {}) } });
    const text = await response.text();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const timing = response.headers.get('server-timing');
    if (timing) {
      lastTiming = Object.fromEntries(
        timing.split(',').map((part) => {
          const [name = '', duration = ''] = part.trim().split(';dur=');
          return [name, Number(duration)];
        }),
      );
    }
    return text;
  };
  const tenant = JSON.parse(await get('/api/web/getTenant?type=1&state=1')).data as { retailKey: string };
  const games = JSON.parse(await get('/api/web/game/Type')).data as {
    id: number;
    hot: boolean;
    listingCount: number;
  }[];
  const hot = games.find((game) => game.hot && game.listingCount > 0) ?? games[0];
  if (!hot) throw new Error('the demo shop has no game');
  const search = { gameId: hot.id, sort: 'time_desc', pageNum: 1, pageSize: 8 };
  const post = (url: string, body: unknown) =>
    get(url, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
  const first = JSON.parse(await post('/api/web/good/allList', { ...search, retailKey: tenant.retailKey })).data
    .rows[0] as { id: number; gameId: number } | undefined;
  if (!first) throw new Error('no listing on sale');

  const frame = [
    '/api/web/getTenant?type=1&state=1',
    '/api/web/decoration/type?type=1&state=1',
    '/api/app/version/lastOne?appType=1',
  ];
  const pages = [
    {
      name: 'home',
      html: '/',
      json: () =>
        Promise.all([
          ...[
            ...frame,
            '/api/web/game/Type',
            '/api/saleOrder/web/recently/deal?limit=10',
            '/api/account/zhubo/list?createId=1',
          ].map((url) => get(url)),
          post('/api/web/good/allList', { ...search, retailKey: tenant.retailKey }),
        ]),
    },
    {
      name: 'listing detail',
      html: `/pages/detail/index?id=${first.id}`,
      json: () =>
        Promise.all(
          [
            ...frame,
            `/api/web/good/info?id=${first.id}`,
            `/api/web/recommend/${first.id}`,
            `/api/V2/H5/qqGroup?gameId=${first.gameId}`,
          ].map((url) => get(url)),
        ),
    },
  ];
  for (const page of pages) {
    const html = await get(page.html);
    if (!html.includes('id="ssr-data"')) throw new Error(`${page.html} was not rendered on the server (no build?)`);
    const htmlTimes: number[] = [];
    const jsonTimes: number[] = [];
    const phases: Record<string, number[]> = {};
    for (let round = 0; round < WARMUP + ROUNDS; round++) {
      let started = performance.now();
      await get(page.html);
      const htmlMs = performance.now() - started;
      started = performance.now();
      await page.json();
      const jsonMs = performance.now() - started;
      if (round >= WARMUP) {
        htmlTimes.push(htmlMs);
        jsonTimes.push(jsonMs);
        for (const [phase, ms] of Object.entries(lastTiming)) phases[phase] = [...(phases[phase] ?? []), ms];
      }
    }
    const htmlMs = median(htmlTimes);
    const jsonMs = median(jsonTimes);
    console.log(`${page.name}: HTML ${htmlMs.toFixed(1)} ms, the same data as JSON ${jsonMs.toFixed(1)} ms (medians)`);
    const split = Object.entries(phases).map(([phase, values]) => `${phase} ${median(values).toFixed(1)}`);
    console.log(
      `  on the server (Server-Timing medians, ms): ${split.join(', ')} (page: boot data, the render and the assembly); the rest is HTTP and transfer`,
    );
    console.log(budgetLine(`${page.name} HTML / JSON`, Number((htmlMs / jsonMs).toFixed(2)), '×', { max: 2 }));
  }
} finally {
  await db.destroy();
  await server.stop();
}
