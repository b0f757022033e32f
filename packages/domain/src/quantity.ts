/** Quantities travel as decimals with at most two places and are computed as integer hundredths. */
export function toHundredths(quantity: number): number {
  return Math.round(quantity * 100);
}

export function fromHundredths(hundredths: number): number {
  return hundredths / 100;
}

/** Stock notice rule: in stock when the wanted quantity does not exceed the available stock. */
export function isInStock(quantityHundredths: number, availableStockHundredths: number): boolean {
  return quantityHundredths <= availableStockHundredths;
}
