import {
  articleRow,
  brandRow,
  companyPriceRow,
  companyRow,
  featureRow,
  type ImportOutcome,
  type ListPriceRow,
  listPriceRow,
  orderStatusRow,
  stockRow,
  warehouseRow,
} from '@tradeshop/api-client/contracts';
import { importRowCodes } from '@tradeshop/domain';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/index.ts';
import { applyErpCompanies, companyIdsByNumber, companyNumberClashes } from '../account/index.ts';
import { markCatalogChanged } from '../cache/index.ts';
import {
  applyErpArticles,
  applyErpBrands,
  applyErpFeatures,
  articleReferences,
  articleRowProblem,
  articleRows,
  articlesWithOptions,
  mediaFilesByPath,
  replaceArticleDocuments,
  replaceArticleReferences,
  setListPrices,
} from '../catalog/index.ts';
import { applyErpOrderUpdates, ordersByNumber } from '../order/index.ts';
import { rebuildSearchIndex, refreshIndexedListPrices } from '../search/index.ts';
import { refreshStockFigures } from './builtin-stock.ts';
import {
  importCompanyDiscounts,
  importErpOrders,
  importInvoices,
  importOffers,
} from './erp-document-import.ts';
import {
  changeTimesOf,
  checkRows,
  type ImportContext,
  outcome,
  outcomeOf,
  recordVersions,
  refuseBatchIfAny,
  withoutStale,
} from './import-rows.ts';

/**
 * What the distributor's ERP sends in (the integration API and the file drop share these): each
 * import checks every row, applies all of them or none, and reports each refused row with its
 * reason. A replay of the same rows changes nothing; a row older than the stored one is refused.
 */

const hundredths = (quantity: number) => Math.round(quantity * 100);

/** The articles of the shop by their numbers: id and whether they are a variant family. */
async function articlesByNumber(tx: Tx, numbers: string[]) {
  const rows = await articleRows(tx, { productNumbers: [...new Set(numbers)] });
  return new Map(rows.map((row) => [row.productNumber, { id: row.id, isFamily: row.childCount > 0 }]));
}

/** Warehouses by their ERP code: new ones are added, a changed name is taken over. */
export async function importWarehouses(
  { tx }: ImportContext,
  rows: readonly unknown[],
): Promise<ImportOutcome> {
  const { accepted, refused } = checkRows(warehouseRow, rows, (row) => row.code);
  refuseBatchIfAny(rows.length, refused);
  const written = await queryRows<{ inserted: boolean }>(
    tx,
    sql`insert into warehouse (code, name)
        select * from unnest(${sql.param(accepted.map((entry) => entry.row.code))}::text[],
                             ${sql.param(accepted.map((entry) => entry.row.name))}::text[])
        on conflict (code) do update set name = excluded.name where warehouse.name <> excluded.name
        returning xmax = 0 as inserted`,
  );
  return outcome(rows.length, written);
}

/**
 * Stock per article and warehouse: what the warehouse can sell as the ERP counts it (orders the ERP
 * already has are taken off there; the shop holds only its own orders the ERP has not taken in yet),
 * and when more comes. The articles' stock figures follow.
 */
