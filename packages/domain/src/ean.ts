/** GS1 check digit of the first 12 (EAN-13) or 7 (EAN-8) digits. */
export function eanCheckDigit(digitsWithoutCheck: string): number {
  if (!/^\d+$/.test(digitsWithoutCheck)) throw new Error('EAN body must be digits');
  let sum = 0;
  const digits = [...digitsWithoutCheck].reverse();
  digits.forEach((digit, index) => {
    sum += Number(digit) * (index % 2 === 0 ? 3 : 1);
  });
  return (10 - (sum % 10)) % 10;
}

export function isValidEan(value: string): boolean {
  if (!/^(\d{8}|\d{13})$/.test(value)) return false;
  return eanCheckDigit(value.slice(0, -1)) === Number(value.at(-1));
}

export function completeEan13(body12: string): string {
  if (!/^\d{12}$/.test(body12)) throw new Error('EAN-13 body must be 12 digits');
  return `${body12}${eanCheckDigit(body12)}`;
}
