import type { ImportOutcome, RefusedRow } from '@tradeshop/api-client/contracts';
import {
  type ArticleDocumentKind,
  type ArticleReferenceKind,
  errorCodes,
  importRowCodes,
  isMeasuredFeature,
  shopUnitCode,
} from '@tradeshop/domain';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../../db/index.ts';
import { ApiProblem } from '../../../platform/problem.ts';
import {
  articleAndFamilyIds,
  brandKeysByName,
  createMissingProductGroups,
  featuresByKey,
  mediaFilesByPath,
  type ProductGroupSent,
} from '../../catalog/index.ts';
import { rebuildSearchIndex } from '../../search/index.ts';
import { importArticles, importListPrices } from '../erp-import.ts';
import type { ImportContext } from '../import-rows.ts';
import {
  type BmecatEntry,
  BmecatFileError,
  type BmecatHeader,
  childrenNamed,
  readBmecat,
  textAt,
  type XmlNode,
} from './bmecat-reader.ts';

/**
 * BMEcat catalogues into the shop (T_NEW_CATALOG, T_UPDATE_PRODUCTS, T_UPDATE_PRICES): each product
 * becomes the row the ERP's article import takes, and its prices the list-price import's row, so
 * that a catalogue goes through the same checks and the same code as the ERP's JSON imports. The
 * whole file or nothing: a product refused anywhere refuses the file, and the report names each one
 * with its line.
 */

/** The fields of the ERP's rows by the BMEcat elements they come from, for the report's reasons. */
const elementOfField: Record<string, string> = {
  number: 'SUPPLIER_PID',
  names: 'DESCRIPTION_SHORT',
  descriptions: 'DESCRIPTION_LONG',
  ean: 'INTERNATIONAL_PID',
  manufacturerNumber: 'MANUFACTURER_PID',
  minPurchase: 'QUANTITY_MIN',
  purchaseStep: 'QUANTITY_INTERVAL',
  maxPurchase: 'QUANTITY_MAX',
  listPrice: 'PRICE_AMOUNT',
  tiers: 'PRICE_AMOUNT',
  taxRate: 'TAX',
  content: 'NO_CU_PER_OU',
  references: 'PRODUCT_REFERENCE',
  additionalInfo: 'REMARKS',
  applications: 'REMARKS',
  documents: 'MIME',
  properties: 'FEATURE',
  measurements: 'FEATURE',
  etimClass: 'REFERENCE_FEATURE_GROUP_ID',
};
const bmecatLanguageOf = { nl: 'nld', fr: 'fra', en: 'eng', de: 'deu' } as Record<string, string>;

/** A reason of the ERP's imports in the catalogue's terms: `names.nl: …` becomes `DESCRIPTION_SHORT (nld): …`. */
export function inCatalogueTerms(reason: string): string {
  return reason.replace(
    /\b([a-zA-Z]+)(?:\.(nl|fr|en|de))?(?=[.:])/g,
    (whole, field: string, language?: string) => {
      const element = elementOfField[field];
      if (!element) return whole;
      return language ? `${element} (${bmecatLanguageOf[language]})` : element;
    },
  );
}

/**
 * Products applied in one go: few, so that what a batch holds (its rows, the article import's
 * checked copies of them, the database's answers) dies young in the worker's heap rather than
 * piling up there until a full collection; more would hardly save time.
 */
const batchSize = 50;

/** BMEcat's language codes (ISO 639-2, and the ISO 639-1 some tools write) as the shop's. */
const shopLanguages: Record<string, 'nl' | 'fr' | 'en' | 'de'> = {
  nld: 'nl',
  dut: 'nl',
  nl: 'nl',
  fra: 'fr',
  fre: 'fr',
  fr: 'fr',
  eng: 'en',
  en: 'en',
  deu: 'de',
  ger: 'de',
  de: 'de',
};

