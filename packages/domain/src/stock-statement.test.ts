import { describe, expect, it } from 'vitest';
import { counterRule } from './quantity-counter.ts';
import { deliveryDayRange, type StockFacts, stockStatement } from './stock-statement.ts';

const oneToTwoDays = { min: 1, max: 2 };

/** TS-100030 of the demo shop: minimum 10, sold per 5, 9 pieces over two warehouses. */
const fewerThanTheMinimum: StockFacts = {
  wanted: 1000,
  rule: counterRule({ min: 1000, step: 500, stock: 900 }),
  hasStock: false,
  delivery: oneToTwoDays,
  restockDate: null,
};

describe('delivery time in days', () => {
  it('counts weeks, months and years in days', () => {
    expect(deliveryDayRange({ min: 1, max: 2, unit: 'day' })).toEqual({ min: 1, max: 2 });
    expect(deliveryDayRange({ min: 1, max: 2, unit: 'week' })).toEqual({ min: 7, max: 14 });
    expect(deliveryDayRange({ min: 1, max: 1, unit: 'month' })).toEqual({ min: 30, max: 30 });
    expect(deliveryDayRange({ min: 1, max: 1, unit: 'year' })).toEqual({ min: 365, max: 365 });
    expect(deliveryDayRange(null)).toBeNull();
  });
});

describe('one stock statement for the wanted quantity', () => {
  it('says in stock, with the figure and the delivery time, when the stock covers the quantity', () => {
    const facts = { ...fewerThanTheMinimum, rule: counterRule({ min: 1000, step: 500, stock: 12_000 }) };
    expect(stockStatement(facts)).toEqual({ kind: 'inStock', stock: 12_000, delivery: oneToTwoDays });
    expect(stockStatement({ ...facts, wanted: 12_000 })).toMatchObject({ kind: 'inStock' });
  });

  it('says partly in stock when fewer pieces lie in stock than the minimum purchase', () => {
    expect(stockStatement(fewerThanTheMinimum)).toEqual({
      kind: 'partlyInStock',
      inStock: 900,
      rest: 100,
      delivery: oneToTwoDays,
      restExpected: null,
    });
  });

  it('follows the wanted quantity', () => {
    expect(stockStatement({ ...fewerThanTheMinimum, wanted: 1500 })).toMatchObject({
      kind: 'partlyInStock',
      inStock: 900,
      rest: 600,
    });
  });

  it('expects the rest on the restock date plus the delivery time', () => {
    expect(stockStatement({ ...fewerThanTheMinimum, restockDate: '2026-03-20' })).toMatchObject({
      kind: 'partlyInStock',
      restExpected: '2026-03-22',
    });
  });

  it('says on order with the delivery time when nothing lies in stock', () => {
    const none = { ...fewerThanTheMinimum, rule: counterRule({ min: 1000, step: 500, stock: 0 }) };
    const weeks = { min: 7, max: 14 };
    expect(stockStatement({ ...none, delivery: weeks })).toEqual({
      kind: 'onOrder',
      delivery: weeks,
      expected: null,
    });
    expect(stockStatement({ ...none, delivery: weeks, restockDate: '2026-03-20' })).toEqual({
      kind: 'onOrder',
      delivery: null,
      expected: '2026-04-03',
    });
    expect(stockStatement({ ...none, delivery: null, restockDate: '2026-03-20' })).toMatchObject({
      expected: '2026-03-20',
    });
  });

  it('tells a visitor, who sees no figure, only in stock or on order', () => {
    const visitor = { ...fewerThanTheMinimum, rule: counterRule({ min: 1000, step: 500 }) };
    expect(stockStatement(visitor)).toEqual({ kind: 'onOrder', delivery: oneToTwoDays, expected: null });
    expect(stockStatement({ ...visitor, hasStock: true })).toEqual({
      kind: 'inStock',
      stock: null,
      delivery: oneToTwoDays,
    });
  });

  it('never promises a closeout beyond its stock', () => {
    const closeout = (stock: number) => counterRule({ min: 1000, step: 500, stock, isCloseout: true });
    expect(stockStatement({ ...fewerThanTheMinimum, rule: closeout(900) })).toEqual({ kind: 'soldOut' });
    expect(stockStatement({ ...fewerThanTheMinimum, rule: closeout(0) })).toEqual({ kind: 'soldOut' });
    expect(stockStatement({ ...fewerThanTheMinimum, rule: closeout(1200) })).toMatchObject({
      kind: 'inStock',
      stock: 1200,
    });
    expect(stockStatement({ ...fewerThanTheMinimum, wanted: 1500, rule: closeout(1200) })).toEqual({
      kind: 'lastPieces',
      left: 1200,
    });
    const visitor = counterRule({ min: 1000, step: 500, isCloseout: true });
    expect(stockStatement({ ...fewerThanTheMinimum, rule: visitor })).toEqual({ kind: 'soldOut' });
  });
});
