import { describe, expect, it } from 'vitest';
import { lineTotal, moneyToDecimalString, moneyToNumber, percentOf, roundToCents, toMoney } from './money.ts';

describe('money in ten-thousandths', () => {
  it('reads numeric strings exactly and numbers to four places', () => {
    expect(toMoney('12.3456')).toBe(123_456);
    expect(toMoney('12.3')).toBe(123_000);
    expect(toMoney('7')).toBe(70_000);
    expect(toMoney('-0.5')).toBe(-5_000);
    expect(toMoney(1.2345)).toBe(12_345);
    expect(() => toMoney('1.23456')).toThrow();
    expect(() => toMoney('abc')).toThrow();
  });

  it('writes numbers and database strings', () => {
    expect(moneyToNumber(123_456)).toBe(12.3456);
    expect(moneyToDecimalString(123_456)).toBe('12.3456');
    expect(moneyToDecimalString(500)).toBe('0.0500');
    expect(moneyToDecimalString(-5_000)).toBe('-0.5000');
  });

  it('rounds half up to cents', () => {
    expect(roundToCents(12_350)).toBe(12_400);
    expect(roundToCents(12_349)).toBe(12_300);
    expect(roundToCents(-12_350)).toBe(-12_400);
  });

  it('multiplies a unit price by a fractional quantity and rounds the line to cents', () => {
    expect(lineTotal(12_345, 250)).toBe(30_900); // 1.2345 × 2.5 = 3.08625 → 3.09
    expect(lineTotal(10_000, 3)).toBe(300); // 1.00 × 0.03
    expect(lineTotal(99_999, 100_000)).toBe(99_999_000); // 9.9999 × 1,000
  });

  it('takes VAT percentages to the cent', () => {
    expect(percentOf(1_000_000, 21)).toBe(210_000);
    expect(percentOf(123_400, 6)).toBe(7_400); // 0.7404 → 0.74
    expect(percentOf(5, 21)).toBe(0);
  });
});