/** The price types a catalogue's list price is read from, the first found: net prices before gross. */
const listPriceTypes = ['net_list', 'net_customer', 'gros_list'];
/** BMEcat's reference types as the shop's kinds of reference; other types are left out. */
const referenceKinds: Record<string, ArticleReferenceKind> = {
  accessories: 'accessory',
  mandatory: 'accessory',
  sparepart: 'sparePart',
  spare_part: 'sparePart',
  similar: 'similar',
  consists_of: 'consistsOf',
  followup: 'successor',
};
/** The MIME purposes that are pictures of the product. */
const picturePurposes = new Set(['normal', 'detail', 'thumbnail', 'logo', 'others']);
/**
 * The MIME purposes of documents as the shop's kinds: BMEcat 2005's data_sheet and
 * safety_data_sheet, and the purposes suppliers' tools write for the rest. A file of another purpose
 * is a CAD model when its type says so, else a data sheet.
 */
const documentKinds: Record<string, ArticleDocumentKind> = {
  data_sheet: 'dataSheet',
  safety_data_sheet: 'safetyDataSheet',
  user_manual: 'manual',
  manual: 'manual',
  instructions: 'manual',
  mounting_instruction: 'manual',
  operating_instructions: 'manual',
  ce_declaration: 'ceDeclaration',
  declaration_of_conformity: 'ceDeclaration',
  certificate: 'certificate',
  drawing: 'drawing',
  dimensional_drawing: 'drawing',
  technical_drawing: 'drawing',
  cad: 'cad',
};
const cadTypes = new Set([
  'model/step',
  'application/step',
  'application/acad',
  'image/vnd.dwg',
  'application/zip',
]);

/** The product's documents: the MIMEs that are not pictures, in `MIME_ORDER`, titled by `MIME_DESCR`. */
function documentsOf(mimes: XmlNode[], header: BmecatHeader) {
  return mimes
    .filter((mime) => !(textAt(mime, 'MIME_TYPE') ?? '').startsWith('image/') && textAt(mime, 'MIME_SOURCE'))
    .map((mime) => {
      const purpose = (textAt(mime, 'MIME_PURPOSE') ?? '').toLowerCase();
      const type = (textAt(mime, 'MIME_TYPE') ?? '').toLowerCase();
      return {
        path: textAt(mime, 'MIME_SOURCE')!,
        kind: documentKinds[purpose] ?? (cadTypes.has(type) ? 'cad' : 'dataSheet'),
        titles: textsOf(mime, 'MIME_DESCR', header) ?? {},
      };
    });
}

/** How a logical feature's FVALUE may be written. */
const logicalValues: Record<string, 'true' | 'false'> = {
  true: 'true',
  false: 'false',
  '1': 'true',
  '0': 'false',
  yes: 'true',
  no: 'false',
};

/**
 * A product's `PRODUCT_FEATURES` (an ETIM class's features, or the distributor's own) as the
 * characteristics the shop knows by their `FNAME`: a value of an alphanumeric or logical feature,
 * a number of a numeric one, two of a range. ETIM's "-" (no value) is left out. A feature the shop
 * does not know, a number it cannot read or a unit other than the feature's refuses the product.
 */
function featuresOf(
  product: XmlNode,
  known: Awaited<ReturnType<typeof featuresByKey>>,
):
  | { problem: string; properties?: never; measurements?: never }
  | {
      problem?: never;
      properties: { group: string; option: string }[];
      measurements: { group: string; value: number; upTo: number | null }[];
    } {
  const properties: { group: string; option: string }[] = [];
  const measurements: { group: string; value: number; upTo: number | null }[] = [];
  for (const feature of childrenNamed(product, 'PRODUCT_FEATURES').flatMap((set) =>
    childrenNamed(set, 'FEATURE'),
  )) {
    const key = textAt(feature, 'FNAME');
    const values = childrenNamed(feature, 'FVALUE')
      .map((value) => value.text.trim())
      .filter((value) => value !== '' && value !== '-');
    if (!key || values.length === 0) continue;
    const shop = known.get(key);
    if (!shop) return { problem: `FNAME ${key}: the shop knows no such feature.` };
    const unit = textAt(feature, 'FUNIT');
    if (isMeasuredFeature(shop.type)) {
      const [value, upTo] = values.map((text) => decimalOf(text));
      if (value === null || value === undefined || upTo === null)
        return { problem: `FVALUE of ${key}: ${values.join(', ')} is no number.` };
      if (unit && shop.unitCode && unit !== shop.unitCode)
        return { problem: `FUNIT of ${key}: the shop keeps it in ${shop.unitCode}, not ${unit}.` };
      measurements.push({ group: key, value, upTo: shop.type === 'range' ? (upTo ?? value) : null });
    } else if (shop.type === 'logical') {
      const value = logicalValues[values[0]!.toLowerCase()];
      if (!value) return { problem: `FVALUE of ${key}: ${values[0]} is neither true nor false.` };
      properties.push({ group: key, option: value });
    } else {
      for (const value of values) properties.push({ group: key, option: value });
    }
  }
  return { properties, measurements };
}

