/**
 * Money is computed in integer ten-thousandths of a euro (DESIGN.md §4): `12.3456` is `123456`.
 * Amounts come from the database as numeric strings and leave the API as decimal numbers.
 */
export type Money = number;

/** A numeric string or decimal number with at most four places, as money. */
export function toMoney(amount: string | number): Money {
  if (typeof amount === 'number') return Math.round(amount * 10_000);
  const match = /^(-?)(\d+)(?:\.(\d{1,4}))?$/.exec(amount.trim());
  if (!match) throw new Error(`Not an amount: ${amount}`);
  const [, sign, whole, fraction = ''] = match;
  const value = Number(whole) * 10_000 + Number(fraction.padEnd(4, '0'));
  return sign ? -value : value;
}

/** The decimal number of an amount, for answers; exact to four places. */
export function moneyToNumber(amount: Money): number {
  return amount / 10_000;
}

/** The numeric string the database stores. */
export function moneyToDecimalString(amount: Money): string {
  const sign = amount < 0 ? '-' : '';
  const absolute = Math.abs(amount);
  return `${sign}${Math.floor(absolute / 10_000)}.${String(absolute % 10_000).padStart(4, '0')}`;
}

/** Rounds half up (away from zero) to whole cents. */
export function roundToCents(amount: Money): Money {
  const sign = amount < 0 ? -1 : 1;
  return sign * Math.round(Math.abs(amount) / 100) * 100;
}

/** The total of a line: unit price times a quantity in hundredths, rounded to cents. */
export function lineTotal(unitPrice: Money, quantityHundredths: number): Money {
  return roundToCents(Math.round((unitPrice * quantityHundredths) / 100));
}

/** A percentage (e.g. 21 or 6) of an amount, rounded to cents. */
export function percentOf(amount: Money, percent: number): Money {
  return roundToCents(Math.round((amount * Math.round(percent * 100)) / 10_000));
}
