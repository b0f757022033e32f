import { articleDocumentKinds, articleReferenceKinds, featureTypes, orderStatuses } from '@tradeshop/domain';
import { z } from 'zod';
import { postalAddress, vatTreatment } from './checkout.ts';
import { costPostSnapshot } from './cost-post.ts';
import { catalogFileKinds } from './files-catalog.ts';

/**
 * The integration API (`/integration-api`): what the distributor's ERP sends in. Every import is a
 * batch of rows keyed by the ERP's own numbers; a batch is applied whole or not at all.
 */

/** Rows one request may carry. */
export const integrationMaxRows = 10_000;

/** OAuth2 client-credentials grant (RFC 6749 §4.4), as a form or JSON body. */
export const integrationTokenRequest = z.object({
  grant_type: z.literal('client_credentials'),
  client_id: z.string().min(1).max(100).optional(),
  client_secret: z.string().min(1).max(200).optional(),
});

export const integrationTokenResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
});

/** The body of every import: the rows, checked one by one so that the report names each bad one. */
export const integrationImportRequest = z.object({
  rows: z.array(z.unknown()).min(1).max(integrationMaxRows),
});

const articleNumber = z.string().trim().min(1).max(64);
/** When the ERP changed the row: an update older than the one stored is refused. */
const changedAt = z.iso
  .datetime({ offset: true })
  .refine((value) => Date.parse(value) >= 0, { message: 'Not before 1970' });
/** A number from 0 to `max` with at most `places` decimals. */
const decimal = (max: number, places: number) =>
  z
    .number()
    .min(0)
    .max(max)
    .refine((value) => Math.abs(value * 10 ** places - Math.round(value * 10 ** places)) < 1e-3, {
      message: `At most ${places} decimals`,
    });
/** A quantity in the article's unit. */
const quantity = decimal(20_000_000, 2);
/** An amount without VAT, as prices are kept. */
const amount = decimal(10_000_000, 4);
/** An amount in euro with cents, for a company's terms. */
const euros = decimal(1_000_000_000, 2);
const day = z.iso.date().refine((value) => Date.parse(value) >= 0, { message: 'Not before 1970' });
const erpNumber = z.string().trim().min(1).max(64);

/** Unit prices from a quantity on, each tier from its own quantity. */
const priceTiers = (fromQuantity: z.ZodType<number>) =>
  z
    .array(z.object({ fromQuantity, price: amount }))
    .max(20)
    .refine((tiers) => new Set(tiers.map((tier) => tier.fromQuantity)).size === tiers.length, {
      message: 'Each tier starts at its own quantity',
    });

export const warehouseRow = z.object({
  code: z.string().trim().min(1).max(20),
  name: z.string().trim().min(1).max(100),
});
export type WarehouseRow = z.infer<typeof warehouseRow>;

/** What a warehouse holds of an article that the shop may sell, and when more comes. */
export const stockRow = z.object({
  article: articleNumber,
  warehouse: z.string().trim().min(1).max(20),
  quantity,
  restockOn: day.nullable().optional(),
  changedAt,
});
export type StockRow = z.infer<typeof stockRow>;

/** An article's list price and its quantity tiers (from a quantity on, a lower unit price). */
export const listPriceRow = z.object({
  article: articleNumber,
  listPrice: amount,
  tiers: priceTiers(quantity.refine((value) => value > 0, 'Above zero')).default([]),
  changedAt,
});
export type ListPriceRow = z.infer<typeof listPriceRow>;

/**
 * A company's contract prices for an article (from a quantity on; the first tier usually from 0).
 * The tiers sent replace the company's prices for the article; none removes them.
 */
export const companyPriceRow = z.object({
  company: z.string().trim().min(1).max(20),
  article: articleNumber,
  tiers: priceTiers(quantity),
  changedAt,
});
export type CompanyPriceRow = z.infer<typeof companyPriceRow>;

/**
 * What the ERP says of a shop order: its status (one of the twelve), the shipment and where to
 * follow it, and per line sent its delivery date, shipping note and invoice. A field left out or
 * null is empty; lines not sent keep what they had.
 */
