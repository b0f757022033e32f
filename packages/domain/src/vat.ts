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
