import { encodeText } from '../../../apps/store-api/src/test/fuzz/hostile-values.ts';
import type { Knowledge, RouteKnowledge } from './harvest';
import {
  commonQueryNames,
  extraFieldNames,
  hostileText,
  hostileUrlText,
  type Random,
  redirectTargets,
} from './hostile-values';
import type { HarvestedForm } from './html';
import { type RawRequest, shopOrigin } from './http';
import { fillPattern, parametersOf, type StorefrontRoute } from './routes';

/** Request headers the storefront reads, with values it may not expect. */
const hostileHeaders: [string, string][] = [
  ['cookie', 'sw-context-token=0123456789abcdef0123456789abcdef'],
  ['cookie', 'sw-context-token=%FF%C3%28'],
  ['cookie', `sw-context-token=${'x'.repeat(4_000)}`],
  ['cookie', 'sw-context-token=a; sw-context-token=b'],
  ['cookie', 'sw-context-token'],
  ['accept-language', '*'],
  ['accept-language', 'xx-YY;q=NaN, zz;q=-1'],
  ['accept', 'text/x-component'],
  ['referer', 'http://127.0.0.1:3100/%FF'],
  ['x-forwarded-for', '::1, 10.0.0.1'],
  ['x-forwarded-host', 'evil.example'],
  ['host', 'evil.example'],
  ['host', 'a%ff'],
  ['host', '127.0.0.1:99999'],
];

/** One generated request: what was made hostile, and the request as it is sent (without cookie). */
export interface FuzzInput {
  description: string;
  request: RawRequest;
  /** Whether the request may change state (the fuzz then checks that its session still stands). */
  changing: boolean;
  /** Sent with another cookie than the session's. */
  ownCookie?: string;
}

/** The storefront's body limit for forms (server.mjs answers 413 above it). */
const formBodyLimit = 1_000_000;
/** Well within the 16 KB Node takes for a request line and its headers. */
const postPathLimit = 8_000;

/** A request for the route, with one part or a few made hostile. */
export function fuzzInput(route: StorefrontRoute, knowledge: Knowledge, random: Random): FuzzInput {
  const known = knowledge.routes.get(route.pattern)!;
  const notes: string[] = [];
  const prefix = random.pick(route.prefixes);
  const pathOnly = `${prefix}${fillPattern(route.pattern, parameterValues(route, known, random, notes))}`;
  const path = prefix && pathOnly === `${prefix}/` ? prefix : pathOnly;
  const posts = route.hasAction ? random.chance(0.6) : random.chance(0.06);
  const dataRequest = random.chance(0.25);
  const target = dataRequest ? (path === '/' ? '/_root.data' : `${path}.data`) : path;
  if (dataRequest) notes.push('data request');
  if (!posts) return getInput(route, known, random, target, notes);
  const method = route.hasAction
    ? random.weighted([
        [20, 'POST'],
        [1, 'PUT'],
        [1, 'DELETE'],
      ])
    : random.pick(['POST', 'PUT', 'PATCH', 'DELETE']);
  const form = formOf(known, random);
  // The form's own query picks the step of a multi-step action (`?step=company`).
  const formQuery = form.action.split('?')[1];
  const query = random.chance(0.15)
    ? `?${hostileQuery(known, random, notes)}`
    : formQuery !== undefined
      ? `?${formQuery}`
      : route.isIndex
        ? '?index'
        : '';
  const body = hostileBody(form, known, knowledge, random, notes);
  // Node's parser answers a request line with raw bytes above ASCII (400) or beyond the 16 KB of a
  // request head (431) at once and closes the connection before reading the body, which the client
  // then sees as reset: only GET requests carry those.
  const asciiPath = `${target}${query}`.replace(/[\u0080-\u00ff]/g, encodeText);
  if (asciiPath.length > postPathLimit)
    notes.push(`path cut to ${postPathLimit.toLocaleString('en')} characters`);
  return {
    description: `${method} ${notes.join('; ')}`,
    changing: true,
    request: {
      method,
      path: asciiPath.slice(0, postPathLimit),
      headers: { origin: shopOrigin, ...body.headers },
      ...(body.body === undefined ? {} : { body: body.body }),
    },
  };
}

