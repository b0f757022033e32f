import { describe, expect, it } from 'vitest';
import {
  canDecrement,
  canIncrement,
  cartQuantityError,
  cartQuantityIntent,
  counterRule,
  decrementQuantity,
  formatQuantity,
  incrementQuantity,
  initialQuantity,
  isValidQuantity,
  nearestValidQuantities,
  parseQuantity,
  quantityAdjustment,
  quantityToDecimalString,
  roundToStep,
  upperQuantity,
  validateQuantity,
} from './quantity-counter.ts';

describe('counter rule and initial value', () => {
  it('defaults the minimum and the step to one piece', () => {
    expect(counterRule({})).toEqual({ min: 100, step: 100 });
    expect(counterRule({ min: 0, step: -50 })).toEqual({ min: 100, step: 100 });
    expect(counterRule({ min: 250, step: 25, max: 1000, stock: 300, isCloseout: true })).toEqual({
      min: 250,
      step: 25,
      max: 1000,
      stock: 300,
      isCloseout: true,
    });
  });

  it('starts on the minimum purchase, or one when there is none', () => {
    expect(initialQuantity(counterRule({ min: 250, step: 250 }))).toBe(250);
    expect(initialQuantity(counterRule({}))).toBe(100);
  });

  it('raises a value below the minimum on load and keeps others as they are', () => {
    const rule = counterRule({ min: 500, step: 100 });
    expect(initialQuantity(rule, 200)).toBe(500);
    expect(initialQuantity(rule, 0)).toBe(500);
    expect(initialQuantity(rule, null)).toBe(500);
    expect(initialQuantity(rule, 750)).toBe(750);
  });
});

describe('rounding to the step from the minimum', () => {
  it("rounds up to the next whole step, in the buyer's favour", () => {
    const rule = counterRule({});
    expect(roundToStep(301, rule)).toBe(400);
    expect(roundToStep(340, rule)).toBe(400);
    expect(roundToStep(399, rule)).toBe(400);
    expect(roundToStep(300, rule)).toBe(300);
  });

  it('gives 15 for 12 when sold per 5 from 10', () => {
    const rule = counterRule({ min: 1000, step: 500 });
    expect(roundToStep(1200, rule)).toBe(1500);
    expect(roundToStep(1500, rule)).toBe(1500);
    expect(roundToStep(1501, rule)).toBe(2000);
  });

  it('rounds up to a step of 0.25', () => {
    const rule = counterRule({ min: 100, step: 25 });
    expect(roundToStep(101, rule)).toBe(125);
    expect(roundToStep(113, rule)).toBe(125);
    expect(roundToStep(237, rule)).toBe(250);
    expect(roundToStep(225, rule)).toBe(225);
  });

  it('rounds up to a step of 2.5', () => {
    const rule = counterRule({ min: 250, step: 250 });
    expect(roundToStep(600, rule)).toBe(750);
    expect(roundToStep(501, rule)).toBe(750);
    expect(roundToStep(1000, rule)).toBe(1000);
  });

  it('counts the grid from a minimum that is not a multiple of the step', () => {
    const halves = counterRule({ min: 150, step: 50 });
    expect(roundToStep(160, halves)).toBe(200);
    expect(roundToStep(230, halves)).toBe(250);
    const threeThenTwoAndAHalf = counterRule({ min: 300, step: 250 });
    expect(roundToStep(500, threeThenTwoAndAHalf)).toBe(550);
    expect(roundToStep(400, threeThenTwoAndAHalf)).toBe(550);
    expect(roundToStep(1000, threeThenTwoAndAHalf)).toBe(1050);
  });

  it('clamps below the minimum to the minimum', () => {
    const rule = counterRule({ min: 300, step: 250 });
    expect(roundToStep(100, rule)).toBe(300);
    expect(roundToStep(0, rule)).toBe(300);
    expect(roundToStep(-500, rule)).toBe(300);
  });

  it('clamps above the maximum to the last grid value not above it', () => {
    const onGrid = counterRule({ min: 100, step: 100, max: 1000 });
    expect(roundToStep(5000, onGrid)).toBe(1000);
    const offGrid = counterRule({ min: 300, step: 250, max: 1000 });
    expect(upperQuantity(offGrid)).toBe(800);
    expect(roundToStep(790, offGrid)).toBe(800);
    expect(roundToStep(990, offGrid)).toBe(800);
    expect(roundToStep(5000, offGrid)).toBe(800);
  });

  it('keeps the minimum when the maximum is below it', () => {
    const rule = counterRule({ min: 500, step: 100, max: 300 });
    expect(roundToStep(1000, rule)).toBe(500);
    expect(validateQuantity(500, rule)).toEqual(['aboveMaximum']);
  });

  it('caps a closeout at its stock, but not a regular product', () => {
    expect(roundToStep(2000, counterRule({ min: 100, step: 100, stock: 750, isCloseout: true }))).toBe(700);
    expect(roundToStep(2000, counterRule({ min: 100, step: 100, stock: 750 }))).toBe(2000);
  });

  it('handles very large values exactly', () => {
    const rule = counterRule({ min: 300, step: 250 });
    expect(roundToStep(99_999_999_999, rule)).toBe(100_000_000_050);
    expect(validateQuantity(100_000_000_050, rule)).toEqual([]);
  });
});

