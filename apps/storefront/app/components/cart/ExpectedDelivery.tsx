import type { Cart } from '@tradeshop/api-client';
import {
  deliveryPartTexts,
  expectedDeliveryLabel,
  linePromiseOf,
  orderDeliveryParts,
  toHundredths,
} from '@tradeshop/domain';
import { useTranslation } from '../../lib/i18n';
import type { Offers } from '../../lib/offers.server';
import { cartLineStock } from '../../lib/sale-rule';
import type { ShippingChoice } from '../../lib/shipping-choice';
import { useShopDisplay } from '../../lib/shop-display';
import { useStockStatements } from '../../lib/stock-statement';

/**
 * When the order would arrive if placed now, for the way of shipping chosen: the lines' stock
 * statements made into shipments by the rule the order itself keeps (`orderDeliveryParts`), with
 * the same words as its confirmation. The cart cannot know the warehouse yet, so it promises from
 * the shop's earliest cut-off: the order's own days are never later.
 */
export function ExpectedDelivery({
  lines,
  stock,
  choice,
}: {
  lines: Cart['lineItems'];
  stock: Offers;
  choice: ShippingChoice;
}) {
  const { language } = useTranslation();
  const { deliveryTimes } = useShopDisplay();
  const statementOf = useStockStatements();
  if (!deliveryTimes || lines.length === 0) return null;
  const promises = lines.map((line, index) =>
    linePromiseOf(
      statementOf(stock[line.payload.productNumber] ?? cartLineStock(line), toHundredths(line.quantity)),
      index + 1,
    ),
  );
  const parts = orderDeliveryParts(promises, choice);
  if (parts.length === 0) return null;
  return (
    <div className="text-sm" data-testid="expected-delivery">
      <p className="font-medium text-gray-900">{expectedDeliveryLabel(choice.option, language.code)}</p>
      {deliveryPartTexts(parts, language.code).map((text) => (
        <p key={text} className="text-gray-700">
          {text}
        </p>
      ))}
    </div>
  );
}