const trackAndTraceUrl = z
  .url({ protocol: /^https?$/ })
  .max(500)
  .nullable()
  .default(null);

export const orderStatusRow = z.object({
  order: z.string().trim().min(1).max(32),
  status: z.enum(orderStatuses),
  shipmentNumber: erpNumber.nullable().default(null),
  trackAndTraceUrl,
  lines: z
    .array(
      z.object({
        position: z.number().int().min(1).max(100_000),
        deliveryDate: day.nullable().default(null),
        shippingNoteNumber: erpNumber.nullable().default(null),
        invoiceNumber: erpNumber.nullable().default(null),
        invoiceDate: day.nullable().default(null),
      }),
    )
    .max(1000)
    .refine((lines) => new Set(lines.map((line) => line.position)).size === lines.length, {
      message: 'Each line once',
    })
    .default([]),
  changedAt,
});
export type OrderStatusRow = z.infer<typeof orderStatusRow>;

/** An address the ERP keeps for a company, under its own key. */
const erpAddress = z.object({
  key: erpNumber,
  name: z.string().trim().min(1).max(200),
  street: z.string().trim().min(1).max(200),
  houseNumber: z.string().trim().min(1).max(20),
  box: z.string().trim().max(20).nullable().default(null),
  zipcode: z.string().trim().min(1).max(20),
  city: z.string().trim().min(1).max(100),
  country: z.string().regex(/^[A-Z]{2}$/, 'ISO 3166-1 alpha-2, e.g. BE'),
  email: z.email().max(254).nullable().default(null),
});
export type ErpAddress = z.infer<typeof erpAddress>;

/**
 * A customer company by its six-digit number: its terms (credit limit, minimum order value and the
 * surcharge below it), whether it is blocked (its users cannot log in), and the addresses the ERP
 * keeps for it. Addresses are kept by their key; those made in the shop are never touched.
 */
export const companyRow = z
  .object({
    number: z.string().regex(/^\d{6}$/, 'Six digits'),
    clientNumber: erpNumber.nullable().default(null),
    name: z.string().trim().min(1).max(200),
    vatNumber: z.string().trim().min(4).max(20).nullable().default(null),
    blocked: z.boolean().default(false),
    creditLimit: euros.nullable().default(null),
    minimumOrderValue: euros.nullable().default(null),
    minimumOrderSurcharge: euros.nullable().default(null),
    invoiceEmail: z.email().max(254).nullable().default(null),
    billingAddress: erpAddress,
    deliveryAddresses: z.array(erpAddress).max(100).default([]),
    changedAt,
  })
  .refine(
    (row) =>
      new Set([row.billingAddress.key, ...row.deliveryAddresses.map((address) => address.key)]).size ===
      row.deliveryAddresses.length + 1,
    {
      message: 'Each address has its own key',
      path: ['deliveryAddresses'],
    },
  );
export type CompanyRow = z.infer<typeof companyRow>;

/** The ERP's code of a brand, product group, characteristic or value. */
const erpKey = z.string().trim().min(1).max(64);

/**
 * A text per catalogue language (`nl`, `en`, `fr`, `de`): Dutch, the shop's first language, is
 * required; a language left out shows the Dutch text.
 */
const texts = (max: number) =>
  z.object({
    nl: z.string().trim().min(1).max(max),
    en: z.string().trim().min(1).max(max).optional(),
    fr: z.string().trim().min(1).max(max).optional(),
    de: z.string().trim().min(1).max(max).optional(),
  });
export type ErpTexts = z.infer<ReturnType<typeof texts>>;
/** Texts in whichever of the languages a supplier wrote them. */
const someTexts = (max: number) => texts(max).partial();

/**
 * A brand by the ERP's code: its name, website, description per language and logo (a picture of the
 * media library, uploaded at `PUT /integration-api/media/<file>`).
 */
