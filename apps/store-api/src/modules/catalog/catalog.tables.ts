import type { ArticleDocumentKind, ArticleReferenceKind, FeatureType } from '@tradeshop/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { language } from '../sales-channel/sales-channel.tables.ts';

type CustomFields = Record<string, unknown>;

const languageId = () =>
  uuid()
    .notNull()
    .references(() => language.id);

export const media = pgTable('media', {
  id: uuid().primaryKey(),
  /** Path below the media root, e.g. `catalog/hex-bolt-3.svg`. */
  path: text().notNull().unique(),
  mimeType: text().notNull(),
  fileExtension: text().notNull(),
  width: integer(),
  height: integer(),
  customFields: jsonb().$type<CustomFields>().notNull().default({}),
  /** What the back-office's media library keeps of an upload; files the ERP or the seed wrote have none. */
  fileName: text(),
  fileSize: integer(),
  /** The staff member who uploaded it (the audit log names them too). */
  uploadedBy: uuid(),
  uploadedAt: timestamp({ withTimezone: true }),
});

export const mediaTranslation = pgTable(
  'media_translation',
  {
    mediaId: uuid()
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    languageId: languageId(),
    alt: text(),
    title: text(),
  },
  (t) => [primaryKey({ columns: [t.mediaId, t.languageId] })],
);

export const category = pgTable(
  'category',
  {
    id: uuid().primaryKey(),
    parentId: uuid(),
    /** Ancestor ids from the root, `|root|child|`, so that subtrees are one prefix match. */
    path: text().notNull().default(''),
    level: integer().notNull(),
    position: integer().notNull().default(0),
    /** page, folder (not clickable) or link */
    type: text().notNull().default('page'),
    /** For type link: external, category, product or landing_page */
    linkType: text(),
    externalLink: text(),
    internalLink: uuid(),
    linkNewTab: boolean().notNull().default(false),
    active: boolean().notNull().default(true),
    visible: boolean().notNull().default(true),
    mediaId: uuid().references(() => media.id),
    childCount: integer().notNull().default(0),
    /** The ERP's product group this category takes the articles of: the key articles name it by. */
    erpKey: text().unique(),
    customFields: jsonb().$type<CustomFields>().notNull().default({}),
  },
  (t) => [index('category_parent_idx').on(t.parentId, t.position), index('category_path_idx').on(t.path)],
);

export const categoryTranslation = pgTable(
  'category_translation',
  {
    categoryId: uuid()
      .notNull()
      .references(() => category.id, { onDelete: 'cascade' }),
    languageId: languageId(),
    name: text().notNull(),
    description: text(),
    metaTitle: text(),
    metaDescription: text(),
    /** Holds the seo canonical link among others. */
    customFields: jsonb().$type<CustomFields>().notNull().default({}),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.languageId] })],
);

export const manufacturer = pgTable('manufacturer', {
  id: uuid().primaryKey(),
  /** The ERP's brand code: articles and brand discounts name the brand by it. */
  erpKey: text().unique(),
  /** The brand page's path segment, the same in every language (`brands/{slug}`). */
  slug: text().unique(),
  link: text(),
  mediaId: uuid().references(() => media.id),
  /** The logo was chosen in the back-office: the ERP's import leaves it (decision 0062). */
  logoByStaff: boolean().notNull().default(false),
});

export const manufacturerTranslation = pgTable(
  'manufacturer_translation',
  {
    manufacturerId: uuid()
      .notNull()
      .references(() => manufacturer.id, { onDelete: 'cascade' }),
    languageId: languageId(),
    name: text().notNull(),
    description: text(),
    /** The brand page's slug in this language, set in the back-office; else the brand's own `slug`. */
    slug: text(),
    metaTitle: text(),
    metaDescription: text(),
    /** The address search engines should index instead of this page's own, set in the back-office. */
    canonical: text(),
    /** Name and description were written in the back-office: the ERP's import leaves them (decision 0062). */
    textsByStaff: boolean().notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.manufacturerId, t.languageId] }),
    unique('manufacturer_translation_slug_unique').on(t.languageId, t.slug),
  ],
);

/** A brand page's former slugs per language: their address answers 301 with the brand's slug now. */
export const manufacturerFormerSlug = pgTable(
  'manufacturer_former_slug',
  {
    languageId: languageId(),
    slug: text().notNull(),
    manufacturerId: uuid()
      .notNull()
      .references(() => manufacturer.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.languageId, t.slug] })],
);

export const propertyGroup = pgTable('property_group', {
  id: uuid().primaryKey(),
  /** The ERP's characteristic (e.g. `material`, an ETIM feature `EF000040`) that articles name the property by. */
  erpKey: text().unique(),
  position: integer().notNull().default(0),
  displayType: text().notNull().default('text'),
  filterable: boolean().notNull().default(true),
  visibleInSearchResults: boolean().notNull().default(false),
  /** How articles give it: a value of its options (alphanumeric, logical), a number or a range of two. */
  featureType: text().$type<FeatureType>().notNull().default('alphanumeric'),
  /** A numeric or range feature's unit, as the ERP codes it (ETIM `EU570448`); its symbol is translated. */
  unitCode: text(),
});

