import { parseCsv } from './csv.ts';

/** A row of a quick order as the buyer typed or pasted it; `quantity` is null when left empty. */
export interface QuickOrderLine {
  number: string;
  quantity: number | null;
  /** The quantity as typed, when it is no quantity at all (kept to show it back). */
  invalidQuantity?: string;
}

/** A quantity as buyers type it: `2`, `2.5` or the Belgian `2,5`; null when empty; NaN when no number. */
export function parseTypedQuantity(text: string): number | null {
  const trimmed = text.trim().replace(/\s/g, '');
  if (trimmed === '') return null;
  if (!/^\d+([.,]\d+)?$/.test(trimmed)) return Number.NaN;
  return Number(trimmed.replace(',', '.'));
}

/**
 * The rows of a paste from a spreadsheet or of a CSV file: per line an article number and
 * optionally a quantity, separated by tabs, semicolons or commas. A first line whose quantity is
 * no number is a header and left out; lines without a number are skipped. Null when the text is
 * no CSV (a quote that never closes).
 */
export function parseQuickOrderText(text: string): QuickOrderLine[] | null {
  const parsed = parseCsv(text);
  if (!parsed.ok) return null;
  const lines = parsed.rows.map(([number = '', quantity = '']) => {
    const value = parseTypedQuantity(quantity);
    return Number.isNaN(value)
      ? { number: number.trim(), quantity: null, invalidQuantity: quantity.trim() }
      : { number: number.trim(), quantity: value };
  });
  if (lines[0]?.invalidQuantity !== undefined) lines.shift();
  return lines.filter((line) => line.number !== '');
}
