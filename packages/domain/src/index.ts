export * from './ean.ts';
export * from './error-codes.ts';
export * from './limits.ts';
export * from './locales.ts';
export * from './price-format.ts';
export * from './quantity.ts';
export * from './search-query.ts';
export * from './slug.ts';
