export * from './client.ts';
export * from './contracts/index.ts';