describe('telling the buyer what rounding did', () => {
  it('names the step when a quantity was rounded up to it', () => {
    const rule = counterRule({ min: 1000, step: 500 });
    expect(quantityAdjustment(1200, rule)).toEqual({ entered: 1200, applied: 1500, reason: 'step' });
    expect(quantityAdjustment(1500, rule)).toBeNull();
  });

  it('names the minimum when a quantity was raised to it', () => {
    const rule = counterRule({ min: 1000, step: 500 });
    expect(quantityAdjustment(300, rule)).toEqual({ entered: 300, applied: 1000, reason: 'minimum' });
  });

  it('names the maximum when a quantity was lowered to the highest that may be ordered', () => {
    const rule = counterRule({ min: 300, step: 250, max: 1000 });
    expect(quantityAdjustment(5000, rule)).toEqual({ entered: 5000, applied: 800, reason: 'maximum' });
    // Up to the next step would pass the maximum: the last step below it is all there is.
    expect(quantityAdjustment(900, rule)).toEqual({ entered: 900, applied: 800, reason: 'maximum' });
  });

  it("names a closeout's stock when that is what is left", () => {
    const closeout = counterRule({ min: 100, step: 100, max: 5000, stock: 750, isCloseout: true });
    expect(quantityAdjustment(2000, closeout)).toEqual({ entered: 2000, applied: 700, reason: 'stock' });
    expect(quantityAdjustment(2000, counterRule({ min: 100, step: 100, stock: 750 }))).toBeNull();
  });
});

describe('plus and minus', () => {
  it('steps by one step and stops at the minimum and the maximum', () => {
    const rule = counterRule({ min: 150, step: 50, max: 300 });
    expect(incrementQuantity(150, rule)).toBe(200);
    expect(incrementQuantity(250, rule)).toBe(300);
    expect(incrementQuantity(300, rule)).toBe(300);
    expect(decrementQuantity(200, rule)).toBe(150);
    expect(decrementQuantity(150, rule)).toBe(150);
    expect(canIncrement(300, rule)).toBe(false);
    expect(canDecrement(150, rule)).toBe(false);
    expect(canIncrement(150, rule)).toBe(true);
  });

  it('steps with fractional steps', () => {
    expect(incrementQuantity(100, counterRule({ step: 25 }))).toBe(125);
    expect(incrementQuantity(300, counterRule({ min: 300, step: 250 }))).toBe(550);
    expect(decrementQuantity(550, counterRule({ min: 300, step: 250 }))).toBe(300);
  });

  it('goes from an off-grid value to the next grid value in that direction', () => {
    const rule = counterRule({ min: 100, step: 100 });
    expect(incrementQuantity(240, rule)).toBe(300);
    expect(incrementQuantity(260, rule)).toBe(300);
    expect(decrementQuantity(240, rule)).toBe(200);
    expect(decrementQuantity(260, rule)).toBe(200);
    expect(incrementQuantity(50, rule)).toBe(100);
  });

  it('comes back from above the maximum to the maximum', () => {
    const rule = counterRule({ min: 100, step: 100, max: 1000 });
    expect(decrementQuantity(5000, rule)).toBe(1000);
    expect(incrementQuantity(5000, rule)).toBe(1000);
  });
});