export async function importStock({ tx }: ImportContext, rows: readonly unknown[]): Promise<ImportOutcome> {
  const { accepted, refused } = checkRows(stockRow, rows, (row) => `${row.article}@${row.warehouse}`);
  const articles = await articlesByNumber(
    tx,
    accepted.map((entry) => entry.row.article),
  );
  const warehouses = new Set(
    (await queryRows<{ code: string }>(tx, sql`select code from warehouse`)).map((row) => row.code),
  );
  const known = accepted.filter((entry) => {
    const problem = articleProblem(articles.get(entry.row.article), entry.row, true);
    const reason =
      problem ??
      (warehouses.has(entry.row.warehouse)
        ? null
        : {
            code: importRowCodes.unknownWarehouse,
            reason: `The shop knows no warehouse ${entry.row.warehouse}.`,
          });
    if (reason) refused.push({ row: entry.index, key: entry.key, ...reason });
    return !reason;
  });
  const fresh = await withoutStale(tx, 'stock', known, refused);
  refuseBatchIfAny(rows.length, refused);
  // In the order checkouts lock stock rows, so that an import and a checkout never deadlock.
  const lines = fresh
    .map(({ row }) => ({ productId: articles.get(row.article)!.id, ...row }))
    .sort((a, b) =>
      a.productId === b.productId
        ? a.warehouse.localeCompare(b.warehouse)
        : a.productId.localeCompare(b.productId),
    );
  const written = await queryRows<{ product_id: string; inserted: boolean }>(
    tx,
    sql`insert into warehouse_stock (product_id, warehouse_code, stock_hundredths, restock_on)
        select * from unnest(${sql.param(lines.map((line) => line.productId))}::uuid[],
                             ${sql.param(lines.map((line) => line.warehouse))}::text[],
                             ${sql.param(lines.map((line) => hundredths(line.quantity)))}::int[],
                             ${sql.param(lines.map((line) => line.restockOn ?? null))}::date[])
        on conflict (product_id, warehouse_code) do update
          set stock_hundredths = excluded.stock_hundredths, restock_on = excluded.restock_on
          where (warehouse_stock.stock_hundredths, warehouse_stock.restock_on)
            is distinct from (excluded.stock_hundredths, excluded.restock_on)
        returning product_id, xmax = 0 as inserted`,
  );
  await refreshStockFigures(tx, [...new Set(written.map((row) => row.product_id))]);
  await recordVersions(tx, 'stock', fresh);
  return outcome(rows.length, written);
}

/** Why a row's article cannot take the row: unknown, or (for stock) a family whose variants hold it. */
function articleProblem(
  article: { isFamily: boolean } | undefined,
  row: { article: string },
  stock: boolean,
): { code: string; reason: string } | null {
  if (!article)
    return { code: importRowCodes.unknownArticle, reason: `The shop has no article ${row.article}.` };
  if (stock && article.isFamily)
    return {
      code: importRowCodes.variantFamily,
      reason: `${row.article} is a family of variants: its variants hold the stock.`,
    };
  return null;
}

/**
 * List prices with their quantity tiers. The tiers sent replace the article's tiers; the listing's
 * price sorting and filters follow at once.
 */
export async function importListPrices(
  { tx }: ImportContext,
  rows: readonly unknown[],
): Promise<ImportOutcome> {
  const { accepted, refused } = checkRows(listPriceRow, rows, (row) => row.article);
  const articles = await articlesByNumber(
    tx,
    accepted.map((entry) => entry.row.article),
  );
  const known = accepted.filter((entry) => {
    const problem = articleProblem(articles.get(entry.row.article), entry.row, false);
    if (problem) refused.push({ row: entry.index, key: entry.key, ...problem });
    return !problem;
  });
  const fresh = await withoutStale(tx, 'list-price', known, refused);
  refuseBatchIfAny(rows.length, refused);
  const lines = fresh.map(({ row }) => ({ productId: articles.get(row.article)!.id, ...row }));
  const ids = sql.param(lines.map((line) => line.productId));
  const priced = await setListPrices(tx, lines);
  const tiers = lines.flatMap((line: { productId: string } & ListPriceRow) =>
    line.tiers.map((tier) => ({
      productId: line.productId,
      from: hundredths(tier.fromQuantity),
      price: tier.price,
    })),
  );
  const tierArrays = sql`unnest(${sql.param(tiers.map((tier) => tier.productId))}::uuid[],
    ${sql.param(tiers.map((tier) => tier.from))}::int[],
    ${sql.param(tiers.map((tier) => tier.price))}::numeric[]) as n(product_id, from_hundredths, price)`;
  const dropped = await queryRows<{ product_id: string }>(
    tx,
    sql`delete from price_tier t where t.product_id = any(${ids}::uuid[])
        and not exists (select 1 from ${tierArrays}
                        where n.product_id = t.product_id and n.from_hundredths = t.from_hundredths
                          and n.price = t.price)
        returning t.product_id`,
  );
  const added = await queryRows<{ product_id: string }>(
    tx,
    sql`insert into price_tier (product_id, from_hundredths, price)
        select n.product_id, n.from_hundredths, n.price from ${tierArrays}
        on conflict do nothing
        returning product_id`,
  );
  if (priced.length > 0) {
    const changedPrices = new Set(priced);
    await refreshIndexedListPrices(
      tx,
      lines.filter((line) => changedPrices.has(line.productId)),
    );
  }
  const changed = new Set([...priced, ...[...dropped, ...added].map((row) => row.product_id)]);
  await recordVersions(tx, 'list-price', fresh);
  return outcomeOf(rows.length, new Set(), changed);
}

