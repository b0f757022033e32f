import { describe, expect, it } from 'vitest';
import { fromHundredths, isInStock, toHundredths } from './quantity.ts';

describe('quantities in hundredths', () => {
  it('converts decimals without binary rounding errors', () => {
    expect(toHundredths(0.1 + 0.2)).toBe(30);
    expect(toHundredths(2.55)).toBe(255);
    expect(fromHundredths(1250)).toBe(12.5);
  });

  it('is in stock when the quantity does not exceed stock', () => {
    expect(isInStock(500, 500)).toBe(true);
    expect(isInStock(501, 500)).toBe(false);
    expect(isInStock(100, 0)).toBe(false);
  });
});
