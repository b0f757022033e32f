import { describe, expect, it } from 'vitest';
import { type ProductCardData, withOffers } from './catalog-view.server';
import type { ProductOffer } from './offers.server';

const card: ProductCardData = {
  id: '7020ae083f1056af8460fcd16e810f46',
  name: 'Flensbout DIN 6921 M10 x 30 mm verzinkt',
  manufacturer: 'Ankerdal',
  productNumber: 'TS-101054',
  href: '/flensbout-din-6921-m10-x-30-mm-verzinkt/ts-101054',
  image: null,
  stock: {
    quantity: 10,
    stock: null,
    hasStock: true,
    uom: 'PCE',
    min: 10,
    step: 5,
    max: null,
    isCloseout: false,
    delivery: null,
    restockDate: null,
  },
  childCount: 0,
  minPurchase: 10,
  unit: 'PCE',
  offer: null,
  features: ['M10', '30 mm'],
};

const offer: ProductOffer = {
  ...card.stock,
  stock: 7,
  price: 1.305,
  listPrice: 1.45,
  tiers: [
    { fromQuantity: 10, price: 1.305 },
    { fromQuantity: 100, price: 1.2 },
  ],
  warehouses: [{ code: 'ANT', name: 'Antwerpen', stock: 7 }],
  isBuyable: true,
  customerSku: null,
};

describe('a product card’s offer', () => {
  it('carries what a card shows and not the quantity tiers, which only the product page shows', () => {
    const [shown] = withOffers([card], { 'TS-101054': offer }, { featureFlags: [] });
    expect(shown!.offer).toMatchObject({ price: 1.305, listPrice: 1.45, min: 10, step: 5, isBuyable: true });
    expect(shown!.offer).not.toHaveProperty('tiers');
    expect(shown!.stock).toBe(shown!.offer);
  });

  it('carries, in a listing’s list view only, the first quantity price above the minimum that lowers the price', () => {
    const [inCards] = withOffers([card], { 'TS-101054': offer }, { featureFlags: [] });
    const [inList] = withOffers([card], { 'TS-101054': offer }, { featureFlags: [] }, 'list');
    expect(inCards!.offer).not.toHaveProperty('nextTier');
    expect(inList!.offer?.nextTier).toEqual({ fromQuantity: 100, price: 1.2 });
  });

  it('carries the stock per warehouse only when the shop shows it on cards', () => {
    const [hidden] = withOffers([card], { 'TS-101054': offer }, { featureFlags: [] });
    const [shown] = withOffers([card], { 'TS-101054': offer }, { featureFlags: ['DISPLAY_CARD_WAREHOUSES'] });
    expect(hidden!.offer).not.toHaveProperty('warehouses');
    expect(shown!.offer?.warehouses).toEqual(offer.warehouses);
  });

  it('is none, with the catalogue’s stock, when the ERP gave none for the article', () => {
    const [unknown] = withOffers([card], {}, { featureFlags: [] });
    expect(unknown).toEqual(card);
  });
});
