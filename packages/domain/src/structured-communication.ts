/**
 * The Belgian structured communication (gestructureerde mededeling, OGM-VCS) a payment carries so
 * that the bank matches it to its invoice: ten digits and their remainder modulo 97 (97 for a
 * remainder of 0), written +++123/4567/89002+++.
 */
export function structuredCommunication(base: number): string {
  if (!Number.isSafeInteger(base) || base < 0) throw new RangeError('A whole number from 0 is needed');
  const digits = String(base % 10_000_000_000).padStart(10, '0');
  const check = String(Number(BigInt(digits) % 97n) || 97).padStart(2, '0');
  const all = digits + check;
  return `+++${all.slice(0, 3)}/${all.slice(3, 7)}/${all.slice(7)}+++`;
}

/** Whether a structured communication is well formed and its check digits match. */
export function isStructuredCommunication(text: string): boolean {
  const match = /^\+\+\+(\d{3})\/(\d{4})\/(\d{5})\+\+\+$/.exec(text);
  if (!match) return false;
  const all = match.slice(1).join('');
  return Number(all.slice(10)) === (Number(BigInt(all.slice(0, 10)) % 97n) || 97);
}