/**
 * The product's ETIM class: the `REFERENCE_FEATURE_GROUP_ID` of its features of an ETIM system
 * (`ETIM-9.0`), or null. A class that is not one (EC and 6 digits) is refused by the article import.
 */
function etimClassOf(product: XmlNode): string | null {
  const etim = childrenNamed(product, 'PRODUCT_FEATURES').find((set) =>
    /^etim/i.test(textAt(set, 'REFERENCE_FEATURE_SYSTEM_NAME') ?? ''),
  );
  return textAt(etim, 'REFERENCE_FEATURE_GROUP_ID');
}

/**
 * The file's group system as product groups: each `CATALOG_STRUCTURE` but the root (the catalogue
 * itself), a group below the root or without a parent at the top, named in its `GROUP_NAME`s (the
 * first the file has where Dutch is missing, its id where it has none), in its `GROUP_ORDER`.
 */
function productGroupsOf(structures: XmlNode[], header: BmecatHeader): ProductGroupSent[] {
  const roots = new Set(
    structures.filter((node) => node.attributes.type === 'root').map((node) => textAt(node, 'GROUP_ID')),
  );
  return structures.flatMap((node, index) => {
    const key = textAt(node, 'GROUP_ID');
    if (!key || roots.has(key)) return [];
    const parent = textAt(node, 'PARENT_ID');
    const names = textsIn(childrenNamed(node, 'GROUP_NAME'), header) ?? {};
    return [
      {
        key,
        parent: parent && !roots.has(parent) ? parent : null,
        names: { ...names, nl: names.nl ?? Object.values(names)[0] ?? key },
        position: decimalOf(textAt(node, 'GROUP_ORDER')) ?? index,
      },
    ];
  });
}

/** MIMEs in their `MIME_ORDER`, those without one last, else in the file's order. */
const byMimeOrder = (a: XmlNode, b: XmlNode) =>
  (decimalOf(textAt(a, 'MIME_ORDER')) ?? Number.MAX_SAFE_INTEGER) -
  (decimalOf(textAt(b, 'MIME_ORDER')) ?? Number.MAX_SAFE_INTEGER);

/** REMARKS by their type: those about applications, and the rest (additional information). */
function remarksOf(details: XmlNode | undefined, header: BmecatHeader) {
  const remarks = childrenNamed(details, 'REMARKS');
  const isApplication = (remark: XmlNode) => /^applications?$/i.test(remark.attributes.type ?? '');
  return {
    additionalInfo: textsIn(
      remarks.filter((remark) => !isApplication(remark)),
      header,
    ),
    applications: textsIn(remarks.filter(isApplication), header),
  };
}

export interface BmecatImportOptions {
  /** Opens the file's bytes from the start (the file is read twice: its groups, then its products). */
  open: () => AsyncIterable<Uint8Array | string>;
  /** When the file came in: the time of change of its rows when the file does not say when it was made. */
  receivedAt: Date;
  /**
   * The key of the category below which the file's groups the shop lacks are made (decision 0078);
   * without it a product in such a group is refused.
   */
  groupsUnder?: string | null;
}

export interface BmecatOutcome extends ImportOutcome {
  transaction: BmecatHeader['transaction'];
  version: BmecatHeader['version'];
}

/** Where a product stands in the file: its position among the products, its line, its number. */
interface Place {
  row: number;
  line: number;
  key: string | null;
}

