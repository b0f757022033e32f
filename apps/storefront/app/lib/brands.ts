/** A brand page's path: `/brands/{slug}`, with the page's slug in that language. */
export const brandPath = (slug: string) => `/brands/${slug}`;

/** The brands page's letters: A to Z, then `#` for names that begin with a digit or sign. */
export const brandLetters = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '#'] as const;
export type BrandLetter = (typeof brandLetters)[number];

/** The letter a brand is listed under: its first letter without accents ("Élan" under E), else `#`. */
export function brandLetterOf(name: string): BrandLetter {
  const first = name
    .trim()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .charAt(0)
    .toUpperCase();
  return (brandLetters as readonly string[]).includes(first) ? (first as BrandLetter) : '#';
}

/** Brands (already in name order) under their letters, in the order of `brandLetters`; empty letters left out. */
export function brandsByLetter<T extends { name: string }>(
  brands: readonly T[],
): { letter: BrandLetter; brands: T[] }[] {
  const groups = new Map<BrandLetter, T[]>();
  for (const brand of brands) {
    const letter = brandLetterOf(brand.name);
    groups.set(letter, [...(groups.get(letter) ?? []), brand]);
  }
  return brandLetters.flatMap((letter) => {
    const list = groups.get(letter);
    return list ? [{ letter, brands: list }] : [];
  });
}

/** The id of a letter's section, the target of its jump link. */
export const brandLetterAnchor = (letter: BrandLetter) =>
  letter === '#' ? 'brands-other' : `brands-${letter}`;

/** A brand page's slug as the Store API makes them: anything else names no brand. */
export const isBrandSlug = (slug: string) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug) && slug.length <= 200;