function getInput(
  route: StorefrontRoute,
  known: RouteKnowledge,
  random: Random,
  path: string,
  notes: string[],
): FuzzInput {
  // A query of the site's own links (`?step=check`, `?token=…`) leads past a page's first branch.
  const linked = known.queryLinks.length > 0 && random.chance(0.5) ? random.pick(known.queryLinks) : '';
  const hostile = random.chance(0.85) ? hostileQuery(known, random, notes) : '';
  const query = [linked, hostile].filter(Boolean).join('&');
  if (linked) notes.push(`linked query ${preview(linked)}`);
  const headers: Record<string, string> = {};
  let ownCookie: string | undefined;
  if (random.chance(0.08)) {
    const [header, value] = random.pick(hostileHeaders);
    notes.push(`header ${header}: ${preview(value)}`);
    if (header === 'cookie') ownCookie = value;
    else headers[header] = value;
  }
  const method = random.chance(0.05) ? random.pick(['HEAD', 'OPTIONS']) : 'GET';
  return {
    description: `${method} ${notes.join('; ') || 'plain'}`,
    changing: route.pattern === '/auth/logout' || route.pattern === '/loginascustomer',
    request: { method, path: query ? `${path}?${query}` : path, headers },
    ...(ownCookie === undefined ? {} : { ownCookie }),
  };
}

/** Values for the path parameters: those of the site's links, or hostile ones. */
function parameterValues(
  route: StorefrontRoute,
  known: RouteKnowledge,
  random: Random,
  notes: string[],
): Record<string, string> {
  const parameters = parametersOf(route.pattern);
  if (parameters.length === 0) return {};
  const linked =
    known.parameterValues.length > 0 && random.chance(0.6) ? random.pick(known.parameterValues) : {};
  const values: Record<string, string> = {};
  for (const { name, optional } of parameters) {
    if (linked[name] !== undefined && random.chance(0.7)) {
      values[name] = linked[name]!;
      continue;
    }
    if (optional && random.chance(0.2)) break;
    const value = random.weighted<() => string>([
      [5, () => hostileUrlText(random)],
      [2, () => random.uuid()],
      [1, () => Array.from({ length: 2 + random.int(20) }, () => hostileUrlText(random)).join('/')],
    ])();
    // An empty segment would name another route.
    values[name] = value || '%20';
    notes.push(`path ${name} = ${preview(values[name])}`);
  }
  return values;
}

/** A query string with one to three hostile parameters, some repeated. */
function hostileQuery(known: RouteKnowledge, random: Random, notes: string[]): string {
  const names = [...new Set([...known.queryNames, ...known.sourceNames, ...commonQueryNames])];
  const pairs: string[] = [];
  for (let count = 1 + random.int(3); count > 0; count--) {
    const name = random.pick(names);
    const value =
      name === 'redirectTo' && random.chance(0.7)
        ? encodeText(random.pick(redirectTargets))
        : hostileUrlText(random);
    const times = random.weighted([
      [8, 1],
      [2, 2],
      [1, 50],
    ]);
    // Fifty long values would only meet the limit of the request head (431).
    const sent = times > 2 ? value.slice(0, 40) : value;
    notes.push(`query ${name} = ${preview(sent)}${times > 1 ? ` (${times} times)` : ''}`);
    for (let time = 0; time < times; time++) pairs.push(`${encodeText(name)}=${sent}`);
  }
  return pairs.join('&');
}

interface Body {
  headers: Record<string, string>;
  body: Buffer | Buffer[] | undefined;
}

const formType = 'application/x-www-form-urlencoded';