export const brandRow = z.object({
  key: erpKey,
  name: z.string().trim().min(1).max(100),
  link: z
    .url({ protocol: /^https?$/ })
    .max(500)
    .nullable()
    .default(null),
  descriptions: texts(5000).nullable().default(null),
  logo: z.string().trim().min(1).max(255).nullable().default(null),
  changedAt,
});
export type BrandRow = z.infer<typeof brandRow>;

/**
 * A characteristic articles are described and filtered by, with its values: the distributor's own
 * (`material`) or an ETIM feature (`EF000040`) with its names in the shop's languages, as the
 * distributor maps ETIM for its shop. An `alphanumeric` one has values (ETIM `EV…`) that articles
 * name in `properties`; a `logical` one has the values `true` and `false`; a `numeric` or `range`
 * one has a unit and takes numbers (`measurements`), which listings filter by range.
 */
export const featureRow = z
  .object({
    key: erpKey,
    type: z.enum(featureTypes),
    names: texts(100),
    /** A numeric or range feature's unit: its code (ETIM `EU570448`) and its symbol per language (`mm`). */
    unit: z
      .object({ code: erpKey, symbols: texts(20) })
      .nullable()
      .default(null),
    /** An alphanumeric feature's values, with their names per language; values once sent are kept. */
    values: z
      .array(z.object({ key: erpKey, names: texts(100) }))
      .max(5000)
      .default([]),
    /** Whether listings and search offer it as a filter. */
    filterable: z.boolean().default(true),
    /** Where it stands among the characteristics of a product and of a listing's filters. */
    position: z.number().int().min(0).max(100_000).default(0),
    changedAt,
  })
  .refine((row) => row.type === 'alphanumeric' || row.values.length === 0, {
    message: 'Only an alphanumeric feature has values',
    path: ['values'],
  })
  .refine((row) => row.unit === null || row.type === 'numeric' || row.type === 'range', {
    message: 'Only a numeric or range feature has a unit',
    path: ['unit'],
  });
export type FeatureRow = z.infer<typeof featureRow>;

const characteristic = z.object({ group: erpKey, option: erpKey });
/** A number of a numeric feature, or a range (`value` up to `upTo`) of a range feature. */
const measurement = z
  .object({ group: erpKey, value: z.number().finite(), upTo: z.number().finite().nullable().default(null) })
  .refine((entry) => entry.upTo === null || entry.upTo >= entry.value, {
    message: 'The upper end is below the lower one',
    path: ['upTo'],
  });
const positiveQuantity = quantity.refine((value) => value > 0, 'Above zero');

/**
 * An article by its number, as the ERP keeps it: codes, brand, product group, texts, the
 * characteristics the listing filters on, how it is sold, and its pictures. A variant names its
 * family (an article sent in the same request or before); the family shows what its variants
 * share. A new article needs its list price; later rows may leave it to the list-price import.
 */
