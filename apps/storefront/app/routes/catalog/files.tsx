import { FilesCatalog } from '../../components/files/FilesCatalog';
import { ErrorPage } from '../../components/layout/ErrorPage';
import { filesCatalogRequestOf, filesFiltersOf, narrowsFiles } from '../../lib/files-catalog';
import { alternatesOfPath, languageOfPath, localizedPath, translator } from '../../lib/i18n';
import { errorTitle } from '../../lib/route-error';
import { metaTags } from '../../lib/route-meta';
import { storeApiContext, throwAsRouteError } from '../../lib/store-api.server';
import type { Route } from './+types/files';

/** The downloads: catalogues, leaflets, safety data sheets, manuals and certificates, searched and filtered by a GET form. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { client, shop, language } = context.get(storeApiContext);
  const t = translator(language.code);
  const asked = filesFiltersOf(url.searchParams, language.code);
  // A language the shop does not hold shows the page's own.
  const filters = filesCatalogRequestOf(asked, shop.languageIds)
    ? asked
    : { ...asked, language: language.code };
  const result = await client
    .filesCatalog(filesCatalogRequestOf(filters, shop.languageIds)!)
    .catch(throwAsRouteError);
  const alternates = alternatesOfPath('/files');
  return {
    filters,
    result,
    alternates,
    meta: {
      title: `${t('files.title')} | ${shop.name}`,
      description: t('files.intro'),
      canonical: `${url.origin}${localizedPath(language, '/files')}`,
      alternates,
      origin: url.origin,
      noindex: narrowsFiles(filters, language.code),
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData, error, location }) =>
  loaderData ? metaTags(loaderData.meta) : [{ title: errorTitle(error, languageOfPath(location.pathname)) }];

export default function Files({ loaderData }: Route.ComponentProps) {
  return <FilesCatalog filters={loaderData.filters} result={loaderData.result} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
