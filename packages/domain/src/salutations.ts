/** How the shop's salutations (`mr`, `ms`, or none) are named among Shopware's salutation keys. */
export type ShopwareSalutationKey = 'mr' | 'mrs' | 'not_specified';

/** Shopware's key of one of our salutations: our `ms` is its `mrs`, none its `not_specified`. */
export const salutationKeyOfCode = (code: string | null): ShopwareSalutationKey =>
  code === 'mr' ? 'mr' : code === 'ms' ? 'mrs' : 'not_specified';

/** Our salutation of one of Shopware's keys (`not_specified` is none). */
export const salutationCodeOfKey = (key: string): 'mr' | 'ms' | null =>
  key === 'mr' ? 'mr' : key === 'mrs' ? 'ms' : null;
