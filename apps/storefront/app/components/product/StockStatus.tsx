import {
  type DayRange,
  dateFormat,
  formatQuantityWithUnit,
  fromHundredths,
  type Hundredths,
  type StockStatement,
  stockStatement,
  toHundredths,
} from '@tradeshop/domain';
import { type Translate, useTranslation } from '../../lib/i18n';
import type { StockData } from '../../lib/offers.server';
import { saleRuleOf } from '../../lib/sale-rule';
import { useShopDisplay } from '../../lib/shop-display';

const headlines = {
  inStock: 'stock.inStock',
  partlyInStock: 'stock.partlyInStock',
  onOrder: 'stock.onOrder',
  lastPieces: 'stock.lastPieces',
  soldOut: 'stock.soldOut',
} as const;

const dotColours: Record<StockStatement['kind'], string> = {
  inStock: 'bg-green-600',
  partlyInStock: 'bg-amber-500',
  onOrder: 'bg-amber-500',
  lastPieces: 'bg-amber-500',
  soldOut: 'bg-red-600',
};

const textColours: Record<StockStatement['kind'], string> = {
  inStock: 'text-green-700',
  partlyInStock: 'text-amber-800',
  onOrder: 'text-amber-800',
  lastPieces: 'text-amber-800',
  soldOut: 'text-red-700',
};

/** "24 March": a restock or expected date, day and month in the language. */
function formatDay(isoDate: string, localeCode: string): string {
  return dateFormat(localeCode, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

function dayRangeParams(delivery: DayRange) {
  return {
    max: delivery.max,
    // Word joiners keep "1–2" on one line.
    range: delivery.min === delivery.max ? `${delivery.max}` : `${delivery.min}\u2060–\u2060${delivery.max}`,
  };
}

/** What follows the headline: figures, delivery time, when the rest comes. */
function detailOf(statement: StockStatement, t: Translate, localeCode: string, unit: string): string[] {
  const amount = (quantity: Hundredths) => formatQuantityWithUnit(fromHundredths(quantity), unit, localeCode);
  const deliveryIn = (delivery: DayRange | null) =>
    delivery ? [t('stock.deliveryIn', dayRangeParams(delivery))] : [];
  switch (statement.kind) {
    case 'inStock':
      return [
        ...(statement.stock === null ? [] : [amount(statement.stock)]),
        ...deliveryIn(statement.delivery),
      ];
    case 'partlyInStock': {
      const now = statement.delivery
        ? t('stock.partDelivered', {
            amount: amount(statement.inStock),
            ...dayRangeParams(statement.delivery),
          })
        : t('stock.partInStock', { amount: amount(statement.inStock) });
      const rest = statement.restExpected
        ? t('stock.restBy', {
            amount: amount(statement.rest),
            date: formatDay(statement.restExpected, localeCode),
          })
        : t('stock.restOnBackorder', { amount: amount(statement.rest) });
      return [`${now}, ${rest}`];
    }
    case 'onOrder':
      return statement.expected
        ? [t('stock.expectedBy', { date: formatDay(statement.expected, localeCode) })]
        : deliveryIn(statement.delivery);
    case 'lastPieces':
      return [t('stock.onlyLeft', { amount: amount(statement.left) })];
    case 'soldOut':
      return [t('stock.closeoutSoldOut')];
  }
}

/**
 * The one stock statement of an article for the quantity wanted (the minimum purchase unless
 * told): in stock, partly in stock, on order, last pieces or sold out, with what the buyer may know
 * of figures and, when the shop shows them (DISPLAY_DELIVERY_AND_RESTOCK_TIME), the delivery time
 * and the date the rest comes.
 */
export function StockStatus({ stock, wanted }: { stock: StockData; wanted?: Hundredths }) {
  const { t, language } = useTranslation();
  const { deliveryTimes } = useShopDisplay();
  const statement = stockStatement({
    wanted: wanted ?? toHundredths(stock.quantity),
    rule: saleRuleOf(stock),
    hasStock: stock.hasStock,
    delivery: deliveryTimes ? stock.delivery : null,
    restockDate: deliveryTimes ? stock.restockDate : null,
  });
  const headline = t(headlines[statement.kind]);
  const detail = detailOf(statement, t, language.code, stock.uom);
  return (
    <p className="break-words text-sm" data-testid="stock-notice" data-stock={statement.kind}>
      <span
        aria-hidden="true"
        className={`mr-1.5 inline-block size-2 rounded-full align-middle ${dotColours[statement.kind]}`}
      />
      <span className={`font-medium ${textColours[statement.kind]}`}>
        {detail.length > 0 ? t('label.withColon', { label: headline }) : headline}
      </span>
      {detail.length > 0 ? <span className="text-gray-700"> {detail.join(' · ')}</span> : null}
    </p>
  );
}