/**
 * A company's contract prices per article, possibly in tiers: the tiers sent replace the company's
 * prices for that article, and a row without tiers ends its contract price.
 */
export async function importCompanyPrices(
  { tx }: ImportContext,
  rows: readonly unknown[],
): Promise<ImportOutcome> {
  const { accepted, refused } = checkRows(companyPriceRow, rows, (row) => `${row.company}:${row.article}`);
  const articles = await articlesByNumber(
    tx,
    accepted.map((entry) => entry.row.article),
  );
  const companies = await companyIdsByNumber(
    tx,
    accepted.map((entry) => entry.row.company),
  );
  const known = accepted.filter((entry) => {
    const problem =
      articleProblem(articles.get(entry.row.article), entry.row, false) ??
      (companies.has(entry.row.company)
        ? null
        : { code: importRowCodes.unknownCompany, reason: `The shop has no company ${entry.row.company}.` });
    if (problem) refused.push({ row: entry.index, key: entry.key, ...problem });
    return !problem;
  });
  const fresh = await withoutStale(tx, 'company-price', known, refused);
  refuseBatchIfAny(rows.length, refused);
  const pairs = fresh.map(({ key, row }) => ({
    key,
    companyId: companies.get(row.company)!,
    productId: articles.get(row.article)!.id,
    tiers: row.tiers,
  }));
  const tiers = pairs.flatMap((pair) =>
    pair.tiers.map((tier) => ({ ...pair, from: hundredths(tier.fromQuantity), price: tier.price })),
  );
  const sent = sql`unnest(${sql.param(tiers.map((tier) => tier.companyId))}::uuid[],
    ${sql.param(tiers.map((tier) => tier.productId))}::uuid[],
    ${sql.param(tiers.map((tier) => tier.from))}::int[],
    ${sql.param(tiers.map((tier) => tier.price))}::numeric[]) as n(company_id, product_id, from_hundredths, price)`;
  const dropped = await queryRows<{ company_id: string; product_id: string }>(
    tx,
    sql`delete from company_price c
        using unnest(${sql.param(pairs.map((pair) => pair.companyId))}::uuid[],
                     ${sql.param(pairs.map((pair) => pair.productId))}::uuid[]) as r(company_id, product_id)
        where c.company_id = r.company_id and c.product_id = r.product_id
          and not exists (select 1 from ${sent}
                          where n.company_id = c.company_id and n.product_id = c.product_id
                            and n.from_hundredths = c.from_hundredths and n.price = c.price)
        returning c.company_id, c.product_id`,
  );
  const added = await queryRows<{ company_id: string; product_id: string }>(
    tx,
    sql`insert into company_price (company_id, product_id, from_hundredths, price)
        select n.company_id, n.product_id, n.from_hundredths, n.price from ${sent}
        on conflict do nothing
        returning company_id, product_id`,
  );
  const changed = new Set([...dropped, ...added].map((row) => `${row.company_id}:${row.product_id}`));
  await recordVersions(tx, 'company-price', fresh);
  return outcomeOf(rows.length, new Set(), changed);
}

/**
 * Order statuses from the ERP for orders placed in the shop, with the shipment and, per line, the
 * delivery date, shipping note and invoice. An order or line the shop does not know is refused.
 */
export async function importOrderStatuses(
  ctx: ImportContext,
  rows: readonly unknown[],
): Promise<ImportOutcome> {
  const { accepted, refused } = checkRows(orderStatusRow, rows, (row) => row.order);
  const orders = await ordersByNumber(
    ctx.tx,
    accepted.map((entry) => entry.row.order),
  );
  const known = accepted.filter((entry) => {
    const order = orders.get(entry.row.order);
    const missingLine = entry.row.lines.find((line) => !order?.positions.has(line.position));
    const problem = !order
      ? { code: importRowCodes.unknownOrder, reason: `The shop has no order ${entry.row.order}.` }
      : missingLine
        ? {
            code: importRowCodes.unknownOrderLine,
            reason: `Order ${entry.row.order} has no line ${missingLine.position}.`,
          }
        : null;
    if (problem) refused.push({ row: entry.index, key: entry.key, ...problem });
    return !problem;
  });
  const fresh = await withoutStale(ctx.tx, 'order-status', known, refused);
  refuseBatchIfAny(rows.length, refused);
  const changed = await applyErpOrderUpdates(
    ctx,
    fresh.map(({ row }) => ({ ...row, orderId: orders.get(row.order)!.id })),
  );
  await recordVersions(ctx.tx, 'order-status', fresh);
  return outcomeOf(rows.length, new Set(), changed);
}

