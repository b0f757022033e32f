function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

function formatEuro(amount: number, decimals: number): string {
  const [whole = '0', fraction = ''] = Math.abs(amount).toFixed(decimals).split('.');
  return `${amount < 0 ? '-' : ''}€ ${groupThousands(whole)},${fraction}`;
}

/** List prices: three decimals with a decimal comma, e.g. `€ 1.234,500`. */
export function formatPrice(amount: number): string {
  return formatEuro(amount, 3);
}

/** Net (customer) prices: two decimals with a decimal comma. */
export function formatNetPrice(amount: number): string {
  return formatEuro(amount, 2);
}
