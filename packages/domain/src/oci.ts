import type { Money } from './money.ts';

/**
 * SAP Open Catalog Interface (OCI 4.0 / 5.0): where the cart goes back to (HOOK_URL), the
 * NEW_ITEM-* fields it carries and the additional functions a procurement system may call.
 * Field names, lengths and required rules follow the OCI 5.0 specification, section 3.2.
 */

// ---------------------------------------------------------------------------------------------
// Character set of the transfer (http_content_charset)
// ---------------------------------------------------------------------------------------------

/** The character sets a transfer form may be posted in (the browser encodes the fields in it). */
export const ociCharsets = ['utf-8', 'iso-8859-1', 'iso-8859-15', 'windows-1252'] as const;
export type OciCharset = (typeof ociCharsets)[number];

const charsetAliases: Record<string, OciCharset> = {
  utf8: 'utf-8',
  latin1: 'iso-8859-1',
  'iso8859-1': 'iso-8859-1',
  'iso_8859-1': 'iso-8859-1',
  'iso8859-15': 'iso-8859-15',
  latin9: 'iso-8859-15',
  cp1252: 'windows-1252',
};

/**
 * The character set the procurement system reads the transfer in, from the entry's
 * `http_content_charset` (OCI 3.1): the transfer form is posted in it. Without one, or with one the
 * shop does not know, UTF-8, OCI's default.
 */
export function ociCharset(requested: string | null | undefined): OciCharset {
  const name = (requested ?? '').trim().toLowerCase();
  if ((ociCharsets as readonly string[]).includes(name)) return name as OciCharset;
  return charsetAliases[name] ?? 'utf-8';
}

// ---------------------------------------------------------------------------------------------
// Return target (HOOK_URL)
// ---------------------------------------------------------------------------------------------

/** The values a form's target attribute may take for the transfer page. */
export const ociFormTargets = ['_top', '_parent', '_self', '_blank'] as const;
export type OciFormTarget = (typeof ociFormTargets)[number];

export type OciReturnTargetResult =
  | {
      ok: true;
      /** The HOOK_URL without query and fragment: the form's action. */
      action: string;
      /** The HOOK_URL's own query parameters, in their order and with repeated names kept. */
      hiddenFields: [name: string, value: string][];
      /** The form's target attribute, or null to leave it out. */
      target: OciFormTarget | null;
    }
  | { ok: false; reason: 'invalid-url' | 'host-not-allowed' | 'unsupported-scheme' };

interface AllowedHost {
  /** A host name as the URL parser writes it (lower case, punycode, IPv6 in brackets). */
  host: string;
  /** Subdomains of `host` at any depth, not `host` itself. */
  wildcard: boolean;
  /** The only port allowed, or null for any port. */
  port: string | null;
}

const ipv4Literal = /^\d{1,3}(\.\d{1,3}){3}$/;

function isIpLiteral(host: string): boolean {
  return host.startsWith('[') || ipv4Literal.test(host);
}

function withoutTrailingDot(host: string): string {
  return host.endsWith('.') ? host.slice(0, -1) : host;
}