/** A file the shop cannot read at all: refused whole, with the place where reading stopped. */
function fileRefused(error: BmecatFileError): ApiProblem {
  return new ApiProblem(
    422,
    errorCodes.integrationInvalidCatalogue,
    error.line ? `Line ${error.line}: ${error.message}.` : `${error.message}.`,
    { line: error.line },
  );
}

/** A decimal as BMEcat writes it (a point, sometimes a comma), or null. */
function decimalOf(text: string | null): number | null {
  if (text === null) return null;
  const normalized = text.replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(normalized) ? Number(normalized) : null;
}

/** Rounds a unit price to the four decimals the shop keeps. */
const toFourDecimals = (value: number) => Math.round(value * 10_000) / 10_000;

/** A product's texts of one element per language of the shop: the file's default language for texts without `lang`. */
function textsOf(details: XmlNode | undefined, name: string, header: BmecatHeader) {
  return textsIn(childrenNamed(details, name), header);
}

function textsIn(elements: XmlNode[], header: BmecatHeader) {
  const texts: Partial<Record<'nl' | 'fr' | 'en' | 'de', string>> = {};
  for (const element of elements) {
    const language = shopLanguages[(element.attributes.lang ?? header.languages[0] ?? '').toLowerCase()];
    const text = element.text.trim();
    if (language && text && !texts[language]) texts[language] = text;
  }
  return Object.keys(texts).length > 0 ? texts : null;
}

/** The product's list price and quantity tiers, per order unit, from its price details. */
function pricesOf(product: XmlNode, header: BmecatHeader, orderDetails: XmlNode | undefined) {
  const prices = childrenNamed(product, 'PRODUCT_PRICE_DETAILS').flatMap((details) =>
    childrenNamed(details, 'PRODUCT_PRICE'),
  );
  const type = listPriceTypes.find((candidate) =>
    prices.some((price) => price.attributes.price_type === candidate),
  );
  if (!type)
    return prices.length > 0 ? { problem: 'It has no net_list, net_customer or gros_list price.' } : null;
  const priceQuantity = decimalOf(textAt(orderDetails, 'PRICE_QUANTITY')) ?? 1;
  if (priceQuantity <= 0) return { problem: 'Its PRICE_QUANTITY is not above zero.' };
  const tiers: { fromQuantity: number; price: number }[] = [];
  let taxRate: number | null = null;
  for (const price of prices.filter((entry) => entry.attributes.price_type === type)) {
    const amount = decimalOf(textAt(price, 'PRICE_AMOUNT'));
    const factor = decimalOf(textAt(price, 'PRICE_FACTOR')) ?? 1;
    const from = decimalOf(textAt(price, 'LOWER_BOUND')) ?? 1;
    const currency = textAt(price, 'PRICE_CURRENCY') ?? header.currency ?? 'EUR';
    if (amount === null) return { problem: `A ${type} price has no PRICE_AMOUNT the shop can read.` };
    if (currency !== 'EUR') return { problem: `Its ${type} price is in ${currency}: the shop sells in EUR.` };
    const tax = decimalOf(textAt(price, 'TAX') ?? textAt(price, 'TAX_DETAILS', 'TAX'));
    if (tax !== null) taxRate = Math.round(tax * 100);
    tiers.push({ fromQuantity: from, price: toFourDecimals((amount * factor) / priceQuantity) });
  }
  tiers.sort((a, b) => a.fromQuantity - b.fromQuantity);
  const [first, ...more] = tiers;
  return { listPrice: first!.price, tiers: more, taxRate };
}

/** An article row as a product gives it, before its files are found in the media library. */
interface ArticleDraft extends Record<string, unknown> {
  media: string[];
  documents: { path: string }[];
}

/** Where the integration API's upload (`PUT /integration-api/media/<file>`) puts a file of this name. */
const uploadedPath = (source: string) => `erp/${source.split('/').pop()}`;

/**
 * Finds the files the batch's products name (`MIME_SOURCE`) in the media library: at their path,
 * else under their file name where the integration API's upload puts them, so that a supplier's
 * folders need not be those of the shop. A file found nowhere keeps its path, which the article
 * import refuses.
 */