export const articleRow = z
  .object({
    number: articleNumber,
    family: articleNumber.nullable().default(null),
    ean: z
      .string()
      .regex(/^(\d{8}|\d{12,14})$/, 'EAN-8, UPC-A, EAN-13 or GTIN-14 digits')
      .nullable()
      .default(null),
    brand: erpKey.nullable().default(null),
    manufacturerNumber: z.string().trim().min(1).max(64).nullable().default(null),
    category: erpKey,
    /** The article's UNSPSC code (8 digits), which procurement systems classify it by. */
    unspsc: z
      .string()
      .trim()
      .regex(/^\d{8}$/, 'An UNSPSC code of 8 digits')
      .nullable()
      .default(null),
    /** The article's ETIM class (`EC` and 6 digits), which procurement systems may classify it by. */
    etimClass: z
      .string()
      .trim()
      .regex(/^EC\d{6}$/, 'An ETIM class: EC and 6 digits')
      .nullable()
      .default(null),
    names: texts(255),
    descriptions: texts(20_000).nullable().default(null),
    /** What the product page's "Additional information" tab tells (mounting, packaging, remarks). */
    additionalInfo: texts(5000).nullable().default(null),
    /** What the product page's "Applications" tab tells: where and for what the article is used. */
    applications: texts(5000).nullable().default(null),
    /** The characteristics the listing filters on. */
    properties: z.array(characteristic).max(60).default([]),
    /** Numbers of numeric features (a length, a voltage) and ranges of range features, which listings filter by range. */
    measurements: z.array(measurement).max(100).default([]),
    /** For a variant: the characteristics its family's variants differ by (e.g. length 40 mm). */
    variantOptions: z.array(characteristic).max(5).default([]),
    unit: z.string().regex(/^[A-Z0-9]{2,3}$/, 'A UN/ECE unit code such as PCE, MTR, KGM'),
    /** What one order unit holds when it is a pack of another unit: a box (`BX`) of 100 pieces (`PCE`). */
    content: z
      .object({
        unit: z.string().regex(/^[A-Z0-9]{2,3}$/, 'A UN/ECE unit code such as PCE, MTR, KGM'),
        perUnit: positiveQuantity,
      })
      .nullable()
      .default(null),
    minPurchase: positiveQuantity.default(1),
    purchaseStep: positiveQuantity.default(1),
    maxPurchase: positiveQuantity.nullable().default(null),
    closeout: z.boolean().default(false),
    /** Why the article cannot be ordered in the shop (e.g. "On request"); null: it can. */
    salesBlock: z.string().trim().min(1).max(200).nullable().default(null),
    deliveryTime: z
      .object({
        min: z.number().int().min(0).max(365),
        max: z.number().int().min(0).max(365),
        unit: z.enum(['day', 'week', 'month']),
      })
      .nullable()
      .default(null),
    /** Days until the ERP expects more when the article is out of stock. */
    restockDays: z.number().int().min(0).max(3650).nullable().default(null),
    listPrice: amount.optional(),
    taxRate: z.union([z.literal(0), z.literal(6), z.literal(12), z.literal(21)]).default(21),
    active: z.boolean().default(true),
    releaseDate: day.nullable().default(null),
    /** Units sold over the last year: the best-seller order. */
    soldLastYear: z.number().int().min(0).max(1_000_000_000).default(0),
    /** Pictures in the shop's media library, by their path (uploaded at `PUT /integration-api/media/<file>`); the first is the cover. */
    media: z.array(z.string().trim().min(1).max(255)).max(20).default([]),
    /**
     * Other articles by number, each with how it belongs to this one (`accessory`, `sparePart`,
     * `similar`, `consistsOf`, `successor`), in the order shown; they replace the article's
     * references, and when left out the references stay as they are. An article the shop does not
     * have yet shows once it comes.
     */
    references: z
      .array(
        z.object({
          kind: z.enum(articleReferenceKinds),
          article: articleNumber,
          quantity: positiveQuantity.nullable().default(null),
        }),
      )
      .max(200)
      .optional(),
    /**
     * Data sheets, safety data sheets, manuals, CE declarations, certificates, drawings and CAD
     * models in the media library, by their path (uploaded at `PUT /integration-api/media/<file>`),
     * each with its `kind` and a title per language, in the order shown; they replace the article's
     * documents, and when left out the documents stay as they are.
     */
    documents: z
      .array(
        z.object({
          path: z.string().trim().min(1).max(255),
          kind: z.enum(articleDocumentKinds),
          titles: someTexts(200).default({}),
        }),
      )
      .max(30)
      .optional(),
    changedAt,
  })
  .refine((row) => row.family !== row.number, {
    message: 'An article is not its own family',
    path: ['family'],
  })
  .refine((row) => !row.references?.some((reference) => reference.article === row.number), {
    message: 'An article does not refer to itself',
    path: ['references'],
  })
  .refine((row) => row.maxPurchase === null || row.maxPurchase >= row.minPurchase, {
    message: 'The maximum is below the minimum',
    path: ['maxPurchase'],
  })
  .refine((row) => !row.deliveryTime || row.deliveryTime.max >= row.deliveryTime.min, {
    message: 'The longest time is below the shortest',
    path: ['deliveryTime'],
  });
export type ErpArticleRow = z.infer<typeof articleRow>;

