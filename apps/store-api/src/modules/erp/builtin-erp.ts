import { type QuantityPrice, toMoney, unitPriceFor } from '@tradeshop/domain';
import { inArray, type SQL, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/index.ts';
import type { ErpArticle, ErpPort } from '../../platform/ports.ts';
import { articleRows } from '../catalog/index.ts';
import { articlesOrderedBy } from '../order/index.ts';
import { builtInStock } from './builtin-stock.ts';
import {
  articleSalesBlock,
  companyDiscount,
  companyPrice,
  priceTier,
  warehouse,
  warehouseStock,
} from './erp.tables.ts';
import { documentsOfOrders } from './order-documents.ts';

function grouped<T extends { productId: string }>(rows: T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(row.productId, [...(groups.get(row.productId) ?? []), row]);
  return groups;
}

const asQuantityPrices = (rows: { fromHundredths: number; price: string }[] = []): QuantityPrice[] =>
  rows.map((row) => ({ fromHundredths: row.fromHundredths, price: toMoney(row.price) }));

/** A JSON array of a subquery's rows in the order given, empty when it has none. */
const jsonRows = (query: SQL, order: SQL = sql`1`) =>
  sql`coalesce((select json_agg(fact order by ${order}) from (${query}) as fact), '[]')`;

/**
 * What the ERP knows of the articles beyond their own rows: tiers, the company's contract prices and
 * discounts, stock per warehouse and sales blocks, in one statement: each round trip to the database
 * costs more than the small reads it carries.
 */
async function pricingFacts(tx: Tx, companyId: string | null, ids: string[]) {
  const forCompany = companyId ?? null;
  const [facts] = await queryRows<{
    tiers: { productId: string; fromHundredths: number; price: string }[];
    contracts: { productId: string; fromHundredths: number; price: string }[];
    discounts: { manufacturerId: string; percent: string }[];
    stocks: {
      productId: string;
      code: string;
      name: string;
      stockHundredths: number;
      reservedHundredths: number;
    }[];
    blocks: { productId: string; buyable: boolean }[];
  }>(
    tx,
    sql`select
      ${jsonRows(sql`select ${priceTier.productId} as "productId", ${priceTier.fromHundredths} as "fromHundredths",
        ${priceTier.price}::text as price from ${priceTier} where ${inArray(priceTier.productId, ids)}`)} as tiers,
      ${jsonRows(sql`select ${companyPrice.productId} as "productId", ${companyPrice.fromHundredths} as "fromHundredths",
        ${companyPrice.price}::text as price from ${companyPrice}
        where ${companyPrice.companyId} = ${forCompany} and ${inArray(companyPrice.productId, ids)}`)} as contracts,
      ${jsonRows(sql`select ${companyDiscount.manufacturerId} as "manufacturerId", ${companyDiscount.discountPercent}::text as percent
        from ${companyDiscount} where ${companyDiscount.companyId} = ${forCompany}`)} as discounts,
      ${jsonRows(
        sql`select ${warehouseStock.productId} as "productId", ${warehouse.code} as code, ${warehouse.name} as name,
        ${warehouseStock.stockHundredths} as "stockHundredths", ${warehouseStock.reservedHundredths} as "reservedHundredths"
        from ${warehouseStock} join ${warehouse} on ${warehouse.code} = ${warehouseStock.warehouseCode}
        where ${inArray(warehouseStock.productId, ids)}`,
        sql`fact.code`,
      )} as stocks,
      ${jsonRows(sql`select ${articleSalesBlock.productId} as "productId", ${articleSalesBlock.buyable} as buyable
        from ${articleSalesBlock} where ${inArray(articleSalesBlock.productId, ids)}`)} as blocks`,
  );
  return facts!;
}

/** The ERP on the shop's own tables: two statements for all asked articles, their rows and the facts of pricingFacts. */
export const builtInErp: ErpPort = {
  ...builtInStock,
  documentsOfOrders,
  // The shop's own orders are the built-in ERP's whole sales history.
  articlesBoughtBy: articlesOrderedBy,
  async articles(tx, companyId, queries) {
    const ids = [...new Set(queries.map((query) => query.productId))];
    if (ids.length === 0) return [];
    const products = await articleRows(tx, { ids });
    const { tiers, contracts, discounts, stocks, blocks } = await pricingFacts(tx, companyId, ids);
    const tiersOf = grouped(tiers);
    const contractsOf = grouped(contracts);
    const stockOf = grouped(stocks);
    const blocked = new Map(blocks.map((block) => [block.productId, block.buyable]));
    const discountOf = new Map(
      discounts.map((discount) => [discount.manufacturerId, Number(discount.percent)]),
    );
    const byId = new Map(products.map((row) => [row.id, row]));

    return queries.map((query): ErpArticle | null => {
      const row = byId.get(query.productId);
      if (!row) return null;
      const rules = {
        listPrice: toMoney(row.listPrice),
        tiers: asQuantityPrices(tiersOf.get(row.id)),
        contract: asQuantityPrices(contractsOf.get(row.id)),
        discountPercent: (row.manufacturerId && discountOf.get(row.manufacturerId)) || 0,
      };
      const { price, source } = unitPriceFor(rules, query.quantityHundredths);
      // The customer's price at every quantity where a tier or contract price begins.
      const thresholds = [
        ...new Set(
          [0, ...rules.tiers, ...rules.contract].map((entry) =>
            typeof entry === 'number' ? entry : entry.fromHundredths,
          ),
        ),
      ].sort((a, b) => a - b);
      const customerTiers: ErpArticle['tiers'] = [];
      for (const fromHundredths of thresholds) {
        const tierPrice = unitPriceFor(rules, fromHundredths).price;
        if (customerTiers.at(-1)?.price !== tierPrice)
          customerTiers.push({ fromHundredths, price: tierPrice });
      }
      return {
        productId: row.id,
        unitPrice: price,
        source,
        listPrice: rules.listPrice,
        tiers: customerTiers,
        warehouses: (stockOf.get(row.id) ?? []).map(
          ({ code, name, stockHundredths, reservedHundredths }) => ({
            code,
            name,
            availableHundredths: Math.max(0, stockHundredths - reservedHundredths),
          }),
        ),
        buyable: blocked.get(row.id) ?? true,
      };
    });
  },
};
