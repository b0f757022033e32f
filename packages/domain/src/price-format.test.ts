import { describe, expect, it } from 'vitest';
import { formatNetPrice, formatPrice } from './price-format.ts';

describe('price format', () => {
  it('shows list prices with three decimals and a decimal comma', () => {
    expect(formatPrice(12.34)).toBe('€ 12,340');
    expect(formatPrice(0.065)).toBe('€ 0,065');
  });

  it('shows net prices with two decimals', () => {
    expect(formatNetPrice(12.345)).toBe('€ 12,35');
    expect(formatNetPrice(7)).toBe('€ 7,00');
  });

  it('groups thousands with dots', () => {
    expect(formatPrice(1234567.8)).toBe('€ 1.234.567,800');
  });

  it('rounds half up although the binary float lies just below', () => {
    expect(formatPrice(1.2345)).toBe('€ 1,235');
    expect(formatNetPrice(1.005)).toBe('€ 1,01');
  });

  it('keeps the sign of negative amounts and drops it for a rounded zero', () => {
    expect(formatNetPrice(-3.5)).toBe('-€ 3,50');
    expect(formatNetPrice(-0.001)).toBe('€ 0,00');
  });
});
