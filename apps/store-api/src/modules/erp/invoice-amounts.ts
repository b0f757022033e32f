import type { InvoiceRow } from '@tradeshop/api-client/contracts';

const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * The amounts of an invoice from its lines, as the built-in ERP computes them: VAT per rate on the
 * sum of that rate's lines (Belgian VAT is rounded per rate, not per line), and the totals.
 */
export function invoiceAmounts(
  lines: readonly { net: number; vatRate: number }[],
): Pick<InvoiceRow, 'net' | 'vat' | 'total' | 'vatBreakdown'> {
  const rates = [...new Set(lines.map((line) => line.vatRate))].sort((a, b) => a - b);
  const vatBreakdown = rates.map((rate) => {
    const base = cents(
      lines.filter((line) => line.vatRate === rate).reduce((sum, line) => sum + line.net, 0),
    );
    return { rate, base, amount: cents((base * rate) / 100) };
  });
  const net = cents(vatBreakdown.reduce((sum, entry) => sum + entry.base, 0));
  const vat = cents(vatBreakdown.reduce((sum, entry) => sum + entry.amount, 0));
  return { net, vat, total: cents(net + vat), vatBreakdown };
}
