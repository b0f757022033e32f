/**
 * cXML 1.2 punch-out documents (DESIGN.md §4): the PunchOutSetupRequest a procurement system
 * (Ariba, Coupa, …) posts to us, the PunchOutSetupResponse and status answers we return, and the
 * PunchOutOrderMessage that carries the cart back through the user's browser.
 *
 * The parser is saxes: pure JavaScript, strict about well-formedness, and without any DTD
 * processing. It never fetches an external subset or entity and never expands an entity declared
 * in the document (an unknown `&name;` is an error), so neither XXE nor entity expansion can
 * happen inside it. On top of that, any `<!ENTITY` is refused before parsing, and the only DOCTYPE
 * accepted is cXML's own, without an internal subset. fast-xml-parser was set aside: it reads the
 * DOCTYPE's entity declarations itself (off only by option) and leaves well-formedness to a
 * separate validator, while saxes refuses anything malformed as it reads.
 */
import { randomBytes } from 'node:crypto';
import { escapeXml, type Hundredths, type Money } from '@tradeshop/domain';
import { SaxesParser } from 'saxes';

/** The cXML version of the DTD our documents name, and are valid against. */
export const cxmlVersion = '1.2.063';

const doctypeDeclaration = `<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/${cxmlVersion}/cXML.dtd">`;
/** What saxes reports between `<!DOCTYPE` and `>`: cXML's DTD of a 1.2 version, nothing else. */
const acceptedDoctype =
  /^\s*cXML\s+SYSTEM\s+(["'])http:\/\/xml\.cxml\.org\/schemas\/cXML\/1\.2\.0\d\d\/cXML\.dtd\1\s*$/;
/** Deeper than any cXML punch-out document nests; keeps the tree walk's recursion short. */
const maximumDepth = 32;
const userAgent = 'Tradeshop Store API';

export interface CxmlCredential {
  domain: string;
  identity: string;
}

export type PunchOutOperation = 'create' | 'edit' | 'inspect';

/** A request we do not serve, with the cXML status code (an HTTP status) to answer it with. */
export interface CxmlRefusal {
  status: 400 | 401 | 403;
  text: string;
}

export interface CxmlShipTo {
  addressId?: string;
  name: string;
  deliverTo: string[];
  street: string[];
  city?: string;
  postalCode?: string;
  isoCountryCode?: string;
  email?: string;
}

/** A cart line the procurement system sends back for `edit` or `inspect`. */
export interface PunchOutItemOut {
  quantity: Hundredths;
  lineNumber?: number;
  supplierPartId: string;
  supplierPartAuxiliaryId?: string;
  buyerPartId?: string;
  unitOfMeasure?: string;
}

export interface PunchOutSetupRequest {
  payloadId: string;
  timestamp: string;
  /** The document's `xml:lang`, e.g. `en-US`. */
  lang?: string;
  deploymentMode: 'production' | 'test';
  from: CxmlCredential[];
  to: CxmlCredential[];
  /** The party that authenticates: its shared secret is checked by the caller (401). */
  sender: CxmlCredential & { sharedSecret: string | null; userAgent: string };
  operation: PunchOutOperation;
  buyerCookie: string;
  /** Where the user's browser posts the PunchOutOrderMessage; always http or https. */
  browserFormPostUrl: string;
  /** By name, e.g. UserEmail, UniqueName, User, CostCenter. */
  extrinsics: Record<string, string>;
  shipTo?: CxmlShipTo;
  itemsOut: PunchOutItemOut[];
}

export type SetupRequestParse =
  | { ok: true; request: PunchOutSetupRequest }
  | { ok: false; refusal: CxmlRefusal };

interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: (XmlElement | string)[];
}

class Refused extends Error {}

function refuse(text: string): never {
  throw new Refused(text);
}

/** Reads a PunchOutSetupRequest; whatever is not one (or not safe to read) is a 400 refusal. */
export function parsePunchOutSetupRequest(xml: string): SetupRequestParse {
  if (/<!ENTITY/i.test(xml)) {
    return { ok: false, refusal: { status: 400, text: 'Entity declarations are not accepted' } };
  }
  try {
    return { ok: true, request: readSetupRequest(parseXml(xml)) };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, refusal: { status: 400, text: error.message } };
    throw error;
  }
}

/**
 * Reads a setup answer as the procurement system does: the Status code and text (and its
 * message), and the StartPage URL of a 200.
 */
