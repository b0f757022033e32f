import { figureLocaleOf, formatNumber } from './figure-format.ts';

type UnitLanguage = 'nl' | 'fr' | 'en' | 'de';

/**
 * The units of measure the ERP uses (UN/ECE codes), named in each language for one and for more:
 * what every screen and mail writes beside a quantity. A code without a name stays as the ERP sent it.
 */
const unitNames: Record<string, Record<UnitLanguage, readonly [one: string, other: string]>> = {
  PCE: { nl: ['stuk', 'stuks'], fr: ['pièce', 'pièces'], en: ['piece', 'pieces'], de: ['Stück', 'Stück'] },
  PAK: {
    nl: ['pak', 'pakken'],
    fr: ['paquet', 'paquets'],
    en: ['pack', 'packs'],
    de: ['Packung', 'Packungen'],
  },
  MTR: { nl: ['m', 'm'], fr: ['m', 'm'], en: ['m', 'm'], de: ['m', 'm'] },
  KGM: { nl: ['kg', 'kg'], fr: ['kg', 'kg'], en: ['kg', 'kg'], de: ['kg', 'kg'] },
  LTR: { nl: ['l', 'l'], fr: ['l', 'l'], en: ['l', 'l'], de: ['l', 'l'] },
  MLT: { nl: ['ml', 'ml'], fr: ['ml', 'ml'], en: ['ml', 'ml'], de: ['ml', 'ml'] },
  BX: { nl: ['doos', 'dozen'], fr: ['boîte', 'boîtes'], en: ['box', 'boxes'], de: ['Karton', 'Kartons'] },
  RO: { nl: ['rol', 'rollen'], fr: ['rouleau', 'rouleaux'], en: ['roll', 'rolls'], de: ['Rolle', 'Rollen'] },
  PR: { nl: ['paar', 'paar'], fr: ['paire', 'paires'], en: ['pair', 'pairs'], de: ['Paar', 'Paar'] },
  SET: { nl: ['set', 'sets'], fr: ['set', 'sets'], en: ['set', 'sets'], de: ['Set', 'Sets'] },
};

/**
 * Other UN/ECE codes catalogues write for the shop's units: "one" (C62) and "piece" (H87) for a
 * piece, "pack" (PK) for a pack, "carton" (CT) for a box.
 */
const unitSynonyms: Record<string, keyof typeof unitNames> = { C62: 'PCE', H87: 'PCE', PK: 'PAK', CT: 'BX' };

/** The shop's code of a unit a catalogue names (case ignored), or null when the shop has no such unit. */
export function shopUnitCode(code: string): string | null {
  const upper = code.trim().toUpperCase();
  if (upper in unitNames) return upper;
  return unitSynonyms[upper] ?? null;
}

const pluralRules = new Map<string, Intl.PluralRules>();

function isOne(count: number, language: string): boolean {
  const locale = figureLocaleOf(language);
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules.select(count) === 'one';
}

/** A unit in a language, for `count` of it: "stuk", "stuks"; one for "per piece". */
export function unitNameIn(language: string, code: string, count = 1): string {
  const names = unitNames[code]?.[figureLocaleOf(language).slice(0, 2) as UnitLanguage];
  if (!names) return code;
  return isOne(count, language) ? names[0] : names[1];
}

/** A quantity with its unit, never split over two lines: "4.755 stuks", "1 250,5 m", "1 piece". */
export function formatQuantityWithUnit(quantity: number, code: string, language: string): string {
  return `${formatNumber(quantity, language)}\u00a0${unitNameIn(language, code, quantity)}`;
}

/**
 * What one order unit holds, when it holds more than one of another unit: "1 doos = 100 stuks",
 * "1 boîte = 100 pièces".
 */
export function formatContentPerUnit(
  content: { perUnit: number; unit: string },
  orderUnit: string,
  language: string,
): string {
  return `${formatQuantityWithUnit(1, orderUnit, language)} = ${formatQuantityWithUnit(content.perUnit, content.unit, language)}`;
}

/** The price of one content unit (a piece of a box of 100), to four decimals as list prices are kept. */
export function pricePerContentUnit(price: number, perUnit: number): number {
  return Math.round((price / perUnit) * 10_000) / 10_000;
}
