import type { Cart } from '@tradeshop/api-client';
import { useFigures, useTranslation } from '../../lib/i18n';
import type { PricedChoice } from '../../lib/shipping-choice';

function Row({
  label,
  amount,
  testId,
  strong = false,
}: {
  label: string;
  amount: string;
  testId: string;
  strong?: boolean;
}) {
  return (
    <div
      className={`flex justify-between gap-4 ${strong ? 'border-gray-300 border-t pt-2 font-bold text-base text-gray-900' : ''}`}
    >
      <dt>{label}</dt>
      <dd className="tabular-nums" data-testid={testId}>
        {amount}
      </dd>
    </div>
  );
}

/**
 * Positions, shipping, minimum order surcharge, net total, VAT per rate and the total, for the way of
 * shipping chosen; an exempt sale names its VAT treatment, and a company abroad that pays Belgian VAT
 * reads why.
 */
export function CartTotals({ cart, priced }: { cart: Cart; priced: PricedChoice | undefined }) {
  const figures = useFigures();
  const { t } = useTranslation();
  const price = priced?.price ?? null;
  const treatment = priced?.vatTreatment;
  return (
    <section aria-labelledby="cart-totals" className="rounded-lg border border-gray-200 bg-gray-50 p-4">
      <h2 id="cart-totals" className="mb-3 font-bold text-gray-900 text-lg">
        {t('cart.summary')}
      </h2>
      <p className="mb-2 text-gray-700 text-sm">{t('cart.positions', { count: cart.productCount })}</p>
      {price ? (
        <dl className="space-y-1.5 text-gray-800 text-sm">
          <Row
            label={t('cart.subtotal')}
            amount={figures.netPrice(price.positionPrice)}
            testId="cart-subtotal"
          />
          <Row
            label={t('cart.shipping')}
            amount={
              price.shippingCosts === 0 ? t('cart.shippingFree') : figures.netPrice(price.shippingCosts)
            }
            testId="cart-shipping"
          />
          {price.additionalCost > 0 ? (
            <Row
              label={t('cart.additionalCost')}
              amount={figures.netPrice(price.additionalCost)}
              testId="cart-additional-cost"
            />
          ) : null}
          <Row label={t('cart.netTotal')} amount={figures.netPrice(price.netPrice)} testId="cart-net" />
          {price.calculatedTaxes.map((tax) => (
            <Row
              key={tax.taxRate}
              label={treatment?.label ?? t('cart.vat', { rate: tax.taxRate })}
              amount={figures.netPrice(tax.tax)}
              testId={`cart-vat-${tax.taxRate}`}
            />
          ))}
          <Row
            label={t('cart.total')}
            amount={figures.netPrice(price.totalPrice)}
            testId="cart-total"
            strong
          />
        </dl>
      ) : null}
      {price && treatment?.note ? (
        <p role="note" className="mt-3 text-amber-900 text-xs" data-testid="cart-vat-note">
          {treatment.note}
        </p>
      ) : null}
      {!price ? <p className="text-gray-700 text-sm">{t('cart.pricesHidden')}</p> : null}
    </section>
  );
}