function hostileBody(
  form: HarvestedForm,
  known: RouteKnowledge,
  knowledge: Knowledge,
  random: Random,
  notes: string[],
): Body {
  const fields = hostileFields(form, known, knowledge, random, notes);
  const encoded = () =>
    Buffer.from(fields.map(([name, value]) => `${encodeText(name)}=${encodeText(value)}`).join('&'));
  const kind = random.weighted([
    [10, 'form'],
    [form.files.length > 0 ? 6 : 2, 'multipart'],
    [1, 'empty'],
    [1, 'json'],
    [1, 'content type'],
    [1, 'raw bytes'],
    [1, 'chunked'],
    [0.3, 'too large'],
  ] as const);
  switch (kind) {
    case 'form':
      return { headers: { 'content-type': formType }, body: encoded() };
    case 'multipart':
      return multipartBody(fields, form.files, random, notes);
    case 'empty': {
      const contentType = random.pick([formType, 'multipart/form-data; boundary=x', undefined]);
      notes.push(`empty body, content type ${contentType ?? 'missing'}`);
      return { headers: contentType ? { 'content-type': contentType } : {}, body: undefined };
    }
    case 'json': {
      const text = random.pick([
        JSON.stringify(Object.fromEntries(fields)),
        JSON.stringify(fields),
        '{',
        '{"__proto__":{"admin":true}}',
        'null',
        `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
      ]);
      notes.push(`JSON body ${preview(text)}`);
      return { headers: { 'content-type': 'application/json' }, body: Buffer.from(text) };
    }
    case 'content type': {
      const contentType = random.pick([
        'text/plain',
        'application/xml',
        'multipart/form-data',
        'multipart/form-data; boundary=',
        `${formType}; charset=utf-16`,
        `${formType}; charset=x-unknown`,
        'application/json',
        '',
        '*/*',
      ]);
      notes.push(`form body sent as "${contentType}"`);
      return { headers: { 'content-type': contentType }, body: encoded() };
    }
    case 'raw bytes': {
      const bytes = random.pick([[0xff], [0xc3, 0x28], [0xed, 0xa0, 0x80], [0xc0, 0x80], [0xfe, 0xff, 0x00]]);
      const [name = 'x'] = random.pick(fields.length > 0 ? fields : [['x', '']]);
      notes.push(`${name} = raw bytes ${bytes.map((byte) => byte.toString(16)).join(' ')}`);
      return {
        headers: { 'content-type': formType },
        body: Buffer.concat([encoded(), Buffer.from(`&${encodeText(name)}=`), Buffer.from(bytes)]),
      };
    }
    case 'chunked': {
      const whole = encoded();
      const chunks: Buffer[] = [];
      for (let start = 0; start < whole.length; ) {
        const end = start + 1 + random.int(64);
        chunks.push(whole.subarray(start, end));
        start = end;
      }
      notes.push(`chunked in ${chunks.length} pieces`);
      return { headers: { 'content-type': formType }, body: chunks };
    }
    case 'too large': {
      notes.push(`body of ${formBodyLimit + 1} bytes`);
      const filler = Buffer.alloc(formBodyLimit + 1 - 2, 'a');
      const body = Buffer.concat([Buffer.from('a='), filler]);
      return { headers: { 'content-type': formType }, body: random.chance(0.5) ? body : [body] };
    }
  }
}

/** One of the forms that post to the route, or one made of the names its module reads. */
function formOf(known: RouteKnowledge, random: Random): HarvestedForm {
  if (known.forms.length > 0 && random.chance(0.9)) return random.pick(known.forms);
  return {
    method: 'post',
    action: '',
    fields: known.sourceNames.map((name) => [name, '']),
    buttons: [],
    files: [],
    choices: [],
  };
}

/**
 * The form's fields as it would send them, with an intent of its buttons, then one to three of
 * them made hostile: a hostile value, a value of another field or company, removed, or repeated.
 */
function hostileFields(
  form: HarvestedForm,
  known: RouteKnowledge,
  knowledge: Knowledge,
  random: Random,
  notes: string[],
): [string, string][] {
  let fields: [string, string][] = [...form.fields];
  if (form.buttons.length > 0 && random.chance(0.9)) {
    const button = random.pick(form.buttons);
    fields.push(button);
    notes.push(`${button[0]}=${preview(button[1])}`);
  }
  const names = [...new Set([...fields.map(([name]) => name), ...form.files, ...known.sourceNames])];
  for (let count = 1 + random.int(3); count > 0; count--) {
    const name = names.length > 0 && random.chance(0.9) ? random.pick(names) : random.pick(extraFieldNames);
    const change = random.weighted([
      [6, 'hostile'],
      [2, 'known'],
      [1, 'removed'],
      [1, 'repeated'],
    ] as const);
    if (change === 'removed') {
      fields = fields.filter(([other]) => other !== name);
      notes.push(`${name} removed`);
    } else if (change === 'repeated') {
      const values = Array.from({ length: random.pick([2, 3, 500]) }, () =>
        hostileText(random).slice(0, 100),
      );
      fields = [
        ...fields.filter(([other]) => other !== name),
        ...values.map((value): [string, string] => [name, value]),
      ];
      notes.push(`${name} sent ${values.length} times`);
    } else {
      const value =
        change === 'known'
          ? knownValue(knowledge, random)
          : name === 'redirectTo'
            ? random.pick(redirectTargets)
            : hostileText(random);
      fields = [...fields.filter(([other]) => other !== name), [name, value]];
      notes.push(`${name} = ${preview(value)}`);
    }
  }
  return fields;
}

/** A value that exists somewhere: an id of any company's page, or what a form offered for some field. */
function knownValue(knowledge: Knowledge, random: Random): string {
  const byName = [...knowledge.valuesByName.values()];
  if (knowledge.ids.length > 0 && (byName.length === 0 || random.chance(0.5)))
    return random.pick(knowledge.ids);
  return byName.length > 0 ? random.pick(random.pick(byName)) : random.uuid();
}

/** The fields as multipart, with garbage files under the form's file names (or an invented one). */
function multipartBody(
  fields: [string, string][],
  fileNames: string[],
  random: Random,
  notes: string[],
): Body {
  const boundary = `----fuzz${random.int(1e9)}`;
  const parts: Buffer[] = fields.map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  for (
    let count = random.weighted([
      [6, 1],
      [1, 2],
      [1, 0],
    ]);
    count > 0;
    count--
  ) {
    const name = fileNames.length > 0 ? random.pick(fileNames) : random.pick(['file', 'csv', 'upload']);
    const filename = random.pick([
      'import.csv',
      'import.xlsx',
      '../../etc/passwd',
      'a\u0000.csv',
      '\u3000.csv',
      `${'x'.repeat(1_000)}.csv`,
      '',
      'a"b.csv',
    ]);
    const [kind, content] = garbageFile(random);
    const type = random.pick([
      'text/csv',
      'application/octet-stream',
      'image/png',
      'text/csv; charset=utf-16',
      '',
    ]);
    notes.push(
      `file ${name} "${preview(filename, 40)}" (${kind}, ${content.length.toLocaleString('en')} bytes)`,
    );
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\n${type ? `Content-Type: ${type}\r\n` : ''}\r\n`,
      ),
      content,
      Buffer.from('\r\n'),
    );
  }
  const broken = random.chance(0.15);
  if (broken) notes.push('multipart without its closing boundary');
  else parts.push(Buffer.from(`--${boundary}--\r\n`));
  if (!broken) notes.push('multipart');
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: Buffer.concat(parts),
  };
}

