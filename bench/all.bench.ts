/**
 * `npm run bench`: every goal next to its measured figure. The Store API's calls (search, listing,
 * prices, add to cart; options `--products`, `--engine`, `--rounds`), checkout under load
 * (`--seconds`, `--buyers`), reordering (10,000 article links, a quick order of 1,000 rows), the
 * ERP's imports (a price list of every article, a stock delta of 10,000 rows), the
 * pages over HTTP from a production start (`--processes`) with their CPU time, Store API calls, HTML
 * size and the workers' memory, then Lighthouse and first-load JavaScript (`--runs`), and what that
 * JavaScript is made of.
 */
export {};

await import('./search.bench.ts');
await import('./orders.bench.ts');
await import('./reorder.bench.ts');
await import('./integration.bench.ts');
await import('./pages.bench.ts');
await import('./storefront.bench.ts');
await import('./first-load.bench.ts');
