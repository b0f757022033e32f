export * from './account.ts';
export * from './catalog.ts';
export * from './common.ts';
export * from './context.ts';
export * from './page.ts';
export * from './registration.ts';
export * from './search.ts';