/** A company's discount on every article of a brand; null ends it. */
export const companyDiscountRow = z.object({
  company: z.string().trim().min(1).max(20),
  brand: erpKey,
  discountPercent: decimal(100, 2).nullable(),
  changedAt,
});
export type CompanyDiscountRow = z.infer<typeof companyDiscountRow>;

const companyNumber = z.string().regex(/^\d{6}$/, 'Six digits');
/** A number up to ±`max` with at most two decimals: credit notes and returns are negative. */
const signedHundredths = (max: number) =>
  z
    .number()
    .min(-max)
    .max(max)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-3, {
      message: 'At most 2 decimals',
    });
/** An amount in euro with cents. */
const signedEuros = signedHundredths(1_000_000_000);
const text = (max: number) => z.string().trim().min(1).max(max);
const unitCode = z.string().regex(/^[A-Z0-9]{2,3}$/, 'A UN/ECE unit code such as PCE, MTR, KGM');
const signedQuantity = signedHundredths(20_000_000);
/** The lines of a document, each at its own position. */
const documentLines = <T extends z.ZodRawShape>(shape: T) =>
  z
    .array(z.object({ position: z.number().int().min(1).max(100_000), ...shape }))
    .min(1)
    .max(1000)
    .refine(
      (lines: readonly unknown[]) =>
        new Set(lines.map((line) => (line as { position: number }).position)).size === lines.length,
      { message: 'Each line once' },
    );
/** The VAT of a document per rate: the base it is charged on and the amount. */
const vatBreakdown = z
  .array(z.object({ rate: decimal(100, 2), base: signedEuros, amount: signedEuros }))
  .min(1)
  .max(10);

/** Where an order came in at the distributor. */
export const erpOrderChannels = ['shop', 'phone', 'email', 'edi', 'counter', 'field'] as const;

/**
 * An order as the ERP keeps it, whatever channel it came in by (the shop, phone, e-mail, EDI, the
 * counter), for the order history: its status, shipment and lines with their delivery, shipping
 * note and invoice. `shopOrder` names the shop's order it came from.
 */
export const erpOrderRow = z.object({
  number: erpNumber,
  company: companyNumber,
  shopOrder: z.string().trim().min(1).max(32).nullable().default(null),
  channel: z.enum(erpOrderChannels),
  orderedAt: z.iso.datetime({ offset: true }),
  status: z.enum(orderStatuses),
  reference: text(100).nullable().default(null),
  orderedBy: text(200).nullable().default(null),
  billingAddress: erpAddress.nullable().default(null),
  deliveryAddress: erpAddress.nullable().default(null),
  shipmentNumber: erpNumber.nullable().default(null),
  trackAndTraceUrl,
  shippingCost: signedEuros.default(0),
  additionalCost: signedEuros.default(0),
  net: signedEuros,
  total: signedEuros,
  lines: documentLines({
    article: articleNumber.nullable().default(null),
    customerArticle: text(64).nullable().default(null),
    name: text(255),
    description: text(2000).nullable().default(null),
    quantity: signedQuantity,
    unit: unitCode,
    unitPrice: amount,
    totalPrice: signedEuros,
    deliveryDate: day.nullable().default(null),
    shippingNoteNumber: erpNumber.nullable().default(null),
    invoiceNumber: erpNumber.nullable().default(null),
    invoiceDate: day.nullable().default(null),
    /** The firm of the group and the warehouse that ship the line, when the order ships from several. */
    firm: text(20).nullable().default(null),
    warehouse: text(20).nullable().default(null),
  }),
  changedAt,
});
export type ErpOrderRow = z.infer<typeof erpOrderRow>;

/**
 * An invoice (or a credit note, with negative amounts) as the ERP issued it, with what an
 * electronic invoice needs: lines with their VAT rate, the VAT per rate, the due date and the
 * payment reference. Its PDF and delivery proof come by `PUT /integration-api/documents/...`.
 */