/**
 * Customer companies by their six-digit numbers, with their terms, blocked state and the addresses
 * the ERP keeps for them. A client or VAT number another company holds is refused.
 */
export async function importCompanies(
  { tx }: ImportContext,
  rows: readonly unknown[],
): Promise<ImportOutcome> {
  const { accepted, refused } = checkRows(companyRow, rows, (row) => row.number);
  // A client or VAT number twice in the request is as wrong as one another company holds.
  const seen = new Map<string, number>();
  const distinct = accepted.filter((entry) => {
    const numbers = [
      entry.row.clientNumber && `client ${entry.row.clientNumber}`,
      entry.row.vatNumber && `VAT ${entry.row.vatNumber}`,
    ];
    const twice = numbers.find((number) => number && seen.has(number));
    if (twice) {
      refused.push({
        row: entry.index,
        key: entry.key,
        code: importRowCodes.numberTaken,
        reason: `Row ${seen.get(twice)} has ${twice}.`,
      });
      return false;
    }
    for (const number of numbers) if (number) seen.set(number, entry.index);
    return true;
  });
  const clashes = await companyNumberClashes(
    tx,
    distinct.map((entry) => entry.row),
  );
  const free = distinct.filter((entry) => {
    const clash = clashes.get(entry.row.number);
    if (clash)
      refused.push({ row: entry.index, key: entry.key, code: importRowCodes.numberTaken, reason: clash });
    return !clash;
  });
  const fresh = await withoutStale(tx, 'company', free, refused);
  refuseBatchIfAny(rows.length, refused);
  const { created, changed } = await applyErpCompanies(
    tx,
    fresh.map(({ row: { changedAt: _changedAt, ...company } }) => company),
  );
  await recordVersions(tx, 'company', fresh);
  return outcomeOf(rows.length, created, changed);
}

/**
 * Articles by their numbers, with their brand, product group, characteristics and pictures named
 * by the ERP's keys. The listing, search and stock figures follow at once; a sales block stops the
 * article from being ordered in the shop.
 */
export async function importArticles(
  { tx, searchIndexDeferred }: ImportContext,
  rows: readonly unknown[],
): Promise<ImportOutcome> {
  const { accepted, refused } = checkRows(articleRow, rows, (row) => row.number);
  const references = await articleReferences(
    tx,
    accepted.map((entry) => entry.row),
  );
  const sent = new Map(accepted.map((entry) => [entry.row.number, entry.row.family]));
  const known = accepted.filter((entry) => {
    const problem = articleRowProblem(entry.row, references, sent);
    if (problem) refused.push({ row: entry.index, key: entry.key, ...problem });
    return !problem;
  });
  const fresh = await withoutStale(tx, 'article', known, refused);
  refuseBatchIfAny(rows.length, refused);
  const articles = fresh.map((entry) => entry.row);
  const { created, changed, touched, idOf } = await applyErpArticles(tx, articles, references);
  const blocked = articles.filter((row) => row.salesBlock);
  const blocks = await queryRows<{ product_id: string }>(
    tx,
    sql`insert into article_sales_block as b (product_id, buyable, reason)
        select * from unnest(${sql.param(blocked.map((row) => idOf.get(row.number)!))}::uuid[],
                             ${sql.param(blocked.map(() => false))}::boolean[],
                             ${sql.param(blocked.map((row) => row.salesBlock!))}::text[])
        on conflict (product_id) do update set buyable = false, reason = excluded.reason
          where (b.buyable, b.reason) is distinct from (false, excluded.reason)
        returning b.product_id`,
  );
  const unblocked = await queryRows<{ product_id: string }>(
    tx,
    sql`delete from article_sales_block
        where product_id = any(${sql.param(articles.filter((row) => !row.salesBlock).map((row) => idOf.get(row.number)!))}::uuid[])
        returning product_id`,
  );
  const referencesChanged = await replaceArticleReferences(
    tx,
    articles.flatMap((row) =>
      row.references ? [{ productId: idOf.get(row.number)!, references: row.references }] : [],
    ),
  );
  const documentsChanged = await replaceArticleDocuments(
    tx,
    articles.flatMap((row) =>
      row.documents
        ? [
            {
              productId: idOf.get(row.number)!,
              documents: row.documents.map((document) => ({
                mediaId: references.media.get(document.path)!,
                kind: document.kind,
                titles: document.titles,
              })),
            },
          ]
        : [],
    ),
  );
  for (const id of [...blocks, ...unblocked]
    .map((row) => row.product_id)
    .concat([...referencesChanged, ...documentsChanged]))
    if (!created.has(id)) changed.add(id);
  // A variant that changed family moves its stock from the old family's sums to the new one's.
  await refreshStockFigures(tx, touched);
  if (!searchIndexDeferred) await rebuildSearchIndex(tx, touched);
  await recordVersions(tx, 'article', fresh);
  return outcomeOf(rows.length, created, changed);
}

