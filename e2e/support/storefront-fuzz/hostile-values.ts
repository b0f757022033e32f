import { encodeText } from '../../../apps/store-api/src/test/fuzz/hostile-values.ts';

/** A small seeded generator (mulberry32): the same seed gives the same inputs, run after run. */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A number in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let mixed = this.state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  }

  int(below: number): number {
    return Math.floor(this.next() * below);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }

  /** One of the choices, each as likely as its weight. */
  weighted<T>(choices: readonly (readonly [number, T])[]): T {
    let rest = this.next() * choices.reduce((total, [weight]) => total + weight, 0);
    for (const [weight, choice] of choices) {
      rest -= weight;
      if (rest < 0) return choice;
    }
    return choices.at(-1)![1];
  }

  uuid(): string {
    const hex = Array.from({ length: 32 }, () => this.int(16).toString(16)).join('');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
  }

  bytes(length: number): Buffer {
    return Buffer.from(Array.from({ length }, () => this.int(256)));
  }
}

/** A seed per route, round and role, derived from the run's seed (each part mixed in, in order). */
export function inputSeed(seed: number, ...parts: number[]): number {
  return parts.reduce((mixed, part) => {
    const next = Math.imul(mixed ^ (part + 1), 0x9e3779b1);
    return next ^ (next >>> 16);
  }, seed | 0);
}

/** Text that a form field, a parser or a collation may not expect. */
const hostileTexts = [
  '',
  ' ',
  '\u3000',
  '\u2028',
  '\u2029',
  '\u00a0',
  '\u00a0 \u3000',
  '\u200b',
  '\u202e',
  '\ufeff',
  '\u0000',
  'a\u0000b',
  '\u0001',
  '\t',
  '\r\n',
  'a\r\nSet-Cookie: x=1',
  '\u001b[31m',
  '\u007f',
  '\u0085',
  '\ud800',
  'a\udfffb',
  '😀',
  'e\u0301',
  'İ',
  'ß',
  'ÿ',
  '\u00ff\u0100',
  '-1',
  '0',
  '-0',
  '1.5',
  '1,5',
  '1.005',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e308',
  '-1e308',
  '1e400',
  '5e-324',
  '2147483648',
  '9007199254740993',
  '99999999999999999999999',
  '0x10',
  '1_000',
  ' 1 ',
  '2026-13-01',
  '0000-00-00',
  '2026-02-30',
  '2025-02-29',
  '99999-01-01',
  '-0001-01-01',
  '2026-01-01T25:61:00Z',
  '31/12/2026',
  'today',
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  "' OR '1'='1",
  "'; drop table customer; --",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '{{7*7}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection probe, sent as text
  '${7*7}',
  '=HYPERLINK("http://evil.example")',
  '../../etc/passwd',
  '__proto__',
  'constructor',
  '%',
  '%25',
  '%C3%28',
  '_',
  '\\',
  'true',
  'false',
  'on',
  'null',
  'undefined',
  '[]',
  '{}',
  '[object Object]',
  'javascript:alert(1)',
  '//evil.example',
  'https://evil.example/',
];

/** Where a redirect after a login or a form may lead: other sites, and paths a Location cannot carry. */
export const redirectTargets = [
  '/\u3000',
  '/\u2028',
  '/\u00a0x',
  '/é',
  '/\u0100',
  '/account/dashboard?x=\u3000',
  '/account\u2028/orders',
  '/😀',
  '/\ud800',
  '//evil.example',
  '/\\evil.example',
  '/\t/evil.example',
  '/%2F/evil.example',
  'https://evil.example',
  'javascript:alert(1)',
  '/auth',
  '/auth/logout',
  '/en/auth?redirectTo=/auth',
  '/a\r\nSet-Cookie: x=1',
  `/${'a'.repeat(10_000)}`,
];

/** A hostile form value: text above, a huge string, a control character amid text, or a new id. */
export function hostileText(random: Random): string {
  return random.weighted<() => string>([
    [12, () => random.pick(hostileTexts)],
    [2, () => random.pick(redirectTargets)],
    [2, () => random.uuid()],
    [1, () => random.uuid().replaceAll('-', '').toUpperCase()],
    [2, () => random.pick(['a', 'é', '𝕏', '0', '\u3000']).repeat(random.pick([256, 1_001, 10_000, 100_000]))],
    [1, () => `demo${String.fromCharCode(random.int(0x20))}${random.pick(['', 'x'])}`],
    // A value of a plausible length and shape (a token, a hash) with a control character inside.
    [1, () => `${random.uuid()}${String.fromCharCode(random.int(0x20))}${random.uuid()}`],
  ])();
}

/** Garbage for a path segment or query value, written as it goes into the URL. */
const hostileUrlTexts = [
  '%C3%28',
  '%FF',
  '%FE%FF',
  '%ED%A0%80',
  '%C0%80',
  '%C0%AF',
  '%E3%80%80',
  '%E2%80%A8',
  '%C2%A0',
  '%00',
  'a%00b',
  '%0D%0A',
  '%',
  '%zz',
  '%%',
  '%2',
  '..',
  '.',
  '..%2F..%2Fetc%2Fpasswd',
  '%2E%2E',
  '%2F',
  '%5C',
  '+',
  '%2B',
  '-1',
  'NaN',
  '1e308',
  '1e400',
  '',
  // Latin-1 bytes as they are, not percent-encoded: invalid UTF-8 in the request line.
  '\u00ff',
  'caf\u00e9',
];

export function hostileUrlText(random: Random): string {
  return random.weighted<() => string>([
    [6, () => random.pick(hostileUrlTexts)],
    [5, () => encodeText(hostileText(random).slice(0, 2_000))],
    // Most such values stay within the 16 KB a request head may take, one goes beyond (431).
    [
      1,
      () =>
        'x'.repeat(
          random.weighted([
            [4, 300],
            [4, 4_000],
            [1, 20_000],
          ]),
        ),
    ],
  ])();
}

/** Query parameters many pages read, besides those their own links and forms carry. */
export const commonQueryNames = [
  'redirectTo',
  'page',
  'p',
  'limit',
  'order',
  'sort',
  'search',
  'q',
  'term',
  'query',
  'hash',
  'token',
  'notice',
  'step',
  'view',
  'filter',
  'manufacturer',
  'properties',
  'min-price',
  'max-price',
  'from',
  'to',
  'status',
  'index',
  '_routes',
  '_data',
  '__proto__',
  'a[b]',
];

/** Names a careless action might read into an object, or trust. */
export const extraFieldNames = [
  '__proto__',
  'constructor',
  'id',
  'companyId',
  'customerId',
  'leadBuyer',
  'rights',
  'roles',
  'password',
  'intent',
  'redirectTo',
];