export const invoiceRow = z
  .object({
    number: erpNumber,
    company: companyNumber,
    type: z.enum(['invoice', 'creditNote']).default('invoice'),
    issuedOn: day,
    dueOn: day.nullable().default(null),
    orders: z.array(erpNumber).max(100).default([]),
    reference: text(100).nullable().default(null),
    shippingNoteNumbers: z.array(erpNumber).max(100).default([]),
    paymentReference: text(64).nullable().default(null),
    net: signedEuros,
    vat: signedEuros,
    total: signedEuros,
    openAmount: signedEuros,
    vatBreakdown,
    /**
     * An exempt invoice's VAT category (UNCL 5305: K an intra-community supply, G an export) and its
     * VATEX reason, as the order's `vat` named them; null under Belgian VAT (S, or Z at 0 %).
     */
    vatExemption: z
      .object({
        category: z.enum(['K', 'G']),
        reasonCode: z.enum(['VATEX-EU-IC', 'VATEX-EU-G']),
      })
      .nullable()
      .default(null),
    /** The day the goods were delivered (EN 16931 BT-72): an intra-community supply names it. */
    deliveredOn: day.nullable().default(null),
    /** The country the goods went to (EN 16931 BT-80): an intra-community supply names it. */
    deliveryCountry: z
      .string()
      .regex(/^[A-Z]{2}$/, 'ISO 3166-1 alpha-2, e.g. NL')
      .nullable()
      .default(null),
    lines: documentLines({
      article: articleNumber.nullable().default(null),
      name: text(255),
      quantity: signedQuantity,
      unit: unitCode,
      unitPrice: amount,
      net: signedEuros,
      vatRate: decimal(100, 2),
      order: erpNumber.nullable().default(null),
      /** The buyer's cost post (general-ledger account) the line is charged to, as the order named it. */
      costPost: z
        .object({ code: text(30), name: text(100) })
        .nullable()
        .default(null),
    }),
    changedAt,
  })
  .refine((row) => !row.dueOn || row.dueOn >= row.issuedOn, {
    message: 'Due before it was issued',
    path: ['dueOn'],
  })
  .refine((row) => Math.abs(row.net + row.vat - row.total) < 0.005, {
    message: 'net + vat is not the total',
    path: ['total'],
  })
  .refine((row) => !row.vatExemption || row.lines.every((line) => line.vatRate === 0), {
    message: 'An exempt invoice charges no VAT on any line',
    path: ['vatExemption'],
  })
  .refine((row) => row.vatExemption?.category !== 'K' || (row.deliveryCountry && row.deliveredOn), {
    message: 'An intra-community supply names the day and the country the goods were delivered',
    path: ['deliveryCountry'],
  });
export type InvoiceRow = z.infer<typeof invoiceRow>;

/** An offer the distributor made a company: open until the customer orders or it is processed. */
export const offerRow = z
  .object({
    number: erpNumber,
    company: companyNumber,
    reference: text(100).nullable().default(null),
    /** The shop's offer request it answers (`OV-…`), when the buyer asked for it in the shop. */
    request: text(40).nullable().default(null),
    offeredOn: day,
    validUntil: day.nullable().default(null),
    status: z.enum(['open', 'processed']),
    net: signedEuros,
    lines: documentLines({
      article: articleNumber.nullable().default(null),
      customerArticle: text(64).nullable().default(null),
      name: text(255),
      quantity: signedQuantity,
      unit: unitCode,
      deliveryDate: day.nullable().default(null),
      unitPrice: amount,
      net: signedEuros,
      status: text(40).nullable().default(null),
    }),
    changedAt,
  })
  .refine((row) => !row.validUntil || row.validUntil >= row.offeredOn, {
    message: 'Valid until before the offer date',
    path: ['validUntil'],
  });
export type OfferRow = z.infer<typeof offerRow>;

/** The largest file of the files catalogue, and its size as base64 (4 characters per 3 bytes). */
export const catalogFileMaxBytes = 20 * 1024 * 1024;
const catalogFileMaxBase64 = Math.ceil(catalogFileMaxBytes / 3) * 4;

