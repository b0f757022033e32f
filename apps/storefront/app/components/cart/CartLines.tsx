import type { CartLineItem } from '@tradeshop/api-client';
import {
  cartQuantityIntent,
  formatQuantityWithUnit,
  type Hundredths,
  quantityToDecimalString,
  toHundredths,
  unitNameIn,
} from '@tradeshop/domain';
import { useEffect, useRef } from 'react';
import { Link, useFetcher } from 'react-router';
import { localizedPath, useFigures, useTranslation } from '../../lib/i18n';
import type { Offers } from '../../lib/offers.server';
import { cartLineStock, saleRuleOfLine } from '../../lib/sale-rule';
import { useEnhanced } from '../../lib/use-enhanced';
import { AddToOrderList } from '../order-list/AddToOrderList';
import { OwnArticleNumber } from '../product/OwnArticleNumber';
import { ProductImage } from '../product/ProductImage';
import { QuantityCounter } from '../product/QuantityCounter';
import { StockStatus } from '../product/StockStatus';

const smallButtonClass =
  'rounded-md border border-gray-300 bg-white px-3 py-1.5 font-medium text-gray-800 text-sm hover:bg-gray-50 disabled:opacity-60';

/**
 * The counter of a line: with JavaScript a change is sent on its own (a typed one when the field is
 * left, clicks a moment after the last one), and an entry below the minimum removes the line;
 * without it an update button sends it, and the counter says how the shop rounded what was typed
 * (`adjustedFrom`).
 */
function LineQuantity({ line, adjustedFrom }: { line: CartLineItem; adjustedFrom?: Hundredths }) {
  const { t, language } = useTranslation();
  const fetcher = useFetcher();
  const enhanced = useEnhanced();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { payload } = line;
  const rule = saleRuleOfLine(line);
  const current = toHundredths(line.quantity);
  useEffect(() => () => clearTimeout(timer.current), []);

  const send = (quantity: Hundredths | 'remove', delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () =>
        fetcher.submit(
          quantity === 'remove'
            ? { intent: 'remove', lineId: line.id }
            : { intent: 'quantity', lineId: line.id, quantity: quantityToDecimalString(quantity) },
          { method: 'post', action: localizedPath(language, '/checkout') },
        ),
      delay,
    );
  };

  return (
    <fetcher.Form
      method="post"
      action={localizedPath(language, '/checkout')}
      // The shop rounds a quantity off the sales step and says so; the browser would only refuse it.
      noValidate
      className="flex flex-wrap items-start gap-2"
    >
      <input type="hidden" name="intent" value="quantity" />
      <input type="hidden" name="lineId" value={line.id} />
      <QuantityCounter
        defaultValue={current}
        adjustedFrom={adjustedFrom}
        min={rule.min}
        step={rule.step}
        max={rule.max}
        stock={rule.stock}
        isCloseout={rule.isCloseout}
        uom={payload.uom}
        disabled={fetcher.state !== 'idle' && fetcher.formData?.get('intent') === 'remove'}
        onCommit={(entered, applied, how) => {
          // Below the minimum removes the line; anything else is sent as the counter rounded it.
          if (cartQuantityIntent(entered, rule) === 'remove') send('remove', 0);
          else if (cartQuantityIntent(applied, rule) === 'update' && applied !== current)
            send(applied, how === 'typed' ? 0 : 400);
          else clearTimeout(timer.current);
        }}
      />
      {!enhanced ? (
        <button type="submit" className={smallButtonClass}>
          {t('cart.update')}
        </button>
      ) : null}
    </fetcher.Form>
  );
}

function LineRemark({ line }: { line: CartLineItem }) {
  const { t, language } = useTranslation();
  const fetcher = useFetcher<{ intent?: string; formError?: string }>();
  const saving = fetcher.state !== 'idle';
  const saved = fetcher.state === 'idle' && fetcher.data && !fetcher.data.formError;
  const id = `remark-${line.id}`;
  return (
    <fetcher.Form method="post" action={localizedPath(language, '/checkout')} className="flex flex-col gap-1">
      <input type="hidden" name="intent" value="remark" />
      <input type="hidden" name="lineId" value={line.id} />
      <label htmlFor={id} className="text-gray-700 text-xs">
        {t('cart.remark')}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          name="remark"
          defaultValue={line.payload.remark ?? ''}
          maxLength={500}
          className="min-w-0 flex-1 rounded-md border border-gray-300 px-2 py-1.5 text-sm focus:outline-2 focus:outline-brand-600"
        />
        <button type="submit" disabled={saving} className={smallButtonClass}>
          {t('cart.saveRemark')}
        </button>
      </div>
      <p aria-live="polite" className="text-green-700 text-xs">
        {saved ? t('cart.remarkSaved') : ''}
      </p>
    </fetcher.Form>
  );
}

