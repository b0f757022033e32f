import { csvFile, csvImport, errorCodes, parseCsv, type SearchLocale } from '@tradeshop/domain';
import type { FastifyReply } from 'fastify';
import { ApiProblem } from './problem.ts';

/** A CSV file as a download: UTF-8 with a BOM, never kept by a cache. */
export const sendCsv = (reply: FastifyReply, name: string, csv: string) =>
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}.csv"`)
    .header('cache-control', 'private, no-store')
    .send(csv);

/** A problem with the file as a whole, reported at the request's `content`. */
export const csvFileProblem = (code: string, detail: string, parameters: Record<string, unknown> = {}) =>
  new ApiProblem(400, code, detail, parameters, [
    { propertyPath: 'body/content', type: code, title: detail },
  ]);

/** Case, accents, spaces, underscores, dashes, dots and apostrophes do not tell words apart. */
const normalizedWord = (word: string) =>
  word
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s_\-.'’]/g, '');

/** One row of a file as read: its row number (the header is row 1; empty lines do not count) and cells. */
export type CsvEntry<Column extends string> = { line: number } & Record<Column, string>;

/**
 * An import file's columns: what each is called in each shop language (any of these words is
 * understood in a file, whatever the language asked; the first is what export and template write),
 * and which of them a file must have.
 */
export function csvTable<Column extends string>(definition: {
  columns: readonly Column[];
  words: Record<Column, Record<SearchLocale, readonly string[]>>;
  required: readonly Column[];
  /** The file error when a required column is missing, naming the required columns. */
  missingColumns: string;
}) {
  const { columns, words, required } = definition;
  const columnOfWord = new Map<string, Column>(
    columns.flatMap((column) => [
      [normalizedWord(column), column] as const,
      ...Object.values<readonly string[]>(words[column])
        .flat()
        .map((word) => [normalizedWord(word), column] as const),
    ]),
  );
  const headerOf = (locale: SearchLocale) => columns.map((column) => words[column][locale][0]!);

  /** The entries of a file, or the spec's file error (account-and-ordering.md §5). */
  function entriesOf(content: string): CsvEntry<Column>[] {
    if (Buffer.byteLength(content, 'utf8') > csvImport.maxBytes) {
      throw csvFileProblem(errorCodes.csvTooLarge, 'The file is larger than 5 MB.', {
        maxBytes: csvImport.maxBytes,
      });
    }
    if (content.replace(/^\uFEFF/, '').trim() === '')
      throw csvFileProblem(errorCodes.csvEmptyFile, 'The file is empty.');
    const parsed = parseCsv(content);
    if (!parsed.ok) {
      throw csvFileProblem(
        errorCodes.csvInvalidFile,
        `This is no valid CSV: see line ${parsed.error.line}.`,
        { line: parsed.error.line },
      );
    }
    const [header = [], ...lines] = parsed.rows;
    const position = new Map<Column, number>();
    header.forEach((name, index) => {
      const column = columnOfWord.get(normalizedWord(name));
      if (column && !position.has(column)) position.set(column, index);
    });
    const missing = required.filter((column) => !position.has(column));
    if (missing.length > 0)
      throw csvFileProblem(errorCodes.csvInvalidFormat, definition.missingColumns, { missing });
    if (lines.length === 0)
      throw csvFileProblem(errorCodes.csvEmptyFile, 'The file holds no rows under its header.');
    const read = columns.filter((column) => position.has(column));
    return lines.map((line, index) => {
      const entry = { line: index + 2 } as CsvEntry<Column>;
      for (const column of columns) {
        (entry as Record<Column, string>)[column] = read.includes(column)
          ? (line[position.get(column)!] ?? '').trim()
          : '';
      }
      return entry;
    });
  }

  return {
    entriesOf,
    /** The header and rows as a file the import reads back. */
    fileOf: (locale: SearchLocale, rows: readonly (readonly string[])[]) =>
      csvFile([headerOf(locale), ...rows]),
  };
}

/**
 * What became of an import's rows, counted. A refused row never stops the others; all of them
 * refused is the spec's "all rows failed" (the first 100 named), thrown before anything is written.
 */
export function importResult<Row extends { outcome: 'added' | 'updated' | 'unchanged' | 'refused' }>(
  rows: Row[],
) {
  const count = (outcome: Row['outcome']) => rows.filter((row) => row.outcome === outcome).length;
  const refused = count('refused');
  if (refused === rows.length) {
    throw csvFileProblem(errorCodes.csvAllRowsFailed, 'No row of the file could be imported.', {
      refused,
      rows: rows.slice(0, 100),
    });
  }
  return {
    preview: false as const,
    added: count('added'),
    updated: count('updated'),
    unchanged: count('unchanged'),
    refused,
    rows,
  };
}
