import { nameBasedUuid } from '../platform/named-id.ts';

/** The demo data's ids, name-based so that the demo data is reproducible on every run. */
export const demoUuid = (kind: string, name: string): string =>
  nameBasedUuid(`tradeshop-demo:${kind}:${name}`);