/** An allowed host entry, or null when it is none (a path, user info, a bare `*.com`, …). */
function parseAllowedHost(entry: string): AllowedHost | null {
  let text = entry.trim().toLowerCase();
  const wildcard = text.startsWith('*.');
  if (wildcard) text = text.slice(2);
  // A bare IPv6 address (`::1`) has no port; put it in brackets as URLs write it.
  if (!text.startsWith('[') && (text.match(/:/g) ?? []).length > 1) text = `[${text}]`;
  const match = /^(\[[0-9a-f:.]+\]|[^:[\]/\\@?#\s]+)(?::(\d{1,5}))?$/.exec(text);
  if (!match) return null;
  let host: string;
  try {
    host = withoutTrailingDot(new URL(`https://${match[1]}/`).hostname);
  } catch {
    return null;
  }
  if (host === '') return null;
  if (wildcard && (isIpLiteral(host) || !host.includes('.'))) return null;
  const port = match[2] === undefined ? null : String(Number(match[2]));
  return { host, wildcard, port };
}

function hostAllowed(hostname: string, port: string, allowed: readonly AllowedHost[]): boolean {
  const host = withoutTrailingDot(hostname);
  return allowed.some((entry) => {
    if (entry.port !== null && entry.port !== port) return false;
    if (!entry.wildcard) return host === entry.host;
    return !isIpLiteral(host) && host.endsWith(`.${entry.host}`);
  });
}

function formTarget(value: string | null | undefined): OciFormTarget | null {
  const target = value?.trim().toLowerCase();
  return (ociFormTargets as readonly string[]).includes(target ?? '') ? (target as OciFormTarget) : null;
}

/**
 * Where the cart goes back to. The HOOK_URL must be an absolute http(s) URL on one of the allowed
 * hosts: `srm.example.com` (that host on any port), `srm.example.com:8443` (only that port) or
 * `*.example.com` (its subdomains at any depth, not example.com itself). SAPEVENT: and every other
 * scheme are refused, and so are URLs with user info. The HOOK_URL's own query parameters
 * (including SAP ITS's `~OkCode`, `~TARGET`, `~CALLER`) leave the action and become hidden inputs
 * (OCI 2.2.2, 3.1). The form's target comes from the inbound `returntarget` parameter, else from a
 * `returntarget` or `~TARGET` query parameter of the HOOK_URL; only `_top`, `_parent`, `_self`
 * and `_blank` are kept.
 */
export function ociReturnTarget(
  hookUrl: string,
  allowedHosts: readonly string[],
  returnTarget?: string | null,
): OciReturnTargetResult {
  const schemeMatch = /^\s*([a-z][a-z0-9+.-]*):/i.exec(hookUrl);
  if (schemeMatch && !/^https?$/i.test(schemeMatch[1]!)) return { ok: false, reason: 'unsupported-scheme' };
  let url: URL;
  try {
    url = new URL(hookUrl);
  } catch {
    return { ok: false, reason: 'invalid-url' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return { ok: false, reason: 'unsupported-scheme' };
  if (url.hostname === '') return { ok: false, reason: 'invalid-url' };

  const allowed = allowedHosts.map(parseAllowedHost).filter((entry) => entry !== null);
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  if (!hostAllowed(url.hostname, port, allowed)) return { ok: false, reason: 'host-not-allowed' };
  if (url.username !== '' || url.password !== '') return { ok: false, reason: 'invalid-url' };

  const hiddenFields: [string, string][] = [];
  for (const [name, value] of url.searchParams) {
    if (name !== '') hiddenFields.push([name, value]);
  }
  const queryValue = (name: string) =>
    hiddenFields.find(([field]) => field.toLowerCase() === name.toLowerCase())?.[1];
  const target =
    formTarget(returnTarget) ?? formTarget(queryValue('returntarget')) ?? formTarget(queryValue('~TARGET'));

  return { ok: true, action: `${url.origin}${url.pathname}`, hiddenFields, target };
}

/**
 * An address on the first allowed host that is one, for trying an account: the host itself, a
 * wildcard's `punchout-test` subdomain (a wildcard allows subdomains only), its port if it names
 * one; null when no entry is a host.
 */
export function returnUrlOnAllowedHost(
  allowedHosts: readonly string[],
  path = '/punchout/return',
): string | null {
  const entry = allowedHosts.map(parseAllowedHost).find((parsed) => parsed !== null);
  if (!entry) return null;
  const host = entry.wildcard ? `punchout-test.${entry.host}` : entry.host;
  return `https://${host}${entry.port === null ? '' : `:${entry.port}`}${path}`;
}

// ---------------------------------------------------------------------------------------------
// Cart lines as NEW_ITEM-* fields
// ---------------------------------------------------------------------------------------------

/** One cart line as the procurement system receives it; its position is its place in the list. */
export interface OciCartLine {
  /** The article's name; cut to 40 characters. */
  description: string;
  /** The long description; sent whole as NEW_ITEM-LONGTEXT_n:132[]. */
  longText: string | null;
  /** Ordered quantity in hundredths of `unit` (250 is 2.5). */
  quantityHundredths: number;
  /** The shop's unit code (UN/ECE recommendation 20, e.g. PCE, PAK, MTR, KGM, LTR). */
  unit: string;
  /** Net price of one `unit`, in ten-thousandths of the currency (Money). */
  netUnitPrice: Money;
  /** ISO 4217 code, e.g. EUR. */
  currency: string;
  /** Delivery time in days, or null when unknown. */
  leadTimeDays: number | null;
  /** Our article number: VENDORMAT and EXT_PRODUCT_ID. */
  articleNumber: string;
  /** The buyer's own article number (article link), or null. */
  customerArticleNumber: string | null;
  /** The manufacturer's name, or null; see `OciItemOptions.manufacturerCodes`. */
  manufacturer: string | null;
  /** The manufacturer's part number, or null. */
  manufacturerNumber: string | null;
  /** The line's UNSPSC code, or null. */
  unspscCode: string | null;
  /** The line's ETIM class (`EC002127`), or null. */
  etimClass: string | null;
  /** The shop's category key of the article (at most 10 characters), or null. */
  categoryKey: string | null;
  /** The offer line whose price the line has, or null. */
  offer: { number: string; position: number } | null;
  /** NEW_ITEM-CUST_FIELD1..5, when the buyer's agreement fills them. */
  customFields?: Partial<Record<1 | 2 | 3 | 4 | 5, string | null>>;
}

/**
 * What a punch-out account classifies articles by, in OCI's MATGROUP and cXML's Classification:
 * UNSPSC, ETIM (electrical wholesale's purchasing systems), the shop's product group, or nothing.
 */
export const punchoutClassifications = ['unspsc', 'etim', 'category', 'none'] as const;
export type PunchoutClassification = (typeof punchoutClassifications)[number];

export interface OciItemOptions {
  /** 'customer-article': MATNR carries the buyer's own article number where the shop knows it. */
  matnr: 'customer-article' | 'none';
  /** Unit codes: ISO (UN/ECE recommendation 20) or SAP's T006 internal codes. */
  units: 'iso' | 'sap';
  /** What MATGROUP carries: the line's UNSPSC code, its ETIM class, the shop's category key, or nothing. */
  matgroup: PunchoutClassification;
  /** Without prices, PRICE, PRICEUNIT and CURRENCY are left out. */
  sendPrices: boolean;
  /** Our vendor number in the buyer's system (NEW_ITEM-VENDOR), when the buyer gave one. */
  vendorNumber?: string | null;
  /** The buyer's SRM manufacturer numbers by manufacturer name (NEW_ITEM-MANUFACTCODE). */
  manufacturerCodes?: Readonly<Record<string, string>>;
  /** Unit codes the buyer maintains differently: shop unit code → code to send. */
  unitOverrides?: Readonly<Record<string, string>>;
}

/** A cart line that cannot be sent: a value the shop always has is missing or does not fit. */
export class OciItemError extends Error {
  readonly field: string;
  /** 1-based position of the line in the transfer. */
  readonly line: number;

  constructor(field: string, line: number, problem: string) {
    super(`OCI line ${line}: NEW_ITEM-${field} ${problem}`);
    this.name = 'OciItemError';
    this.field = field;
    this.line = line;
  }
}

/** Maximum lengths of the NEW_ITEM fields this shop sends (OCI 5.0, 3.2). */
export const ociFieldLengths = {
  DESCRIPTION: 40,
  MATNR: 40,
  QUANTITY: 15,
  UNIT: 3,
  PRICE: 15,
  CURRENCY: 5,
  PRICEUNIT: 5,
  LEADTIME: 5,
  VENDOR: 10,
  VENDORMAT: 40,
  MANUFACTCODE: 10,
  MANUFACTMAT: 40,
  MATGROUP: 10,
  EXT_QUOTE_ID: 35,
  EXT_QUOTE_ITEM: 10,
  EXT_PRODUCT_ID: 40,
  CUST_FIELD1: 10,
  CUST_FIELD2: 10,
  CUST_FIELD3: 10,
  CUST_FIELD4: 20,
  CUST_FIELD5: 50,
} as const;
type OciField = keyof typeof ociFieldLengths;

/**
 * The shop's unit codes as ISO codes (UN/ECE recommendation 20), the codes SRM must hold as ISO
 * codes (OCI note 3). Codes not listed that look like one (2–3 capitals or digits) go as they are.
 */
export const ociIsoUnits: Readonly<Record<string, string>> = {
  PCE: 'PCE',
  H87: 'PCE',
  C62: 'PCE',
  EA: 'EA',
  PAK: 'PK',
  PK: 'PK',
  XPK: 'PK',
  BX: 'BX',
  CT: 'CT',
  SET: 'SET',
  ROL: 'RO',
  RO: 'RO',
  PR: 'PR',
  MTR: 'MTR',
  KGM: 'KGM',
  LTR: 'LTR',
};

/**
 * The shop's unit codes as SAP's internal T006 codes of a standard system. T006 is customising:
 * a buyer whose system differs (or who uses a unit not listed, e.g. a box or a set) needs
 * `unitOverrides`; an unknown unit is an error rather than a guess.
 */
export const ociSapUnits: Readonly<Record<string, string>> = {
  PCE: 'ST',
  H87: 'ST',
  C62: 'ST',
  EA: 'EA',
  PAK: 'PAK',
  PK: 'PAK',
  XPK: 'PAK',
  CT: 'KAR',
  ROL: 'ROL',
  RO: 'ROL',
  PR: 'PAA',
  MTR: 'M',
  KGM: 'KG',
  LTR: 'L',
  GRM: 'G',
  CMT: 'CM',
  MMT: 'MM',
  MTK: 'M2',
  MTQ: 'M3',
  TNE: 'TO',
  HUR: 'H',
  DAY: 'TAG',
};

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * Text on one line, cut to at most `max` UTF-16 code units (so also at most `max` characters)
 * without splitting a character, a surrogate pair or an accent from its letter.
 */
export function ociCutText(text: string, max: number): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters become spaces
  const flat = text.replace(/[\u0000-\u001f\u007f-\u009f\s]+/g, ' ').trim();
  if (flat.length <= max) return flat;
  let cut = '';
  for (const { segment } of graphemes.segment(flat)) {
    if (cut.length + segment.length > max) break;
    cut += segment;
  }
  return cut.trimEnd();
}

/** A decimal with '.', no thousands separators, at most 11 digits before and 3 after the point. */
function decimalOf(thousandths: number, minDecimals: number): string | null {
  const whole = Math.floor(thousandths / 1000);
  if (String(whole).length > 11) return null;
  let fraction = String(thousandths % 1000).padStart(3, '0');
  while (fraction.length > minDecimals && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  return fraction === '' ? String(whole) : `${whole}.${fraction}`;
}

/** NEW_ITEM-QUANTITY: 1234.5 is "1234.5", 3 is "3". */
export function ociQuantity(quantityHundredths: number): string | null {
  if (!Number.isSafeInteger(quantityHundredths) || quantityHundredths <= 0) return null;
  return decimalOf(quantityHundredths * 10, 0);
}

/**
 * NEW_ITEM-PRICE and NEW_ITEM-PRICEUNIT of a unit price: PRICE has at most 3 decimals, so a price
 * with a fourth one (0.0125) goes per 10 units (PRICE 0.125, PRICEUNIT 10). At least 2 decimals.
 */
export function ociPrice(netUnitPrice: Money): { price: string; priceUnit: string } | null {
  if (!Number.isSafeInteger(netUnitPrice) || netUnitPrice < 0) return null;
  const perTen = netUnitPrice % 10 !== 0;
  const price = decimalOf(perTen ? netUnitPrice : netUnitPrice / 10, 2);
  return price === null ? null : { price, priceUnit: perTen ? '10' : '1' };
}

function present(value: string | null | undefined): string | null {
  const text = value?.trim();
  return text ? text : null;
}

/**
 * The cart as OCI form fields `NEW_ITEM-<FIELD>[n]`, line after line, n counting from 1 without
 * gaps. DESCRIPTION is cut to 40 characters; MATNR carries the buyer's own article number when
 * asked for and known, and then DESCRIPTION stays empty (only one of the two is filled). Empty
 * optional values are left out. A required value that is missing, a number out of OCI's range or
 * a code longer than its field (codes are never cut) throws an `OciItemError`.
 */
export function ociItemFields(lines: readonly OciCartLine[], options: OciItemOptions): [string, string][] {
  const fields: [string, string][] = [];
  const vendor = present(options.vendorNumber);

  lines.forEach((line, index) => {
    const n = index + 1;
    function fail(field: string, problem: string): never {
      throw new OciItemError(field, n, `${problem} (article ${line.articleNumber || '?'})`);
    }
    const put = (field: OciField | `LONGTEXT_${number}:132`, value: string) => {
      const name = field.startsWith('LONGTEXT_') ? `NEW_ITEM-${field}[]` : `NEW_ITEM-${field}[${n}]`;
      fields.push([name, value]);
    };
    const code = (field: OciField, value: string | null | undefined) => {
      const text = present(value);
      if (text === null) return;
      if (text.length > ociFieldLengths[field]) {
        fail(field, `"${text}" is longer than ${ociFieldLengths[field]} characters`);
      }
      put(field, text);
    };

    const articleNumber = present(line.articleNumber) ?? fail('EXT_PRODUCT_ID', 'needs the article number');
    const customerArticle = present(line.customerArticleNumber);
    const matnr =
      options.matnr === 'customer-article' &&
      customerArticle !== null &&
      customerArticle.length <= ociFieldLengths.MATNR
        ? customerArticle
        : null;
    if (matnr === null) {
      const description = ociCutText(line.description, ociFieldLengths.DESCRIPTION);
      if (description === '') fail('DESCRIPTION', 'is required when MATNR is empty');
      put('DESCRIPTION', description);
    } else {
      put('MATNR', matnr);
    }

    put(
      'QUANTITY',
      ociQuantity(line.quantityHundredths) ??
        fail('QUANTITY', `cannot carry ${line.quantityHundredths} hundredths`),
    );

    const shopUnit = present(line.unit)?.toUpperCase();
    if (shopUnit === undefined) {
      if (matnr === null) fail('UNIT', 'is required when MATNR is empty');
    } else {
      const unit =
        options.unitOverrides?.[shopUnit] ??
        (options.units === 'sap'
          ? ociSapUnits[shopUnit]
          : (ociIsoUnits[shopUnit] ?? (/^[A-Z0-9]{2,3}$/.test(shopUnit) ? shopUnit : undefined)));
      if (unit === undefined)
        fail('UNIT', `has no ${options.units === 'sap' ? 'SAP' : 'ISO'} code for ${shopUnit}`);
      code('UNIT', unit);
    }

    if (options.sendPrices) {
      const price =
        ociPrice(line.netUnitPrice) ?? fail('PRICE', `cannot carry the amount ${line.netUnitPrice}`);
      const currency = present(line.currency)?.toUpperCase();
      if (currency === undefined || !/^[A-Z]{3}$/.test(currency)) {
        fail('CURRENCY', 'needs an ISO 4217 code when PRICE is filled');
      }
      put('PRICE', price.price);
      put('CURRENCY', currency);
      put('PRICEUNIT', price.priceUnit);
    }

    if (line.leadTimeDays !== null) {
      const days = Math.ceil(line.leadTimeDays);
      if (!Number.isFinite(days) || days < 0 || String(days).length > ociFieldLengths.LEADTIME) {
        fail('LEADTIME', `cannot carry ${line.leadTimeDays} days`);
      }
      put('LEADTIME', String(days));
    }

    const longText = present(line.longText);
    if (longText !== null) put(`LONGTEXT_${n}:132`, longText);

    code('VENDOR', vendor);
    code('VENDORMAT', articleNumber);
    const manufacturer = present(line.manufacturer);
    code('MANUFACTCODE', manufacturer === null ? null : options.manufacturerCodes?.[manufacturer]);
    code('MANUFACTMAT', line.manufacturerNumber);
    code(
      'MATGROUP',
      { unspsc: line.unspscCode, etim: line.etimClass, category: line.categoryKey, none: null }[
        options.matgroup
      ],
    );
    if (line.offer) {
      const quoteId = present(line.offer.number) ?? fail('EXT_QUOTE_ID', 'is required with EXT_QUOTE_ITEM');
      code('EXT_QUOTE_ID', quoteId);
      code('EXT_QUOTE_ITEM', String(line.offer.position));
    }
    code('EXT_PRODUCT_ID', articleNumber);
    for (const slot of [1, 2, 3, 4, 5] as const) {
      const field = `CUST_FIELD${slot}` as const;
      const value = ociCutText(line.customFields?.[slot] ?? '', ociFieldLengths[field]);
      if (value !== '') put(field, value);
    }
  });
  return fields;
}

// ---------------------------------------------------------------------------------------------
// Inbound FUNCTION
// ---------------------------------------------------------------------------------------------

/** The inbound parameters of an OCI call, as a query or form body. */
export type OciParams = URLSearchParams | Readonly<Record<string, string | readonly string[] | undefined>>;

export type OciFunctionResult =
  | { ok: true; kind: 'catalog' }
  | { ok: true; kind: 'detail'; productId: string }
  | { ok: true; kind: 'validate'; productId: string; quantityHundredths: number }
  | { ok: true; kind: 'background-search'; searchString: string }
  /** A FUNCTION the specification does not know. */
  | { ok: false; reason: 'unknown-function'; requested: string }
  /** SOURCING (not implemented in SRM Server) and INITIALIZE (Secure OCI): known, not offered. */
  | { ok: false; reason: 'unsupported-function'; requested: string }
  | {
      ok: false;
      reason: 'missing-parameter';
      requested: string;
      parameter: 'PRODUCTID' | 'QUANTITY' | 'SEARCHSTRING';
    }
  | { ok: false; reason: 'invalid-quantity'; requested: string };

/** First value of each parameter, by upper-case name (parameter names are case-insensitive). */
function paramLookup(params: OciParams): (name: string) => string | null {
  const values = new Map<string, string>();
  const add = (name: string, value: string | undefined) => {
    const key = name.toUpperCase();
    if (value !== undefined && !values.has(key)) values.set(key, value);
  };
  if (params instanceof URLSearchParams) {
    for (const [name, value] of params) add(name, value);
  } else {
    for (const [name, value] of Object.entries(params))
      add(name, typeof value === 'string' ? value : value?.[0]);
  }
  return (name) => present(values.get(name));
}

/** An inbound QUANTITY ("5", "2.5", "1.000") in hundredths, or null when it is no such amount. */
function inboundQuantity(text: string): number | null {
  const match = /^(\d{1,11})(?:\.(\d+))?$/.exec(text);
  if (!match) return null;
  const fraction = (match[2] ?? '').padEnd(2, '0');
  if (!/^\d{2}0*$/.test(fraction)) return null;
  const hundredths = Number(match[1]) * 100 + Number(fraction.slice(0, 2));
  return hundredths > 0 ? hundredths : null;
}

/**
 * What an inbound OCI call asks for: no FUNCTION is the normal catalogue start; DETAIL needs
 * PRODUCTID, VALIDATE PRODUCTID and QUANTITY, BACKGROUND_SEARCH SEARCHSTRING (OCI 2.3). Names and
 * the FUNCTION value are read case-insensitively; anything else is refused.
 */
export function ociFunction(params: OciParams): OciFunctionResult {
  const param = paramLookup(params);
  const requested = param('FUNCTION')?.toUpperCase() ?? null;
  if (requested === null) return { ok: true, kind: 'catalog' };
  const missing = (parameter: 'PRODUCTID' | 'QUANTITY' | 'SEARCHSTRING') =>
    ({ ok: false, reason: 'missing-parameter', requested, parameter }) as const;

  switch (requested) {
    case 'DETAIL': {
      const productId = param('PRODUCTID');
      return productId === null ? missing('PRODUCTID') : { ok: true, kind: 'detail', productId };
    }
    case 'VALIDATE': {
      const productId = param('PRODUCTID');
      if (productId === null) return missing('PRODUCTID');
      const quantity = param('QUANTITY');
      if (quantity === null) return missing('QUANTITY');
      const quantityHundredths = inboundQuantity(quantity);
      if (quantityHundredths === null) return { ok: false, reason: 'invalid-quantity', requested };
      return { ok: true, kind: 'validate', productId, quantityHundredths };
    }
    case 'BACKGROUND_SEARCH': {
      const searchString = param('SEARCHSTRING');
      return searchString === null
        ? missing('SEARCHSTRING')
        : { ok: true, kind: 'background-search', searchString };
    }
    case 'SOURCING':
    case 'INITIALIZE':
      return { ok: false, reason: 'unsupported-function', requested };
    default:
      return { ok: false, reason: 'unknown-function', requested };
  }
}
