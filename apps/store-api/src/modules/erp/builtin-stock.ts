import { allocateStock, type TakenStock, type WarehouseAvailability } from '@tradeshop/domain';
import { asc, inArray, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/index.ts';
import type { ErpPort, HeldStock } from '../../platform/ports.ts';
import { type StockFigures, setStockFigures } from '../catalog/index.ts';
import { warehouseStock } from './erp.tables.ts';

/**
 * Locks the stock rows of the articles, in one order for every transaction so that two checkouts
 * wait for each other instead of deadlocking, and answers what each warehouse can sell.
 */
async function lockStock(tx: Tx, productIds: string[]): Promise<Map<string, WarehouseAvailability[]>> {
  const rows = await tx
    .select()
    .from(warehouseStock)
    .where(inArray(warehouseStock.productId, productIds))
    .orderBy(asc(warehouseStock.productId), asc(warehouseStock.warehouseCode))
    .for('update');
  const stockOf = new Map<string, WarehouseAvailability[]>();
  for (const row of rows) {
    const warehouses = stockOf.get(row.productId) ?? [];
    warehouses.push({
      code: row.warehouseCode,
      availableHundredths: Math.max(0, row.stockHundredths - row.reservedHundredths),
    });
    stockOf.set(row.productId, warehouses);
  }
  return stockOf;
}

/** Changes what orders hold per warehouse, then the articles' stock figures. */
async function changeHeldStock(tx: Tx, changes: readonly HeldStock[]) {
  if (changes.length === 0) return;
  await tx.execute(sql`
    update warehouse_stock w set reserved_hundredths = w.reserved_hundredths + c.hundredths
    from (values ${sql.join(
      changes.map(
        (change) => sql`(${change.productId}::uuid, ${change.warehouseCode}, ${change.hundredths}::int)`,
      ),
      sql`, `,
    )}) as c(product_id, warehouse_code, hundredths)
    where w.product_id = c.product_id and w.warehouse_code = c.warehouse_code`);
  await refreshStockFigures(tx, [...new Set(changes.map((change) => change.productId))]);
}

/**
 * Sets the catalogue's stock figures of the articles (and of their variant families' parents) to the
 * sums over their warehouses, so that they never disagree.
 */
export async function refreshStockFigures(tx: Tx, productIds: readonly string[]) {
  if (productIds.length === 0) return;
  const sums = await queryRows<StockFigures>(
    tx,
    sql`select product_id as "productId", sum(stock_hundredths)::int as stock,
               sum(greatest(stock_hundredths - reserved_hundredths, 0))::int as available
        from warehouse_stock where product_id = any(${sql.param(productIds)}::uuid[]) group by product_id`,
  );
  await setStockFigures(tx, sums);
}

/** Stock of the built-in ERP: held per warehouse in `warehouse_stock.reserved_hundredths`. */
export const builtInStock: Pick<ErpPort, 'reserveStock' | 'releaseStock'> = {
  async reserveStock(tx, requests, preferredWarehouse) {
    const taken = new Map<string, TakenStock[]>();
    if (requests.length === 0) return taken;
    const stockOf = await lockStock(tx, [...new Set(requests.map((request) => request.productId))]);
    const changes: HeldStock[] = [];
    for (const request of requests) {
      const warehouses = stockOf.get(request.productId) ?? [];
      const parts = allocateStock(warehouses, request.quantityHundredths, preferredWarehouse);
      for (const part of parts) {
        // A second line of the same article sells only what the first one left.
        const warehouse = warehouses.find((candidate) => candidate.code === part.code)!;
        warehouse.availableHundredths -= part.hundredths;
        changes.push({ productId: request.productId, warehouseCode: part.code, hundredths: part.hundredths });
      }
      taken.set(request.key, parts);
    }
    await changeHeldStock(tx, mergedByWarehouse(changes));
    return taken;
  },

  async releaseStock(tx, held) {
    if (held.length === 0) return;
    await lockStock(tx, [...new Set(held.map((entry) => entry.productId))]);
    await changeHeldStock(
      tx,
      mergedByWarehouse(held).map((entry) => ({ ...entry, hundredths: -entry.hundredths })),
    );
  },
};

/**
 * Changes the physical stock per warehouse (never below zero): the built-in ERP takes an order's
 * quantities off when it takes the order in, and puts them back when the order is cancelled.
 */
export async function changePhysicalStock(tx: Tx, changes: readonly HeldStock[]) {
  const merged = mergedByWarehouse(changes);
  if (merged.length === 0) return;
  const productIds = [...new Set(merged.map((change) => change.productId))];
  await lockStock(tx, productIds);
  await tx.execute(sql`
    update warehouse_stock w set stock_hundredths = greatest(0, w.stock_hundredths + c.hundredths)
    from unnest(${sql.param(merged.map((change) => change.productId))}::uuid[],
                ${sql.param(merged.map((change) => change.warehouseCode))}::text[],
                ${sql.param(merged.map((change) => change.hundredths))}::int[]) as c(product_id, warehouse_code, hundredths)
    where w.product_id = c.product_id and w.warehouse_code = c.warehouse_code`);
  await refreshStockFigures(tx, productIds);
}

/** One change per article and warehouse: an update may touch each row only once. */
function mergedByWarehouse(changes: readonly HeldStock[]): HeldStock[] {
  const merged = new Map<string, HeldStock>();
  for (const change of changes) {
    const key = `${change.productId}:${change.warehouseCode}`;
    const before = merged.get(key);
    merged.set(key, { ...change, hundredths: (before?.hundredths ?? 0) + change.hundredths });
  }
  return [...merged.values()];
}