async function withLibraryPaths(tx: ImportContext['tx'], articles: ArticleDraft[]): Promise<void> {
  const sources = articles.flatMap((article) => [
    ...article.media,
    ...article.documents.map((document) => document.path),
  ]);
  const found = await mediaFilesByPath(tx, [...sources, ...sources.map(uploadedPath)]);
  const inLibrary = (source: string) =>
    found.has(source) || !found.has(uploadedPath(source)) ? source : uploadedPath(source);
  for (const article of articles) {
    article.media = article.media.map(inLibrary);
    for (const document of article.documents) document.path = inLibrary(document.path);
  }
}

/** Products waiting to be applied, with the place of the product behind each row of the ERP's imports. */
interface Batch {
  places: Place[];
  articles: ArticleDraft[];
  prices: unknown[];
  /** The batch's price rows by the place of their product. */
  priceRowPlaces: Place[];
}

/**
 * The article row (and list-price row) of a product, or what keeps the shop from making one. A
 * product's catalogue group must be a product group of the shop (by its ERP key), its manufacturer a
 * brand (by key or name), its order unit one the shop knows.
 */
function rowsOfProduct(
  product: XmlNode,
  header: BmecatHeader,
  group: string | null,
  context: {
    brands: Map<string, string>;
    features: Awaited<ReturnType<typeof featuresByKey>>;
    changedAt: string;
  },
): { article: ArticleDraft | null; price: unknown | null } | { problem: string } {
  const number = textAt(product, 'SUPPLIER_PID');
  if (!number) return { problem: 'It has no SUPPLIER_PID.' };
  const details = childrenNamed(product, 'PRODUCT_DETAILS')[0];
  const orderDetails = childrenNamed(product, 'PRODUCT_ORDER_DETAILS')[0];
  const prices = pricesOf(product, header, orderDetails);
  if (prices && 'problem' in prices) return { problem: prices.problem! };
  const priceRow = prices
    ? { article: number, listPrice: prices.listPrice, tiers: prices.tiers, changedAt: context.changedAt }
    : null;
  if (header.transaction === 'T_UPDATE_PRICES') {
    return priceRow ? { article: null, price: priceRow } : { problem: 'It has no price.' };
  }
  const unitCode = textAt(orderDetails, 'ORDER_UNIT');
  const unit = unitCode ? shopUnitCode(unitCode) : null;
  if (!unit) return { problem: unitCode ? `The shop knows no unit ${unitCode}.` : 'It has no ORDER_UNIT.' };
  const contentCode = textAt(orderDetails, 'CONTENT_UNIT');
  const contentUnit = contentCode ? shopUnitCode(contentCode) : null;
  if (contentCode && !contentUnit) return { problem: `CONTENT_UNIT: the shop knows no unit ${contentCode}.` };
  const perUnit = decimalOf(textAt(orderDetails, 'NO_CU_PER_OU')) ?? 1;
  if (perUnit <= 0) return { problem: 'Its NO_CU_PER_OU is not above zero.' };
  if (!group) return { problem: 'No PRODUCT_TO_CATALOGGROUP_MAP puts it in a catalogue group.' };
  const manufacturer = textAt(details, 'MANUFACTURER_NAME');
  const brand = manufacturer ? context.brands.get(manufacturer.toLowerCase()) : null;
  if (manufacturer && !brand) return { problem: `The shop has no brand ${manufacturer}.` };
  const gtin =
    childrenNamed(details, 'INTERNATIONAL_PID')
      .find((id) => /^(gtin|ean)/i.test(id.attributes.type ?? 'gtin'))
      ?.text.trim() ?? textAt(details, 'EAN');
  const mimes = childrenNamed(product, 'MIME_INFO')
    .flatMap((info) => childrenNamed(info, 'MIME'))
    .sort(byMimeOrder);
  const pictures = mimes
    .filter(
      (mime) =>
        (textAt(mime, 'MIME_TYPE') ?? '').startsWith('image/') &&
        picturePurposes.has(textAt(mime, 'MIME_PURPOSE') ?? 'normal'),
    )
    .flatMap((mime) => textAt(mime, 'MIME_SOURCE') ?? []);
  const quantity = (name: string) => decimalOf(textAt(orderDetails, name));
  const references = childrenNamed(product, 'PRODUCT_REFERENCE').flatMap((reference) => {
    const kind = referenceKinds[(reference.attributes.type ?? '').toLowerCase()];
    const article = textAt(reference, 'PROD_ID_TO');
    if (!kind || !article) return [];
    return [{ kind, article, quantity: decimalOf(reference.attributes.quantity ?? null) }];
  });
  const features = featuresOf(product, context.features);
  if (features.problem !== undefined) return { problem: features.problem };
  const status = textAt(details, 'PRODUCT_STATUS');
  return {
    article: {
      number,
      ean: gtin || null,
      brand: brand ?? null,
      manufacturerNumber: textAt(details, 'MANUFACTURER_PID'),
      category: group,
      etimClass: etimClassOf(product),
      names: textsOf(details, 'DESCRIPTION_SHORT', header),
      descriptions: textsOf(details, 'DESCRIPTION_LONG', header),
      ...remarksOf(details, header),
      unit,
      // A pack of another unit (a box of 100 pieces, a cartridge of 310 ml); one of the same unit is no pack.
      content: contentUnit && (contentUnit !== unit || perUnit !== 1) ? { unit: contentUnit, perUnit } : null,
      minPurchase: quantity('QUANTITY_MIN') ?? 1,
      purchaseStep: quantity('QUANTITY_INTERVAL') ?? 1,
      maxPurchase: quantity('QUANTITY_MAX'),
      ...(prices ? { listPrice: prices.listPrice } : {}),
      ...(prices?.taxRate !== null && prices?.taxRate !== undefined ? { taxRate: prices.taxRate } : {}),
      properties: features.properties,
      measurements: features.measurements,
      media: [...new Set(pictures)],
      documents: documentsOf(mimes, header),
      references: references.filter(
        (reference, index) =>
          references.findIndex(
            (other) => other.kind === reference.kind && other.article === reference.article,
          ) === index,
      ),
      // A product the supplier no longer delivers stays in the shop, not orderable.
      salesBlock: status && /^(discontinued|obsolete)$/i.test(status) ? status : null,
      changedAt: context.changedAt,
    },
    price: priceRow,
  };
}