export const propertyGroupTranslation = pgTable(
  'property_group_translation',
  {
    propertyGroupId: uuid()
      .notNull()
      .references(() => propertyGroup.id, { onDelete: 'cascade' }),
    languageId: languageId(),
    name: text().notNull(),
    /** The unit's symbol in the language (`mm`, `m²`), shown after a numeric feature's figures. */
    unit: text(),
  },
  (t) => [primaryKey({ columns: [t.propertyGroupId, t.languageId] })],
);

export const propertyGroupOption = pgTable(
  'property_group_option',
  {
    id: uuid().primaryKey(),
    groupId: uuid()
      .notNull()
      .references(() => propertyGroup.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
    colorHexCode: text(),
    /** The ERP's value of the characteristic (e.g. `a2`), unique within its group. */
    erpKey: text(),
  },
  (t) => [
    index('property_group_option_group_idx').on(t.groupId),
    unique('property_group_option_erp_key_unique').on(t.groupId, t.erpKey),
  ],
);

export const propertyGroupOptionTranslation = pgTable(
  'property_group_option_translation',
  {
    optionId: uuid()
      .notNull()
      .references(() => propertyGroupOption.id, { onDelete: 'cascade' }),
    languageId: languageId(),
    name: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.optionId, t.languageId] })],
);

export const deliveryTime = pgTable('delivery_time', {
  id: uuid().primaryKey(),
  min: integer().notNull(),
  max: integer().notNull(),
  /** day, week, month or year */
  unit: text().notNull(),
});

export const deliveryTimeTranslation = pgTable(
  'delivery_time_translation',
  {
    deliveryTimeId: uuid()
      .notNull()
      .references(() => deliveryTime.id, { onDelete: 'cascade' }),
    languageId: languageId(),
    name: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.deliveryTimeId, t.languageId] })],
);

/**
 * Quantities (purchase limits, steps, stock) are integer hundredths: articles are sold by the metre
 * or kilogram too, and binary floats would misround steps like 0.1.
 */
export const product = pgTable(
  'product',
  {
    id: uuid().primaryKey(),
    parentId: uuid(),
    productNumber: text().notNull().unique(),
    ean: text(),
    manufacturerNumber: text(),
    manufacturerId: uuid().references(() => manufacturer.id),
    active: boolean().notNull().default(true),
    /** Net list price in EUR; customer prices come from the ERP port. */
    listPrice: numeric({ precision: 14, scale: 4 }).notNull(),
    /** Belgian recycling contribution (Recupel, Bebat) per unit in EUR, on top of the price; null: none. */
    ecotax: numeric({ precision: 14, scale: 4 }),
    taxRate: numeric({ precision: 5, scale: 2 }).notNull().default('21.00'),
    minPurchaseHundredths: integer().notNull().default(100),
    maxPurchaseHundredths: integer(),
    purchaseStepsHundredths: integer().notNull().default(100),
    stockHundredths: integer().notNull().default(0),
    availableStockHundredths: integer().notNull().default(0),
    isCloseout: boolean().notNull().default(false),
    deliveryTimeId: uuid().references(() => deliveryTime.id),
    /** Days until stock is replenished. */
    restockTime: integer(),
    unitOfMeasure: text().notNull().default('PCE'),
    /** What one unit holds when it is a pack of another: its unit (PCE) and how many (100). */
    contentUnit: text(),
    contentPerUnit: numeric({ precision: 12, scale: 3 }),
    coverId: uuid(),
    childCount: integer().notNull().default(0),
    ratingAverage: numeric({ precision: 3, scale: 2 }),
    /** Units sold over the last year: the topseller sorting. */
    sales: integer().notNull().default(0),
    releaseDate: date(),
    customFields: jsonb().$type<CustomFields>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('product_parent_idx').on(t.parentId),
    index('product_ean_idx').on(t.ean),
    index('product_manufacturer_number_idx').on(t.manufacturerNumber),
    // Migration 0029 also adds product_sitemap_idx, (id) INCLUDE (active, product_number,
    // created_at), for the sitemap's index-only reads; Drizzle cannot express INCLUDE.
  ],
);

export const productTranslation = pgTable(
  'product_translation',
  {
    productId: uuid()
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    languageId: languageId(),
    name: text().notNull(),
    description: text(),
    metaTitle: text(),
    keywords: text(),
    customFields: jsonb().$type<CustomFields>().notNull().default({}),
  },
  (t) => [primaryKey({ columns: [t.productId, t.languageId] })],
);

