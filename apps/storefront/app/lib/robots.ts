import { storefrontLocales } from '@tradeshop/domain';
import { localizedPath } from './i18n';

/**
 * Paths below each language's root that search engines leave alone: a buyer's own pages, the cart
 * and checkout, the procurement systems' entries (OCI, cXML) and the storefront's endpoints for
 * scripts. Rules match by prefix, so `/cart/` keeps its slash: `/fr/cartouches-…` is a category.
 */
const privatePaths = [
  '/account/',
  '/checkout',
  '/cart/',
  '/quick-order',
  '/order-list/',
  '/offer-request',
  '/loginascustomer',
  '/oci',
  '/cxml/',
  '/punchout/',
  '/search/suggest',
  '/navigation-tree',
  '/listing-view',
];

/**
 * The query parameters that filter or sort a search or category listing (`in` and `bought` are the
 * search's own filters). Such pages are noindex, and their combinations would take crawlers through
 * the whole catalogue many times over; paging (`p`) and the search term stay open.
 */
const filterParameters = ['manufacturer', 'properties', 'min-price', 'max-price', 'order', 'in', 'bought'];
/** The figures' bounds are named by their group: `min.<id>`, `max.<id>`. */
const filterParameterPrefixes = ['min.', 'max.'];

/**
 * The shop's robots.txt (RFC 9309): everything not named here is open, the home, category and
 * product pages first of all. `*` matches any characters; `.data` are React Router's data requests.
 */
export function robotsTxt(origin: string): string {
  const rules = [
    '/dev/',
    // The back-office, but not a category whose slug starts with "admin".
    '/admin$',
    '/admin/',
    '/*.data',
    ...filterParameters.flatMap((name) => [`/*?${name}=`, `/*&${name}=`]),
    ...filterParameterPrefixes.flatMap((prefix) => [`/*?${prefix}`, `/*&${prefix}`]),
    ...storefrontLocales.flatMap((language) => privatePaths.map((path) => localizedPath(language, path))),
  ];
  return [
    'User-agent: *',
    ...rules.map((rule) => `Disallow: ${rule}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