/**
 * The file's products (their place among the products, line and number) and group maps, written by
 * the first reading to temporary tables of the import's transaction, so that the second finds each
 * product's catalogue group and the first product of its number without holding the whole file's
 * in memory. An import drops them at its end; a refused one's transaction takes them with it.
 */
const fileTables = [
  sql`create temporary table bmecat_product (row int primary key, line int not null, number text)`,
  sql`create index on bmecat_product (number, row)`,
  sql`create temporary table bmecat_group_map (position int primary key, number text not null, group_key text not null)`,
  sql`create index on bmecat_group_map (number, position)`,
];

/** A PRODUCT_TO_CATALOGGROUP_MAP: its position among the file's maps, the product's number, the group. */
interface GroupMap {
  position: number;
  number: string;
  group: string;
}

async function writeProducts(tx: Tx, places: Place[]) {
  if (places.length === 0) return;
  await tx.execute(sql`insert into bmecat_product (row, line, number)
    select * from unnest(${sql.param(places.map((place) => place.row))}::int[],
                         ${sql.param(places.map((place) => place.line))}::int[],
                         ${sql.param(places.map((place) => place.key))}::text[])`);
}

async function writeGroupMaps(tx: Tx, maps: GroupMap[]) {
  if (maps.length === 0) return;
  await tx.execute(sql`insert into bmecat_group_map (position, number, group_key)
    select * from unnest(${sql.param(maps.map((map) => map.position))}::int[],
                         ${sql.param(maps.map((map) => map.number))}::text[],
                         ${sql.param(maps.map((map) => map.group))}::text[])`);
}

/**
 * Reads the whole file once for what products refer to: their catalogue groups (to the tables),
 * manufacturers and features; answers those with the header.
 */
