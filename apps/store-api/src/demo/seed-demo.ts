import { randomBytes } from 'node:crypto';
import { storefrontLocales } from '@tradeshop/domain';
import { sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../db/index.ts';
import * as schema from '../db/schema.ts';
import { hashPassword } from '../modules/account/index.ts';
import { articleIdOf, fillMissingBrandSlugs } from '../modules/catalog/index.ts';
import { builtInErp, erpImports, type ImportContext, refreshStockFigures } from '../modules/erp/index.ts';
import { rebuildSearchIndex } from '../modules/search/index.ts';
import { insertDemoAccounts, setDemoUsersPasswordHash } from './accounts.ts';
import { insertDemoBlog } from './blog.ts';
import { brandLogoRows, writeBrandLogos } from './brand-logos.ts';
import { insertRows, withForeignKeysCheckedAfter } from './bulk-insert.ts';
import { buildNavigation, type NavigationRows } from './categories.ts';
import { insertDemoContentPages } from './content-pages.ts';
import { insertDemoCostCenters } from './cost-centers.ts';
import { insertDemoCostPosts } from './cost-posts.ts';
import {
  type DemoKeys,
  demoArticleRows,
  demoBrandRows,
  demoHeldStock,
  demoKeys,
  demoListPriceRows,
  demoStockRows,
  demoWarehouses,
  insertDemoCompanyTerms,
} from './erp.ts';
import { importDemoFiles } from './files-catalogue.ts';
import { importDemoHistory } from './history.ts';
import { demoUuid } from './ids.ts';
import { insertDemoIntegrationClient, revokeDemoIntegrationClient } from './integration-client.ts';
import { capitalize, languages } from './languages.ts';
import { manufacturers } from './manufacturers.ts';
import { buildMediaLibrary, type MediaVariant, mediaRows, writeMediaFiles } from './media.ts';
import { insertDemoNewsletters } from './newsletters.ts';
import { insertDemoOrderReferences } from './order-references.ts';
import type { Pictogram } from './pictograms.ts';
import { merchandisingRows } from './product-rows.ts';
import { productTypes } from './product-types.ts';
import { type GeneratedProduct, generateProducts } from './products.ts';
import { groupId, propertyGroups } from './properties.ts';
import { insertDemoStaff, setDemoStaffPasswordHash } from './staff.ts';
import { importDemoSupplierCatalogue } from './supplier-catalogue.ts';
import { deliveryTimes } from './vocabulary.ts';

/**
 * Gives every demo user and demo staff member a new random password and answers it: a benchmark
 * serves its seeded demo shop from a production start, which refuses the known demo password, and
 * still logs in a buyer.
 */
export async function replaceDemoPasswords(db: Db): Promise<string> {
  const password = randomBytes(18).toString('base64url');
  const passwordHash = await hashPassword(password);
  await setDemoUsersPasswordHash(db, passwordHash);
  await setDemoStaffPasswordHash(db, passwordHash);
  await revokeDemoIntegrationClient(db);
  return password;
}

export interface SeedOptions {
  /** Product rows in total: parents, variants and single products. */
  products: number;
  accessKey: string;
  /** Origin of the storefront, e.g. `http://localhost:3000`: the domains are this and /en, /fr, /de. */
  storefrontUrl: string;
  /** Where the product pictures are written, below `catalog/`. */
  mediaDir: string;
  /**
   * The demo companies with their users (known password), cost centres and order references: only
   * for the demo shop, never on a production start.
   */
  demoAccounts: boolean;
  log?: (message: string) => void;
}

const salesChannelId = demoUuid('sales-channel', 'trade-shop');
const currencyId = demoUuid('currency', 'EUR');
/** Articles per import request. */
const batchSize = 5000;

/**
 * Adds what later versions of the demo shop seed to a shop seeded before them (a reused benchmark
 * catalogue): the demo companies and users, the product photos and the blog.
 */
export async function completeDemoShop(
  db: Db,
  options: Pick<SeedOptions, 'mediaDir' | 'demoAccounts'>,
): Promise<string[]> {
  const added: string[] = [];
  await db.transaction(async (tx) => {
    const [accounts] = await queryRows<{ count: number }>(
      tx,
      sql`select count(*)::int as count from company`,
    );
    if (options.demoAccounts && !accounts?.count) {
      await insertDemoAccounts(tx);
      await insertDemoCompanyTerms(tx);
      await importDemoHistory(tx);
      added.push('demo accounts');
    }
    const [photos] = await queryRows<{ count: number }>(
      tx,
      sql`select count(*)::int as count from media where mime_type = 'image/webp'`,
    );
    if (!photos?.count) {
      await insertProductPhotos(tx, options.mediaDir);
      added.push('product photos');
    }
    // Only in a demo shop: a production shop whose posts were all removed must not get these back.
    if (options.demoAccounts && (await insertDemoBlog(tx))) added.push('blog posts');
    if ((await fillMissingBrandSlugs(tx)) > 0) added.push('brand pages');
    const [files] = await queryRows<{ count: number; brands: number }>(
      tx,
      sql`select (select count(*)::int from catalog_file) as count,
            (select count(*)::int from manufacturer where erp_key = ${manufacturers[0]!.key}) as brands`,
    );
    if (!files?.count && files?.brands) {
      await importDemoFiles({ tx, erp: builtInErp }, options.mediaDir);
      added.push('files catalogue');
    }
    if (options.demoAccounts && (await insertDemoCostCenters(tx))) added.push('cost centres');
    if (options.demoAccounts && (await insertDemoCostPosts(tx))) added.push('cost posts');
    if (options.demoAccounts && (await insertDemoOrderReferences(tx))) added.push('order references');
    if (options.demoAccounts && (await insertDemoNewsletters(tx))) added.push('newsletter subscriptions');
    if (options.demoAccounts && (await insertDemoStaff(tx))) added.push('back-office staff');
    if (options.demoAccounts && (await insertDemoIntegrationClient(tx))) added.push('integration client');
  });
  return added;
}

/** Writes the photos and puts each after the cover of the products whose cover is its pictogram. */
async function insertProductPhotos(tx: Tx, mediaDir: string) {
  const library = buildMediaLibrary(productTypes);
  await writeMediaFiles(mediaDir, library);
  const photoOf = new Map([...library.values()].flat().map((variant) => [variant.id, variant.photo.id]));
  const photoIds = new Set(photoOf.values());
  const media = mediaRows(library);
  await insertRows(
    tx,
    schema.media,
    media.rows.filter((row) => photoIds.has(row.id)),
  );
  await insertRows(
    tx,
    schema.mediaTranslation,
    media.translations.filter((row) => photoIds.has(row.mediaId)),
  );
  const covers = await queryRows<{ productId: string; productNumber: string; mediaId: string }>(
    tx,
    sql`select p.id as "productId", p.product_number as "productNumber", cover.media_id as "mediaId"
        from product p join product_media cover on cover.id = p.cover_id`,
  );
  await tx.execute(sql`update product_media set position = position + 1 where position >= 1`);
  await insertRows(
    tx,
    schema.productMedia,
    covers.flatMap((cover) => {
      const photoId = photoOf.get(cover.mediaId);
      if (!photoId) return [];
      const id = demoUuid('product-media', `${cover.productNumber}:photo`);
      return [{ id, productId: cover.productId, mediaId: photoId, position: 1 }];
    }),
  );
}

/**
 * Fills an empty database with the demo shop: languages, the Trade Shop sales channel, navigation
 * trees, properties, and then, as the distributor's ERP sends them through the integration API's
 * imports, brands, warehouses and `products` articles with their prices and stock; the shop adds
 * cross-selling, ratings and a few old seo paths. Does nothing when a sales channel exists. The
 * same count always gives the same data.
 */
export async function seedDemoShop(db: Db, options: SeedOptions): Promise<{ seeded: boolean }> {
  const existing = await queryRows<{ id: string }>(db, sql`select id from sales_channel limit 1`);
  if (existing.length > 0) return { seeded: false };
  if (!Number.isInteger(options.products) || options.products < 1) {
    throw new Error(`The number of demo products must be a positive integer, not ${options.products}`);
  }
  const log = options.log ?? (() => {});
  const started = performance.now();
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;

  const library = buildMediaLibrary(productTypes);
  await writeMediaFiles(options.mediaDir, library);
  await writeBrandLogos(options.mediaDir, manufacturers);
  const navigation = buildNavigation(salesChannelId);
  // One transaction: an interrupted seed leaves an empty database, never a half-filled one.
  await db.transaction(async (tx) => {
    await insertReferenceData(tx, navigation, library);
    await insertSalesChannel(tx, options, navigation.roots);
    await insertDemoContentPages(tx, navigation);
    // The search index is built once over all articles, not batch by batch.
    const erp: ImportContext = { tx, erp: builtInErp, searchIndexDeferred: true };
    await erpImports.warehouses(erp, demoWarehouses);
    await erpImports.brands(erp, demoBrandRows());
    log(
      `Importing ${options.products} articles: ${navigation.categories.length} categories, ${productTypes.length} product types`,
    );
    await withForeignKeysCheckedAfter(tx, productTables, async () => {
      await importProducts(erp, options.products, demoKeys(library), (done) =>
        log(`  ${done} / ${options.products} articles with prices and stock (${elapsed()})`),
      );
      const suppliers = await importDemoSupplierCatalogue(erp, options.mediaDir, library);
      log(`Supplier catalogue (BMEcat): ${suppliers.created} articles with documents (${elapsed()})`);
      await rebuildSearchIndex(tx);
      log(`Search index built (${elapsed()})`);
    });
    log(`Files catalogue: ${await importDemoFiles(erp, options.mediaDir)} PDFs (${elapsed()})`);
    await insertDemoBlog(tx);
    if (options.demoAccounts) {
      await insertDemoAccounts(tx);
      await insertDemoCompanyTerms(tx);
      await importDemoHistory(tx);
      await insertDemoCostCenters(tx);
      await insertDemoCostPosts(tx);
      await insertDemoOrderReferences(tx);
      await insertDemoNewsletters(tx);
      await insertDemoStaff(tx);
      await insertDemoIntegrationClient(tx);
    }
    await analyseProductTables(tx);
  });
  log(`Demo shop seeded in ${elapsed()}`);
  return { seeded: true };
}

/** The tables that grow with the number of products. */
const productTables = [
  schema.product,
  schema.productTranslation,
  schema.productCategory,
  schema.productProperty,
  schema.productOption,
  schema.productMedia,
  schema.productCrossSelling,
  schema.productCrossSellingTranslation,
  schema.productCrossSellingProduct,
  schema.articleSalesBlock,
  schema.seoUrl,
  schema.warehouseStock,
  schema.priceTier,
  schema.companyPrice,
  schema.productSearch,
  schema.productSearchText,
  schema.erpRowVersion,
];

async function analyseProductTables(tx: Tx) {
  for (const table of productTables) await tx.execute(sql`analyze ${table}`);
}

async function insertReferenceData(
  tx: Tx,
  navigation: NavigationRows,
  library: Map<Pictogram, MediaVariant[]>,
) {
  await insertRows(
    tx,
    schema.language,
    languages.map(({ id, code, name }) => ({ id, localeCode: code, name })),
  );
  await insertRows(tx, schema.currency, [
    { id: currencyId, isoCode: 'EUR', symbol: '€', decimalPrecision: 2 },
  ]);

  await insertRows(
    tx,
    schema.deliveryTime,
    deliveryTimes.map(({ id, min, max, unit }) => ({ id, min, max, unit })),
  );
  await insertRows(
    tx,
    schema.deliveryTimeTranslation,
    deliveryTimes.flatMap((entry) =>
      languages.map((lang, index) => ({
        deliveryTimeId: entry.id,
        languageId: lang.id,
        name: entry.name[index]!,
      })),
    ),
  );

  await insertRows(
    tx,
    schema.propertyGroup,
    propertyGroups.map((group, position) => ({
      id: groupId(group.key),
      erpKey: group.key,
      position,
      displayType: group.displayType,
      filterable: true,
      visibleInSearchResults: group.visibleInSearchResults,
    })),
  );
  await insertRows(
    tx,
    schema.propertyGroupTranslation,
    propertyGroups.flatMap((group) =>
      languages.map((lang, index) => ({
        propertyGroupId: groupId(group.key),
        languageId: lang.id,
        name: group.name[index]!,
      })),
    ),
  );
  const options = propertyGroups.flatMap((group) =>
    group.options.map((option, position) => ({ group: group.key, option, position })),
  );
  const optionIdOf = (entry: (typeof options)[number]) =>
    demoUuid('property-option', `${entry.group}:${entry.option.key}`);
  await insertRows(
    tx,
    schema.propertyGroupOption,
    options.map((entry) => ({
      id: optionIdOf(entry),
      groupId: groupId(entry.group),
      position: entry.position,
      colorHexCode: entry.option.colorHexCode ?? null,
      erpKey: entry.option.key,
    })),
  );
  await insertRows(
    tx,
    schema.propertyGroupOptionTranslation,
    options.flatMap((entry) =>
      languages.map((lang, index) => ({
        optionId: optionIdOf(entry),
        languageId: lang.id,
        name: capitalize(entry.option.label[index]!),
      })),
    ),
  );

  const media = mediaRows(library);
  const logos = brandLogoRows(manufacturers);
  await insertRows(tx, schema.media, [...media.rows, ...logos.rows]);
  await insertRows(tx, schema.mediaTranslation, [...media.translations, ...logos.translations]);

  await insertRows(tx, schema.category, withTilePhotos(navigation.categories, library));
  await insertRows(tx, schema.categoryTranslation, navigation.translations);
  await insertRows(tx, schema.seoUrl, navigation.seoUrls);
}

/**
 * A picture for each catalogue category, shown on its tile in its parent's page: the pictogram of
 * the first product type filed under it (in it or below), a small SVG.
 */
function withTilePhotos(
  categories: NavigationRows['categories'],
  library: Map<Pictogram, MediaVariant[]>,
): NavigationRows['categories'] {
  const pathOf = new Map(categories.map((row) => [row.id, row.path]));
  return categories.map((row) => {
    const filed = productTypes.find(
      (productType) =>
        productType.categoryId === row.id ||
        (pathOf.get(productType.categoryId) ?? '').includes(`|${row.id}|`),
    );
    const pictogram = filed ? library.get(filed.icon)?.[0]?.id : undefined;
    return pictogram ? { ...row, mediaId: pictogram } : row;
  });
}

function nextBatch(stream: Iterator<GeneratedProduct>): GeneratedProduct[] {
  const batch: GeneratedProduct[] = [];
  while (batch.length < batchSize) {
    const next = stream.next();
    if (next.done) break;
    batch.push(next.value);
  }
  return batch;
}

/**
 * Sends the generated articles, their stock and their price tiers through the ERP's imports batch
 * by batch, then adds what the shop keeps of its own: cross-selling, ratings, the date each article
 * came into the shop, and what the demo's open orders hold of the stock.
 */
async function importProducts(
  erp: ImportContext,
  total: number,
  keys: DemoKeys,
  progress: (stored: number) => void,
) {
  const stream = generateProducts(total);
  const familyNumbers = new Map<string, string>();
  let stored = 0;
  let reported = 0;
  let analysed = 0;
  for (;;) {
    const batch = nextBatch(stream);
    if (batch.length === 0) break;
    await erpImports.articles(erp, demoArticleRows(batch, keys, familyNumbers));
    await erpImports.stock(erp, demoStockRows(batch));
    const tiers = demoListPriceRows(batch);
    if (tiers.length > 0) await erpImports['list-prices'](erp, tiers);
    await addShopData(erp.tx, batch);
    stored += batch.length;
    // Statistics that follow the tables as they grow fourfold keep each batch's lookups by product
    // on the indexes: without them the planner reads whole tables for thousands of keys.
    if (stored >= 4 * analysed && stored < total) {
      await analyseProductTables(erp.tx);
      analysed = stored;
    }
    if (stored - reported >= total / 10 || stored === total) {
      progress(stored);
      reported = stored;
    }
  }
}

async function addShopData(tx: Tx, batch: readonly GeneratedProduct[]) {
  const rows = merchandisingRows(batch, salesChannelId);
  await insertRows(tx, schema.productCrossSelling, rows.productCrossSelling);
  await insertRows(tx, schema.productCrossSellingTranslation, rows.productCrossSellingTranslation);
  await insertRows(tx, schema.productCrossSellingProduct, rows.productCrossSellingProduct);
  await insertRows(tx, schema.seoUrl, rows.seoUrl);
  await tx.execute(sql`
    update product p set rating_average = r.rating, created_at = r.release_date + time '07:30' at time zone 'UTC'
    from unnest(${sql.param(batch.map((product) => product.id))}::uuid[],
                ${sql.param(batch.map((product) => product.ratingAverage))}::numeric[],
                ${sql.param(batch.map((product) => product.releaseDate))}::date[]) as r(id, rating, release_date)
    where p.id = r.id`);
  const held = demoHeldStock(batch);
  if (held.length === 0) return;
  await tx.execute(sql`
    update warehouse_stock w set reserved_hundredths = h.hundredths
    from unnest(${sql.param(held.map((entry) => entry.article))}::text[],
                ${sql.param(held.map((entry) => entry.warehouse))}::text[],
                ${sql.param(held.map((entry) => entry.hundredths))}::int[]) as h(article, warehouse, hundredths)
    join product p on p.product_number = h.article
    where w.product_id = p.id and w.warehouse_code = h.warehouse`);
  await refreshStockFigures(tx, [...new Set(held.map((entry) => articleIdOf(entry.article)))]);
}

async function insertSalesChannel(tx: Tx, options: SeedOptions, roots: NavigationRows['roots']) {
  const defaultLanguage = languages[0]!;
  await insertRows(tx, schema.salesChannel, [
    {
      id: salesChannelId,
      name: 'Trade Shop',
      accessKey: options.accessKey,
      languageId: defaultLanguage.id,
      currencyId,
      mainNavigationCategoryId: roots.main,
      serviceNavigationCategoryId: roots.service,
      countriesNavigationCategoryId: roots.countries,
      footerNavigationCategoryId: roots.footer,
    },
  ]);
  const origin = options.storefrontUrl.replace(/\/+$/, '');
  await insertRows(
    tx,
    schema.salesChannelDomain,
    // German texts are kept for the catalogue, but only languages the storefront serves get a domain.
    languages
      .filter((lang) => storefrontLocales.some((locale) => locale.code === lang.code))
      .map((lang) => ({
        id: demoUuid('sales-channel-domain', lang.code),
        salesChannelId,
        url: `${origin}${lang.domainPath}`,
        languageId: lang.id,
        currencyId,
        snippetSetId: lang.code,
      })),
  );
}