describe('validation', () => {
  it('accepts a value on the grid within the limits', () => {
    const rule = counterRule({ min: 150, step: 50, max: 500, stock: 1000 });
    expect(validateQuantity(150, rule)).toEqual([]);
    expect(validateQuantity(450, rule)).toEqual([]);
    expect(isValidQuantity(450, rule)).toBe(true);
  });

  it('reports a value below the minimum order quantity', () => {
    const rule = counterRule({ min: 500, step: 100 });
    expect(validateQuantity(400, rule)).toEqual(['belowMinimum']);
    expect(isValidQuantity(400, rule)).toBe(false);
  });

  it('reports a value above the maximum', () => {
    const rule = counterRule({ min: 100, step: 100, max: 1000 });
    expect(validateQuantity(1100, rule)).toEqual(['aboveMaximum']);
    expect(isValidQuantity(1100, rule)).toBe(false);
  });

  it('reports a value that is not a whole number of steps from the minimum', () => {
    expect(validateQuantity(200, counterRule({ min: 150, step: 50 }))).toEqual([]);
    expect(validateQuantity(225, counterRule({ min: 150, step: 50 }))).toEqual(['notInStep']);
    expect(validateQuantity(500, counterRule({ min: 300, step: 250 }))).toEqual(['notInStep']);
    expect(validateQuantity(550, counterRule({ min: 300, step: 250 }))).toEqual([]);
    expect(validateQuantity(175, counterRule({ step: 25 }))).toEqual([]);
    expect(validateQuantity(180, counterRule({ step: 25 }))).toEqual(['notInStep']);
    expect(isValidQuantity(180, counterRule({ step: 25 }))).toBe(false);
  });

  it('treats anything finer than a hundredth as off the step', () => {
    expect(validateQuantity(100.5, counterRule({ min: 1, step: 1 }))).toEqual(['notInStep']);
  });

  it('lists every problem of a value at once', () => {
    const rule = counterRule({ min: 300, step: 250, max: 1000, stock: 500 });
    expect(validateQuantity(1200, rule)).toEqual(['aboveMaximum', 'notInStep', 'aboveStock']);
    expect(validateQuantity(100, rule)).toEqual(['belowMinimum', 'notInStep']);
  });

  it('only warns above stock for a regular product', () => {
    const rule = counterRule({ min: 100, step: 100, stock: 300 });
    expect(validateQuantity(500, rule)).toEqual(['aboveStock']);
    expect(isValidQuantity(500, rule)).toBe(true);
  });

  it('blocks above stock for a closeout', () => {
    const rule = counterRule({ min: 100, step: 100, stock: 300, isCloseout: true });
    expect(validateQuantity(500, rule)).toEqual(['aboveStock']);
    expect(isValidQuantity(500, rule)).toBe(false);
    expect(isValidQuantity(300, rule)).toBe(true);
  });

  it('handles stock below the minimum', () => {
    const regular = counterRule({ min: 500, step: 100, stock: 200 });
    expect(initialQuantity(regular)).toBe(500);
    expect(validateQuantity(500, regular)).toEqual(['aboveStock']);
    expect(isValidQuantity(500, regular)).toBe(true);
    const closeout = counterRule({ min: 500, step: 100, stock: 200, isCloseout: true });
    expect(roundToStep(800, closeout)).toBe(500);
    expect(isValidQuantity(500, closeout)).toBe(false);
    expect(canIncrement(500, closeout)).toBe(false);
  });
});

describe('cart line quantity', () => {
  const rule = counterRule({ min: 300, step: 250, max: 1000, stock: 500 });

  it('removes the line when the entry is below the minimum', () => {
    expect(cartQuantityIntent(200, rule)).toBe('remove');
    expect(cartQuantityIntent(0, rule)).toBe('remove');
  });

  it('updates the line with a valid value, also above stock for a regular product', () => {
    expect(cartQuantityIntent(550, rule)).toBe('update');
    expect(cartQuantityIntent(800, rule)).toBe('update');
  });

  it('leaves an invalid value or an empty field to be corrected', () => {
    expect(cartQuantityIntent(500, rule)).toBe('invalid');
    expect(cartQuantityIntent(1050, rule)).toBe('invalid');
    expect(cartQuantityIntent(800, { ...rule, isCloseout: true })).toBe('invalid');
    expect(cartQuantityIntent(null, rule)).toBe('invalid');
  });
});

