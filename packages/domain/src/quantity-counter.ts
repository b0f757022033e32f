/**
 * The quantity counter of product cards, product pages and the cart.
 *
 * Every quantity here is an integer number of hundredths (2.5 pieces = 250), so that steps such
 * as 0.25 or 2.5 never meet binary floating point: the arithmetic only adds, subtracts, multiplies
 * and divides integers (with an explicit floor).
 *
 * The allowed values are the grid `min, min + step, min + 2·step, …`, counted from the minimum
 * (not from zero): min 1.5 with step 0.5 allows 1.5, 2, 2.5…; min 3 with step 2.5 allows 3, 5.5, 8…
 */

import { cartErrorCodes } from './error-codes.ts';
import { fromHundredths } from './quantity.ts';

/** A quantity in integer hundredths. */
export type Hundredths = number;

export interface QuantityRule {
  /** Minimum purchase (minSalesQuantity), at least one hundredth. */
  min: Hundredths;
  /** Sales step (purchaseSteps), at least one hundredth. */
  step: Hundredths;
  /** Maximum purchase, when the product has one. It need not lie on the step grid. */
  max?: Hundredths;
  /** Stock currently available to the customer, when known. */
  stock?: Hundredths;
  /**
   * A closeout (sold while stock lasts) is never restocked, so more than the stock cannot be
   * delivered: for a closeout, above stock blocks adding to the cart and caps the counter.
   */
  isCloseout?: boolean;
}

export type QuantityProblem = 'belowMinimum' | 'aboveMaximum' | 'aboveStock' | 'notInStep';

/** One piece: the minimum and the step when the product has none. */
export const defaultQuantity: Hundredths = 100;

/**
 * Longest whole part accepted from the keyboard (999 999 999,99). No order line comes near it; it
 * keeps every sum of this module far inside the integers a number holds exactly.
 */
export const maxQuantityDigits = 9;

function positiveOr(value: Hundredths | undefined, fallback: Hundredths): Hundredths {
  return value !== undefined && Number.isSafeInteger(value) && value > 0 ? value : fallback;
}

/**
 * The rule of a product from its catalogue figures, all in hundredths. A missing, zero or negative
 * minimum or step becomes one piece; a missing maximum or stock stays missing.
 */
export function counterRule(input: {
  min?: Hundredths;
  step?: Hundredths;
  max?: Hundredths;
  stock?: Hundredths;
  isCloseout?: boolean;
}): QuantityRule {
  const rule: QuantityRule = {
    min: positiveOr(input.min, defaultQuantity),
    step: positiveOr(input.step, defaultQuantity),
  };
  if (input.max !== undefined) rule.max = input.max;
  if (input.stock !== undefined) rule.stock = input.stock;
  if (input.isCloseout) rule.isCloseout = true;
  return rule;
}

/**
 * The value the counter starts with: the minimum when there is none yet (a card, a product page),
 * and a value below the minimum (a cart line loaded with too little) raised to the minimum. Other
 * values are kept as they are, so that a cart line that no longer fits shows its problem.
 */
export function initialQuantity(rule: QuantityRule, value?: Hundredths | null): Hundredths {
  if (value === undefined || value === null || !Number.isSafeInteger(value) || value < rule.min) {
    return rule.min;
  }
  return value;
}

/** The largest grid value not above `limit`, or the minimum when the limit is below it. */
function gridFloor(limit: Hundredths, rule: Pick<QuantityRule, 'min' | 'step'>): Hundredths {
  if (limit <= rule.min) return rule.min;
  return rule.min + Math.floor((limit - rule.min) / rule.step) * rule.step;
}

/**
 * The highest value the counter moves to: the last grid value not above the maximum and, for a
 * closeout, not above the stock. Never below the minimum: when the maximum (or a closeout's stock)
 * is below the minimum, the counter stays on the minimum and validation reports the problem.
 */
export function upperQuantity(rule: QuantityRule): Hundredths | undefined {
  let limit = rule.max;
  if (rule.isCloseout && rule.stock !== undefined) {
    limit = limit === undefined ? rule.stock : Math.min(limit, rule.stock);
  }
  return limit === undefined ? undefined : gridFloor(limit, rule);
}

