/** Stock figures with two decimals and the language's decimal separator: `12,50` or `12.50`. */
export function formatStock(value: number, localeCode: string): string {
  const fixed = (Math.round(value * 100) / 100).toFixed(2);
  return localeCode.startsWith('en') ? fixed : fixed.replace('.', ',');
}
