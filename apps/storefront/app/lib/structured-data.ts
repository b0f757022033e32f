import { type Shop, shops } from '@tradeshop/domain';

/** A schema.org object as JSON-LD puts it in the page. */
export type JsonLd = Record<string, unknown>;

/** The trail to a page, from the home page, as search engines show it under a result. */
export function breadcrumbJsonLd(origin: string, trail: { label: string; href: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((entry, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: entry.label,
      item: `${origin}${entry.href}`,
    })),
  };
}

export interface ProductForJsonLd {
  name: string;
  productNumber: string;
  ean: string | null;
  manufacturer: string | null;
  manufacturerNumber: string | null;
  description: string | null;
  images: { url: string }[];
  /** The list price; a buyer's own price is never published. */
  listPrice: number | null;
  hasStock: boolean;
}

/** An article with the list price offer a visitor sees; without a list price, no offer. */
export function productJsonLd(origin: string, url: string, product: ProductForJsonLd): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.productNumber,
    ...(product.ean && /^\d{13}$/.test(product.ean) ? { gtin13: product.ean } : {}),
    ...(product.manufacturerNumber ? { mpn: product.manufacturerNumber } : {}),
    ...(product.manufacturer ? { brand: { '@type': 'Brand', name: product.manufacturer } } : {}),
    ...(product.description ? { description: product.description.slice(0, 5000) } : {}),
    ...(product.images.length > 0
      ? { image: product.images.map((image) => new URL(image.url, origin).href) }
      : {}),
    url,
    ...(product.listPrice !== null
      ? {
          offers: {
            '@type': 'Offer',
            url,
            price: product.listPrice.toFixed(2),
            priceCurrency: 'EUR',
            availability: product.hasStock ? 'https://schema.org/InStock' : 'https://schema.org/BackOrder',
            // B2B list prices exclude VAT.
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              price: product.listPrice.toFixed(2),
              priceCurrency: 'EUR',
              valueAddedTaxIncluded: false,
            },
          },
        }
      : {}),
  };
}

/** `Mon-Fri 08:00-17:00` as schema.org opening hours; another form is left out rather than guessed. */
function openingHoursOf(shop: Shop): JsonLd[] {
  const match = /^Mon-Fri (\d\d:\d\d)-(\d\d:\d\d)$/.exec(shop.openingHours);
  if (!match) return [];
  return [
    {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: match[1],
      closes: match[2],
    },
  ];
}

/** The distributor with its shops, their addresses, phones and opening hours. */
export function organizationJsonLd(origin: string, name: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    department: shops.map((shop) => ({
      '@type': 'Store',
      name: shop.name,
      telephone: shop.phone,
      email: shop.email,
      address: {
        '@type': 'PostalAddress',
        streetAddress: shop.street,
        postalCode: shop.zipcode,
        addressLocality: shop.city,
        addressCountry: 'BE',
      },
      openingHoursSpecification: openingHoursOf(shop),
    })),
  };
}
