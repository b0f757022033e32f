/**
 * Belgian VAT numbers: BE followed by ten digits starting with 0 or 1, the last two being
 * 97 minus the first eight modulo 97.
 */
export function isValidBelgianVat(value: string): boolean {
  const compact = value.replace(/[\s.-]/g, '').toUpperCase();
  const match = /^BE([01]\d{9})$/.exec(compact);
  if (!match) return false;
  const digits = match[1]!;
  return 97 - (Number(digits.slice(0, 8)) % 97) === Number(digits.slice(8));
}

/** The Belgian VAT number of an eight-digit base, check digits added (for demo data and tests). */
export function belgianVat(base8: string): string {
  if (!/^[01]\d{7}$/.test(base8)) throw new Error('A Belgian VAT base is eight digits starting with 0 or 1');
  const check = 97 - (Number(base8) % 97);
  return `BE${base8}${String(check).padStart(2, '0')}`;
}

/**
 * The VIES formats of EU VAT numbers after the country prefix. Greece uses EL, Northern Ireland XI.
 * Only Belgium's check digit is verified; other countries are checked for their format.
 */
const vatFormats: Record<string, RegExp> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^[1-9]\d{1,9}$/,
  SE: /^\d{10}01$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
  XI: /^(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
};

/** The VAT prefix of a country: ISO codes, except Greece (EL). */
export function vatPrefixOf(country: string): string {
  return country === 'GR' ? 'EL' : country;
}

/** Upper case without spaces, dots and dashes: the form VAT numbers are stored and compared in. */
export function normalizeVatNumber(value: string): string {
  return value.replace(/[\s.-]/g, '').toUpperCase();
}

/**
 * Whether a VAT number is valid for a company in `country` (ISO 3166-1 alpha-2): the number carries
 * that country's prefix and matches its format; Belgian numbers also their check digits. Companies
 * outside the EU (no VAT prefix known) pass with any 4 to 20 letters and digits.
 */
export function isValidVatNumber(value: string, country: string): boolean {
  const compact = normalizeVatNumber(value);
  const prefix = vatPrefixOf(country);
  const format = vatFormats[prefix];
  if (!format) return /^[A-Z0-9]{4,20}$/.test(compact);
  if (!compact.startsWith(prefix) || !format.test(compact.slice(prefix.length))) return false;
  return prefix !== 'BE' || isValidBelgianVat(compact);
}
