/** The separators spreadsheets write: `;` (Excel with a Belgian or French list separator), `,`, tab. */
export const csvDelimiters = [';', ',', '\t'] as const;
export type CsvDelimiter = (typeof csvDelimiters)[number];

/** Why a text is no CSV, with the (1-based) line where the trouble starts. */
export interface CsvError {
  code: 'unterminatedQuote' | 'textAfterQuote';
  line: number;
}

export type CsvParseResult =
  | { ok: true; delimiter: CsvDelimiter; rows: string[][] }
  | { ok: false; error: CsvError };

const byteOrderMark = '\uFEFF';

/**
 * The separator the header line uses most, outside quotes; on a tie (or a single column) the one
 * listed first in `csvDelimiters`.
 */
export function detectCsvDelimiter(text: string): CsvDelimiter {
  const counts = new Map<string, number>(csvDelimiters.map((delimiter) => [delimiter, 0]));
  let quoted = false;
  let headerStarted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) {
      if (headerStarted) break;
      continue;
    } else if (!quoted) counts.set(char, (counts.get(char) ?? 0) + 1);
    headerStarted = true;
  }
  return csvDelimiters.reduce((best, delimiter) =>
    (counts.get(delimiter) ?? 0) > (counts.get(best) ?? 0) ? delimiter : best,
  );
}

/**
 * Reads CSV as RFC 4180 describes it: quoted fields may hold separators, line breaks and doubled
 * quotes; lines end in CRLF, LF or CR; a leading byte order mark is dropped. Lines without any
 * content (also `;;;`, as spreadsheets write emptied rows) are skipped. A quote that never closes
 * or text right after a closing quote is an error: guessing there would shift every later field.
 * A quote inside an unquoted field is kept as a character, as spreadsheets read it.
 */
export function parseCsv(input: string): CsvParseResult {
  const text = input.startsWith(byteOrderMark) ? input.slice(1) : input;
  const delimiter = detectCsvDelimiter(text);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let fieldStarted = false;
  let quoted = false;
  let quoteClosed = false;
  let quoteLine = 0;
  let line = 1;

  const endField = () => {
    row.push(restoredCsvCell(field));
    field = '';
    fieldStarted = false;
    quoteClosed = false;
  };
  const endRow = () => {
    if (row.some((value) => value !== '')) rows.push(row);
    row = [];
  };

  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') {
        quoted = false;
        quoteClosed = true;
      } else {
        if (char === '\n') line++;
        field += char;
      }
      continue;
    }
    if (char === delimiter) {
      endField();
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[index + 1] === '\n') index++;
      endField();
      endRow();
      line++;
    } else if (quoteClosed) {
      return { ok: false, error: { code: 'textAfterQuote', line } };
    } else if (char === '"' && !fieldStarted) {
      quoted = true;
      fieldStarted = true;
      quoteLine = line;
    } else {
      field += char;
      fieldStarted = true;
    }
  }
  if (quoted) return { ok: false, error: { code: 'unterminatedQuote', line: quoteLine } };
  if (fieldStarted || row.length > 0) {
    endField();
    endRow();
  }
  return { ok: true, delimiter, rows };
}

/**
 * What a spreadsheet would run as a formula when it opens a file: a cell starting with `=`, `+`,
 * `-`, `@`, a tab or a carriage return (OWASP, CSV injection). Such a cell is written with a leading
 * apostrophe, which spreadsheets show as text; a cell that already starts with an apostrophe before
 * one of these (or before another apostrophe) gets one more, so that reading drops exactly one and
 * every value comes back as it was stored.
 */
const formulaLike = /^(?:[=+\-@\t\r]|'[=+\-@\t\r'])/;
const neutralized = /^'[=+\-@\t\r']/;

/** A cell as written to a file: never a formula. */
export const neutralizedCsvCell = (value: string) => (formulaLike.test(value) ? `'${value}` : value);

/** A cell as read from a file: the apostrophe `neutralizedCsvCell` put before a formula-like value goes. */
export const restoredCsvCell = (value: string) => (neutralized.test(value) ? value.slice(1) : value);

/**
 * One CSV line: formula-like cells neutralised, fields holding the separator, a quote or a line
 * break quoted.
 */
export function formatCsvRow(fields: readonly string[], delimiter: CsvDelimiter): string {
  return fields
    .map(neutralizedCsvCell)
    .map((field) =>
      field.includes(delimiter) || /["\r\n]/.test(field) ? `"${field.replaceAll('"', '""')}"` : field,
    )
    .join(delimiter);
}

/**
 * Every CSV file the shop writes (exports, templates): a byte order mark so that Excel reads
 * accents, semicolons as Belgian Excel writes them, CRLF line ends, no formula cells.
 */
export const csvFile = (lines: readonly (readonly string[])[]) =>
  `${byteOrderMark}${lines.map((line) => formatCsvRow(line, ';')).join('\r\n')}\r\n`;
