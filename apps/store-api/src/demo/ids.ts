import { hash } from 'node:crypto';

/**
 * A name-based UUID in the style of version 5: the SHA-1 of a name, with the version and RFC 4122
 * variant bits set. The same name gives the same id on every run, so the demo data is reproducible.
 */
export function demoUuid(kind: string, name: string): string {
  const hex = hash('sha1', `tradeshop-demo:${kind}:${name}`);
  const variant = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