describe('cart error of a quantity', () => {
  const rule = counterRule({ min: 300, step: 250, max: 1000, stock: 500 });
  const figures = { minPurchase: 3, purchaseSteps: 2.5, maxPurchase: 10 };

  it('accepts a quantity on the steps, also above the stock of a regular product', () => {
    expect(cartQuantityError(300, rule)).toBeNull();
    expect(cartQuantityError(800, rule)).toBeNull();
  });

  it('refuses a quantity below the minimum, off the steps or above the maximum as invalid', () => {
    for (const quantity of [200, 500, 1050]) {
      expect(cartQuantityError(quantity, rule)).toEqual({
        code: 'dexis-cart-invalidQuantity',
        parameters: { quantity: quantity / 100, ...figures },
      });
    }
    expect(cartQuantityError(150, counterRule({ min: 100, step: 100 }))?.parameters.maxPurchase).toBeNull();
  });

  it('refuses more of a closeout than its stock as out of stock, naming what is available', () => {
    const closeout = { ...rule, isCloseout: true };
    expect(cartQuantityError(800, closeout)).toEqual({
      code: 'product-out-of-stock',
      parameters: { quantity: 8, ...figures, available: 5 },
    });
    expect(cartQuantityError(300, closeout)).toBeNull();
  });

  it('names a problem of the rule before the stock of a closeout', () => {
    expect(cartQuantityError(1050, { ...rule, isCloseout: true })?.code).toBe('dexis-cart-invalidQuantity');
  });
});

describe('typed quantities', () => {
  it('accepts a decimal comma and a decimal dot', () => {
    expect(parseQuantity('2,5')).toBe(250);
    expect(parseQuantity('2.5')).toBe(250);
    expect(parseQuantity('2,25')).toBe(225);
    expect(parseQuantity('0.05')).toBe(5);
    expect(parseQuantity('12')).toBe(1200);
    expect(parseQuantity(' 3 ')).toBe(300);
    expect(parseQuantity(',5')).toBe(50);
    expect(parseQuantity('2,')).toBe(200);
    expect(parseQuantity('007')).toBe(700);
  });

  it('refuses empty and negative input', () => {
    expect(parseQuantity('')).toBeNull();
    expect(parseQuantity('   ')).toBeNull();
    expect(parseQuantity(',')).toBeNull();
    expect(parseQuantity('-1')).toBeNull();
    expect(parseQuantity('-2,5')).toBeNull();
  });

  it('refuses three decimals instead of rounding them', () => {
    expect(parseQuantity('2,555')).toBeNull();
    expect(parseQuantity('1.000')).toBeNull();
  });

  it('refuses garbage', () => {
    expect(parseQuantity('abc')).toBeNull();
    expect(parseQuantity('2,5a')).toBeNull();
    expect(parseQuantity('1e3')).toBeNull();
    expect(parseQuantity('1 000')).toBeNull();
    expect(parseQuantity('2,5,0')).toBeNull();
    expect(parseQuantity('Infinity')).toBeNull();
  });

  it('accepts very large values up to nine whole digits', () => {
    expect(parseQuantity('999999999,99')).toBe(99_999_999_999);
    expect(parseQuantity('0000999999999')).toBe(99_999_999_900);
    expect(parseQuantity('1000000000')).toBeNull();
    expect(parseQuantity('99999999999999999999')).toBeNull();
  });

  it('formats with a comma in Dutch and French and a dot in English', () => {
    expect(formatQuantity(250, 'nl-NL')).toBe('2,5');
    expect(formatQuantity(250, 'fr-FR')).toBe('2,5');
    expect(formatQuantity(250, 'en-GB')).toBe('2.5');
    expect(formatQuantity(225, 'nl-NL')).toBe('2,25');
    expect(formatQuantity(205, 'fr-FR')).toBe('2,05');
    expect(formatQuantity(300, 'nl-NL')).toBe('3');
    expect(formatQuantity(5, 'en-GB')).toBe('0.05');
    expect(formatQuantity(99_999_999_999, 'nl-NL')).toBe('999999999,99');
    expect(quantityToDecimalString(1050)).toBe('10.5');
  });

  it('reads back what it formats', () => {
    for (const value of [5, 50, 100, 225, 250, 1050, 99_999_999_999]) {
      expect(parseQuantity(formatQuantity(value, 'nl-NL'))).toBe(value);
      expect(parseQuantity(formatQuantity(value, 'en-GB'))).toBe(value);
    }
  });
});

describe('the nearest allowed quantities of a refused one', () => {
  const rule = counterRule({ min: 1000, step: 500, max: 3000 });

  it.each([
    // typed, offered (hundredths): minimum 10, sold per 5, at most 30
    [1200, [1000, 1500]],
    [700, [1000]],
    [3200, [3000]],
    [2999, [2500, 3000]],
  ])('offers %i as %j', (typed, offered) => {
    expect(nearestValidQuantities(typed, rule)).toEqual(offered);
  });

  it('offers nothing for a quantity that stands', () => {
    expect(nearestValidQuantities(1500, rule)).toEqual([]);
  });
});
