import { existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startTestServer } from '../scripts/test-server.ts';
import { budgetLine } from './budget.ts';

/**
 * Page weight of the built storefront: the JS and CSS a first visit must load before the page can render
 * (entry script, modulepreloads, stylesheets — gzip), and a Lighthouse mobile run in Debian's Chromium.
 */
const PAGES = ['/', '/pages/goodList'];
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
  return { js: await sum(scripts), css: await sum(styles) };
}

if (!existsSync(path.join(root, 'apps/storefront/dist/index.html'))) {
  throw new Error('Build the storefront first: npm run build');
}
const server = await startTestServer({ LOG_LEVEL: 'error' });
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
  for (const pathname of PAGES) {
    const assets = await initialAssets(base, pathname);
    const result = await lighthouse(`${base}${pathname}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      formFactor: 'mobile',
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${pathname}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    console.log(`${pathname}`);
    console.log(budgetLine('initial JS (gzip)', Math.round(assets.js / 1024), ' KB', { max: 170 }));
    console.log(`  initial CSS (gzip): ${Math.round(assets.css / 1024)} KB`);
    console.log(
      budgetLine('Lighthouse performance (mobile)', Math.round((lhr.categories.performance?.score ?? 0) * 100), '', {
        min: 95,
      }),
    );
    console.log(budgetLine('LCP', Number((audit('largest-contentful-paint') / 1000).toFixed(2)), ' s', { max: 1.5 }));
    console.log(`  TBT: ${Math.round(audit('total-blocking-time'))} ms`);
    console.log(budgetLine('CLS', Number(audit('cumulative-layout-shift').toFixed(3)), '', { max: 0.05 }));
    console.log('');
  }
} finally {
  chrome.kill();
  await server.stop();
}
