// `npm run bench`: every benchmark in one run, each printing its figures beside their budgets.
// The catalogue case seeds BENCH_LISTINGS (default 1,000,000) listings first: a few minutes. The checkout case
// runs whole checkouts (create + pay + gateway notification) on distinct listings, then the 50-buyer race.
await import('./page-weight.ts');
await import('./api-load.ts');
await import('./catalogue-load.ts');
await import('./checkout-load.ts');

export {};
