import { type Hundredths, type StockStatement, stockStatement, toHundredths } from '@tradeshop/domain';
import type { StockData } from './offers.server';
import { usePromiseClock } from './promise-clock';
import { saleRuleOf } from './sale-rule';
import { useShopDisplay } from './shop-display';

/**
 * The stock statement of an article for a wanted quantity (its minimum purchase unless told), with
 * the delivery promise's days where the shop shows them (DISPLAY_DELIVERY_AND_RESTOCK_TIME), counted
 * from the same moment for every article of the page.
 */
export function useStockStatements(): (stock: StockData, wanted?: Hundredths) => StockStatement {
  const { deliveryTimes, cutOff, closedDays } = useShopDisplay();
  const now = usePromiseClock();
  return (stock, wanted) =>
    stockStatement({
      wanted: wanted ?? toHundredths(stock.quantity),
      rule: saleRuleOf(stock),
      hasStock: stock.hasStock,
      delivery: stock.delivery,
      restockDate: stock.restockDate,
      promise: deliveryTimes ? { now, cutOff, closedDays } : null,
    });
}
