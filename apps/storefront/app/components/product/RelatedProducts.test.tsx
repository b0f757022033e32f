import { describe, expect, it } from 'vitest';
import type { ProductCardData, ProductPageData } from '../../lib/catalog-view.server';
import { tagsOf, textOf } from '../../test/markup';
import { renderInShop } from '../../test/shop';
import { ProductBuyBox } from './ProductBuyBox';
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

  it('points from an article no longer sold to its successor', () => {
    const { stock } = card('BMC-1001', '');
    const page = (isBuyable: boolean): ProductPageData => ({
      ...card('BMC-1001', 'Montagelijm BMC Power 310 ml'),
      ean: null,
      manufacturerHref: null,
      manufacturerNumber: null,
      description: null,
      images: [],
      specifications: [],
      purchaseSteps: 1,
      offer: {
        ...stock,
        price: 6.95,
        listPrice: 6.95,
        tiers: [],
        warehouses: [],
        isBuyable,
        customerSku: null,
      },
      variants: [],
      variantSwitch: [],
      crossSellings: [],
      references: [{ kind: 'successor', products: [card('BMC-1003', 'Montagelijm BMC Power 2')] }],
    });
    const blocked = renderInShop(() => <ProductBuyBox product={page(false)} />, {});
    expect(textOf(blocked)).toContain('Dit artikel wordt vervangen door Montagelijm BMC Power 2');
    expect(tagsOf(blocked).some((tag) => tag.attributes.href === '/bmc-1003')).toBe(true);
    const sold = renderInShop(() => <ProductBuyBox product={page(true)} />, {});
    expect(textOf(sold)).not.toContain('vervangen door');
  });
});
