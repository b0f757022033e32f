function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/**
 * Euro amount with a decimal comma and dots between thousands. Rounds half up on integer
 * ten-thousandths, so that binary floats (1.2345 is 1.23449999…) do not round the wrong way.
 */
function formatEuro(amount: number, decimals: 2 | 3): string {
  const tenThousandths = Math.round(Math.abs(amount) * 10_000);
  const scaled = Math.round(tenThousandths / 10 ** (4 - decimals));
  const whole = Math.floor(scaled / 10 ** decimals).toString();
  const fraction = (scaled % 10 ** decimals).toString().padStart(decimals, '0');
  const sign = amount < 0 && scaled > 0 ? '-' : '';
  return `${sign}€ ${groupThousands(whole)},${fraction}`;
}

/** List prices: three decimals with a decimal comma, e.g. `€ 1.234,500`. */
export function formatPrice(amount: number): string {
  return formatEuro(amount, 3);
}

/** Net (customer) prices: two decimals with a decimal comma. */
export function formatNetPrice(amount: number): string {
  return formatEuro(amount, 2);
}