export function readPunchOutSetupResponse(xml: string): {
  code: number;
  text: string;
  message: string;
  startPageUrl: string | null;
} {
  const response = requiredChild(parseXml(xml), 'Response');
  const status = requiredChild(response, 'Status');
  const startPage = childNamed(response, 'PunchOutSetupResponse');
  return {
    code: Number(requiredAttribute(status, 'code')),
    text: requiredAttribute(status, 'text'),
    message: textOf(status),
    startPageUrl: startPage ? (optionalText(requiredChild(startPage, 'StartPage'), 'URL') ?? null) : null,
  };
}

function parseXml(xml: string): XmlElement {
  const parser = new SaxesParser({ xmlns: false, forceXMLVersion: true, defaultXMLVersion: '1.0' });
  const open: XmlElement[] = [];
  let root: XmlElement | undefined;
  parser.on('error', (error) => refuse(`Not well-formed XML: ${error.message}`));
  parser.on('doctype', (doctype) => {
    if (!acceptedDoctype.test(doctype)) refuse('The DOCTYPE may only name the cXML 1.2 DTD');
  });
  parser.on('opentag', (tag) => {
    if (open.length === maximumDepth) refuse('Elements are nested too deeply');
    const element: XmlElement = { name: tag.name, attributes: tag.attributes, children: [] };
    const parent = open.at(-1);
    if (parent) parent.children.push(element);
    else root = element;
    open.push(element);
  });
  parser.on('closetag', () => open.pop());
  const addText = (text: string) => open.at(-1)?.children.push(text);
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.write(xml).close();
  return root ?? refuse('The document has no root element');
}

const childrenNamed = (parent: XmlElement, name: string) =>
  parent.children.filter((child): child is XmlElement => typeof child !== 'string' && child.name === name);

const childNamed = (parent: XmlElement, name: string): XmlElement | undefined =>
  childrenNamed(parent, name)[0];

function requiredChild(parent: XmlElement, name: string): XmlElement {
  return childNamed(parent, name) ?? refuse(`${parent.name} has no ${name}`);
}

function requiredAttribute(element: XmlElement, name: string): string {
  return element.attributes[name] ?? refuse(`${element.name} has no ${name}`);
}

/** The text of an element and its descendants, CDATA included, trimmed. */
function textOf(element: XmlElement): string {
  const collect = (node: XmlElement): string =>
    node.children.map((child) => (typeof child === 'string' ? child : collect(child))).join('');
  return collect(element).trim();
}

const optionalText = (parent: XmlElement, name: string) => {
  const element = childNamed(parent, name);
  return element && textOf(element);
};

function readSetupRequest(root: XmlElement): PunchOutSetupRequest {
  if (root.name !== 'cXML') refuse('The document is not cXML');
  const header = requiredChild(root, 'Header');
  const request = requiredChild(root, 'Request');
  const setup =
    childNamed(request, 'PunchOutSetupRequest') ?? refuse('The request is not a PunchOutSetupRequest');
  const operation = requiredAttribute(setup, 'operation');
  if (operation !== 'create' && operation !== 'edit' && operation !== 'inspect') {
    refuse(`The operation ${operation} is not supported`);
  }
  const shipTo = childNamed(setup, 'ShipTo');
  return {
    payloadId: requiredAttribute(root, 'payloadID'),
    timestamp: requiredAttribute(root, 'timestamp'),
    lang: root.attributes['xml:lang'],
    deploymentMode: request.attributes.deploymentMode === 'test' ? 'test' : 'production',
    from: credentialsOf(requiredChild(header, 'From')),
    to: credentialsOf(requiredChild(header, 'To')),
    sender: senderOf(requiredChild(header, 'Sender')),
    operation,
    buyerCookie: textOf(requiredChild(setup, 'BuyerCookie')),
    browserFormPostUrl: browserFormPostUrlOf(setup),
    extrinsics: Object.fromEntries(
      childrenNamed(setup, 'Extrinsic').map((extrinsic) => [
        requiredAttribute(extrinsic, 'name'),
        textOf(extrinsic),
      ]),
    ),
    shipTo: shipTo && shipToOf(requiredChild(shipTo, 'Address')),
    itemsOut: childrenNamed(setup, 'ItemOut').map(itemOutOf),
  };
}

function credentialsOf(party: XmlElement): CxmlCredential[] {
  const credentials = childrenNamed(party, 'Credential');
  if (credentials.length === 0) refuse(`${party.name} has no Credential`);
  return credentials.map((credential) => ({
    domain: requiredAttribute(credential, 'domain'),
    identity: textOf(requiredChild(credential, 'Identity')),
  }));
}

