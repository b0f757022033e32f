import type { LinesIntoCart } from '@tradeshop/api-client';
import { cartErrorMessage, messageParamsOf } from './cart-errors';
import type { Translate } from './i18n';

/** The lines of an order or offer that did not go into the cart: by product name, and why. */
export function refusedLines(result: LinesIntoCart, t: Translate): string[] {
  return result.lines.flatMap((line) =>
    line.problem
      ? [
          t('orders.reorderRefused', {
            name: line.name,
            reason: cartErrorMessage(line.problem.code, t, null, messageParamsOf(line.problem.parameters)),
          }),
        ]
      : [],
  );
}

/** The positions the buyer ticked in a form of lines. */
export const chosenPositions = (form: FormData) =>
  form
    .getAll('position')
    .map(Number)
    .filter((position) => Number.isInteger(position) && position > 0);
