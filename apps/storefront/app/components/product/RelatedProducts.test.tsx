import { describe, expect, it } from 'vitest';
import type { ProductCardData } from '../../lib/catalog-view.server';
import { tagsOf, textOf } from '../../test/markup';
import { renderInShop } from '../../test/shop';
import { RelatedProducts } from './RelatedProducts';

const card = (productNumber: string, name: string): ProductCardData => ({
  id: `${productNumber}-id`,
  name,
  manufacturer: 'Boltara',
  productNumber,
  href: `/${productNumber.toLowerCase()}`,
  image: null,
  stock: {
    quantity: 1,
    stock: null,
    hasStock: true,
    uom: 'PCE',
    min: 1,
    step: 1,
    max: null,
    isCloseout: false,
    delivery: null,
    restockDate: null,
  },
  childCount: 0,
  minPurchase: 1,
  unit: 'PCE',
  offer: null,
  features: [],
});

describe('a product page’s related articles', () => {
  it('lists the articles it refers to under their kind, in the page’s language, before the shop’s cross-selling', () => {
    const html = renderInShop(
      () => (
        <RelatedProducts
          product={{
            references: [
              { kind: 'accessory', products: [card('BMC-1002', 'Kitpistool BMC Pro')] },
              { kind: 'successor', products: [card('BMC-1003', 'Montagelijm BMC Power 2')] },
            ],
            crossSellings: [{ id: 'c1', name: 'Vaak samen gekocht', products: [card('TS-1', 'Kitspuit')] }],
          }}
        />
      ),
      {},
    );
    const headings = [...html.matchAll(/<h2[^>]*>(.*?)<\/h2>/g)].map((match) => textOf(match[1]!));
    expect(headings).toEqual(['Toebehoren', 'Opvolger', 'Vaak samen gekocht']);
    expect(
      tagsOf(html)
        .filter((tag) => tag.name === 'a')
        .map((tag) => tag.attributes.href),
    ).toContain('/bmc-1002');
  });
});
