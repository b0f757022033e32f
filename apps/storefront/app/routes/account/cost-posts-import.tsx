import { CsvImportSteps, importFileMegabytes } from '../../components/account/CsvImportSteps';
import { ErrorPage } from '../../components/layout/ErrorPage';
import { requireCustomer } from '../../lib/account.server';
import { costPostRowMessage } from '../../lib/cost-posts';
import { csvImportAction } from '../../lib/csv-import.server';
import { localizedPath, translator, useTranslation } from '../../lib/i18n';
import { metaTags } from '../../lib/route-meta';
import { storeApiContext } from '../../lib/store-api.server';
import type { Route } from './+types/cost-posts-import';

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireCustomer(url, context);
  const { language, shop } = context.get(storeApiContext);
  return {
    meta: { title: `${translator(language.code)('costPosts.importTitle')} | ${shop.name}`, noindex: true },
  };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  await requireCustomer(url, context);
  const { client, language } = context.get(storeApiContext);
  const t = translator(language.code);
  return csvImportAction(request, t, {
    importFile: (body) => client.importCostPosts(body),
    reasonOf: (row) => costPostRowMessage((row as { problem?: string | null }).problem ?? null, t),
    invalidFormat: t('costPosts.error.csvInvalidFormat'),
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? metaTags(loaderData.meta) : []);

export default function CostPostsImport({ actionData }: Route.ComponentProps) {
  const { t, language } = useTranslation();
  return (
    <CsvImportSteps
      title={t('costPosts.importTitle')}
      rules={t('costPosts.fileRules', { megabytes: importFileMegabytes })}
      list={{
        href: localizedPath(language, '/account/costposts'),
        backLabel: t('costPosts.backToList'),
        toLabel: t('costPosts.toList'),
      }}
      templateHref={localizedPath(language, '/account/costposts/template')}
      columns={[
        { key: 'code', label: t('costPosts.code') },
        { key: 'name', label: t('costPosts.name') },
        { key: 'active', label: t('costPosts.active') },
      ]}
      actionData={actionData}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
