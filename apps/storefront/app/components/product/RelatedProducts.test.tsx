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

/** The product page of BMC-1001, sold at `price` unless it is no longer buyable. */
function productPage({
  isBuyable = true,
  price = 6.95,
  content = null,
  references = [],
}: Partial<Pick<ProductPageData, 'content' | 'references'>> & {
  isBuyable?: boolean;
  price?: number;
}): ProductPageData {
  const { stock } = card('BMC-1001', '');
  return {
    ...card('BMC-1001', 'Montagelijm BMC Power 310 ml'),
    ean: null,
    manufacturerHref: null,
    manufacturerNumber: null,
    description: null,
    images: [],
    specifications: [],
    content,
    purchaseSteps: 1,
    offer: { ...stock, price, listPrice: price, tiers: [], warehouses: [], isBuyable, customerSku: null },
    variants: [],
    variantSwitch: [],
    crossSellings: [],
    references,
  };
}

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
    const successor = [
      { kind: 'successor' as const, products: [card('BMC-1003', 'Montagelijm BMC Power 2')] },
    ];
    const blocked = renderInShop(
      () => <ProductBuyBox product={productPage({ isBuyable: false, references: successor })} />,
      {},
    );
    expect(textOf(blocked)).toContain('Dit artikel wordt vervangen door Montagelijm BMC Power 2');
    expect(tagsOf(blocked).some((tag) => tag.attributes.href === '/bmc-1003')).toBe(true);
    const sold = renderInShop(() => <ProductBuyBox product={productPage({ references: successor })} />, {});
    expect(textOf(sold)).not.toContain('vervangen door');
  });
});

describe('a product page’s buy box', () => {
  it('says what one unit holds and what one of its content costs', () => {
    const box = renderInShop(
      () => <ProductBuyBox product={productPage({ price: 6.2, content: { perUnit: 310, unit: 'MLT' } })} />,
      {},
    );
    expect(textOf(box)).toMatch(/1\sstuk = 310\sml · €\s0,020 per ml/);
  });
});
