// `npm run bench`: every benchmark in one run, each printing its figures beside their budgets.
await import('./page-weight.ts');
await import('./api-load.ts');

export {};
