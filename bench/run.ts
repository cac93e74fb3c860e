// `npm run bench`: every benchmark in one run, each printing its figures beside their budgets.
// The catalogue case seeds BENCH_LISTINGS (default 1,000,000) listings first: a few minutes. The checkout case
// runs whole checkouts (create + pay + gateway notification) on distinct listings, then the 50-buyer race.
// The dashboard case seeds BENCH_DASHBOARD_LISTINGS (default BENCH_LISTINGS, else 1,000,000) listings, 100,000
// orders and 1,000,000 browse events (BENCH_DASHBOARD_ORDERS, BENCH_DASHBOARD_EVENTS), then times the owner's dashboard.
// The sitemap case seeds BENCH_LISTINGS too, then times the demo shop's sitemap index and a full page of listings.
// The memory case starts npm start's server three times on one data folder (the second timed to its first page),
// then reads its RSS idle and under 60 s of 50-connection catalogue searches.
// The server-rendering case seeds BENCH_LISTINGS too, then times home and detail HTML beside the same data as JSON.
// The instances case serves the same routes from one instance and from two behind nginx (needs Debian's nginx).
// Every figure printed beside a budget, collected under the heading it was printed after, for the table at the end.
const summary: string[] = [];
let heading = '';
const write = process.stdout.write.bind(process.stdout);
process.stdout.write = ((chunk: string | Uint8Array, ...rest: never[]) => {
  for (const line of String(chunk).split('\n')) {
    if (line.trim() === '') continue;
    if (/budget/i.test(line) && /within budget|OVER BUDGET/.test(line)) summary.push(`${heading} › ${line.trim()}`);
    else if (!line.startsWith(' ')) heading = line.trim().slice(0, 90);
  }
  return write(chunk, ...rest);
}) as typeof process.stdout.write;

await import('./page-weight.ts');
await import('./ssr-render.ts');
await import('./api-load.ts');
await import('./memory-start.ts');
await import('./instances-load.ts');
await import('./catalogue-load.ts');
await import('./sitemap-load.ts');
await import('./checkout-load.ts');
await import('./dashboard-load.ts');

process.stdout.write = write;
const over = summary.filter((line) => line.includes('OVER BUDGET')).length;
console.log(`\nEvery budget (${summary.length}, ${over} over):`);
for (const line of summary) console.log(`  ${line}`);

export {};
