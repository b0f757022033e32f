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
 * Belgian, Dutch, French, German and Luxembourg numbers also have their check digits verified
 * (`checkDigitsHold`), so that a mistyped number never reaches VIES.
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

/** ISO 7064 MOD 97-10 over digits and letters (A=10 … Z=35), as the IBAN and the Dutch VAT number use it. */
function mod97(value: string): number {
  let rest = 0;
  for (const character of value) {
    const digits = /\d/.test(character) ? character : String(character.charCodeAt(0) - 55);
    for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  }
  return rest;
}

const digitsOf = (value: string) => [...value].map(Number);

/**
 * The check-digit rules of the countries the shop sells to most, on the part after the prefix (already
 * in its country's format). Countries without a rule here are checked by VIES alone.
 */
const checkDigitRules: Record<string, (number: string) => boolean> = {
  BE: (number) => 97 - (Number(number.slice(0, 8)) % 97) === Number(number.slice(8)),
  // The eleven-test of the fiscal number (weights 9 … 2, the ninth digit is the rest), or since 2020 the
  // sole proprietor's identifier, valid when NL + the whole number is 1 modulo 97.
  NL: (number) => {
    const digits = digitsOf(number.slice(0, 9));
    const weighted = digits.slice(0, 8).reduce((sum, digit, index) => sum + digit * (9 - index), 0);
    const elevenTest = weighted % 11 === digits[8];
    return number.slice(10) !== '00' && (elevenTest || mod97(`NL${number}`) === 1);
  },
  // The numeric key is (12 + 3 × (SIREN modulo 97)) modulo 97; a key with letters has no public rule.
  FR: (number) => {
    const key = number.slice(0, 2);
    if (!/^\d\d$/.test(key)) return true;
    return Number(key) === (12 + 3 * (Number(number.slice(2)) % 97)) % 97;
  },
  // ISO 7064 MOD 11,10 over the first eight digits; the first digit is never 0.
  DE: (number) => {
    const digits = digitsOf(number);
    if (digits[0] === 0) return false;
    let product = 10;
    for (const digit of digits.slice(0, 8)) {
      const sum = (digit + product) % 10 || 10;
      product = (2 * sum) % 11;
    }
    return (11 - product) % 10 === digits[8];
  },
  LU: (number) => Number(number.slice(0, 6)) % 89 === Number(number.slice(6)),
};

/** Whether the check digits of an EU VAT number in its country's format hold (true where no rule is known). */
export function checkDigitsHold(vatNumber: string): boolean {
  const compact = normalizeVatNumber(vatNumber);
  const rule = checkDigitRules[compact.slice(0, 2)];
  return !rule || rule(compact.slice(2));
}

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
 * that country's prefix, matches its format and, where the country has a rule here, its check digits.
 * Companies outside the EU (no VAT prefix known) pass with any 4 to 20 letters and digits.
 */
export function isValidVatNumber(value: string, country: string): boolean {
  const compact = normalizeVatNumber(value);
  const prefix = vatPrefixOf(country);
  const format = vatFormats[prefix];
  if (!format) return /^[A-Z0-9]{4,20}$/.test(compact);
  if (!compact.startsWith(prefix) || !format.test(compact.slice(prefix.length))) return false;
  return checkDigitsHold(compact);
}

/** Whether a country has an EU VAT prefix (VIES knows its numbers). */
export function isEuVatCountry(country: string): boolean {
  return vatPrefixOf(country) in vatFormats;
}
