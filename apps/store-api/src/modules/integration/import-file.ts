import { parseCsv } from '@tradeshop/domain';

/** The row fields a CSV column may name, whatever its letter case. */
const fields = [
  'code',
  'name',
  'article',
  'warehouse',
  'quantity',
  'restockOn',
  'listPrice',
  'company',
  'tiers',
  'order',
  'status',
  'shipmentNumber',
  'trackAndTraceUrl',
  'changedAt',
] as const;
const numberFields = new Set(['quantity', 'listPrice']);

/** "12,5" as Belgian spreadsheets write it, "1.234,56" and "12.5" are numbers; anything else stays text. */
function numberOf(text: string): number | string {
  const trimmed = text.trim();
  const normalized = trimmed.includes(',') ? trimmed.replace(/\./g, '').replace(',', '.') : trimmed;
  return /^-?\d+(\.\d+)?$/.test(normalized) ? Number(normalized) : trimmed;
}

/** `10=18,50 50=17` (or separated by `|`): tiers from a quantity on at a unit price. */
function tiersOf(text: string): unknown[] | string {
  const parts = text.split(/[\s|]+/).filter(Boolean);
  const tiers = parts.map((part) => {
    const [from = '', price = ''] = part.split('=');
    return { fromQuantity: numberOf(from), price: numberOf(price) };
  });
  return tiers.every((tier) => typeof tier.fromQuantity === 'number' && typeof tier.price === 'number')
    ? tiers
    : text;
}

export type FileRows = { ok: true; rows: unknown[] } | { ok: false; error: string };

/**
 * The rows of a dropped file: JSON (an array of rows, or `{ "rows": [...] }`) or CSV with a header
 * naming the fields (`article;warehouse;quantity;restockOn` …; tiers as `10=18,50 50=17`; an
 * order's lines, a company's addresses and the articles, brands and features with their texts per language
 * only in JSON). A row
 * without `changedAt` takes the file's time, so that an older file never overwrites a newer one.
 */
export function rowsOfFile(fileName: string, text: string, fileTime: Date): FileRows {
  const withTime = (row: unknown) =>
    row && typeof row === 'object' && !('changedAt' in row)
      ? { ...row, changedAt: fileTime.toISOString() }
      : row;
  if (fileName.toLowerCase().endsWith('.json')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return { ok: false, error: 'The file is no valid JSON.' };
    }
    const rows = Array.isArray(parsed) ? parsed : (parsed as { rows?: unknown } | null)?.rows;
    if (!Array.isArray(rows)) return { ok: false, error: 'The JSON holds no array of rows.' };
    return { ok: true, rows: rows.map(withTime) };
  }
  const csv = parseCsv(text);
  if (!csv.ok) return { ok: false, error: `The file is no valid CSV (line ${csv.error.line}).` };
  const [header, ...lines] = csv.rows;
  if (!header) return { ok: false, error: 'The file is empty.' };
  const columns = header.map((title) =>
    fields.find((field) => field.toLowerCase() === title.trim().toLowerCase()),
  );
  const unknown = header.filter((_, index) => !columns[index]);
  if (unknown.length > 0) return { ok: false, error: `Unknown columns: ${unknown.join(', ')}.` };
  return {
    ok: true,
    rows: lines.map((line) => {
      const row: Record<string, unknown> = {};
      columns.forEach((field, index) => {
        const value = line[index]?.trim() ?? '';
        if (!field || (value === '' && field !== 'tiers' && field !== 'restockOn')) return;
        if (field === 'tiers') row.tiers = tiersOf(value);
        else if (field === 'restockOn') row.restockOn = value || null;
        else row[field] = numberFields.has(field) ? numberOf(value) : value;
      });
      return withTime(row);
    }),
  };
}