function garbageFile(random: Random): [string, Buffer] {
  return random.weighted<() => [string, Buffer]>([
    [3, () => ['random bytes', random.bytes(random.int(4_096))]],
    [1, () => ['empty', Buffer.alloc(0)]],
    [
      3,
      () => [
        'CSV with hostile cells',
        Buffer.from(
          Array.from({ length: 1 + random.int(20) }, () =>
            Array.from({ length: 1 + random.int(6) }, () => hostileText(random).slice(0, 200)).join(
              random.pick([';', ',', '\t']),
            ),
          ).join('\n'),
        ),
      ],
    ],
    [
      1,
      () => [
        'UTF-16 text',
        Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('a;b\r\n1;2\r\n', 'utf16le')]),
      ],
    ],
    [1, () => ['zip header', Buffer.concat([Buffer.from('PK\u0003\u0004'), random.bytes(512)])]],
    [1, () => ['ten thousand separators', Buffer.from(';'.repeat(10_000))]],
    [1, () => ['one line of 100,000 characters', Buffer.from('a'.repeat(100_000))]],
  ])();
}

/** A short, printable view of a value: control characters escaped, long text cut. */
export function preview(text: string, maxLength = 60): string {
  const printable = JSON.stringify(text)
    .slice(1, -1)
    .replace(
      /[\u007f-\u00a0\u2028\u2029\u3000\ud800-\udfff]/g,
      (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
    );
  return printable.length > maxLength
    ? `${printable.slice(0, maxLength)}… (${text.length.toLocaleString('en')} characters)`
    : printable;
}
