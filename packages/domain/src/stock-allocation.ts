import { shops } from './locations.ts';

/** What a warehouse can still sell of an article: its physical stock less what orders hold there. */
export interface WarehouseAvailability {
  code: string;
  availableHundredths: number;
}

/** A quantity a sale takes from one warehouse. */
export interface TakenStock {
  code: string;
  hundredths: number;
}

/**
 * The warehouses a sale takes its quantity from: the preferred one first (the pickup shop's), then
 * the others from the most available stock to the least, by code when two have as much. Starting
 * with the fullest splits an order over as few warehouses as possible, and the same stock always
 * gives the same split. What no warehouse has is not taken: the caller backorders or refuses it.
 */
export function allocateStock(
  warehouses: readonly WarehouseAvailability[],
  wantedHundredths: number,
  preferredCode: string | null,
): TakenStock[] {
  const candidates = warehouses
    .filter((warehouse) => warehouse.availableHundredths > 0)
    .sort(
      (a, b) =>
        Number(b.code === preferredCode) - Number(a.code === preferredCode) ||
        b.availableHundredths - a.availableHundredths ||
        (a.code < b.code ? -1 : 1),
    );
  const taken: TakenStock[] = [];
  let rest = wantedHundredths;
  for (const warehouse of candidates) {
    if (rest <= 0) break;
    const hundredths = Math.min(rest, warehouse.availableHundredths);
    taken.push({ code: warehouse.code, hundredths });
    rest -= hundredths;
  }
  return taken;
}

/** The warehouse an order picked up at a shop takes from first; null for deliveries and shops without one. */
export function pickupWarehouse(pickupLocation: string | null): string | null {
  return shops.find((shop) => shop.code === pickupLocation)?.warehouseCode ?? null;
}
