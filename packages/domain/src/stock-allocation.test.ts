import { describe, expect, it } from 'vitest';
import { allocateStock, pickupWarehouse } from './stock-allocation.ts';

const stock = (available: Record<string, number>) =>
  Object.entries(available).map(([code, availableHundredths]) => ({ code, availableHundredths }));

describe('allocating a sale to warehouses', () => {
  it('takes from the warehouse with the most stock when one has enough', () => {
    expect(allocateStock(stock({ ANT: 200, LIE: 500, MEL: 300 }), 400, null)).toEqual([
      { code: 'LIE', hundredths: 400 },
    ]);
  });

  it('takes from the pickup shop’s warehouse first, the rest from the fullest others', () => {
    expect(allocateStock(stock({ ANT: 200, LIE: 500, MEL: 300 }), 900, 'MEL')).toEqual([
      { code: 'MEL', hundredths: 300 },
      { code: 'LIE', hundredths: 500 },
      { code: 'ANT', hundredths: 100 },
    ]);
  });

  it('takes everything there is and no more when the warehouses together fall short', () => {
    expect(allocateStock(stock({ ANT: 200, LIE: 300, MEL: 100 }), 1000, 'ANT')).toEqual([
      { code: 'ANT', hundredths: 200 },
      { code: 'LIE', hundredths: 300 },
      { code: 'MEL', hundredths: 100 },
    ]);
    expect(allocateStock(stock({ ANT: 0, LIE: 0 }), 100, null)).toEqual([]);
  });

  it('skips an empty preferred warehouse and breaks ties by code, whatever the input order', () => {
    expect(allocateStock(stock({ MEL: 300, LIE: 300, ANT: 0 }), 450, 'ANT')).toEqual([
      { code: 'LIE', hundredths: 300 },
      { code: 'MEL', hundredths: 150 },
    ]);
  });

  it('works in hundredths, for articles sold by the metre', () => {
    expect(allocateStock(stock({ ANT: 125, MEL: 1050 }), 1100, 'ANT')).toEqual([
      { code: 'ANT', hundredths: 125 },
      { code: 'MEL', hundredths: 975 },
    ]);
  });
});

describe('the warehouse of a pickup shop', () => {
  it('is the shop’s own, none for a shop without one or a delivery', () => {
    expect(pickupWarehouse('IMM_MEL')).toBe('MEL');
    expect(pickupWarehouse('IMH_HAS')).toBeNull();
    expect(pickupWarehouse(null)).toBeNull();
  });
});
