import { fromHundredths, type Hundredths, toHundredths } from '@tradeshop/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useFetcher, useLocation, useRouteLoaderData } from 'react-router';
import { trackAddToCart, useAnalyticsCategories } from '../../lib/analytics';
import type { AddToCartAnswer } from '../../lib/cart-add';
import { localizedPath, useTranslation } from '../../lib/i18n';
import type { CardOffer } from '../../lib/offers.server';
import { submitEnhanced } from '../../lib/use-enhanced';
import { outlineButtonClass } from '../ui/buttons';
import { Notification } from '../ui/Notification';
import { QuantityCounter } from './QuantityCounter';

/** A product that cannot be ordered online: a mail to the sales team naming the article. */
function MailToButton({ productNumber, name }: { productNumber: string; name: string }) {
  const { t } = useTranslation();
  const shop = useRouteLoaderData('shop') as { salesEmail?: string } | undefined;
  const email = shop?.salesEmail ?? 'sales@tradeshop.example';
  const subject = t('product.mailSubject', { productNumber, name });
  return (
    <a
      href={`mailto:${email}?subject=${encodeURIComponent(subject)}`}
      className={outlineButtonClass}
      data-testid="mail-to-button"
    >
      {t('product.mailTo')}
    </a>
  );
}

/**
 * Quantity counter and add-to-cart button: a plain form post without JavaScript (it leads to the
 * cart), a fetcher with it (loading state, a notification with the cart's product count and the
 * analytics event). Products that are not buyable get the mail-to button instead.
 */
export function AddToCart({
  product,
  offer,
  onQuantityChange,
  layout = 'card',
}: {
  product: { id: string; productNumber: string; name: string };
  offer: CardOffer;
  onQuantityChange?: (quantity: Hundredths) => void;
  layout?: 'card' | 'page';
}) {
  const { t, language } = useTranslation();
  const location = useLocation();
  const categories = useAnalyticsCategories();
  const fetcher = useFetcher<AddToCartAnswer>();
  const [valid, setValid] = useState(true);
  const quantity = useRef<Hundredths>(toHundredths(offer.min));
  const [notice, setNotice] = useState<AddToCartAnswer | null>(null);
  const submitted = useRef<Hundredths | null>(null);

  // Each answer of the fetcher is shown once, and a success is tracked once.
  const handled = useRef<AddToCartAnswer | undefined>(undefined);
  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== 'idle' || !answer || handled.current === answer) return;
    handled.current = answer;
    setNotice(answer);
    if (answer.ok) {
      trackAddToCart({
        id: product.productNumber,
        name: product.name,
        price: offer.price,
        quantity: fromHundredths(submitted.current ?? quantity.current),
        categories,
      });
    }
  }, [fetcher.state, fetcher.data, product, offer.price, categories]);

  const onCounterChange = useCallback(
    (value: Hundredths, isValid: boolean) => {
      quantity.current = value;
      setValid(isValid);
      onQuantityChange?.(value);
    },
    [onQuantityChange],
  );
  const closeNotice = useCallback(() => setNotice(null), []);

  if (!offer.isBuyable) return <MailToButton productNumber={product.productNumber} name={product.name} />;

  const adding = fetcher.state !== 'idle';
  // The result is announced by the notification (a status, or an alert for a refusal); the focus
  // stays on the button that was pressed.
  return (
    <>
      <form
        method="post"
        action={localizedPath(language, '/cart/add')}
        onSubmit={(event) => {
          // The button stays enabled while adding, so that it keeps the focus: a second press waits.
          if (adding) {
            event.preventDefault();
            return;
          }
          submitted.current = quantity.current;
          submitEnhanced(fetcher, event);
        }}
        // The shop rounds a quantity off the sales step and says so; the browser would only refuse it.
        noValidate
        className={`add-to-cart-form ${layout === 'page' ? 'gap-3' : ''}`}
        data-testid="add-to-cart-form"
      >
        <input type="hidden" name="productId" value={product.id} />
        <input type="hidden" name="productNumber" value={product.productNumber} />
        <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
        {/* On narrow cards the counter's buttons and field take less room. */}
        <div className={layout === 'card' ? 'counter-compact' : undefined}>
          <QuantityCounter
            min={toHundredths(offer.min)}
            step={toHundredths(offer.step)}
            max={offer.max === null ? undefined : toHundredths(offer.max)}
            stock={offer.stock === null ? undefined : toHundredths(offer.stock)}
            isCloseout={offer.isCloseout}
            uom={offer.uom}
            onChange={onCounterChange}
            status={notice?.ok && !adding ? 'success' : 'default'}
          />
        </div>
        <button
          type="submit"
          disabled={!valid}
          aria-disabled={adding || undefined}
          aria-busy={adding || undefined}
          // Its own width, not a share of the row: beside the counter only when its label fits there.
          className={`add-to-cart-button ${layout === 'page' ? 'min-w-48' : 'flex-auto'}`}
        >
          {adding ? (
            <>
              <span
                aria-hidden="true"
                className="size-4 animate-spin rounded-full border-2 border-white border-t-transparent"
              />
              {t('product.adding')}
            </>
          ) : (
            t('product.addToCart')
          )}
        </button>
      </form>
      {notice ? (
        notice.ok ? (
          <Notification
            type="success"
            title={t('cart.successTitle')}
            text={t('cart.added', { count: notice.productCount })}
            onClose={closeNotice}
          />
        ) : (
          <Notification
            type="error"
            title={t('cart.errorTitle')}
            text={notice.message}
            onClose={closeNotice}
          />
        )
      ) : null}
    </>
  );
}
