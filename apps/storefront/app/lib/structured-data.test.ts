import { shops } from '@tradeshop/domain';
import { describe, expect, it } from 'vitest';
import { metaTags } from './route-meta';
import { breadcrumbJsonLd, organizationJsonLd, productJsonLd } from './structured-data';

const article = {
  name: 'Ringsleutel 13 mm',
  productNumber: 'TS-100013',
  ean: '5412345678901',
  manufacturer: 'Facom',
  manufacturerNumber: '44.13',
  description: 'Gebogen ringsleutel.',
  images: [{ url: '/media/catalog/wrench.png' }],
  listPrice: 12.5,
  hasStock: true,
};

describe('structured data', () => {
  it('describes an article with its list price offer, excluding VAT, and absolute pictures', () => {
    const product = productJsonLd(
      'https://shop.example',
      'https://shop.example/ringsleutel/ts-100013',
      article,
    );
    expect(product).toMatchObject({
      '@type': 'Product',
      sku: 'TS-100013',
      gtin13: '5412345678901',
      mpn: '44.13',
      brand: { name: 'Facom' },
      image: ['https://shop.example/media/catalog/wrench.png'],
      offers: {
        price: '12.50',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        priceSpecification: { valueAddedTaxIncluded: false },
      },
    });
  });

  it('offers nothing when no list price may be shown, and no GTIN that is none', () => {
    const product = productJsonLd('https://shop.example', 'https://shop.example/x', {
      ...article,
      listPrice: null,
      ean: '123',
    });
    expect(product).not.toHaveProperty('offers');
    expect(product).not.toHaveProperty('gtin13');
  });

  it('numbers the breadcrumb from the home page with absolute addresses', () => {
    expect(
      breadcrumbJsonLd('https://shop.example', [
        { label: 'Trade Shop', href: '/fr' },
        { label: 'Outillage', href: '/fr/outillage' },
      ]).itemListElement,
    ).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Trade Shop', item: 'https://shop.example/fr' },
      { '@type': 'ListItem', position: 2, name: 'Outillage', item: 'https://shop.example/fr/outillage' },
    ]);
  });

  it('names every shop of the organisation with its address and weekday opening hours', () => {
    const organization = organizationJsonLd('https://shop.example', 'Trade Shop');
    const departments = organization.department as Record<string, unknown>[];
    expect(departments).toHaveLength(shops.length);
    expect(departments[0]).toMatchObject({
      '@type': 'Store',
      address: { addressCountry: 'BE', postalCode: shops[0]!.zipcode },
      openingHoursSpecification: [
        { opens: '08:00', closes: '17:00', dayOfWeek: expect.arrayContaining(['Friday']) },
      ],
    });
  });

  it('puts Open Graph tags and the JSON-LD into the page’s meta', () => {
    const tags = metaTags({
      title: 'Ringsleutel | Trade Shop',
      description: 'Gebogen ringsleutel',
      canonical: 'https://shop.example/ringsleutel',
      openGraph: { type: 'product', image: 'https://shop.example/media/wrench.png' },
      jsonLd: [{ '@type': 'Product' }],
    });
    expect(tags).toEqual(
      expect.arrayContaining([
        { property: 'og:title', content: 'Ringsleutel | Trade Shop' },
        { property: 'og:type', content: 'product' },
        { property: 'og:url', content: 'https://shop.example/ringsleutel' },
        { property: 'og:image', content: 'https://shop.example/media/wrench.png' },
        { 'script:ld+json': { '@type': 'Product' } },
      ]),
    );
  });
});
