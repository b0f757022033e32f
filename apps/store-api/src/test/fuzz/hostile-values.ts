import fc from 'fast-check';

/** A JSON token written into a body as it is: numbers JSON.stringify cannot write (NaN, 1e400). */
export class RawJson {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
}

/** The Store API's body limit; the huge values reach just below and beyond it. */
export const bodyLimit = 1024 * 1024;

const controlCharacters = [
  ...Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code)),
  '\u007f',
  '\ud800',
  '\udfff',
];

/** Text with one control character or lone surrogate, alone, inside a word or at an end. */
export const controlText = fc
  .tuple(
    fc.constantFrom(...controlCharacters),
    fc.constantFrom('', 'a', 'demo'),
    fc.constantFrom('', 'b', '1'),
  )
  .map(([control, before, after]) => `${before}${control}${after}`);

/** Dates no calendar has, and date-like text a date parser may still swallow. */
export const impossibleDate = fc.constantFrom(
  '2026-13-01',
  '0000-00-00',
  '2026-02-30',
  '2025-02-29',
  '2026-04-31',
  '2026-00-10',
  '99999-01-01',
  '-0001-01-01',
  '2026-1-1',
  '2026-01-01T25:61:00Z',
  '2026-01-01T00:00:00+99:00',
  '01-02-2026',
  '2026/01/01',
  '',
  'today',
);

/** Numbers that a range check, an integer column or money arithmetic may not expect. */
export const hostileNumber = fc.oneof(
  fc.constantFrom(
    -1,
    -0.5,
    0,
    -0,
    0.001,
    1.5,
    1.005,
    2 ** 31,
    2 ** 31 - 1,
    2 ** 53 + 2,
    -(2 ** 63),
    1e21,
    1e308,
    -1e308,
    5e-324,
    123456789.12345679,
  ),
  fc
    .constantFrom('NaN', 'Infinity', '-Infinity', '1e400', '-1e400', '99999999999999999999999', '1E+2')
    .map((text) => new RawJson(text)),
  fc.double(),
  fc.integer(),
);

/** Numbers as text, for query strings and fields that coerce. */
export const hostileNumberText = fc.constantFrom(
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '0',
  '1.5',
  '1e400',
  '2147483648',
  '9007199254740993',
  '99999999999999999999999',
  '0x10',
  '1_000',
  ' 1',
  '1e-400',
  '',
);

/** Lengths around the field limits and the body limit. */
const hugeLength = fc.constantFrom(256, 1_001, 10_000, 100_000, bodyLimit - 64, bodyLimit + 1);
export const hugeString = fc
  .tuple(hugeLength, fc.constantFrom('a', 'é', '𝕏', '0'))
  .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)));

export const injectionText = fc.constantFrom(
  "' OR '1'='1",
  "'; drop table customer; --",
  '"; select pg_sleep(0); --',
  '%',
  '_',
  '\\',
  "\\'",
  '$1',
  '*',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '{{7*7}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection probe, sent as text
  '${7*7}',
  '../../etc/passwd',
  '__proto__',
  'constructor',
);

/** Text a well-behaved client could send but a careless parser or collation may not expect. */
export const oddText = fc.constantFrom(
  ' ',
  '   ',
  '\u00a0',
  '\u200b',
  '\u202e',
  '\u2028',
  '\ufeff',
  '😀',
  'é',
  'e\u0301',
  'İ',
  'ß',
  'null',
  'undefined',
  'true',
);

export const randomId = fc.oneof(
  fc.uuid(),
  fc.uuid().map((uuid) => uuid.replaceAll('-', '')),
  fc.uuid().map((uuid) => uuid.toUpperCase()),
  fc.constantFrom('00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff'),
);

const hostileText = fc.oneof(
  { arbitrary: controlText, weight: 4 },
  { arbitrary: impossibleDate, weight: 2 },
  { arbitrary: hugeString, weight: 1 },
  { arbitrary: injectionText, weight: 2 },
  { arbitrary: oddText, weight: 2 },
  { arbitrary: hostileNumberText, weight: 1 },
  { arbitrary: randomId, weight: 1 },
);

/** A value of the wrong shape: another type, an empty container, nesting, prototype keys. */
export const wrongType = fc.constantFrom<unknown>(
  null,
  true,
  false,
  0,
  '',
  'x',
  [],
  {},
  [null],
  ['x'],
  [{}],
  { a: 1 },
  { $gt: '' },
  JSON.parse('{"__proto__": {"admin": true}}'),
  [[[[[[[[[[[]]]]]]]]]]],
  Array.from({ length: 1000 }, () => 'x'),
);

/** Any hostile value for a body field. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileText, weight: 5 },
  { arbitrary: hostileNumber, weight: 2 },
  { arbitrary: wrongType, weight: 2 },
);

/**
 * Percent-encoded garbage for a path or query parameter: control characters, lone surrogates and
 * invalid UTF-8, broken escapes, traversal, and the hostile text above.
 */
export const hostileUrlText = fc.oneof(
  {
    arbitrary: fc.constantFrom(
      '%00',
      'a%00b',
      '%01',
      '%1F',
      '%7F',
      '%ED%A0%80',
      '%C0%80',
      '%FF',
      '%',
      '%zz',
      '%%',
      '..',
      '.',
      '..%2F..%2Fetc%2Fpasswd',
      '%2F',
      '%20',
      '+',
      '-1',
      '1e400',
      'NaN',
    ),
    weight: 3,
  },
  { arbitrary: hostileText.filter((text) => text.length < 20_000).map(encodeText), weight: 3 },
  { arbitrary: randomId, weight: 2 },
  { arbitrary: fc.constantFrom(256, 2_000, 20_000).map((length) => 'x'.repeat(length)), weight: 1 },
);

/** Percent-encodes text, lone surrogates included (as the bytes a lenient encoder writes). */
export function encodeText(text: string): string {
  let encoded = '';
  for (const character of text) {
    const code = character.codePointAt(0)!;
    encoded +=
      code >= 0xd800 && code <= 0xdfff
        ? [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
            .map((byte) => `%${byte.toString(16).toUpperCase()}`)
            .join('')
        : encodeURIComponent(character);
  }
  return encoded;
}
