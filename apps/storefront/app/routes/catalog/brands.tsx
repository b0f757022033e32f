import { BrandIndex } from '../../components/brands/BrandIndex';
import { ErrorPage } from '../../components/layout/ErrorPage';
import { allBrands } from '../../lib/brand-view.server';
import { alternatesOfPath, languageOfPath, localizedPath, translator } from '../../lib/i18n';
import { errorTitle } from '../../lib/route-error';
import { metaTags } from '../../lib/route-meta';
import { storeApiContext, throwAsRouteError } from '../../lib/store-api.server';
import type { Route } from './+types/brands';

/** Every brand with articles in the shop, A to Z under their letters. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { client, shop, language } = context.get(storeApiContext);
  const t = translator(language.code);
  const origin = url.origin;
  const brands = await allBrands(client, language).catch(throwAsRouteError);
  const alternates = alternatesOfPath('/brands');
  return {
    brands,
    alternates,
    meta: {
      title: `${t('brands.title')} | ${shop.name}`,
      description: t('brands.intro'),
      canonical: `${origin}${localizedPath(language, '/brands')}`,
      alternates,
      origin,
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData, error, location }) =>
  loaderData ? metaTags(loaderData.meta) : [{ title: errorTitle(error, languageOfPath(location.pathname)) }];

export default function Brands({ loaderData }: Route.ComponentProps) {
  return <BrandIndex brands={loaderData.brands} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
