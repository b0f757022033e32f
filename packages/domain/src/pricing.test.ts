import { describe, expect, it } from 'vitest';
import { type PriceRules, unitPriceFor } from './pricing.ts';

const rules = (overrides: Partial<PriceRules> = {}): PriceRules => ({
  listPrice: 100_000,
  tiers: [],
  contract: [],
  discountPercent: 0,
  ...overrides,
});

describe('customer unit prices', () => {
  it('is the list price without other rules', () => {
    expect(unitPriceFor(rules(), 100)).toEqual({ price: 100_000, source: 'list' });
  });

  it('takes the highest quantity tier the quantity reaches', () => {
    const tiered = rules({
      tiers: [
        { fromHundredths: 1_000, price: 95_000 },
        { fromHundredths: 5_000, price: 90_000 },
      ],
    });
    expect(unitPriceFor(tiered, 999)).toEqual({ price: 100_000, source: 'list' });
    expect(unitPriceFor(tiered, 1_000)).toEqual({ price: 95_000, source: 'tier' });
    expect(unitPriceFor(tiered, 7_550)).toEqual({ price: 90_000, source: 'tier' });
  });

  it('applies the brand discount of the company to the list or tier price', () => {
    expect(unitPriceFor(rules({ discountPercent: 15 }), 100)).toEqual({ price: 85_000, source: 'discount' });
    expect(
      unitPriceFor(rules({ discountPercent: 12.5, tiers: [{ fromHundredths: 100, price: 80_000 }] }), 100),
    ).toEqual({
      price: 70_000,
      source: 'discount',
    });
  });

  it('prefers a contract price when it is the lowest, with its own tiers', () => {
    const contract = rules({
      discountPercent: 10,
      contract: [
        { fromHundredths: 0, price: 88_000 },
        { fromHundredths: 10_000, price: 80_000 },
      ],
    });
    expect(unitPriceFor(contract, 100)).toEqual({ price: 88_000, source: 'contract' });
    expect(unitPriceFor(contract, 10_000)).toEqual({ price: 80_000, source: 'contract' });
  });

  it('never charges a contract price above what the list and discount give', () => {
    expect(
      unitPriceFor(rules({ discountPercent: 20, contract: [{ fromHundredths: 0, price: 85_000 }] }), 100),
    ).toEqual({
      price: 80_000,
      source: 'discount',
    });
  });

  it('ignores a tier above the list price', () => {
    expect(unitPriceFor(rules({ tiers: [{ fromHundredths: 100, price: 120_000 }] }), 500)).toEqual({
      price: 100_000,
      source: 'list',
    });
  });
});