async function scanFile(tx: Tx, open: BmecatImportOptions['open']) {
  for (const statement of fileTables) await tx.execute(statement);
  const manufacturers = new Set<string>();
  const features = new Set<string>();
  const products: Place[] = [];
  const groupMaps: GroupMap[] = [];
  const groups: XmlNode[] = [];
  let row = 0;
  let position = 0;
  const header = await readBmecat(open(), async (entry: BmecatEntry) => {
    if (entry.kind === 'group') groups.push(entry.node);
    else if (entry.kind === 'groupMap' && entry.mode !== 'delete') {
      const number = textAt(entry.node, 'PROD_ID');
      const group = textAt(entry.node, 'CATALOG_GROUP_ID');
      if (number && group) groupMaps.push({ position: position++, number, group });
    } else if (entry.kind === 'product') {
      products.push({ row: row++, line: entry.node.line, key: textAt(entry.node, 'SUPPLIER_PID') });
      const manufacturer = textAt(childrenNamed(entry.node, 'PRODUCT_DETAILS')[0], 'MANUFACTURER_NAME');
      if (manufacturer) manufacturers.add(manufacturer);
      for (const set of childrenNamed(entry.node, 'PRODUCT_FEATURES')) {
        for (const feature of childrenNamed(set, 'FEATURE')) {
          const name = textAt(feature, 'FNAME');
          if (name) features.add(name);
        }
      }
    }
    if (products.length >= batchSize) await writeProducts(tx, products.splice(0));
    if (groupMaps.length >= batchSize) await writeGroupMaps(tx, groupMaps.splice(0));
  });
  await writeProducts(tx, products);
  await writeGroupMaps(tx, groupMaps);
  // Their sizes, for the plans of the lookups (no autovacuum analyses a temporary table).
  await tx.execute(sql`analyze bmecat_product, bmecat_group_map`);
  return {
    header,
    groups: productGroupsOf(groups, header),
    manufacturers: [...manufacturers],
    features: [...features],
  };
}

/**
 * For the products from `row` on (`count` of them, in the file's order): the first product of the
 * file with the same number (its row and line), and the catalogue group that the file's first group
 * map of the number gives.
 */
async function productFacts(tx: Tx, row: number, count: number) {
  return queryRows<{ first_row: number | null; first_line: number | null; group_key: string | null }>(
    tx,
    sql`select first.row as first_row, first.line as first_line,
               (select m.group_key from bmecat_group_map m where m.number = p.number
                order by m.position limit 1) as group_key
        from bmecat_product p
        left join lateral (select same.row, same.line from bmecat_product same where same.number = p.number
                           order by same.row limit 1) first on true
        where p.row >= ${row} and p.row < ${row + count} order by p.row`,
  );
}

/**
 * Imports a BMEcat catalogue in the caller's transaction. Throws a 422 ApiProblem: with every
 * refused product and its line (nothing of the file applied; the caller's transaction rolls back),
 * or, for a file the shop cannot read, with the line where reading stopped.
 */
export async function importBmecat(ctx: ImportContext, options: BmecatImportOptions): Promise<BmecatOutcome> {
  try {
    return await importReadable(ctx, options);
  } catch (error) {
    throw error instanceof BmecatFileError ? fileRefused(error) : error;
  }
}

