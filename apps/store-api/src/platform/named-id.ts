import { hash } from 'node:crypto';

/** A name-based UUID (version 5 layout, SHA-1 of the name): the same name always gives the same id. */
export function nameBasedUuid(name: string): string {
  const hex = hash('sha1', name);
  const variant = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The id of one of the shop's fixed choices that Shopware keeps as entities (a country, payment or
 * shipping method, salutation, customer group, snippet set): stable, so clients may keep it.
 */
export const fixedChoiceId = (kind: string, code: string) => nameBasedUuid(`tradeshop:${kind}:${code}`);

/** The id of the VAT rate an article is taxed at, Shopware's `taxId`. */
export const taxIdOf = (taxRate: number) => fixedChoiceId('tax', String(taxRate));
