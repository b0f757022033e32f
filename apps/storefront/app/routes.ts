import { index, layout, prefix, type RouteConfig, route } from '@react-router/dev/routes';
import { storefrontLocales } from '@tradeshop/domain';

/** The pages of one language; ids carry the locale because every module is mounted once per language. */
function pages(localeCode: string) {
  return [
    index('routes/home.tsx', { id: `home-${localeCode}` }),
    route('search', 'routes/search.tsx', { id: `search-${localeCode}` }),
    route('*', 'routes/page.tsx', { id: `page-${localeCode}` }),
  ];
}

export default [
  route('health', 'routes/health.ts'),
  route('media/*', 'routes/media.ts'),
  layout(
    'routes/shop.tsx',
    { id: 'shop' },
    storefrontLocales.flatMap((language) =>
      language.pathPrefix ? prefix(language.pathPrefix, pages(language.code)) : pages(language.code),
    ),
  ),
] satisfies RouteConfig;
