import {
  canDecrement,
  canIncrement,
  counterRule,
  decrementQuantity,
  formatQuantity,
  fromHundredths,
  type Hundredths,
  incrementQuantity,
  initialQuantity,
  isBlockingProblem,
  isValidQuantity,
  parseQuantity,
  type QuantityAdjustment,
  type QuantityAdjustmentReason,
  type QuantityProblem,
  quantityAdjustment,
  quantityToDecimalString,
  roundToStep,
  unitNameIn,
  upperQuantity,
  validateQuantity,
} from '@tradeshop/domain';
import { type ChangeEvent, type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { type MessageKey, useTranslation } from '../../lib/i18n';
import { useHoldRepeat } from './useHoldRepeat';

export type CounterStatus = 'success' | 'error' | 'default';

export interface QuantityCounterProps {
  /** Name of the form field that carries the quantity, as a decimal with a dot ("2.5"). */
  name?: string;
  /** Minimum purchase in hundredths (250 = 2,5); one piece when missing. */
  min?: Hundredths;
  /** Sales step in hundredths; one piece when missing. */
  step?: Hundredths;
  /** Maximum purchase in hundredths, when the product has one. */
  max?: Hundredths;
  /** Available stock in hundredths, when known: above it is a warning, or an error for a closeout. */
  stock?: Hundredths;
  isCloseout?: boolean;
  /** Unit of measure shown next to the counter. */
  uom?: string;
  /** Starting value in hundredths (e.g. a cart line); the minimum when missing or below it. */
  defaultValue?: Hundredths;
  /**
   * What the buyer typed when the shop changed it to `defaultValue` on the server (a form posted
   * without JavaScript): the counter says what was done, as it does after rounding in the browser.
   */
  adjustedFrom?: Hundredths;
  /**
   * Called after mount and whenever the value or its validity changes, while typing too. `valid`
   * false means add-to-cart must be disabled. While the text is not a number, the value is the
   * last one that was, with `valid` false.
   */
  onChange?: (value: Hundredths, valid: boolean) => void;
  /**
   * Called when the user applies a value: on blur, on Enter and on plus and minus. `entered` is
   * what was typed (null when it is not a number), `applied` the value after rounding. In the
   * cart, `cartQuantityIntent(entered, rule)` tells whether the line is removed.
   */
  onCommit?: (entered: Hundredths | null, applied: Hundredths, how: 'typed' | 'stepped') => void;
  disabled?: boolean;
  /** Styling when the value has no error, e.g. success after adding to the cart. */
  status?: Exclude<CounterStatus, 'error'>;
}

const adjustmentMessages: Record<QuantityAdjustmentReason, MessageKey> = {
  step: 'counter.adjusted.step',
  minimum: 'counter.adjusted.minimum',
  maximum: 'counter.adjusted.maximum',
  stock: 'counter.adjusted.stock',
};

const problemMessages: Record<QuantityProblem, MessageKey> = {
  belowMinimum: 'counter.belowMinimum',
  aboveMaximum: 'counter.aboveMaximum',
  aboveStock: 'counter.aboveStock',
  notInStep: 'counter.notInStep',
};

const borderOfStatus: Record<CounterStatus, string> = {
  success: 'border-green-600',
  error: 'border-red-700',
  default: 'border-gray-300',
};

/**
 * Quantity input with minus and plus buttons. Without JavaScript it is a plain number input named
 * `name` with min, step and max, inside the parent's form; with JavaScript it accepts a decimal
 * comma or dot, rounds up to the sales step on blur and Enter and says so ("sold per 5: 15 instead
 * of 12"), steps with the arrow keys and the buttons (hold to repeat), and shows what is wrong
 * below it.
 */
export function QuantityCounter({
  name = 'quantity',
  min,
  step,
  max,
  stock,
  isCloseout = false,
  uom,
  defaultValue,
  adjustedFrom,
  onChange,
  onCommit,
  disabled = false,
  status = 'default',
}: QuantityCounterProps) {
  const { language, t } = useTranslation();
  const id = useId();
  const rule = useMemo(
    () => counterRule({ min, step, max, stock, isCloseout }),
    [min, step, max, stock, isCloseout],
  );

  const [enhanced, setEnhanced] = useState(false);
  // The last value that was a number, and the text as typed.
  const [value, setValue] = useState(() => initialQuantity(rule, defaultValue));
  const [text, setText] = useState(() => quantityToDecimalString(value));
  const valueRef = useRef(value);
  // What the last rounding changed, until the buyer changes the value again.
  const [adjustment, setAdjustment] = useState<QuantityAdjustment | null>(() =>
    adjustedFrom === undefined ? null : quantityAdjustment(adjustedFrom, rule),
  );
  // Typed by the user at all, and typed since the last value was applied.
  const touched = useRef(false);
  const dirty = useRef(false);
  const parsed = enhanced ? parseQuantity(text) : value;

  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const reported = useRef<{ value: Hundredths; valid: boolean } | undefined>(undefined);
  const report = (next: Hundredths, valid: boolean) => {
    if (reported.current?.value === next && reported.current.valid === valid) return;
    reported.current = { value: next, valid };
    onChangeRef.current?.(next, valid);
  };

  const show = (next: Hundredths) => {
    valueRef.current = next;
    setValue(next);
    setText(formatQuantity(next, language.code));
    report(next, isValidQuantity(next, rule));
  };

  // After hydration: switch to the decimal text field. Until the user types, follow the rule and
  // the default value (prices and minimums may arrive after the first render).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the rule or default changes
  useEffect(() => {
    setEnhanced(true);
    show(touched.current ? valueRef.current : initialQuantity(rule, defaultValue));
  }, [rule, defaultValue, language.code]);

  const apply = (next: Hundredths, entered: Hundredths | null, how: 'typed' | 'stepped') => {
    touched.current = true;
    dirty.current = false;
    setAdjustment(null);
    onCommit?.(entered, next, how);
    show(next);
  };

  const stepBy = (direction: 'up' | 'down') => {
    const current = valueRef.current;
    const next = direction === 'up' ? incrementQuantity(current, rule) : decrementQuantity(current, rule);
    if (next !== current || parseQuantity(text) !== current) apply(next, next, 'stepped');
  };

  const minusDisabled = !enhanced || disabled || !canDecrement(value, rule);
  const plusDisabled = !enhanced || disabled || !canIncrement(value, rule);
  const minus = useHoldRepeat(() => stepBy('down'), minusDisabled);
  const plus = useHoldRepeat(() => stepBy('up'), plusDisabled);

  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    touched.current = true;
    dirty.current = true;
    setAdjustment(null);
    setText(event.target.value);
    const next = parseQuantity(event.target.value);
    if (next === null) {
      report(valueRef.current, false);
      return;
    }
    valueRef.current = next;
    setValue(next);
    report(next, isValidQuantity(next, rule));
  };

  /**
   * Rounds what was typed; a text that is not a number goes back to the last value. Returns whether
   * the typed value stood as it was.
   */
  const applyTyped = (): boolean => {
    if (!dirty.current) return true;
    const entered = parseQuantity(text);
    const next = roundToStep(entered ?? valueRef.current, rule);
    apply(next, entered, 'typed');
    if (entered !== null) setAdjustment(quantityAdjustment(entered, rule));
    return next === entered;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      if (!disabled) stepBy(event.key === 'ArrowUp' ? 'up' : 'down');
    } else if (event.key === 'Enter') {
      // A typed value that needed rounding is shown first; Enter on a fitting value submits the form.
      if (!applyTyped()) event.preventDefault();
    }
  };

  const problems = parsed === null ? null : validateQuantity(parsed, rule);
  const blocking = problems?.filter((problem) => isBlockingProblem(problem, rule)) ?? [];
  // An emptied field is invalid (add-to-cart waits) but not yet an error: the user is typing.
  const emptied = parsed === null && text.trim() === '';
  const isError = (problems === null && !emptied) || blocking.length > 0;
  const shownStatus: CounterStatus = isError ? 'error' : status;
  // Above the stock of an article that is restocked is no problem: the stock statement says when the rest comes.
  const problem = blocking[0];
  const format = (quantity: Hundredths) => formatQuantity(quantity, language.code);
  // The highest value that can be ordered, as the message names it.
  const highest =
    rule.max === undefined || rule.max < rule.min
      ? rule.max
      : upperQuantity({ min: rule.min, step: rule.step, max: rule.max });
  const limits = {
    min: format(rule.min),
    max: format(highest ?? 0),
    stock: format(rule.stock ?? 0),
    step: format(rule.step),
  };
  const message =
    problems === null
      ? emptied
        ? null
        : t('counter.notANumber')
      : problem
        ? t(problemMessages[problem], limits)
        : adjustment
          ? t(adjustmentMessages[adjustment.reason], {
              ...limits,
              entered: format(adjustment.entered),
              applied: format(adjustment.applied),
            })
          : null;
  const messageId = `${id}-message`;
  const upper = upperQuantity(rule);

  return (
    <div className="counter-field">
      {/* The unit goes under the counter where a narrow card has no room beside it. */}
      <div className="counter-row">
        <div className={`counter-box ${borderOfStatus[shownStatus]} ${disabled ? 'opacity-60' : ''}`}>
          <button
            type="button"
            aria-label={t('counter.decrease')}
            aria-controls={id}
            disabled={minusDisabled}
            className="counter-step"
            {...minus}
          >
            <span aria-hidden="true">−</span>
          </button>
          <label htmlFor={id} className="sr-only">
            {t('counter.label')}
          </label>
          <input
            id={id}
            type={enhanced ? 'text' : 'number'}
            name={enhanced ? undefined : name}
            inputMode="decimal"
            autoComplete="off"
            min={enhanced ? undefined : quantityToDecimalString(rule.min)}
            step={enhanced ? undefined : quantityToDecimalString(rule.step)}
            max={enhanced || upper === undefined ? undefined : quantityToDecimalString(upper)}
            required
            value={text}
            onChange={onInput}
            onBlur={() => applyTyped()}
            onKeyDown={onKeyDown}
            disabled={disabled}
            aria-invalid={isError || undefined}
            aria-describedby={message ? messageId : undefined}
            className="counter-input"
          />
          <button
            type="button"
            aria-label={t('counter.increase')}
            aria-controls={id}
            disabled={plusDisabled}
            className="counter-step"
            {...plus}
          >
            <span aria-hidden="true">+</span>
          </button>
        </div>
        {uom && <span className="counter-unit">{unitNameIn(language.code, uom, fromHundredths(value))}</span>}
        {enhanced && (
          <input type="hidden" name={name} value={quantityToDecimalString(value)} disabled={disabled} />
        )}
      </div>
      <p
        id={messageId}
        aria-live="polite"
        className={`text-sm ${isError ? 'text-red-700' : 'text-amber-700'} ${message ? '' : 'sr-only'}`}
      >
        {message}
      </p>
    </div>
  );
}
