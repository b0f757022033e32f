import { CsvImportSteps, importFileMegabytes } from '../../components/account/CsvImportSteps';
import { ErrorPage } from '../../components/layout/ErrorPage';
import { requireCustomer } from '../../lib/account.server';
import { importRowMessage } from '../../lib/article-links.server';
import { csvImportAction } from '../../lib/csv-import.server';
import { localizedPath, translator, useTranslation } from '../../lib/i18n';
import { metaTags } from '../../lib/route-meta';
import { storeApiContext } from '../../lib/store-api.server';
import type { Route } from './+types/article-links-import';

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireCustomer(url, context);
  const { language, shop } = context.get(storeApiContext);
  return {
    meta: { title: `${translator(language.code)('articleLinks.importTitle')} | ${shop.name}`, noindex: true },
  };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  await requireCustomer(url, context);
  const { client, language } = context.get(storeApiContext);
  const t = translator(language.code);
  return csvImportAction(request, t, {
    importFile: (body) => client.importArticleLinks(body),
    reasonOf: (row) => importRowMessage((row as { code?: string | null }).code ?? null, t),
    invalidFormat: t('articleLinks.error.csvInvalidFormat'),
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? metaTags(loaderData.meta) : []);

export default function ArticleLinksImport({ actionData }: Route.ComponentProps) {
  const { t, language } = useTranslation();
  return (
    <CsvImportSteps
      title={t('articleLinks.importTitle')}
      rules={t('articleLinks.fileRules', { megabytes: importFileMegabytes })}
      list={{
        href: localizedPath(language, '/account/articlelinks'),
        backLabel: t('articleLinks.backToList'),
        toLabel: t('articleLinks.toList'),
      }}
      templateHref={localizedPath(language, '/account/articlelinks/template')}
      columns={[
        { key: 'productNumber', label: t('product.articleNumber') },
        { key: 'customerSku', label: t('product.customerSku') },
      ]}
      actionData={actionData}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