/**
 * The allowed value for a typed one, in the buyer's favour: up to the next value of the grid from
 * the minimum, so that a buyer who needs 12 pieces sold per 5 gets 15 rather than too few; then
 * clamped to the maximum (the last grid value not above it, for a closeout also not above its
 * stock) and raised to the minimum. Applied when the input loses focus, on Enter, and on plus and
 * minus.
 */
export function roundToStep(value: Hundredths, rule: QuantityRule): Hundredths {
  const { min, step } = rule;
  let rounded = min;
  if (value > min) rounded = min + Math.ceil((Math.ceil(value) - min) / step) * step;
  const upper = upperQuantity(rule);
  if (upper !== undefined && rounded > upper) rounded = upper;
  return Math.max(rounded, min);
}

/** Why a typed quantity was changed: the limit or step that `roundToStep` applied. */
export type QuantityAdjustmentReason = 'minimum' | 'step' | 'maximum' | 'stock';

export interface QuantityAdjustment {
  entered: Hundredths;
  applied: Hundredths;
  reason: QuantityAdjustmentReason;
}

/**
 * What rounding does to a typed quantity, so that the buyer can be told ("sold per 5: 15 instead of
 * 12"); null when the quantity stands as typed.
 */
export function quantityAdjustment(entered: Hundredths, rule: QuantityRule): QuantityAdjustment | null {
  const applied = roundToStep(entered, rule);
  if (applied === entered) return null;
  const limitedByStock =
    rule.isCloseout === true && rule.stock !== undefined && (rule.max === undefined || rule.stock < rule.max);
  let reason: QuantityAdjustmentReason = 'step';
  if (entered < rule.min) reason = 'minimum';
  else if (applied < entered) reason = limitedByStock ? 'stock' : 'maximum';
  return { entered, applied, reason };
}

/** One step up from the value (first put on the grid), clamped. */
export function incrementQuantity(value: Hundredths, rule: QuantityRule): Hundredths {
  const base = roundToStep(value, rule);
  // A value that rounding moved up has already taken its step up.
  return roundToStep(base > value ? base : base + rule.step, rule);
}

/** One step down from the value (first put on the grid), clamped. */
export function decrementQuantity(value: Hundredths, rule: QuantityRule): Hundredths {
  const base = roundToStep(value, rule);
  return roundToStep(base < value ? base : base - rule.step, rule);
}

/** Whether plus would change the value. */
export function canIncrement(value: Hundredths, rule: QuantityRule): boolean {
  return incrementQuantity(value, rule) !== value;
}

/** Whether minus would change the value. */
export function canDecrement(value: Hundredths, rule: QuantityRule): boolean {
  return decrementQuantity(value, rule) !== value;
}

/**
 * Every problem of a value, in the order their messages are shown: below the minimum order
 * quantity, above the maximum, not on the sales step grid (which includes anything finer than a
 * hundredth), above the current stock.
 */
export function validateQuantity(value: Hundredths, rule: QuantityRule): QuantityProblem[] {
  const problems: QuantityProblem[] = [];
  if (value < rule.min) problems.push('belowMinimum');
  if (rule.max !== undefined && value > rule.max) problems.push('aboveMaximum');
  if (!Number.isInteger(value) || (value - rule.min) % rule.step !== 0) problems.push('notInStep');
  if (rule.stock !== undefined && value > rule.stock) problems.push('aboveStock');
  return problems;
}

/**
 * Whether a problem blocks adding to the cart. Above stock is only a warning: the distributor
 * delivers the rest later (the delivery notice adds the restock time), so the order may be placed.
 * A closeout is not restocked, so for a closeout above stock blocks like the other problems.
 */
export function isBlockingProblem(problem: QuantityProblem, rule: QuantityRule): boolean {
  return problem !== 'aboveStock' || rule.isCloseout === true;
}

/** Whether the value may go into the cart; add-to-cart stays disabled while this is false. */
export function isValidQuantity(value: Hundredths, rule: QuantityRule): boolean {
  return validateQuantity(value, rule).every((problem) => !isBlockingProblem(problem, rule));
}

/**
 * The allowed quantities nearest to a refused one, lower first, for the buyer to pick in one click:
 * the last grid value below it (when it lies above the minimum) and the one rounding gives (up the
 * grid, capped at the maximum). Neither is the refused value itself.
 */
export function nearestValidQuantities(value: Hundredths, rule: QuantityRule): Hundredths[] {
  const candidates = [value > rule.min ? gridFloor(value, rule) : null, roundToStep(value, rule)];
  const valid = candidates.filter(
    (candidate): candidate is Hundredths =>
      candidate !== null && candidate !== value && isValidQuantity(candidate, rule),
  );
  return [...new Set(valid)].sort((a, b) => a - b);
}

