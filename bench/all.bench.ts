/**
 * `npm run bench`: the catalogue benchmark (search, listing, prices, add to cart; options
 * `--products`, `--engine`, `--rounds`), then the storefront benchmark (Lighthouse and first-load
 * JavaScript; option `--runs`).
 */
export {};

await import('./search.bench.ts');
await import('./storefront.bench.ts');