/**
 * A file of the files catalogue (a catalogue, leaflet, safety data sheet, manual or certificate) by
 * its key: what it is, the language it is written in (`nl`, `en`, `fr`, `de`), its brand and the
 * articles it is about, and the PDF itself: its bytes as `contentBase64`, or the path of a PDF
 * already in the media library as `media`.
 */
export const catalogFileRow = z
  .object({
    key: z
      .string()
      .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/, 'Letters, digits, dots, dashes and underscores'),
    kind: z.enum(catalogFileKinds),
    language: z.enum(['nl', 'en', 'fr', 'de']),
    title: text(200),
    description: z.string().trim().max(2000).default(''),
    brand: erpKey.nullable().default(null),
    articles: z
      .array(articleNumber)
      .max(1000)
      .refine((numbers) => new Set(numbers).size === numbers.length, { message: 'Each article once' })
      .default([]),
    publishedAt: z.iso.datetime({ offset: true }).nullable().default(null),
    contentBase64: z
      .string()
      .max(catalogFileMaxBase64 + 4, 'At most 20 MB')
      .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'Not base64')
      .optional(),
    media: z.string().trim().min(1).max(255).optional(),
    changedAt,
  })
  .refine((row) => (row.contentBase64 === undefined) !== (row.media === undefined), {
    message: 'Send the file as contentBase64 or name it in media, not both',
    path: ['contentBase64'],
  });
export type CatalogFileRow = z.infer<typeof catalogFileRow>;

/** The documents the ERP uploads as PDF, each to an invoice or offer it sent before. */
export const erpDocumentKinds = ['invoice', 'delivery-proof', 'offer'] as const;
export type ErpDocumentKind = (typeof erpDocumentKinds)[number];

/** A row the ERP must put right: its position in `rows` (from 0), its key and why it was refused. */
export const refusedRow = z.object({
  row: z.number().int(),
  /** For a catalogue file (BMEcat): the line its product starts on. */
  line: z.number().int().optional(),
  key: z.string().nullable(),
  code: z.string(),
  reason: z.string(),
});
export type RefusedRow = z.infer<typeof refusedRow>;

/** What an applied import did: each row was created, updated, or was already so (a replay). */
export const integrationImportResponse = z.object({
  data: z.object({
    received: z.number().int(),
    created: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
  }),
});
export type ImportOutcome = z.infer<typeof integrationImportResponse>['data'];

/** A refused row as its sender counts it: a CSV file's line, else the row from 1. */
export const importRefusedRow = z.object({
  line: z.number().int(),
  key: z.string().nullable(),
  code: z.string(),
  reason: z.string(),
});
export type ImportRefusedRow = z.infer<typeof importRefusedRow>;

/** A catalogue file's import is `running` after its upload, until it is applied, refused or failed. */
export const integrationImportStatus = z.enum(['running', 'applied', 'refused', 'failed']);
export type IntegrationImportStatus = z.infer<typeof integrationImportStatus>;

/**
 * An import as its sender and the back-office follow it: a catalogue file's import runs after the
 * upload is answered (`running`), then is `applied`, `refused` (its refused rows, or the `problem`
 * of a file refused whole) or `failed`; every other import is recorded once it has ended.
 */
export const integrationImportEntry = z.object({
  id: z.number().int(),
  /** When it came in. */
  at: z.string(),
  /** What was imported: `articles`, `stock`, `catalog-files`, `bmecat` … */
  kind: z.string(),
  /** The file's name, for a dropped or uploaded file. */
  fileName: z.string().nullable(),
  status: integrationImportStatus,
  finishedAt: z.string().nullable(),
  received: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  refused: z.number().int(),
  /** The first refused rows (at most 100 are kept), each with its line in the file. */
  refusedRows: z.array(importRefusedRow),
  /** Why a file was refused whole or its import failed. */
  problem: z.string().nullable(),
});
export type IntegrationImportEntry = z.infer<typeof integrationImportEntry>;
export const integrationImportRecord = z.object({ data: integrationImportEntry });
/** Where a BMEcat catalogue's groups the shop lacks are made: below the category of this key. */
export const bmecatUploadQuery = z.object({ groupsUnder: erpKey.optional() });

