import { type QuantityPrice, toMoney, unitPriceFor } from '@tradeshop/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
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

/** The ERP on the shop's own tables: one query per kind of fact for all asked articles. */
export const builtInErp: ErpPort = {
  ...builtInStock,
  documentsOfOrders,
  // The shop's own orders are the built-in ERP's whole sales history.
  articlesBoughtBy: articlesOrderedBy,
  async articles(tx, companyId, queries) {
    const ids = [...new Set(queries.map((query) => query.productId))];
    if (ids.length === 0) return [];
    // One query after the other: inside a transaction they all share one connection.
    const products = await articleRows(tx, { ids });
    const tiers = await tx
      .select({
        productId: priceTier.productId,
        fromHundredths: priceTier.fromHundredths,
        price: priceTier.price,
      })
      .from(priceTier)
      .where(inArray(priceTier.productId, ids));
    const contracts = companyId
      ? await tx
          .select({
            productId: companyPrice.productId,
            fromHundredths: companyPrice.fromHundredths,
            price: companyPrice.price,
          })
          .from(companyPrice)
          .where(and(eq(companyPrice.companyId, companyId), inArray(companyPrice.productId, ids)))
      : [];
    const discounts = companyId
      ? await tx
          .select({
            manufacturerId: companyDiscount.manufacturerId,
            percent: companyDiscount.discountPercent,
          })
          .from(companyDiscount)
          .where(eq(companyDiscount.companyId, companyId))
      : [];
    const stocks = await tx
      .select({
        productId: warehouseStock.productId,
        code: warehouse.code,
        name: warehouse.name,
        stockHundredths: warehouseStock.stockHundredths,
        reservedHundredths: warehouseStock.reservedHundredths,
      })
      .from(warehouseStock)
      .innerJoin(warehouse, eq(warehouse.code, warehouseStock.warehouseCode))
      .where(inArray(warehouseStock.productId, ids))
      .orderBy(asc(warehouse.code));
    const blocks = await tx
      .select({ productId: articleSalesBlock.productId, buyable: articleSalesBlock.buyable })
      .from(articleSalesBlock)
      .where(inArray(articleSalesBlock.productId, ids));
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
