/**
 * Reads BMEcat catalogues (versions 1.2 and 2005, with or without namespaces) as a stream: the
 * header, each product (1.2: article) and each product's catalogue groups,
 * handed out one at a time with the line they start on, so that a file of any size is read in
 * little memory. Element names are matched by their local name, whatever prefix or namespace a
 * tool gave them; 1.2's ARTICLE names are read as 2005's PRODUCT names.
 *
 * The parser is saxes, as for cXML (decision 0027): strict about well-formedness, without DTD
 * processing, never fetching an external subset or entity. On top of that, a DOCTYPE is accepted
 * only when it names BMECAT with a system id and nothing else, so that no entity is declared.
 */
import { TextDecoder } from 'node:util';
import { SaxesParser, type SaxesTagPlain } from 'saxes';

export type BmecatVersion = '1.2' | '2005';
export type BmecatTransaction = 'T_NEW_CATALOG' | 'T_UPDATE_PRODUCTS' | 'T_UPDATE_PRICES';

/** An element of a product's subtree: its local name, attributes, text and children. */
export interface XmlNode {
  name: string;
  attributes: Record<string, string>;
  text: string;
  children: XmlNode[];
  line: number;
}

export interface BmecatHeader {
  version: BmecatVersion;
  transaction: BmecatTransaction;
  /** The catalogue's languages as the file names them (`deu`, `nld`, …), the default first. */
  languages: string[];
  currency: string | null;
  /** When the catalogue was written (generation date), as an ISO date-time; null when not said. */
  generatedAt: string | null;
}

/** What the reader hands out, in the order of the file. */
export type BmecatEntry =
  | { kind: 'header'; header: BmecatHeader }
  | { kind: 'product'; node: XmlNode; mode: string | null }
  | { kind: 'groupMap'; node: XmlNode; mode: string | null }
  | { kind: 'group'; node: XmlNode; mode: string | null };

export class BmecatFileError extends Error {
  readonly line: number | null;
  constructor(message: string, line: number | null) {
    super(message);
    this.line = line;
  }
}

/** 1.2's element names and their 2005 counterparts: the rest of the code reads 2005's. */
const names12: Record<string, string> = {
  ARTICLE: 'PRODUCT',
  SUPPLIER_AID: 'SUPPLIER_PID',
  ARTICLE_DETAILS: 'PRODUCT_DETAILS',
  ARTICLE_FEATURES: 'PRODUCT_FEATURES',
  ARTICLE_ORDER_DETAILS: 'PRODUCT_ORDER_DETAILS',
  ARTICLE_PRICE_DETAILS: 'PRODUCT_PRICE_DETAILS',
  ARTICLE_PRICE: 'PRODUCT_PRICE',
  ARTICLE_REFERENCE: 'PRODUCT_REFERENCE',
  ART_ID_TO: 'PROD_ID_TO',
  ARTICLE_TO_CATALOGGROUP_MAP: 'PRODUCT_TO_CATALOGGROUP_MAP',
  ART_ID: 'PROD_ID',
  MANUFACTURER_AID: 'MANUFACTURER_PID',
  ARTICLE_STATUS: 'PRODUCT_STATUS',
};

const transactions = new Set<string>(['T_NEW_CATALOG', 'T_UPDATE_PRODUCTS', 'T_UPDATE_PRICES']);
/** The subtrees handed out whole, by the entry they become. */
const recordKinds = {
  HEADER: 'header',
  PRODUCT: 'product',
  PRODUCT_TO_CATALOGGROUP_MAP: 'groupMap',
  CATALOG_STRUCTURE: 'group',
} as const;
/** Deeper than any product's elements nest (features in feature groups in features). */
const maximumDepth = 40;
/** More than any product carries: a bound on what one record may hold in memory. */
const maximumRecordNodes = 20_000;
/**
 * What the parser is given at a time (bytes, or characters of a string): a few products, so that
 * few of their trees are held while `onEntry` awaits, and all of them are short-lived.
 */
