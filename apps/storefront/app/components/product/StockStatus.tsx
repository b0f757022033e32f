import {
  formatDeliveryDays,
  formatQuantityWithUnit,
  fromHundredths,
  type Hundredths,
  type PromisedDelivery,
  type StockStatement,
} from '@tradeshop/domain';
import { type MessageKey, type Translate, useTranslation } from '../../lib/i18n';
import type { StockData } from '../../lib/offers.server';
import { useStockStatements } from '../../lib/stock-statement';

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

/** What follows the headline: figures and the promised delivery days. */
function detailOf(statement: StockStatement, t: Translate, localeCode: string, unit: string): string[] {
  const amount = (quantity: Hundredths) => formatQuantityWithUnit(fromHundredths(quantity), unit, localeCode);
  const days = (promise: PromisedDelivery) => formatDeliveryDays(promise, localeCode);
  const delivered = (promise: PromisedDelivery | null) =>
    promise ? [t('stock.deliveredOn', { days: days(promise) })] : [];
  switch (statement.kind) {
    case 'inStock':
      return [
        ...(statement.stock === null ? [] : [amount(statement.stock)]),
        ...delivered(statement.deliveredBy),
      ];
    case 'partlyInStock': {
      const part = (quantity: Hundredths, promise: PromisedDelivery | null, otherwise: MessageKey) =>
        promise
          ? t('stock.partDelivered', { amount: amount(quantity), days: days(promise) })
          : t(otherwise, { amount: amount(quantity) });
      return [
        `${part(statement.inStock, statement.deliveredBy, 'stock.partInStock')}, ${part(statement.rest, statement.restDeliveredBy, 'stock.restOnBackorder')}`,
      ];
    }
    case 'onOrder':
      return delivered(statement.deliveredBy);
    case 'lastPieces':
      return [t('stock.onlyLeft', { amount: amount(statement.left) })];
    case 'soldOut':
      return [t('stock.closeoutSoldOut')];
  }
}

/**
 * The one stock statement of an article for the quantity wanted (the minimum purchase unless
 * told): in stock, partly in stock, on order, last pieces or sold out, with what the buyer may know
 * of figures and, when the shop shows them (DISPLAY_DELIVERY_AND_RESTOCK_TIME), the days the
 * delivery promise gives the part in stock and the rest.
 */
export function StockStatus({ stock, wanted }: { stock: StockData; wanted?: Hundredths }) {
  const { t, language } = useTranslation();
  const statement = useStockStatements()(stock, wanted);
  const headline = t(headlines[statement.kind]);
  const detail = detailOf(statement, t, language.code, stock.uom);
  return (
    <p className="stock-notice" data-testid="stock-notice" data-stock={statement.kind}>
      <span aria-hidden="true" className={`stock-dot ${dotColours[statement.kind]}`} />
      <span className={`font-medium ${textColours[statement.kind]}`}>
        {detail.length > 0 ? t('label.withColon', { label: headline }) : headline}
      </span>
      {detail.length > 0 ? <span className="text-gray-700"> {detail.join(' · ')}</span> : null}
    </p>
  );
}
