import { type ClosedDays, type CutOff, defaultDeliverySettings, type FeatureFlag } from '@tradeshop/domain';
import { useRouteLoaderData } from 'react-router';

/**
 * What the shop's feature flags and settings change in components the catalogue pages and the cart
 * share. The shop layout hands it to every page, so that a product card or a stock statement needs
 * no flag passed down.
 */
export interface ShopDisplay {
  /** DISPLAY_CARD_WAREHOUSES: stock per warehouse on product cards. */
  cardWarehouses: boolean;
  /** DISPLAY_DELIVERY_AND_RESTOCK_TIME: promised delivery days in stock statements. */
  deliveryTimes: boolean;
  /** DISPLAY_VARIANTS_SWITCH: the option buttons of a variant family on the product page. */
  variantsSwitch: boolean;
  /**
   * The cut-off of a promise made before the warehouse is known (a card, a cart line): the earliest
   * of the shop's, so that the promise holds whichever warehouse ships.
   */
  cutOff: CutOff;
  /** The days the warehouses are closed besides the public holidays (the shop's settings). */
  closedDays: ClosedDays;
}

export function shopDisplayOf(
  flags: readonly FeatureFlag[],
  delivery: { defaultCutOff: CutOff; closedDays?: ClosedDays } = defaultDeliverySettings,
): ShopDisplay {
  return {
    cardWarehouses: flags.includes('DISPLAY_CARD_WAREHOUSES'),
    deliveryTimes: flags.includes('DISPLAY_DELIVERY_AND_RESTOCK_TIME'),
    variantsSwitch: flags.includes('DISPLAY_VARIANTS_SWITCH'),
    cutOff: delivery.defaultCutOff,
    closedDays: delivery.closedDays ?? [],
  };
}

const nothingExtra = shopDisplayOf([]);

/** The shop layout's display switches; all off outside it (an error page without its data). */
export function useShopDisplay(): ShopDisplay {
  return (useRouteLoaderData('shop') as { display?: ShopDisplay } | undefined)?.display ?? nothingExtra;
}
