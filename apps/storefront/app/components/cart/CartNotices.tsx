import type { Cart } from '@tradeshop/api-client';
import { cartErrorCodes, cartErrorLevels } from '@tradeshop/domain';
import type { ReactNode } from 'react';
import { cartErrorMessage, messageParamsOf } from '../../lib/cart-errors';
import { useFigures, useTranslation } from '../../lib/i18n';

function Note({
  tone,
  children,
  testId,
}: {
  tone: 'info' | 'warn' | 'error';
  children: ReactNode;
  testId: string;
}) {
  const style = {
    info: 'border-brand-200 bg-brand-50 text-brand-900',
    warn: 'border-amber-300 bg-amber-50 text-amber-900',
    error: 'border-red-300 bg-red-50 text-red-800',
  }[tone];
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-md border px-4 py-3 text-sm ${style}`}
      data-testid={testId}
    >
      {children}
    </p>
  );
}

const handledKeys: ReadonlySet<string> = new Set([
  cartErrorCodes.underMinimumValue,
  cartErrorCodes.underCreditLimit,
]);

/** Free shipping, the minimum order value, the credit limit and any other problem of the cart. */
export function CartNotices({ cart }: { cart: Cart }) {
  const figures = useFigures();
  const { t } = useTranslation();
  const { freeShipping, minimumCartValue } = cart.extensions;
  const underMinimum = cart.errors.some((error) => error.messageKey === cartErrorCodes.underMinimumValue);
  const underCredit = cart.errors.some((error) => error.messageKey === cartErrorCodes.underCreditLimit);
  const others = cart.errors.filter((error) => !handledKeys.has(error.messageKey));
  const positions = cart.price?.positionPrice ?? null;
  return (
    <div className="space-y-2">
      {cart.price ? (
        freeShipping.isFree ? (
          <Note tone="info" testId="free-shipping">
            {t('cart.freeShippingReached')}
          </Note>
        ) : (
          <Note tone="info" testId="free-shipping">
            {t('cart.freeShippingRemaining', {
              remaining: figures.netPrice(freeShipping.remaining),
              limit: figures.netPrice(freeShipping.limit),
            })}
          </Note>
        )
      ) : null}
      {underMinimum && minimumCartValue && positions !== null ? (
        <Note tone="warn" testId="minimum-order-value">
          {t('cart.underMinimumValue', {
            minimum: figures.netPrice(minimumCartValue.minimumValue),
            missing: figures.netPrice(Math.max(0, minimumCartValue.minimumValue - positions)),
            surcharge: figures.netPrice(minimumCartValue.additionalCost),
          })}
        </Note>
      ) : null}
      {underCredit ? (
        <Note tone="warn" testId="credit-limit">
          {t('cart.error.underCreditLimit')}
        </Note>
      ) : null}
      {others.map((error) => (
        <Note
          key={error.key}
          tone={error.level === cartErrorLevels.error ? 'error' : 'warn'}
          testId="cart-problem"
        >
          {cartErrorMessage(error.messageKey, t, error.message, messageParamsOf(error.parameters))}
        </Note>
      ))}
    </div>
  );
}