function RemoveLine({ line }: { line: CartLineItem }) {
  const { t, language } = useTranslation();
  const fetcher = useFetcher();
  return (
    <fetcher.Form method="post" action={localizedPath(language, '/checkout')}>
      <input type="hidden" name="intent" value="remove" />
      <input type="hidden" name="lineId" value={line.id} />
      <button
        type="submit"
        disabled={fetcher.state !== 'idle'}
        aria-label={t('cart.removeLine', { name: line.label })}
        className="font-medium text-red-700 text-sm underline-offset-2 hover:underline disabled:opacity-60"
      >
        {t('cart.remove')}
      </button>
    </fetcher.Form>
  );
}

function CartLine({
  line,
  stock,
  pricesShown,
  adjustedFrom,
}: {
  line: CartLineItem;
  stock: Offers[string] | undefined;
  pricesShown: boolean;
  adjustedFrom?: Hundredths;
}) {
  const figures = useFigures();
  const { t, language } = useTranslation();
  const href = localizedPath(
    language,
    line.payload.seoPath ? `/${line.payload.seoPath.replace(/^\/+/, '')}` : `/detail/${line.referencedId}`,
  );
  const media = line.cover;
  return (
    <li
      className="grid grid-cols-[4.5rem_minmax(0,1fr)] gap-x-4 gap-y-3 rounded-lg border border-gray-200 bg-white p-4 sm:grid-cols-[6rem_minmax(0,1fr)_auto]"
      data-testid="cart-line"
    >
      <div className="row-span-2 flex aspect-square items-center justify-center overflow-hidden rounded-md bg-gray-50 sm:row-span-1">
        <ProductImage
          image={
            media
              ? {
                  url: media.url,
                  alt: media.translated.alt || line.label,
                  width: media.width,
                  height: media.height,
                }
              : null
          }
          noImageAlt={t('product.noImage')}
          sizes="(min-width: 640px) 96px, 72px"
          className="image-fit"
          width={96}
          height={96}
        />
      </div>
      <div className="min-w-0 space-y-1">
        <h2 className="font-semibold text-gray-900 leading-snug">
          <Link to={href} className="hover:text-brand-700 hover:underline">
            {line.label}
          </Link>
        </h2>
        <p className="text-gray-600 text-sm">
          {t('label.withColon', { label: t('product.articleNumber') })}{' '}
          <span data-testid="cart-line-number">{line.payload.productNumber}</span>
        </p>
        <OwnArticleNumber customerSku={line.payload.customerSku} />
        <AddToOrderList productNumber={line.payload.productNumber} quantity={line.quantity} />
        {line.price ? (
          <p className="text-gray-700 text-sm">
            {figures.price(line.price.unitPrice)}{' '}
            {t('product.perUnit', { unit: unitNameIn(language.code, line.payload.uom) })}
            {line.payload.offer ? (
              <span className="ml-2 rounded-full bg-green-50 px-2 py-0.5 font-medium text-green-800 text-xs">
                {t('cart.offerPrice', { number: line.payload.offer.number })}
              </span>
            ) : null}
            {line.payload.quantityTier ? (
              <span
                className="ml-2 rounded-full bg-blue-50 px-2 py-0.5 font-medium text-blue-800 text-xs"
                data-testid="cart-line-tier"
              >
                {t('cart.tierPrice', {
                  quantity: formatQuantityWithUnit(
                    line.payload.quantityTier.fromQuantity,
                    line.payload.uom,
                    language.code,
                  ),
                })}
              </span>
            ) : null}
          </p>
        ) : null}
        <StockStatus stock={stock ?? cartLineStock(line)} wanted={toHundredths(line.quantity)} />
      </div>
      <div className="col-span-2 flex flex-col gap-3 sm:col-span-1 sm:col-start-3 sm:row-span-2 sm:items-end">
        <LineQuantity line={line} adjustedFrom={adjustedFrom} />
        {pricesShown && line.price ? (
          <p className="font-bold text-gray-900" data-testid="cart-line-total">
            <span className="sr-only">{t('cart.lineTotal')}: </span>
            {figures.netPrice(line.price.totalPrice)}
          </p>
        ) : null}
        <RemoveLine line={line} />
      </div>
      <div className="col-span-2 sm:col-span-1 sm:col-start-2">
        <LineRemark line={line} />
      </div>
    </li>
  );
}

/**
 * The cart's lines, each with its stock statement (`stock` by article number, from the ERP) and, for
 * the line named in `adjusted`, what the shop made of a quantity typed without JavaScript.
 */
export function CartLines({
  lines,
  stock,
  pricesShown,
  adjusted,
}: {
  lines: CartLineItem[];
  stock: Offers;
  pricesShown: boolean;
  adjusted?: { lineId: string; entered: Hundredths } | null;
}) {
  return (
    <ul className="space-y-3" data-testid="cart-lines">
      {lines.map((line) => (
        <CartLine
          key={line.id}
          line={line}
          stock={stock[line.payload.productNumber]}
          pricesShown={pricesShown}
          adjustedFrom={adjusted?.lineId === line.id ? adjusted.entered : undefined}
        />
      ))}
    </ul>
  );
}