/** When the ERP last changed each of these articles, as its imports said (UTC, to the second), by number. */
export function articleChangeTimes(tx: Tx, numbers: readonly string[]): Promise<Map<string, string>> {
  return changeTimesOf(tx, 'article', numbers);
}

/** Brands by the ERP's code, which articles and brand discounts name them by. */
export async function importBrands({ tx }: ImportContext, rows: readonly unknown[]): Promise<ImportOutcome> {
  const { accepted, refused } = checkRows(brandRow, rows, (row) => row.key);
  const logos = await mediaFilesByPath(
    tx,
    accepted.flatMap((entry) => entry.row.logo ?? []),
  );
  const pictured = accepted.filter((entry) => {
    const { logo } = entry.row;
    if (!logo || logos.get(logo)?.mimeType.startsWith('image/')) return true;
    refused.push({
      row: entry.index,
      key: entry.key,
      code: importRowCodes.unknownKey,
      reason: `The shop has no picture ${logo}.`,
    });
    return false;
  });
  const fresh = await withoutStale(tx, 'brand', pictured, refused);
  refuseBatchIfAny(rows.length, refused);
  const { created, changed } = await applyErpBrands(
    tx,
    fresh.map((entry) => entry.row),
    new Map([...logos].map(([path, file]) => [path, file.id])),
  );
  if (changed.size > 0) {
    // The brand's name is searched with its articles' names.
    const articles = await articleRows(tx, { manufacturerIds: [...changed] });
    await rebuildSearchIndex(
      tx,
      articles.map((row) => row.id),
    );
  }
  await recordVersions(tx, 'brand', fresh);
  return outcomeOf(rows.length, created, changed);
}

/**
 * Characteristics by the ERP's key (the distributor's own or its mapping of ETIM features), with
 * their names, units and values per language. Articles whose values were renamed are searched by
 * the new names at once.
 */
export async function importFeatures(
  { tx }: ImportContext,
  rows: readonly unknown[],
): Promise<ImportOutcome> {
  const { accepted, refused } = checkRows(featureRow, rows, (row) => row.key);
  const fresh = await withoutStale(tx, 'feature', accepted, refused);
  refuseBatchIfAny(rows.length, refused);
  const { created, changed, changedOptions } = await applyErpFeatures(
    tx,
    fresh.map((entry) => entry.row),
  );
  const renamedArticles = await articlesWithOptions(tx, changedOptions);
  if (renamedArticles.length > 0) await rebuildSearchIndex(tx, renamedArticles);
  // Listings name their filters anew.
  else if (created.size + changed.size + changedOptions.length > 0) await markCatalogChanged(tx);
  await recordVersions(tx, 'feature', fresh);
  return outcomeOf(rows.length, created, changed);
}

/** Every import by the name the integration API's path and the file drop give it. */
export const erpImports = {
  brands: importBrands,
  features: importFeatures,
  articles: importArticles,
  companies: importCompanies,
  warehouses: importWarehouses,
  stock: importStock,
  'list-prices': importListPrices,
  'company-prices': importCompanyPrices,
  'order-statuses': importOrderStatuses,
  'company-discounts': importCompanyDiscounts,
  'erp-orders': importErpOrders,
  invoices: importInvoices,
  offers: importOffers,
} as const;
export type ImportKind = keyof typeof erpImports;