async function importReadable(ctx: ImportContext, options: BmecatImportOptions): Promise<BmecatOutcome> {
  const references = await scanFile(ctx.tx, options.open);
  const { header } = references;
  if (options.groupsUnder && references.groups.length > 0) {
    const made = await createMissingProductGroups(ctx.tx, references.groups, options.groupsUnder);
    if ('problem' in made) throw new BmecatFileError(made.problem, null);
  }
  const context = {
    brands: await brandKeysByName(ctx.tx, references.manufacturers),
    features: await featuresByKey(ctx.tx, references.features),
    changedAt: header.generatedAt ?? options.receivedAt.toISOString(),
  };
  const refused: (RefusedRow & { line: number })[] = [];
  const totals = { received: 0, created: 0, updated: 0, unchanged: 0 };
  let batch: Batch = { places: [], articles: [], prices: [], priceRowPlaces: [] };
  let index = 0;
  /** The facts of the products from `factsFrom` on, fetched a batch's worth at a time as the reading reaches them. */
  let facts: Awaited<ReturnType<typeof productFacts>> = [];
  let factsFrom = 0;
  /** Whether articles were written, whose search rows are then rebuilt once at the end. */
  let articlesWritten = false;

  /** Runs one of the ERP's imports on the batch's rows, turning its refusals into places in the file. */
  const applied = async (
    run: (rows: unknown[]) => Promise<ImportOutcome>,
    rows: unknown[],
    places: Place[],
  ): Promise<ImportOutcome | null> => {
    if (rows.length === 0) return null;
    try {
      return await run(rows);
    } catch (error) {
      if (!(error instanceof ApiProblem) || error.code !== errorCodes.integrationRowsRefused) throw error;
      for (const row of error.parameters.rows as RefusedRow[]) {
        const place = places[row.row]!;
        refused.push({ ...row, ...place, key: row.key ?? place.key, reason: inCatalogueTerms(row.reason) });
      }
      return null;
    }
  };
  const flush = async () => {
    const current = batch;
    batch = { places: [], articles: [], prices: [], priceRowPlaces: [] };
    await withLibraryPaths(ctx.tx, current.articles);
    const articles = await applied(
      (rows) => importArticles({ ...ctx, searchIndexDeferred: true }, rows),
      current.articles,
      current.places,
    );
    if (articles) {
      addTo(totals, articles);
      articlesWritten = true;
    }
    // Prices only for articles that are in: a refused batch's prices would be refused again.
    if (current.articles.length > 0 && !articles) return;
    const prices = await applied(
      (rows) => importListPrices(ctx, rows),
      current.prices,
      current.priceRowPlaces,
    );
    if (prices && header.transaction === 'T_UPDATE_PRICES') addTo(totals, prices);
  };

  await readBmecat(options.open(), async (entry) => {
    if (entry.kind !== 'product') return;
    const place = { row: index, line: entry.node.line, key: textAt(entry.node, 'SUPPLIER_PID') };
    index += 1;
    if (place.row >= factsFrom + facts.length) {
      factsFrom = place.row;
      facts = await productFacts(ctx.tx, factsFrom, batchSize);
    }
    const { first_row: firstRow, first_line: firstLine, group_key: group } = facts[place.row - factsFrom]!;
    if (firstRow !== null && firstRow !== place.row) {
      refused.push({
        ...place,
        code: importRowCodes.duplicate,
        reason: `The product on line ${firstLine} has the same SUPPLIER_PID.`,
      });
      return;
    }
    const rows =
      entry.mode === 'delete'
        ? { problem: 'A catalogue does not delete articles: the ERP’s article import blocks or ends them.' }
        : rowsOfProduct(entry.node, header, group, context);
    if ('problem' in rows) {
      refused.push({ ...place, code: importRowCodes.invalid, reason: rows.problem });
      return;
    }
    if (rows.article) {
      batch.articles.push(rows.article);
      batch.places.push(place);
    }
    if (rows.price) {
      batch.prices.push(rows.price);
      batch.priceRowPlaces.push(place);
    }
    if (Math.max(batch.places.length, batch.priceRowPlaces.length) >= batchSize) await flush();
  });
  await flush();
  if (refused.length > 0) {
    throw new ApiProblem(
      422,
      errorCodes.integrationRowsRefused,
      `${refused.length} of ${index} products were refused; nothing of the catalogue was applied.`,
      { received: index, refused: refused.length, rows: refused.sort((a, b) => a.line - b.line) },
    );
  }
  // One rebuild for the whole file: far cheaper than one per batch.
  if (articlesWritten && !ctx.searchIndexDeferred) {
    const numbers = await queryRows<{ number: string }>(
      ctx.tx,
      sql`select number from bmecat_product where number is not null`,
    );
    await rebuildSearchIndex(
      ctx.tx,
      await articleAndFamilyIds(
        ctx.tx,
        numbers.map((row) => row.number),
      ),
    );
  }
  await ctx.tx.execute(sql`drop table bmecat_product, bmecat_group_map`);
  totals.received = index;
  totals.unchanged = index - totals.created - totals.updated;
  return { ...totals, transaction: header.transaction, version: header.version };
}

function addTo(totals: ImportOutcome, outcome: ImportOutcome) {
  totals.created += outcome.created;
  totals.updated += outcome.updated;
}
