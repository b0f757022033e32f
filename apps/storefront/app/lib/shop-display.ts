import type { FeatureFlag } from '@tradeshop/domain';
import { useRouteLoaderData } from 'react-router';

/**
 * What the shop's feature flags change in components the catalogue pages and the cart share. The
 * shop layout hands it to every page, so that a product card or a stock statement needs no flag
 * passed down.
 */
export interface ShopDisplay {
  /** DISPLAY_CARD_WAREHOUSES: stock per warehouse on product cards. */
  cardWarehouses: boolean;
  /** DISPLAY_DELIVERY_AND_RESTOCK_TIME: delivery time and restock date in stock statements. */
  deliveryTimes: boolean;
  /** DISPLAY_VARIANTS_SWITCH: the option buttons of a variant family on the product page. */
  variantsSwitch: boolean;
}

export function shopDisplayOf(flags: readonly FeatureFlag[]): ShopDisplay {
  return {
    cardWarehouses: flags.includes('DISPLAY_CARD_WAREHOUSES'),
    deliveryTimes: flags.includes('DISPLAY_DELIVERY_AND_RESTOCK_TIME'),
    variantsSwitch: flags.includes('DISPLAY_VARIANTS_SWITCH'),
  };
}

const nothingExtra = shopDisplayOf([]);

/** The shop layout's display switches; all off outside it (an error page without its data). */
export function useShopDisplay(): ShopDisplay {
  return (useRouteLoaderData('shop') as { display?: ShopDisplay } | undefined)?.display ?? nothingExtra;
}