const pieceLength = 8192;
/** What saxes reports between `<!DOCTYPE` and `>` that is accepted: BMECAT and a system id, no subset. */
const acceptedDoctype = /^\s*BMECAT\s+SYSTEM\s+(["'])[^"'<>[\]]*\1\s*$/;

/** The encoding a file's first bytes declare: a byte order mark, or the XML declaration's. */
export function declaredEncoding(head: Uint8Array): string {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return 'utf-8';
  if (head[0] === 0xff && head[1] === 0xfe) return 'utf-16le';
  if (head[0] === 0xfe && head[1] === 0xff) return 'utf-16be';
  const declaration = /^<\?xml[^>]*encoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(
    new TextDecoder('latin1').decode(head.subarray(0, 200)),
  );
  return declaration ? declaration[1]!.toLowerCase() : 'utf-8';
}

/**
 * The text as a string of its own: V8 answers a part of a long string with a view into it, so that
 * a product's texts would keep alive every chunk of the file they were read from.
 */
const detached = (text: string) => Buffer.from(text).toString();

const localName = (name: string) => {
  const local = name.slice(name.indexOf(':') + 1);
  return names12[local] ?? local;
};

function child(node: XmlNode | undefined, name: string): XmlNode | undefined {
  return node?.children.find((entry) => entry.name === name);
}

/** The text of the first element at this path below `node` (trimmed), or null. */
export function textAt(node: XmlNode | undefined, ...path: string[]): string | null {
  let at = node;
  for (const name of path) at = child(at, name);
  const text = at?.text.trim();
  return text ? text : null;
}

/** Every element of this name directly below `node`. */
export function childrenNamed(node: XmlNode | undefined, name: string): XmlNode[] {
  return node?.children.filter((entry) => entry.name === name) ?? [];
}

function headerOf(node: XmlNode, version: BmecatVersion, transaction: BmecatTransaction): BmecatHeader {
  const catalog = child(node, 'CATALOG');
  const languages = childrenNamed(catalog, 'LANGUAGE');
  const first = languages.find((language) => language.attributes.default === 'true') ?? languages[0];
  const dateTime =
    childrenNamed(catalog, 'DATETIME').find((entry) => entry.attributes.type === 'generation_date') ??
    childrenNamed(catalog, 'DATE_TIME').find((entry) => entry.attributes.type === 'generation_date');
  const date = textAt(dateTime, 'DATE');
  const time = textAt(dateTime, 'TIME');
  const zone = textAt(dateTime, 'TIMEZONE');
  const generatedAt =
    date && /^\d{4}-\d{2}-\d{2}$/.test(date)
      ? `${date}T${time && /^\d{2}:\d{2}(:\d{2})?$/.test(time) ? time.padEnd(8, ':00') : '00:00:00'}${
          zone && /^[+-]\d{2}:\d{2}$/.test(zone) ? zone : 'Z'
        }`
      : null;
  return {
    version,
    transaction,
    languages: [first, ...languages.filter((language) => language !== first)].flatMap((language) =>
      language?.text.trim() ? [language.text.trim().toLowerCase()] : [],
    ),
    currency: textAt(catalog, 'CURRENCY'),
    generatedAt,
  };
}

/**
 * Reads a BMEcat file from its chunks and calls `onEntry` for each entry, awaiting it before
 * reading on. Throws a BmecatFileError (with the line) when the file is not well-formed XML, not
 * BMEcat, declares entities or nests too deeply.
 */
export async function readBmecat(
  chunks: AsyncIterable<Uint8Array | string>,
  onEntry: (entry: BmecatEntry) => Promise<void> | void,
): Promise<BmecatHeader> {
  const parser = new SaxesParser({ xmlns: false, position: true });
  let failure: BmecatFileError | null = null;
  const fail = (message: string, line: number | null = parser.line) => {
    failure ??= new BmecatFileError(message, line);
  };
  let version: BmecatVersion | null = null;
  let transaction: BmecatTransaction | null = null;
  let header: BmecatHeader | null = null;
  let headerNode: XmlNode | null = null;
  let depth = 0;
  /** The record being collected, its open elements, and how many nodes it holds. */
  let record: {
    kind: (typeof recordKinds)[keyof typeof recordKinds];
    stack: XmlNode[];
    size: number;
  } | null = null;
  const pending: BmecatEntry[] = [];

  parser.on('error', (error) =>
    fail(`Not well-formed XML: ${error.message.replace(/^[^:]*:\d+:\d+: /, '')}`),
  );
  parser.on('doctype', (doctype) => {
    if (!acceptedDoctype.test(doctype))
      fail('The DOCTYPE may only name the BMEcat DTD, without declarations');
  });
  parser.on('opentag', (tag: SaxesTagPlain) => {
    depth += 1;
    if (depth > maximumDepth) return fail('Elements are nested too deeply');
    const name = localName(tag.name);
    if (depth === 1) {
      if (name !== 'BMECAT') return fail(`This is no BMEcat file: its root element is ${tag.name}`);
      const declared = tag.attributes.version?.trim();
      if (declared === '2005' || declared?.startsWith('2005.')) version = '2005';
      else if (declared === '1.2' || declared === '1.01') version = '1.2';
      else return fail(`BMEcat version ${declared ?? '(none)'} is not read: 1.2 or 2005`);
      return;
    }
    if (depth === 2 && transactions.has(name)) {
      if (transaction) return fail('A BMEcat file holds one transaction');
      transaction = name as BmecatTransaction;
      if (!headerNode) return fail('The HEADER comes before the transaction');
      header = headerOf(headerNode, version!, transaction);
      pending.push({ kind: 'header', header });
      return;
    }
    const node: XmlNode = { name, attributes: tag.attributes, text: '', children: [], line: parser.line };
    if (record) {
      record.size += 1;
      if (record.size > maximumRecordNodes) return fail(`A ${record.stack[0]!.name} holds too many elements`);
      record.stack.at(-1)!.children.push(node);
      record.stack.push(node);
      return;
    }
    const kind = recordKinds[name as keyof typeof recordKinds];
    if (kind && (depth === 2 ? kind === 'header' : transaction !== null)) {
      record = { kind, stack: [node], size: 1 };
    }
  });
  parser.on('text', (text) => {
    if (record) record.stack.at(-1)!.text += text;
  });
  parser.on('cdata', (text) => {
    if (record) record.stack.at(-1)!.text += text;
  });
  parser.on('closetag', () => {
    depth -= 1;
    if (!record) return;
    const node = record.stack.pop()!;
    node.text = detached(node.text);
    if (record.stack.length > 0) return;
    const kind = record.kind;
    record = null;
    if (kind === 'header') headerNode = node;
    else pending.push({ kind, node, mode: node.attributes.mode ?? null });
  });

  let decoder: TextDecoder | null = null;
  const decoderFor = (head: Uint8Array) => {
    try {
      return new TextDecoder(declaredEncoding(head), { fatal: true });
    } catch {
      throw new BmecatFileError('The file declares an encoding the shop does not read', 1);
    }
  };
  const flush = async () => {
    if (failure) throw failure;
    for (const entry of pending.splice(0)) await onEntry(entry);
  };
  const decode = (chunk?: Uint8Array) => {
    try {
      return decoder ? decoder.decode(chunk, { stream: chunk !== undefined }) : '';
    } catch {
      throw new BmecatFileError(`A character is not ${decoder!.encoding}`, parser.line);
    }
  };
  for await (const chunk of chunks) {
    for (let start = 0; start < chunk.length; start += pieceLength) {
      if (typeof chunk === 'string') parser.write(chunk.slice(start, start + pieceLength));
      else {
        decoder ??= decoderFor(chunk);
        parser.write(decode(chunk.subarray(start, start + pieceLength)));
      }
      await flush();
    }
  }
  parser.write(decode());
  parser.close();
  await flush();
  if (!version) throw new BmecatFileError('This is no BMEcat file: it is empty', null);
  if (!header)
    throw new BmecatFileError('The file holds no T_NEW_CATALOG, T_UPDATE_PRODUCTS or T_UPDATE_PRICES', null);
  return header;
}
