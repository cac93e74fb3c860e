import { existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { startTestServer } from '../scripts/test-server.ts';
import { budgetLine } from './budget.ts';

/**
 * Page weight of the built storefront: the JS and CSS a first visit must load before the page can render
 * (entry script, modulepreloads, stylesheets — gzip; a server-rendered page fetches the app's own code only after its
 * first paint, so the JS every script of the visit adds up to until the page is live is printed too), and Lighthouse in Debian's Chromium, mobile: performance (LCP,
 * TBT, CLS) on home, product list and listing detail, accessibility and SEO on those and the login page, each the
 * median of BENCH_LIGHTHOUSE_RUNS (default 3) runs. Budgets are issue #22's.
 */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const root = path.resolve(import.meta.dirname, '..');

async function initialAssets(base: string, pathname: string) {
  const html = await (await fetch(base + pathname)).text();
  const scripts = [
    ...html.matchAll(/<script[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ];
  const styles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)];
  const gzipOf = async (url: string) => gzipSync(Buffer.from(await (await fetch(base + url)).arrayBuffer())).length;
  const sum = async (matches: RegExpMatchArray[]) =>
    (await Promise.all([...new Set(matches.map((m) => m[1] ?? ''))].map(gzipOf))).reduce((a, b) => a + b, 0);
  return { js: await sum(scripts), css: await sum(styles), html: gzipSync(Buffer.from(html)).length };
}

/** The median of the values measured (a run that measured nothing gives NaN, which would scramble the sort). */
const median = (values: number[]) => {
  const measured = values.filter(Number.isFinite).sort((a, b) => a - b);
  return measured[Math.floor(measured.length / 2)] ?? Number.NaN;
};

interface DetailsItem {
  [key: string]: unknown;
}
const itemsOf = (lhr: Result, id: string) =>
  ((lhr.audits[id]?.details as { items?: DetailsItem[] } | undefined)?.items ?? []) as DetailsItem[];

/** The run whose value of an audit is the median one (for its breakdowns). */
const medianRun = (runs: Result[], id: string) => {
  const measured = runs
    .filter((lhr) => Number.isFinite(lhr.audits[id]?.numericValue))
    .sort((a, b) => (a.audits[id]?.numericValue ?? 0) - (b.audits[id]?.numericValue ?? 0));
  return measured[Math.floor(measured.length / 2)];
};

/**
 * What the LCP is made of. Lighthouse simulates a slow phone on 4G from an unthrottled load: its LCP is the time that
 * network would take for what the page asked for before its observed LCP (Lantern; the LCP element itself cannot be
 * named here, Debian's Chromium fails Lighthouse's TraceElements gatherer). So: the observed first and largest
 * paints, and the requests started before the latter, by kind.
 */
function lcpBreakdown(lhr: Result): string {
  const metrics = itemsOf(lhr, 'metrics')[0] ?? {};
  const observedLcp = Number(metrics.observedLargestContentfulPaint);
  const before = itemsOf(lhr, 'network-requests').filter(
    (item) => Number(item.networkRequestTime) < observedLcp && item.resourceType !== 'Other',
  );
  const kinds = new Map<string, { count: number; bytes: number }>();
  for (const item of before) {
    const kind = String(item.resourceType ?? 'other');
    const entry = kinds.get(kind) ?? { count: 0, bytes: 0 };
    kinds.set(kind, { count: entry.count + 1, bytes: entry.bytes + Number(item.transferSize ?? 0) });
  }
  const requested = [...kinds].map(([kind, { count, bytes }]) => `${count} ${kind} ${Math.round(bytes / 1024)} KB`);
  return `observed FCP ${Math.round(Number(metrics.observedFirstContentfulPaint))} ms, LCP ${Math.round(observedLcp)} ms; requested before it: ${requested.join(', ')}`;
}

/** What the TBT is made of: the main thread's work by kind and the longest tasks with their script. */
function tbtBreakdown(lhr: Result): string {
  const work = itemsOf(lhr, 'mainthread-work-breakdown')
    .slice(0, 4)
    .map((item) => `${item.groupLabel ?? item.group} ${Math.round(Number(item.duration))}`);
  const tasks = itemsOf(lhr, 'long-tasks')
    .slice(0, 4)
    .map(
      (item) =>
        `${Math.round(Number(item.duration))} ms ${String(item.url ?? '')
          .split('/')
          .pop()}`,
    );
  return `main thread (ms): ${work.join(', ')}; long tasks: ${tasks.join(', ') || 'none'}`;
}

if (!existsSync(path.join(root, 'apps/storefront/dist/index.html'))) {
  throw new Error('Build the storefront first: npm run build');
}
const server = await startTestServer({ LOG_LEVEL: 'error' }, { built: true });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  const base = `http://localhost:${server.port}`;
  const listing = await (async () => {
    const tenant = (await (await fetch(`${base}/api/web/getTenant?type=1&state=1`)).json()).data;
    const page = await fetch(`${base}/api/web/good/allList`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ retailKey: tenant.retailKey, gameId: 1, sort: 'time_desc', pageNum: 1, pageSize: 1 }),
    });
    return (await page.json()).data.rows[0]?.id as number;
  })();
  const pages = [
    { pathname: '/', performance: true },
    { pathname: '/pages/goodList?gameId=1', performance: true },
    { pathname: `/pages/detail/index?id=${listing}`, performance: true },
    { pathname: '/login', performance: false },
  ];
  for (const { pathname, performance } of pages) {
    const assets = await initialAssets(base, pathname);
    const runs: Result[] = [];
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(`${base}${pathname}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'seo'],
        formFactor: 'mobile',
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned nothing for ${pathname}`);
      runs.push(lhr);
    }
    // A run Lighthouse could not complete (its runtimeError, e.g. NO_LCP) is named and left out of the medians.
    const failed = runs.filter((lhr) => lhr.runtimeError).map((lhr) => lhr.runtimeError?.code ?? 'error');
    const score = (category: string) =>
      median(
        runs.filter((lhr) => !lhr.runtimeError).map((lhr) => Math.round((lhr.categories[category]?.score ?? 0) * 100)),
      );
    const audit = (id: string) => median(runs.map((lhr) => lhr.audits[id]?.numericValue ?? Number.NaN));
    const scriptBytes = median(
      runs.map((lhr) =>
        (
          (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] })
            ?.items ?? []
        )
          .filter((item) => item.resourceType === 'Script')
          .reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
      ),
    );
    console.log(`${pathname} (median of ${RUNS} Lighthouse runs, mobile)`);
    if (failed.length > 0)
      console.log(`  ${failed.length} of ${RUNS} runs failed (${failed.join(', ')}): medians of the others`);
    console.log(budgetLine('initial JS (gzip)', Math.round(assets.js / 1024), ' KB', { max: 120 }));
    console.log(
      `  initial CSS (gzip): ${Math.round(assets.css / 1024)} KB; HTML (gzip): ${Math.round(assets.html / 1024)} KB`,
    );
    console.log(`  every script of the visit until it is live (transferred): ${Math.round(scriptBytes / 1024)} KB`);
    if (performance) {
      console.log(budgetLine('Lighthouse performance', score('performance'), '', { min: 95 }));
      console.log(budgetLine('LCP', Number((audit('largest-contentful-paint') / 1000).toFixed(2)), ' s', { max: 1.5 }));
      console.log(budgetLine('TBT', Math.round(audit('total-blocking-time')), ' ms', { max: 100 }));
      const each = runs.map((lhr) => Math.round(lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN));
      console.log(`  TBT of each run: ${each.join(', ')} ms`);
      const lcpRun = medianRun(runs, 'largest-contentful-paint');
      if (lcpRun) console.log(`  ${lcpBreakdown(lcpRun)}`);
      const tbtRun = medianRun(runs, 'total-blocking-time');
      if (tbtRun) console.log(`  ${tbtBreakdown(tbtRun)}`);
      console.log(budgetLine('CLS', Number(audit('cumulative-layout-shift').toFixed(3)), '', { max: 0.05 }));
    }
    console.log(budgetLine('Lighthouse accessibility', score('accessibility'), '', { min: 95 }));
    console.log(budgetLine('Lighthouse SEO', score('seo'), '', { min: 95 }));
    const failing = (category: string) =>
      (runs[0]?.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (runs[0]?.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id);
    const missed = [...failing('accessibility'), ...failing('seo')];
    if (missed.length > 0) console.log(`  accessibility / SEO audits not passed: ${missed.join(', ')}`);
    console.log('');
  }
} finally {
  chrome.kill();
  await server.stop();
}
