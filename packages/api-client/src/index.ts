export * from './admin-client.ts';
export * from './client.ts';
export * from './contracts/index.ts';
export * from './errors.ts';
