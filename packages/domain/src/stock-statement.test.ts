import { describe, expect, it } from 'vitest';
import { counterRule } from './quantity-counter.ts';
import { deliveryDayRange, linePromiseOf, type StockFacts, stockStatement } from './stock-statement.ts';

const oneToTwoDays = { min: 1, max: 2 };
/** Wednesday 18 March 2026, 10:00 in Brussels: before every cut-off. */
const wednesdayMorning = { now: new Date('2026-03-18T09:00:00Z'), cutOff: '16:00' };

/** TS-100030 of the demo shop: minimum 10, sold per 5, 9 pieces over two warehouses. */
const fewerThanTheMinimum: StockFacts = {
  wanted: 1000,
  rule: counterRule({ min: 1000, step: 500, stock: 900 }),
  hasStock: false,
  delivery: oneToTwoDays,
  restockDate: null,
  promise: wednesdayMorning,
};

describe('delivery time in working days', () => {
  it('counts weeks, months and years in working days', () => {
    expect(deliveryDayRange({ min: 1, max: 2, unit: 'day' })).toEqual({ min: 1, max: 2 });
    expect(deliveryDayRange({ min: 1, max: 2, unit: 'week' })).toEqual({ min: 5, max: 10 });
    expect(deliveryDayRange({ min: 1, max: 1, unit: 'month' })).toEqual({ min: 21, max: 21 });
    expect(deliveryDayRange({ min: 1, max: 1, unit: 'year' })).toEqual({ min: 250, max: 250 });
    expect(deliveryDayRange(null)).toBeNull();
  });
});

describe('one stock statement for the wanted quantity', () => {
  const thursdayToFriday = { earliest: '2026-03-19', latest: '2026-03-20' };

  it('says in stock, with the figure and the promised days, when the stock covers the quantity', () => {
    const facts = { ...fewerThanTheMinimum, rule: counterRule({ min: 1000, step: 500, stock: 12_000 }) };
    expect(stockStatement(facts)).toEqual({ kind: 'inStock', stock: 12_000, deliveredBy: thursdayToFriday });
    expect(stockStatement({ ...facts, wanted: 12_000 })).toMatchObject({ kind: 'inStock' });
  });

  it('promises nothing where the shop shows no delivery dates', () => {
    expect(stockStatement({ ...fewerThanTheMinimum, promise: null })).toMatchObject({
      deliveredBy: null,
      restDeliveredBy: null,
    });
  });

  it('says partly in stock when fewer pieces lie in stock than the minimum purchase', () => {
    expect(stockStatement(fewerThanTheMinimum)).toEqual({
      kind: 'partlyInStock',
      inStock: 900,
      rest: 100,
      deliveredBy: thursdayToFriday,
      restDeliveredBy: null,
    });
  });

  it('follows the wanted quantity', () => {
    expect(stockStatement({ ...fewerThanTheMinimum, wanted: 1500 })).toMatchObject({
      kind: 'partlyInStock',
      inStock: 900,
      rest: 600,
    });
  });

  it('promises the rest after the restock date: it leaves the next working day and travels the delivery time', () => {
    // Restocked Friday 20 March: leaves Monday 23, arrives Tuesday 24 to Wednesday 25.
    expect(stockStatement({ ...fewerThanTheMinimum, restockDate: '2026-03-20' })).toMatchObject({
      kind: 'partlyInStock',
      restDeliveredBy: { earliest: '2026-03-24', latest: '2026-03-25' },
    });
  });

  it('says on order with the promise of the restock date, else of the delivery time, when nothing lies in stock', () => {
    const none = { ...fewerThanTheMinimum, rule: counterRule({ min: 1000, step: 500, stock: 0 }) };
    const weeks = { min: 5, max: 10 };
    expect(stockStatement({ ...none, delivery: weeks })).toEqual({
      kind: 'onOrder',
      deliveredBy: { earliest: '2026-03-25', latest: '2026-04-01' },
    });
    expect(stockStatement({ ...none, restockDate: '2026-03-20' })).toEqual({
      kind: 'onOrder',
      deliveredBy: { earliest: '2026-03-24', latest: '2026-03-25' },
    });
    expect(stockStatement({ ...none, delivery: null })).toEqual({ kind: 'onOrder', deliveredBy: null });
  });

  it('tells a visitor, who sees no figure, only in stock or on order', () => {
    const visitor = { ...fewerThanTheMinimum, rule: counterRule({ min: 1000, step: 500 }) };
    expect(stockStatement(visitor)).toEqual({ kind: 'onOrder', deliveredBy: thursdayToFriday });
    expect(stockStatement({ ...visitor, hasStock: true })).toEqual({
      kind: 'inStock',
      stock: null,
      deliveredBy: thursdayToFriday,
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

describe('what a statement promises an order line', () => {
  const thursdayToFriday = { earliest: '2026-03-19', latest: '2026-03-20' };

  it('promises the part from stock and the rest by its restock, or without a date', () => {
    expect(linePromiseOf(stockStatement(fewerThanTheMinimum), 2)).toEqual({
      position: 2,
      fromStock: thursdayToFriday,
      backorder: 'unknown',
    });
    const none = { ...fewerThanTheMinimum, rule: counterRule({ min: 1000, step: 500, stock: 0 }) };
    expect(linePromiseOf(stockStatement({ ...none, restockDate: '2026-03-20' }), 1)).toEqual({
      position: 1,
      fromStock: null,
      backorder: { earliest: '2026-03-24', latest: '2026-03-25' },
    });
  });
});