function senderOf(sender: XmlElement): PunchOutSetupRequest['sender'] {
  const credentials = childrenNamed(sender, 'Credential');
  // A hub may name itself besides the buyer: the credential that carries the secret is the one to check.
  const authenticating =
    credentials.find((credential) => childNamed(credential, 'SharedSecret')) ??
    credentials[0] ??
    refuse('Sender has no Credential');
  return {
    domain: requiredAttribute(authenticating, 'domain'),
    identity: textOf(requiredChild(authenticating, 'Identity')),
    sharedSecret: optionalText(authenticating, 'SharedSecret') ?? null,
    userAgent: optionalText(sender, 'UserAgent') ?? '',
  };
}

/** The browser is sent there with the cart, so a `javascript:` or other scheme must not get through. */
function browserFormPostUrlOf(setup: XmlElement): string {
  const formPost =
    childNamed(setup, 'BrowserFormPost') ?? refuse('PunchOutSetupRequest has no BrowserFormPost');
  const url = textOf(requiredChild(formPost, 'URL'));
  const protocol = URL.canParse(url) ? new URL(url).protocol : null;
  if (protocol !== 'http:' && protocol !== 'https:') refuse('The BrowserFormPost URL is not an http(s) URL');
  return url;
}

function shipToOf(address: XmlElement): CxmlShipTo {
  const postal = childNamed(address, 'PostalAddress');
  return {
    addressId: address.attributes.addressID,
    name: textOf(requiredChild(address, 'Name')),
    deliverTo: postal ? childrenNamed(postal, 'DeliverTo').map(textOf) : [],
    street: postal ? childrenNamed(postal, 'Street').map(textOf) : [],
    city: postal && optionalText(postal, 'City'),
    postalCode: postal && optionalText(postal, 'PostalCode'),
    isoCountryCode:
      (postal && childNamed(postal, 'Country')?.attributes.isoCountryCode) ??
      address.attributes.isoCountryCode,
    email: optionalText(address, 'Email'),
  };
}

function itemOutOf(item: XmlElement): PunchOutItemOut {
  const itemId = requiredChild(item, 'ItemID');
  const detail = childNamed(item, 'ItemDetail');
  const lineNumber = item.attributes.lineNumber;
  if (lineNumber !== undefined && !/^\d{1,9}$/.test(lineNumber)) refuse('ItemOut lineNumber is not a number');
  return {
    quantity: quantityOf(requiredAttribute(item, 'quantity')),
    lineNumber: lineNumber === undefined ? undefined : Number(lineNumber),
    supplierPartId: textOf(requiredChild(itemId, 'SupplierPartID')),
    supplierPartAuxiliaryId: optionalText(itemId, 'SupplierPartAuxiliaryID'),
    buyerPartId: optionalText(itemId, 'BuyerPartID'),
    unitOfMeasure: detail && optionalText(detail, 'UnitOfMeasure'),
  };
}

/** Shop quantities are hundredths; `1.000` is fine, `0.333` is not one of ours. */
function quantityOf(quantity: string): Hundredths {
  const match = /^\s*(\d{1,9})(?:\.(\d*))?\s*$/.exec(quantity);
  const fraction = match?.[2] ?? '';
  if (!match || /[1-9]/.test(fraction.slice(2))) {
    refuse(`The ItemOut quantity ${quantity} is not a number with at most two decimals`);
  }
  return Number(match[1]) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
}

// Writing. Elements and attributes come in the order the DTD declares them.

type Attributes = Record<string, string | number | undefined>;

function startTag(name: string, attributes: Attributes): string {
  const written = Object.entries(attributes)
    .filter(([, value]) => value !== undefined)
    .map(([attribute, value]) => ` ${attribute}="${escapeXml(String(value))}"`);
  return `<${name}${written.join('')}`;
}

function element(name: string, attributes: Attributes, children: readonly string[]): string {
  return children.length > 0
    ? `${startTag(name, attributes)}>${children.join('')}</${name}>`
    : `${startTag(name, attributes)}/>`;
}

function textElement(name: string, attributes: Attributes, text: string): string {
  return `${startTag(name, attributes)}>${escapeXml(text)}</${name}>`;
}