export const productMedia = pgTable(
  'product_media',
  {
    id: uuid().primaryKey(),
    productId: uuid()
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    mediaId: uuid()
      .notNull()
      .references(() => media.id),
    position: integer().notNull().default(0),
  },
  (t) => [index('product_media_product_idx').on(t.productId, t.position)],
);

export const productCategory = pgTable(
  'product_category',
  {
    productId: uuid()
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    categoryId: uuid()
      .notNull()
      .references(() => category.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index('product_category_category_idx').on(t.categoryId),
  ],
);

export const productProperty = pgTable(
  'product_property',
  {
    productId: uuid()
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    optionId: uuid()
      .notNull()
      .references(() => propertyGroupOption.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.optionId] })],
);

/** The options that tell the variants of one parent apart (e.g. length 40 mm). */
export const productOption = pgTable(
  'product_option',
  {
    productId: uuid()
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    optionId: uuid()
      .notNull()
      .references(() => propertyGroupOption.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.optionId] })],
);

export const productCrossSelling = pgTable(
  'product_cross_selling',
  {
    id: uuid().primaryKey(),
    productId: uuid()
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
    active: boolean().notNull().default(true),
  },
  (t) => [index('product_cross_selling_product_idx').on(t.productId)],
);

export const productCrossSellingTranslation = pgTable(
  'product_cross_selling_translation',
  {
    crossSellingId: uuid()
      .notNull()
      .references(() => productCrossSelling.id, { onDelete: 'cascade' }),
    languageId: languageId(),
    name: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.crossSellingId, t.languageId] })],
);

export const productCrossSellingProduct = pgTable(
  'product_cross_selling_product',
  {
    crossSellingId: uuid()
      .notNull()
      .references(() => productCrossSelling.id, { onDelete: 'cascade' }),
    productId: uuid()
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.crossSellingId, t.productId] })],
);

/**
 * How an article points to others (accessories, spare parts, similar articles, a set's parts, its
 * successor), by their numbers: an article the shop does not have yet shows once it comes.
 */
export const productReference = pgTable(
  'product_reference',
  {
    productId: uuid()
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    kind: text().$type<ArticleReferenceKind>().notNull(),
    targetNumber: text().notNull(),
    position: integer().notNull(),
    /** How many go with one of the article (a set's parts, a mandatory accessory), when said. */
    quantity: numeric({ precision: 12, scale: 2 }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.kind, t.targetNumber] }),
    check(
      'product_reference_kind',
      sql`${t.kind} in ('accessory', 'sparePart', 'similar', 'consistsOf', 'successor')`,
    ),
  ],
);

/** An article's numbers of numeric features, and ranges (`value` up to `valueTo`) of range features. */
export const productMeasurement = pgTable(
  'product_measurement',
  {
    productId: uuid()
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    groupId: uuid()
      .notNull()
      .references(() => propertyGroup.id, { onDelete: 'cascade' }),
    value: numeric({ precision: 18, scale: 6 }).notNull(),
    valueTo: numeric({ precision: 18, scale: 6 }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.groupId] }),
    index('product_measurement_group_idx').on(t.groupId),
  ],
);

/**
 * An article's documents (data sheets, safety data sheets, manuals, CE declarations, certificates,
 * drawings, CAD models): files of the media library, in the order shown, with their titles per
 * language (`nl`, `fr`, `en`, `de`) where the ERP or the catalogue gave them.
 */
export const productDocument = pgTable(
  'product_document',
  {
    productId: uuid()
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    mediaId: uuid()
      .notNull()
      .references(() => media.id),
    kind: text().$type<ArticleDocumentKind>().notNull(),
    titles: jsonb().$type<Partial<Record<'nl' | 'fr' | 'en' | 'de', string>>>().notNull().default({}),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.position] }),
    index('product_document_media_idx').on(t.mediaId),
    check(
      'product_document_kind',
      sql`${t.kind} in ('dataSheet', 'drawing', 'cad', 'safetyDataSheet', 'ceDeclaration', 'certificate', 'manual')`,
    ),
  ],
);

/** Human-readable paths per language; non-canonical rows are old paths that redirect. */
export const seoUrl = pgTable(
  'seo_url',
  {
    id: uuid().primaryKey(),
    salesChannelId: uuid().notNull(),
    languageId: languageId(),
    foreignKey: uuid().notNull(),
    /** frontend.navigation.page or frontend.detail.page */
    routeName: text().notNull(),
    pathInfo: text().notNull(),
    seoPathInfo: text().notNull(),
    isCanonical: boolean().notNull().default(true),
  },
  (t) => [
    unique('seo_url_path_unique').on(t.salesChannelId, t.languageId, t.seoPathInfo),
    // Migration 0029 adds the sitemap's columns as INCLUDE columns, which Drizzle cannot express.
    index('seo_url_foreign_key_idx').on(t.foreignKey, t.languageId),
  ],
);