/** The cart's answer to a quantity it refuses: its error code and the figures the message names. */
export interface CartQuantityError {
  /** Off the rule (below the minimum, above the maximum, off the steps), or a closeout above its stock. */
  code: typeof cartErrorCodes.invalidQuantity | typeof cartErrorCodes.productOutOfStock;
  /** Decimal quantities, as the cart answers them; `available` only for a closeout above its stock. */
  parameters: {
    quantity: number;
    minPurchase: number;
    purchaseSteps: number;
    maxPurchase: number | null;
    available?: number;
  };
}

/**
 * Why the cart refuses a quantity, or null when it may be in the cart: the blocking problems of
 * `validateQuantity` (those that keep add-to-cart disabled in the counter), as one cart error. Any
 * problem of the rule itself wins over a closeout's stock.
 */
export function cartQuantityError(value: Hundredths, rule: QuantityRule): CartQuantityError | null {
  const blocking = validateQuantity(value, rule).filter((problem) => isBlockingProblem(problem, rule));
  if (blocking.length === 0) return null;
  const parameters: CartQuantityError['parameters'] = {
    quantity: fromHundredths(value),
    minPurchase: fromHundredths(rule.min),
    purchaseSteps: fromHundredths(rule.step),
    maxPurchase: rule.max === undefined ? null : fromHundredths(rule.max),
  };
  if (blocking.some((problem) => problem !== 'aboveStock')) {
    return { code: cartErrorCodes.invalidQuantity, parameters };
  }
  return {
    code: cartErrorCodes.productOutOfStock,
    parameters: { ...parameters, available: fromHundredths(rule.stock ?? 0) },
  };
}

/**
 * What a value entered on a cart line means: below the minimum removes the line, a valid value
 * updates it, anything else (off the step grid, above the maximum, a closeout above stock, or no
 * number at all, e.g. an emptied field) is left for the user to correct.
 */
export function cartQuantityIntent(
  value: Hundredths | null,
  rule: QuantityRule,
): 'remove' | 'update' | 'invalid' {
  if (value === null || !Number.isFinite(value)) return 'invalid';
  if (value < rule.min) return 'remove';
  return isValidQuantity(value, rule) ? 'update' : 'invalid';
}

const quantityPattern = /^(\d*)(?:[.,](\d{0,2}))?$/;

/**
 * A typed quantity in hundredths: "2,5" and "2.5" are both 250, "3" is 300, ",5" is 50. Spaces
 * around it are ignored. Returns null for anything else: empty text, a sign, letters, thousands
 * separators, more than two decimals ("2,555" is not rounded silently), or a whole part longer
 * than `maxQuantityDigits`.
 */
export function parseQuantity(text: string): Hundredths | null {
  const match = quantityPattern.exec(text.trim());
  if (!match) return null;
  const whole = match[1] ?? '';
  const fraction = match[2] ?? '';
  if (whole === '' && fraction === '') return null;
  // Leading zeros do not count towards the length.
  if (whole.replace(/^0+/, '').length > maxQuantityDigits) return null;
  return Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
}

/** The decimal separator of a locale code: a dot for English, a comma for Dutch, French, German. */
export function quantityDecimalSeparator(localeCode: string): ',' | '.' {
  return localeCode.toLowerCase().startsWith('en') ? '.' : ',';
}

/**
 * A quantity as the counter shows it: without grouping, without trailing zeros, and with the
 * decimal separator of the language: 250 is "2,5" in Dutch and French and "2.5" in English.
 */
export function formatQuantity(value: Hundredths, localeCode: string): string {
  const rounded = Math.round(value);
  const sign = rounded < 0 ? '-' : '';
  const absolute = Math.abs(rounded);
  const whole = Math.floor(absolute / 100);
  const fraction = (absolute % 100).toString().padStart(2, '0').replace(/0+$/, '');
  return `${sign}${whole}${fraction ? `${quantityDecimalSeparator(localeCode)}${fraction}` : ''}`;
}

/** A quantity as a plain decimal with a dot ("2.5"), for form fields and HTML attributes. */
export function quantityToDecimalString(value: Hundredths): string {
  return formatQuantity(value, 'en');
}