function cxmlDocument(payloadId: string, timestamp: string, lang: string, body: string): string {
  const root = element('cXML', { version: cxmlVersion, payloadID: payloadId, timestamp, 'xml:lang': lang }, [
    body,
  ]);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${doctypeDeclaration}\n${root}\n`;
}

/** An integer count of 1/scale units as a decimal number: 123400 ten-thousandths is `12.34`. */
function decimal(units: number, scale: 100 | 10_000, minimumFractionDigits: number): string {
  if (!Number.isSafeInteger(units)) throw new Error(`Not an integer amount: ${units}`);
  const absolute = Math.abs(units);
  const fraction = String(absolute % scale)
    .padStart(String(scale).length - 1, '0')
    .replace(/0+$/, '')
    .padEnd(minimumFractionDigits, '0');
  return `${units < 0 ? '-' : ''}${Math.floor(absolute / scale)}${fraction && `.${fraction}`}`;
}

const money = (amount: Money, currency: string) =>
  textElement('Money', { currency }, decimal(amount, 10_000, 2));

const statusTexts = {
  200: 'OK',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
} as const;

export type CxmlStatusCode = keyof typeof statusTexts;

/** A Response with only a Status: the code's name as `text`, the specific problem as content. */
export function cxmlStatusResponse(
  status: CxmlStatusCode,
  text: string,
  payloadId: string,
  timestamp: string,
): string {
  const body = element('Response', {}, [
    textElement('Status', { code: status, text: statusTexts[status], 'xml:lang': 'en' }, text),
  ]);
  return cxmlDocument(payloadId, timestamp, 'en', body);
}

/** The answer to an accepted setup request: 200 OK and the page the user's browser opens. */
export function punchOutSetupResponse(response: {
  payloadId: string;
  timestamp: string;
  startPageUrl: string;
}): string {
  const body = element('Response', {}, [
    element('Status', { code: 200, text: statusTexts[200] }, []),
    element('PunchOutSetupResponse', {}, [
      element('StartPage', {}, [textElement('URL', {}, response.startPageUrl)]),
    ]),
  ]);
  return cxmlDocument(response.payloadId, response.timestamp, 'en', body);
}

/**
 * A PunchOutSetupRequest as a procurement system sends it (`create`, in test mode), for the
 * back-office to try an account's credentials against the shop's own endpoint.
 */
export function punchOutSetupRequest(request: {
  payloadId: string;
  timestamp: string;
  lang: string;
  from: CxmlCredential;
  to: CxmlCredential;
  sender: CxmlCredential & { sharedSecret: string; userAgent: string };
  buyerCookie: string;
  browserFormPostUrl: string;
  extrinsics: Record<string, string>;
}): string {
  const header = element('Header', {}, [
    element('From', {}, credentials([request.from])),
    element('To', {}, credentials([request.to])),
    element('Sender', {}, [
      element('Credential', { domain: request.sender.domain }, [
        textElement('Identity', {}, request.sender.identity),
        textElement('SharedSecret', {}, request.sender.sharedSecret),
      ]),
      textElement('UserAgent', {}, request.sender.userAgent),
    ]),
  ]);
  const setup = element('PunchOutSetupRequest', { operation: 'create' }, [
    textElement('BuyerCookie', {}, request.buyerCookie),
    ...Object.entries(request.extrinsics).map(([name, value]) => textElement('Extrinsic', { name }, value)),
    element('BrowserFormPost', {}, [textElement('URL', {}, request.browserFormPostUrl)]),
  ]);
  const body = `${header}${element('Request', { deploymentMode: 'test' }, [setup])}`;
  return cxmlDocument(request.payloadId, request.timestamp, request.lang, body);
}

/** A shipping or tax amount of the whole cart. */
export interface CxmlCharge {
  amount: Money;
  description: string;
}

export interface PunchOutOrderItem {
  quantity: Hundredths;
  /** Our article number. */
  supplierPartId: string;
  /** What lets us find the line again on `edit`, e.g. an offer or line reference; left out when empty. */
  supplierPartAuxiliaryId: string;
  /** The customer's own article number, when known. */
  buyerPartId?: string;
  unitPrice: Money;
  description: string;
  /** A UN/CEFACT Recommendation 20 code: C62 (piece), MTR, KGM, … */
  unitOfMeasure: string;
  /** UNSPSC, or the shop's own classification. */
  classification: { domain: string; code: string };
  manufacturerPartId?: string;
  manufacturerName?: string;
  leadTimeDays?: number;
  extrinsics?: Record<string, string>;
}

export interface PunchOutOrderMessage {
  payloadId: string;
  timestamp: string;
  /** The language of the descriptions, e.g. `nl-BE`. */
  lang: string;
  deploymentMode?: 'production' | 'test';
  from: CxmlCredential[];
  to: CxmlCredential[];
  /** The shop; a message travels through the browser, so it carries no shared secret. */
  sender: CxmlCredential;
  buyerCookie: string;
  /** The most the procurement system may do with the cart later. */
  operationAllowed: PunchOutOperation;
  currency: string;
  /** The items' total. */
  total: Money;
  shipping?: CxmlCharge;
  tax?: CxmlCharge;
  items: PunchOutOrderItem[];
}

function credentials(credentialList: readonly CxmlCredential[]): string[] {
  if (credentialList.length === 0) throw new Error('cXML needs at least one credential per party');
  return credentialList.map(({ domain, identity }) =>
    element('Credential', { domain }, [textElement('Identity', {}, identity)]),
  );
}

/** The cart, for the user's browser to post to the BrowserFormPost URL (see `browserFormPostFields`). */
export function punchOutOrderMessage(message: PunchOutOrderMessage): string {
  const { currency, lang } = message;
  const charge = (name: 'Shipping' | 'Tax', { amount, description }: CxmlCharge) =>
    element(name, {}, [
      money(amount, currency),
      textElement('Description', { 'xml:lang': lang }, description),
    ]);
  const itemIn = (item: PunchOutOrderItem, index: number) =>
    element('ItemIn', { quantity: decimal(item.quantity, 100, 0), lineNumber: index + 1 }, [
      element('ItemID', {}, [
        textElement('SupplierPartID', {}, item.supplierPartId),
        ...(item.supplierPartAuxiliaryId
          ? [textElement('SupplierPartAuxiliaryID', {}, item.supplierPartAuxiliaryId)]
          : []),
        ...(item.buyerPartId ? [textElement('BuyerPartID', {}, item.buyerPartId)] : []),
      ]),
      element('ItemDetail', {}, [
        element('UnitPrice', {}, [money(item.unitPrice, currency)]),
        textElement('Description', { 'xml:lang': lang }, item.description),
        textElement('UnitOfMeasure', {}, item.unitOfMeasure),
        textElement('Classification', { domain: item.classification.domain }, item.classification.code),
        ...(item.manufacturerPartId ? [textElement('ManufacturerPartID', {}, item.manufacturerPartId)] : []),
        ...(item.manufacturerName
          ? [textElement('ManufacturerName', { 'xml:lang': lang }, item.manufacturerName)]
          : []),
        ...(item.leadTimeDays === undefined ? [] : [textElement('LeadTime', {}, String(item.leadTimeDays))]),
        ...Object.entries(item.extrinsics ?? {}).map(([name, value]) =>
          textElement('Extrinsic', { name }, value),
        ),
      ]),
    ]);

  const header = element('Header', {}, [
    element('From', {}, credentials(message.from)),
    element('To', {}, credentials(message.to)),
    element('Sender', {}, [...credentials([message.sender]), textElement('UserAgent', {}, userAgent)]),
  ]);
  const orderMessage = element('PunchOutOrderMessage', {}, [
    textElement('BuyerCookie', {}, message.buyerCookie),
    element('PunchOutOrderMessageHeader', { operationAllowed: message.operationAllowed }, [
      element('Total', {}, [money(message.total, currency)]),
      ...(message.shipping ? [charge('Shipping', message.shipping)] : []),
      ...(message.tax ? [charge('Tax', message.tax)] : []),
    ]),
    ...message.items.map(itemIn),
  ]);
  const deploymentMode = message.deploymentMode === 'test' ? 'test' : undefined;
  return cxmlDocument(
    message.payloadId,
    message.timestamp,
    lang,
    header + element('Message', { deploymentMode }, [orderMessage]),
  );
}

/**
 * The values of the hidden fields of the form that posts an order message to the BrowserFormPost
 * URL. `cxml-urlencoded` holds the document itself: the form's application/x-www-form-urlencoded
 * encoding is what URL-encodes it (encoding it here as well would make the buyer receive
 * percent-escapes); the page that renders the form only HTML-escapes the value.
 */
export function browserFormPostFields(xml: string): { 'cxml-base64': string; 'cxml-urlencoded': string } {
  return { 'cxml-base64': Buffer.from(xml, 'utf8').toString('base64'), 'cxml-urlencoded': xml };
}

/** A payload ID as cXML suggests: time, process, random part and host, e.g. `1741079722000.4242.9f…@shop.example.be`. */
export function newPayloadId(host: string, now = new Date()): string {
  return `${now.getTime()}.${process.pid}.${randomBytes(8).toString('hex')}@${host}`;
}

/** A cXML timestamp: ISO 8601 with the zone written as an offset, `2025-03-04T09:15:22+00:00`. */
export function cxmlTimestamp(now = new Date()): string {
  return now.toISOString().replace(/\.\d{3}Z$/, '+00:00');
}
