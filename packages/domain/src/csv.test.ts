import { describe, expect, it } from 'vitest';
import { csvFile, detectCsvDelimiter, formatCsvRow, parseCsv } from './csv.ts';

const rowsOf = (text: string) => {
  const result = parseCsv(text);
  if (!result.ok) throw new Error(`Not parsed: ${result.error.code}`);
  return result.rows;
};

describe('detectCsvDelimiter', () => {
  it('takes the separator the header line uses', () => {
    expect(detectCsvDelimiter('voornaam;achternaam;e-mail\nJan;Smet;a,b')).toBe(';');
    expect(detectCsvDelimiter('first name,last name\nJan;Smet')).toBe(',');
    expect(detectCsvDelimiter('first name\tlast name\tnote\na;b;c;d')).toBe('\t');
  });

  it('ignores separators inside quotes and leading empty lines', () => {
    expect(detectCsvDelimiter('\r\n"a,b,c";d;e\n')).toBe(';');
  });

  it('falls back to the semicolon for a single column', () => {
    expect(detectCsvDelimiter('username\njan')).toBe(';');
  });
});

describe('parseCsv', () => {
  it('reads a Belgian Excel export with CRLF and a byte order mark', () => {
    const result = parseCsv('\uFEFFvoornaam;achternaam\r\nJan;Smet\r\nAn;Peeters\r\n');
    expect(result).toEqual({
      ok: true,
      delimiter: ';',
      rows: [
        ['voornaam', 'achternaam'],
        ['Jan', 'Smet'],
        ['An', 'Peeters'],
      ],
    });
  });

  it('reads commas and tabs', () => {
    expect(rowsOf('a,b\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(rowsOf('a\tb\n1\t2\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('reads quoted fields with separators, doubled quotes and line breaks', () => {
    expect(rowsOf('name;note\n"Smet; Jan";"say ""hi""\r\nand bye"\n"";x')).toEqual([
      ['name', 'note'],
      ['Smet; Jan', 'say "hi"\r\nand bye'],
      ['', 'x'],
    ]);
  });

  it('keeps empty fields and a trailing empty field', () => {
    expect(rowsOf('a;b;c\n1;;\n;2;')).toEqual([
      ['a', 'b', 'c'],
      ['1', '', ''],
      ['', '2', ''],
    ]);
  });

  it('skips empty lines, also those with only separators', () => {
    expect(rowsOf('a;b\n\n1;2\r\n;\r\n\r\n3;4\n\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
      ['3', '4'],
    ]);
  });

  it('ends lines on a lone carriage return too', () => {
    expect(rowsOf('a;b\r1;2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('keeps a quote inside an unquoted field as a character', () => {
    expect(rowsOf('a;b\n5" screen;x')).toEqual([
      ['a', 'b'],
      ['5" screen', 'x'],
    ]);
  });

  it('reports a quote that never closes, at the line where it opens', () => {
    expect(parseCsv('a;b\n1;2\n"open;3\n4;5\n')).toEqual({
      ok: false,
      error: { code: 'unterminatedQuote', line: 3 },
    });
  });

  it('reports text after a closing quote', () => {
    expect(parseCsv('a;b\n"multi\nline"x;2')).toEqual({
      ok: false,
      error: { code: 'textAfterQuote', line: 3 },
    });
  });

  it('answers no rows for an empty text or a lone byte order mark', () => {
    expect(rowsOf('')).toEqual([]);
    expect(rowsOf('\uFEFF\r\n')).toEqual([]);
  });
});

describe('formatCsvRow', () => {
  it('quotes only the fields that need it', () => {
    expect(formatCsvRow(['Jan', 'Smet; jr.', 'say "hi"', 'two\nlines'], ';')).toBe(
      'Jan;"Smet; jr.";"say ""hi""";"two\nlines"',
    );
    expect(formatCsvRow(['a;b', 'c,d'], ',')).toBe('a;b,"c,d"');
  });

  it('reads back what it wrote', () => {
    const fields = ['Jan', 'Smet; jr.', 'say "hi"', 'two\r\nlines'];
    expect(rowsOf(`x;y;z;w\n${formatCsvRow(fields, ';')}`)[1]).toEqual(fields);
  });

  it.each([
    ['=HYPERLINK("http://evil.example","klik")', `"'=HYPERLINK(""http://evil.example"",""klik"")"`],
    ['+cmd', "'+cmd"],
    ['-1+1', "'-1+1"],
    ['@SUM(A1:A9)', "'@SUM(A1:A9)"],
    ['\tcalc', "'\tcalc"],
    ['\r=1', `"'\r=1"`],
    ["'=1", "''=1"],
    ["''", "'''"],
    ["'t Hoekske", "'t Hoekske"],
    ['A-12', 'A-12'],
    ['', ''],
  ])('writes %j so that no spreadsheet runs it: %j', (value, written) => {
    expect(formatCsvRow([value], ';')).toBe(written);
  });

  it('reads back every value it neutralised, unchanged', () => {
    const values = [
      '=HYPERLINK("x")',
      '+cmd',
      '-1+1',
      '@SUM(A1)',
      '\tx',
      "'=1",
      "''",
      "'",
      "'x",
      '-',
      'plain',
    ];
    const file = csvFile([['value', 'next'], ...values.map((value) => [value, 'end'])]);
    expect(rowsOf(file).slice(1)).toEqual(values.map((value) => [value, 'end']));
  });
});

describe('csvFile', () => {
  it('starts with a byte order mark and ends every line with CRLF', () => {
    expect(
      csvFile([
        ['a', 'b'],
        ['c', '=d'],
      ]),
    ).toBe("\uFEFFa;b\r\nc;'=d\r\n");
  });
});