export const integrationImportParams = z.object({
  id: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 53),
});

/** An order as the ERP takes it in: everything it needs to deliver and invoice, as placed. */
export const orderExport = z.object({
  number: z.string(),
  orderedAt: z.string(),
  status: z.string(),
  company: z.object({ number: z.string(), name: z.string() }),
  buyer: z.object({ username: z.string(), name: z.string(), email: z.string() }),
  language: z.string(),
  currency: z.string(),
  reference: z.string().nullable(),
  referenceSuffix: z.string().nullable(),
  fileNumber: z.string().nullable(),
  remark: z.string().nullable(),
  costCenter: z
    .object({
      code: z.string(),
      name: z.string(),
      contact: z.object({ identifier: z.string(), name: z.string(), email: z.string() }),
      contract: z.object({ number: z.string(), description: z.string() }).nullable(),
    })
    .nullable(),
  /** The buyer's cost post (general-ledger account) the order is charged to. */
  costPost: costPostSnapshot.nullable(),
  paymentMethod: z.string(),
  shipping: z.object({
    option: z.string(),
    method: z.string(),
    pickupLocation: z.string().nullable(),
    deliveryDate: z.string().nullable(),
    address: postalAddress.nullable(),
  }),
  billingAddress: postalAddress,
  /**
   * The VAT the order was charged under, for the invoice to follow: Belgian VAT, an intra-community
   * supply (UNCL 5305 K, VATEX-EU-IC) or an export (G, VATEX-EU-G), with the legal mention in the
   * order's language, the buyer's VAT number and, for a K, VIES's consultation number as evidence.
   */
  vat: z.object({
    treatment: vatTreatment.shape.kind,
    category: vatTreatment.shape.category,
    exemptionReasonCode: vatTreatment.shape.exemptionReasonCode,
    mention: z.string().nullable(),
    buyerVatNumber: z.string().nullable(),
    viesRequestIdentifier: z.string().nullable(),
  }),
  lines: z.array(
    z.object({
      position: z.number().int(),
      article: z.string(),
      customerArticle: z.string().nullable(),
      description: z.string(),
      quantity: z.number(),
      /** The part beyond the stock when the order was placed: delivered later. */
      backorderQuantity: z.number(),
      unit: z.string(),
      unitPrice: z.number(),
      totalPrice: z.number(),
      taxRate: z.number(),
      remark: z.string().nullable(),
      /** The cost post the line is charged to: its own, else the order's. */
      costPost: costPostSnapshot.nullable(),
      /** The offer line whose price the buyer accepted. */
      offer: z.object({ number: z.string(), position: z.number().int() }).nullable(),
      /** Where the shop held the line's stock. */
      warehouses: z.array(z.object({ code: z.string(), quantity: z.number() })),
    }),
  ),
  totals: z.object({
    positions: z.number(),
    shipping: z.number(),
    additionalCost: z.number(),
    net: z.number(),
    total: z.number(),
    taxes: z.array(z.object({ rate: z.number(), amount: z.number() })),
  }),
});
export type OrderExport = z.infer<typeof orderExport>;

/** What the ERP learns, in order per company; `id` is the same on every delivery of an event. */
export const orderEventDocument = z.object({
  id: z.number().int(),
  type: z.enum(['order.placed', 'order.cancelled']),
  occurredAt: z.string(),
  order: orderExport,
});
export type OrderEventDocument = z.infer<typeof orderEventDocument>;

/** GET /integration-api/orders: events not acknowledged yet, oldest first, after `after`. */
export const orderEventsQuery = z.object({
  after: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export const orderEventsResponse = z.object({ data: z.array(orderEventDocument) });

export const orderEventsAcknowledgement = z.object({
  ids: z.array(z.number().int().min(1)).min(1).max(500),
});
export const orderEventsAcknowledged = z.object({ data: z.object({ acknowledged: z.number().int() }) });
